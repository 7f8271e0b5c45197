import { Badge, Group, Text } from '@mantine/core';
import { lazy, useEffect, useRef, useState } from 'react';
import { AUCTION_ENDED_MESSAGE } from '@caskmark/shared/rules/lobby-timers';
import type { ReleasePack } from '@caskmark/shared/api/catalogue';
import { HIGHEST_BIDDER_LABEL } from '@caskmark/shared/rules/bid-confirm';
import { LazyDrawerHost } from '../../../../components/lazy-drawer-host';
import { Price } from '../../../../components/price';
import { RequireAuthButton } from '../../../../lib/auth-require';
import { useAuth } from '../../../../lib/auth-session';
import { useBidIncrements } from '../../api/get-bid-increments';
import { LotTimer } from '../../components/lot-timer';
import { showBidToast } from '../../lib/bid-toast';
import { useBidFunds } from '../../lib/use-bid-funds';
import { useLobbyFlags } from '../../lib/use-lobby-flags';
import { useSealedBids } from '../api/get-sealed-bids';
import { useSealedUserBids } from '../api/get-sealed-user-bids';
import { useSealedPaddle } from '../api/sealed-paddle';
import { sealedStanding } from '../lib/sealed-standing';
import { useLiveSealed } from '../lib/use-live-sealed';
import { SealedRanks } from './sealed-ranks';
import classes from '../../components/lot-card.module.css';

// On intent: the drawer's proof-of-funds form brings zod, which the landing pages' shared chunk must not hold (decision 321).
const loadDrawer = () => import('./sealed-drawer');
const SealedDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.SealedDrawer })));

/**
 * One sealed lot on its release page and on /sealed-auction: the lowest allowed bid, my paddle and my
 * own bid, the top five paddles' ranks without amounts, the clock and PLACE BID. The lobby is marked
 * closed by the spec's timer (set under 5 days away); then the winning paddle's amount is revealed.
 */
export function SealedLotCard({ pack }: { pack: ReleasePack }) {
  const { status } = useAuth();
  const signedIn = status === 'signed-in';
  const board = useSealedBids(pack.publicPk);
  const ownBids = useSealedUserBids(pack.publicPk, signedIn).data ?? [];
  const paddle = useSealedPaddle(pack.publicPk, signedIn).data ?? null;
  const ladder = useBidIncrements('sealed-auction').data;
  const funds = useBidFunds('sealed');
  const flags = useLobbyFlags(pack, 'sealed');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const paddleNumber = paddle?.paddleNumber ?? null;
  const joined = useLiveSealed(pack.publicPk, pack.releasePublicPk, paddleNumber);
  const standing = sealedStanding(board.data ?? [], ownBids, paddleNumber, ladder, pack.listingPrice);
  const hammer = flags.closed ? standing.top[0] : undefined;

  const wasClosed = useRef(flags.closed);
  useEffect(() => {
    if (flags.closed && !wasClosed.current && drawerOpen) {
      setDrawerOpen(false);
      showBidToast('yellow', AUCTION_ENDED_MESSAGE);
    }
    wasClosed.current = flags.closed;
  }, [flags.closed, drawerOpen]);

  return (
    <article className={classes.card} aria-label={`Sealed lot: ${pack.name}`}>
      <div className={classes.media}>
        <img src={pack.image} alt="" width={220} height={275} loading="lazy" decoding="async" />
      </div>
      <div className={classes.body}>
        <Text className={classes.name}>{pack.name}</Text>
        <Group gap="xl" align="flex-end">
          <div>
            <Text size="xs" tt="uppercase" c="dimmed" fw={700}>
              {hammer?.bidInUsd ? 'Winning bid' : 'Lowest allowed bid'}
            </Text>
            <Price usd={hammer?.bidInUsd ?? standing.minimumUsd} className={classes.price} component="div" />
          </div>
          {paddleNumber !== null ? (
            <div>
              <Text size="xs" tt="uppercase" c="dimmed" fw={700}>
                Your paddle
              </Text>
              <Text fw={700} size="lg">
                #{paddleNumber}
              </Text>
            </div>
          ) : null}
          {standing.ownUsd !== null ? (
            <div>
              <Text size="xs" tt="uppercase" c="dimmed" fw={700}>
                Your sealed bid
              </Text>
              <Price usd={standing.ownUsd} fw={600} size="lg" component="div" />
            </div>
          ) : null}
        </Group>
        {standing.isHighestBidder ? (
          <Badge color="green" size="lg" radius="sm" variant="light">
            {HIGHEST_BIDDER_LABEL}
          </Badge>
        ) : standing.ownUsd !== null && !flags.closed ? (
          <Badge color="gray" size="lg" radius="sm" variant="light">
            {standing.rank === null ? 'Your bid is below the top 5' : `Your rank: #${standing.rank}`}
          </Badge>
        ) : null}
        <LotTimer lotOpenDate={pack.lobbyOpenDate} lotCloseDate={pack.lobbyCloseDate} />
        {!flags.closed ? (
          <RequireAuthButton size="md" maw={280} disabled={flags.openInFuture} onPointerEnter={() => void loadDrawer()} onAuthenticatedClick={() => setDrawerOpen(true)} aria-label={`PLACE BID on ${pack.name}`}>
            {standing.ownUsd === null ? 'PLACE BID' : 'RAISE BID'}
          </RequireAuthButton>
        ) : (
          <Text size="sm" c="dimmed">
            {AUCTION_ENDED_MESSAGE}
          </Text>
        )}
        <SealedRanks top={standing.top} myPaddle={paddleNumber} name={pack.name} loading={board.isPending} closed={flags.closed} />
        {joined !== null && !flags.closed ? (
          <Text size="xs" c="dimmed" role="status">
            Paddle #{joined} just joined the sealed auction.
          </Text>
        ) : null}
        {signedIn ? (
          <LazyDrawerHost opened={drawerOpen}>
            {(opened) => <SealedDrawer pack={pack} standing={standing} flags={flags} funds={funds} opened={opened} onClose={() => setDrawerOpen(false)} />}
          </LazyDrawerHost>
        ) : null}
      </div>
    </article>
  );
}
