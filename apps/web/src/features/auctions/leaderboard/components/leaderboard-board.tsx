import { Stack, Text } from '@mantine/core';
import type { LeaderboardBid } from '@caskmark/shared/api/auctions';
import { Price } from '../../../../components/price';
import classes from './leaderboard-board.module.css';

/**
 * The ranked board: rank, handler and amount of every current bid, best first; the winning places end
 * at a line ('Top {N} win'). My row is marked. Ranks and handlers are public (decision 252).
 */
export function LeaderboardBoard({ bids, winners, myHandler, name, loading }: { bids: LeaderboardBid[]; winners: number; myHandler: string | null | undefined; name: string; loading: boolean }) {
  if (loading) return <Text c="dimmed" size="sm">Loading the board…</Text>;
  if (!bids.length) return <Text c="dimmed" size="sm">No bids yet: the first {winners} bids at the starting bid each take a winning place.</Text>;
  return (
    <Stack gap={4}>
      <Text size="xs" tt="uppercase" c="dimmed" fw={700}>
        Leaderboard
      </Text>
      <ol className={classes.board} aria-label={`Leaderboard of ${name}`}>
        {bids.map((bid) => (
          <li key={bid.publicPk} className={classes.row} data-winning={bid.isWinning || undefined} data-mine={bid.handler === myHandler || undefined} data-last-winner={bid.rank === winners || undefined}>
            <span className={classes.rank}>#{bid.rank}</span>
            <span className={classes.handler}>
              @{bid.handler}
              {bid.handler === myHandler ? <span className={classes.you}> (you)</span> : null}
            </span>
            <Price usd={bid.bidInUsd} fw={600} />
          </li>
        ))}
      </ol>
      {bids.length > winners ? (
        <Text size="xs" c="dimmed">
          Bids above the line win when the board closes.
        </Text>
      ) : null}
    </Stack>
  );
}
