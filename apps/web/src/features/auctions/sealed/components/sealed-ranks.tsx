import { Stack, Text } from '@mantine/core';
import type { SealedBid } from '@caskmark/shared/api/auctions';
import { Price } from '../../../../components/price';
import classes from '../../leaderboard/components/leaderboard-board.module.css';

/**
 * The top five paddles by rank, without amounts (spec part 1 §4); my own row shows my amount, and
 * after the close the winner's amount is revealed (decision 253).
 */
export function SealedRanks({ top, myPaddle, name, loading, closed }: { top: SealedBid[]; myPaddle: number | null; name: string; loading: boolean; closed: boolean }) {
  if (loading) return <Text c="dimmed" size="sm">Loading the ranks…</Text>;
  if (!top.length) return <Text c="dimmed" size="sm">{closed ? 'No sealed bids were placed.' : 'No sealed bids yet.'}</Text>;
  return (
    <Stack gap={4}>
      <Text size="xs" tt="uppercase" c="dimmed" fw={700}>
        Top {top.length === 1 ? 'paddle' : `${top.length} paddles`}
      </Text>
      <ol className={classes.board} aria-label={`Top paddles of ${name}`}>
        {top.map((bid) => (
          <li key={bid.paddleNumber} className={classes.row} data-winning data-mine={bid.paddleNumber === myPaddle || undefined}>
            <span className={classes.rank}>#{bid.paddlePosition}</span>
            <span className={classes.handler}>
              Paddle #{bid.paddleNumber}
              {bid.paddleNumber === myPaddle ? <span className={classes.you}> (you)</span> : null}
            </span>
            {bid.bidInUsd !== null ? <Price usd={bid.bidInUsd} fw={600} /> : <Text span size="xs" c="dimmed">Sealed</Text>}
          </li>
        ))}
      </ol>
    </Stack>
  );
}
