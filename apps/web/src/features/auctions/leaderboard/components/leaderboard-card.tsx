import { Alert, Badge, Group, Text } from '@mantine/core';
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
import { useLeaderboardBids } from '../api/get-leaderboard-bids';
import { leaderboardStanding } from '../lib/leaderboard-standing';
import { useLiveLeaderboard } from '../lib/use-live-leaderboard';
import { LeaderboardBoard } from './leaderboard-board';
import classes from '../../components/lot-card.module.css';

// On intent: the drawer's proof-of-funds form brings zod, which the landing pages' shared chunk must not hold (decision 321).
const loadDrawer = () => import('./leaderboard-drawer');
const LeaderboardDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.LeaderboardDrawer })));

/**
 * One leaderboard pack on its release page and on /leaderboard: N editions, the top N bids win. Shows
 * the lowest bid that enters now, the ranked board with the winning line, my place, the clock, and
 * PLACE BID. When the lobby closes an open drawer closes with 'This auction has now ended. No further
 * bids will be accepted' (spec part 1 §4), which then stays on the card.
 */
export function LeaderboardCard({ pack }: { pack: ReleasePack }) {
  const { status, user } = useAuth();
  const signedIn = status === 'signed-in';
  const bids = useLeaderboardBids(pack.publicPk);
  const ladder = useBidIncrements('leaderboard').data;
  const funds = useBidFunds('leaderboard');
  const flags = useLobbyFlags(pack);
  const [drawerOpen, setDrawerOpen] = useState(false);
  useLiveLeaderboard(pack.publicPk, pack.releasePublicPk, user?.handler);
  const board = bids.data ?? [];
  const standing = leaderboardStanding(board, signedIn ? user?.handler : null, ladder, pack.listingPrice);

  const wasClosed = useRef(flags.closed);
  useEffect(() => {
    if (flags.closed && !wasClosed.current && drawerOpen) {
      setDrawerOpen(false);
      showBidToast('yellow', AUCTION_ENDED_MESSAGE);
    }
    wasClosed.current = flags.closed;
  }, [flags.closed, drawerOpen]);

  return (
    <article className={classes.card} aria-label={`Leaderboard: ${pack.name}`}>
      <div className={classes.media}>
        <img src={pack.image} alt="" width={220} height={275} loading="lazy" decoding="async" />
      </div>
      <div className={classes.body}>
        <Text className={classes.name}>{pack.name}</Text>
        <Text size="sm" c="dimmed">
          {pack.totalCount} editions · the top {pack.totalCount} bids each win one · {board.length} {board.length === 1 ? 'bid' : 'bids'}
        </Text>
        <Group gap="xl" align="flex-end">
          <div>
            <Text size="xs" tt="uppercase" c="dimmed" fw={700}>
              Starting bid
            </Text>
            <Price usd={pack.listingPrice} fw={600} size="lg" component="div" />
          </div>
          {!flags.closed ? (
            <div>
              <Text size="xs" tt="uppercase" c="dimmed" fw={700}>
                Bid to enter
              </Text>
              <Price usd={standing.minimumUsd} className={classes.price} component="div" />
            </div>
          ) : null}
        </Group>
        {standing.isHighestBidder ? (
          <Badge color="green" size="lg" radius="sm" variant="light">
            {HIGHEST_BIDDER_LABEL}
          </Badge>
        ) : standing.isWinning ? (
          <Badge color="green" size="lg" radius="sm" variant="light">
            Winning place #{standing.mine!.rank}
          </Badge>
        ) : standing.mine && !flags.closed ? (
          <Badge color="red" size="lg" radius="sm" variant="light">
            Outside the top {pack.totalCount}
          </Badge>
        ) : null}
        <LotTimer lotOpenDate={pack.lobbyOpenDate} lotCloseDate={pack.lobbyCloseDate} />
        {flags.closed ? (
          <Alert color="gray" variant="light">
            {AUCTION_ENDED_MESSAGE}
          </Alert>
        ) : (
          <RequireAuthButton size="md" maw={280} disabled={flags.openInFuture} onPointerEnter={() => void loadDrawer()} onAuthenticatedClick={() => setDrawerOpen(true)} aria-label={`PLACE BID on ${pack.name}`}>
            PLACE BID
          </RequireAuthButton>
        )}
        <LeaderboardBoard bids={board} winners={pack.totalCount} myHandler={signedIn ? user?.handler : null} name={pack.name} loading={bids.isPending} />
        {signedIn ? (
          <LazyDrawerHost opened={drawerOpen}>
            {(opened) => <LeaderboardDrawer pack={pack} standing={standing} flags={flags} funds={funds} opened={opened} onClose={() => setDrawerOpen(false)} />}
          </LazyDrawerHost>
        ) : null}
      </div>
    </article>
  );
}
