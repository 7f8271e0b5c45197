import { Badge, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, useEffect, useRef, useState } from 'react';
import type { ReleasePack } from '@caskmark/shared/api/catalogue';
import { HIGHEST_BIDDER_LABEL } from '@caskmark/shared/rules/bid-confirm';
import { LazyDrawerHost } from '../../../components/lazy-drawer-host';
import { Price } from '../../../components/price';
import { RequireAuthButton } from '../../../lib/auth-require';
import { useAuth } from '../../../lib/auth-session';
import { useServerNow } from '../../../lib/server-time';
import { formatRelativeTime } from '../../catalogue/lib/relative-time';
import { useAuctionBids } from '../api/get-auction-bids';
import { bidIncrementsQueryOptions } from '../api/get-bid-increments';
import { useLotStats } from '../api/get-lot-stats';
import { useMyMaxBids } from '../api/get-my-max-bids';
import { closeExtended, lotPhase } from '../lib/lot-phase';
import { useLiveAuctionBids } from '../lib/use-live-auction-bids';
import { LotResult } from './lot-result';
import { LotTimer } from './lot-timer';
import classes from './lot-card.module.css';

// On intent: the drawer's proof-of-funds form brings zod, which the landing pages' shared chunk must not hold (decision 321).
const loadDrawer = () => import('./auction-drawer');
const AuctionDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.AuctionDrawer })));

/**
 * One English lot on the release page and on /auction: the current (or starting) bid, the next
 * increment, the bid count and leader, 'YOU ARE THE HIGHEST BIDDER' or 'You have been outbid', the
 * clock to the soft-closed close, the latest steps, and PLACE BID, which opens the auction drawer.
 * Live bid events refresh it; the stats poll slowly in case the socket is lost.
 */
export function LotCard({ pack }: { pack: ReleasePack }) {
  const { status, user } = useAuth();
  const signedIn = status === 'signed-in';
  const now = useServerNow();
  const queryClient = useQueryClient();
  const stats = useLotStats(pack.publicPk).data;
  const ladder = useAuctionBids(pack.publicPk).data ?? [];
  const myMax = useMyMaxBids(pack.publicPk, signedIn).data?.[0] ?? null;
  const [drawerOpen, setDrawerOpen] = useState(false);
  useLiveAuctionBids(pack.publicPk, pack.releasePublicPk, user?.handler);
  const firstClose = useRef<string | null>(null);
  if (stats && firstClose.current === null) firstClose.current = stats.lotCloseDate;
  useEffect(() => {
    void queryClient.prefetchQuery(bidIncrementsQueryOptions('auction'));
  }, [queryClient]);

  const leader = stats?.highestBidderHandler ?? null;
  const isHighestBidder = signedIn && (myMax?.isHighestBidder ?? (leader !== null && leader === user?.handler));
  const outbid = signedIn && myMax !== null && !isHighestBidder;
  const phase = stats ? lotPhase(stats, now) : null;
  const hasBids = stats?.currentBidUsd !== null && stats?.currentBidUsd !== undefined;

  return (
    <article className={classes.card} aria-label={`Lot: ${pack.name}`}>
      <div className={classes.media}>
        {/* A lot without a picture yet (a producer's new release) keeps its frame, without <img src="">. */}
        {pack.image ? <img src={pack.image} alt="" width={220} height={275} loading="lazy" decoding="async" /> : null}
      </div>
      <div className={classes.body}>
        <Text className={classes.name}>{pack.name}</Text>
        {stats ? (
          <>
            <Group gap="xl" align="flex-end">
              <div>
                <Text size="xs" tt="uppercase" c="dimmed" fw={700}>
                  {hasBids ? 'Current bid' : 'Starting bid'}
                </Text>
                <Price usd={hasBids ? stats.currentBidUsd : stats.startingBidUsd} className={classes.price} component="div" />
              </div>
              {phase !== 'closed' ? (
                <div>
                  <Text size="xs" tt="uppercase" c="dimmed" fw={700}>
                    Next bid
                  </Text>
                  <Price usd={stats.nextBidAmountInUsd} fw={600} size="lg" component="div" />
                </div>
              ) : null}
              <Text size="sm" c="dimmed">
                {stats.bidCount} {stats.bidCount === 1 ? 'bid' : 'bids'}
                {leader ? ` · leading @${leader}` : ''}
              </Text>
            </Group>
            {phase === 'closed' ? (
              <LotResult stats={stats} viewerLeads={isHighestBidder} />
            ) : isHighestBidder ? (
              <Badge color="green" size="lg" radius="sm" variant="light">
                {HIGHEST_BIDDER_LABEL}
              </Badge>
            ) : outbid && phase === 'open' ? (
              <Badge color="red" size="lg" radius="sm" variant="light">
                You have been outbid
              </Badge>
            ) : null}
            <LotTimer lotOpenDate={stats.lotOpenDate} lotCloseDate={stats.lotCloseDate} extended={closeExtended(firstClose.current, stats.lotCloseDate)} />
            {phase !== 'closed' ? (
              <RequireAuthButton size="md" maw={280} disabled={phase !== 'open'} onPointerEnter={() => void loadDrawer()} onAuthenticatedClick={() => setDrawerOpen(true)} aria-label={`PLACE BID on ${pack.name}`}>
                PLACE BID
              </RequireAuthButton>
            ) : null}
            {ladder.length ? (
              <Stack gap={4}>
                <Text size="xs" tt="uppercase" c="dimmed" fw={700}>
                  Latest bids
                </Text>
                <ul className={classes.ladder} aria-label={`Latest bids on ${pack.name}`}>
                  {ladder.map((bid) => (
                    <li key={bid.publicPk}>
                      <span>@{bid.handler}</span>
                      <Price usd={bid.bidInUsd} fw={600} />
                      <Text span size="xs" c="dimmed">
                        {formatRelativeTime(bid.createdAt, now)}
                      </Text>
                    </li>
                  ))}
                </ul>
              </Stack>
            ) : null}
            {signedIn ? (
              <LazyDrawerHost opened={drawerOpen}>
                {(opened) => (
                  <AuctionDrawer
                    lot={{ releasePackPublicPk: pack.publicPk, releasePublicPk: pack.releasePublicPk, name: pack.name, isBundle: pack.isBundle }}
                    stats={stats}
                    myMax={myMax}
                    isHighestBidder={isHighestBidder}
                    opened={opened}
                    onClose={() => setDrawerOpen(false)}
                  />
                )}
              </LazyDrawerHost>
            ) : null}
          </>
        ) : (
          <Text c="dimmed">Loading the lot…</Text>
        )}
      </div>
    </article>
  );
}
