import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { bidConfirmBlocker, HIGHEST_BIDDER_LABEL } from '@caskmark/shared/rules/bid-confirm';
import { isManualLeaderboardBidOpen, MANUAL_LEADERBOARD_WINDOW_MS } from '@caskmark/shared/rules/lobby-timers';
import { MANUAL_BID_FINAL_HOUR_MESSAGE } from '@caskmark/shared/api/auctions';
import { formatDateTime } from '@caskmark/shared/format/dates';
import { dollarsToCents } from '@caskmark/shared/money/cents';
import { Price } from '../../../../components/price';
import { useServerNow } from '../../../../lib/server-time';
import { PreApproval } from '../../../proof-of-funds/components/pre-approval';
import { BidFigures } from '../../components/bid-figures';
import { FundsAlerts } from '../../components/funds-alerts';
import { LotTimer } from '../../components/lot-timer';
import type { LeaderboardViewProps } from './leaderboard-drawer';
import classes from '../../components/bid-drawer.module.css';

type Props = LeaderboardViewProps & { onEnterManualBid: () => void };

/**
 * The overview: the quick bid (exactly the lowest amount that enters the winning places), CANCEL,
 * CONFIRM, and ENTER MANUAL BID, which opens only in the final hour before the close (spec part 1 §4).
 */
export function LeaderboardQuickView({ pack, standing, flags, funds, onClose, submit, pending, onEnterManualBid }: Props) {
  const now = useServerNow();
  const lobbyOpen = !flags.openInFuture && !flags.closed;
  const quickCents = dollarsToCents(standing.minimumUsd);
  const blocker = bidConfirmBlocker({ kind: 'quick', lobbyOpen, bidUsdCents: quickCents, fundsUsdCents: funds.fundsCents ?? 0, isHighestBidder: standing.isWinning });
  const manualOpen = lobbyOpen && isManualLeaderboardBidOpen(pack.lobbyCloseDate, new Date(now));
  const manualFrom = pack.lobbyCloseDate ? new Date(new Date(pack.lobbyCloseDate).getTime() - MANUAL_LEADERBOARD_WINDOW_MS).toISOString() : null;
  const mine = standing.mine;

  return (
    <Stack gap="md">
      <Text fw={600}>{pack.name}</Text>
      <LotTimer lotOpenDate={pack.lobbyOpenDate} lotCloseDate={pack.lobbyCloseDate} />
      <BidFigures
        items={[
          mine ? { label: `Your bid · #${mine.rank}`, value: <Price usd={mine.bidInUsd} /> } : { label: 'Winning places', value: pack.totalCount },
          { label: 'Funds available', value: funds.fundsCents === null ? '…' : <Price usd={funds.fundsCents / 100} /> },
        ]}
      />
      <PreApproval />
      {standing.isHighestBidder ? (
        <Alert color="green" variant="light" className={classes.highest}>
          {HIGHEST_BIDDER_LABEL}
        </Alert>
      ) : standing.isWinning && mine ? (
        <Alert color="green" variant="light">
          Your bid holds winning place #{mine.rank} of {pack.totalCount}.
        </Alert>
      ) : mine ? (
        <Alert color="red" variant="light">
          Your bid of <Price usd={mine.bidInUsd} /> is outside the top {pack.totalCount}.
        </Alert>
      ) : null}
      <FundsAlerts hasFundingSource={funds.hasFundingSource} insufficient={blocker === 'above_funds'} />
      <div className={classes.quickBid}>
        <Text className={classes.figureLabel}>Quick bid</Text>
        <Price usd={standing.minimumUsd} className={classes.quickBidAmount} component="div" aria-label="Quick bid amount" />
        <Text size="xs" c="dimmed">
          The lowest bid that enters the top {pack.totalCount} now.
        </Text>
      </div>
      <Group grow>
        <Button variant="outline" color="gray" onClick={onClose}>
          CANCEL
        </Button>
        <Button onClick={() => submit(standing.minimumUsd, false)} disabled={blocker !== null} loading={pending}>
          CONFIRM
        </Button>
      </Group>
      <Button variant="light" onClick={onEnterManualBid} disabled={!manualOpen}>
        ENTER MANUAL BID
      </Button>
      {!manualOpen && lobbyOpen ? (
        <Text size="xs" c="dimmed">
          {MANUAL_BID_FINAL_HOUR_MESSAGE}
          {manualFrom ? ` From ${formatDateTime(manualFrom)}.` : ''}
        </Text>
      ) : null}
    </Stack>
  );
}
