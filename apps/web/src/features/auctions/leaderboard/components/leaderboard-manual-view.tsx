import { Alert, Button, Group, Loader, NumberInput, Stack, Text } from '@mantine/core';
import { bidConfirmBlocker } from '@caskmark/shared/rules/bid-confirm';
import { minimumManualBidMessage } from '@caskmark/shared/rules/bid-snapping';
import { isManualLeaderboardBidOpen } from '@caskmark/shared/rules/lobby-timers';
import { dollarsToCents } from '@caskmark/shared/money/cents';
import { Price } from '../../../../components/price';
import { useServerNow } from '../../../../lib/server-time';
import { useBidIncrements } from '../../api/get-bid-increments';
import { PreApproval } from '../../../proof-of-funds/components/pre-approval';
import { BidFigures } from '../../components/bid-figures';
import { FundsAlerts } from '../../components/funds-alerts';
import { LotTimer } from '../../components/lot-timer';
import { useMaxBidInput } from '../../lib/use-max-bid-input';
import type { LeaderboardViewProps } from './leaderboard-drawer';

type Props = LeaderboardViewProps & { onBack: () => void };

/**
 * The manual view (final hour only): 'Minimum manual bid is {amount}', an amount that snaps to the
 * ladder within funds 2 s + 800 ms after typing (spec part 1 §5, §9), BACK and CONFIRM. CONFIRM before
 * the snap snaps at once and sends nothing if the value moved, so what is sent is what was shown.
 */
export function LeaderboardManualView({ pack, standing, flags, funds, submit, pending, onBack }: Props) {
  const now = useServerNow();
  const ladder = useBidIncrements('leaderboard').data;
  const minimumUsd = standing.manualMinimumUsd;
  const input = useMaxBidInput({ ladderUsd: ladder, minimumUsd, fundsUsd: funds.fundsCents === null ? null : funds.fundsCents / 100 }, minimumUsd);
  const manualOpen = !flags.closed && isManualLeaderboardBidOpen(pack.lobbyCloseDate, new Date(now));
  const valueCents = input.value === '' ? 0 : dollarsToCents(input.value);
  const blocker = bidConfirmBlocker({
    kind: 'manual',
    lobbyOpen: manualOpen,
    bidUsdCents: valueCents,
    fundsUsdCents: funds.fundsCents ?? 0,
    currentBidUsdCents: standing.mine ? dollarsToCents(standing.mine.bidInUsd) : null,
    minimumBidUsdCents: dollarsToCents(minimumUsd),
  });
  const minimumAboveFunds = funds.fundsCents !== null && dollarsToCents(minimumUsd) > funds.fundsCents;

  const confirm = () => {
    const checked = input.flush();
    if (checked.changed || checked.valueUsd === null) return;
    submit(checked.valueUsd, true);
  };

  return (
    <Stack gap="md">
      <Text fw={600}>{pack.name}</Text>
      <LotTimer lotOpenDate={pack.lobbyOpenDate} lotCloseDate={pack.lobbyCloseDate} />
      <BidFigures
        items={[
          standing.mine ? { label: `Your bid · #${standing.mine.rank}`, value: <Price usd={standing.mine.bidInUsd} /> } : { label: 'Winning places', value: pack.totalCount },
          { label: 'Funds available', value: funds.fundsCents === null ? '…' : <Price usd={funds.fundsCents / 100} /> },
        ]}
      />
      <PreApproval />
      <Alert color="yellow" variant="light">
        {minimumManualBidMessage(minimumUsd)}
      </Alert>
      <FundsAlerts hasFundingSource={funds.hasFundingSource} insufficient={minimumAboveFunds} />
      <NumberInput
        label="Manual bid (USD)"
        description="Any allowed amount at or above the minimum; the top bids win when the board closes."
        prefix="$"
        thousandSeparator=","
        decimalScale={0}
        allowNegative={false}
        min={0}
        hideControls
        size="lg"
        value={input.value}
        onChange={input.onChange}
        disabled={minimumAboveFunds || !manualOpen}
        error={input.messages.length ? input.messages.join(' ') : undefined}
        rightSection={input.status === 'validating' ? <Loader size="xs" aria-label="Validating" /> : null}
      />
      {input.status === 'validating' ? (
        <Text size="xs" c="dimmed" role="status">
          Validating…
        </Text>
      ) : null}
      <Group grow>
        <Button variant="outline" color="gray" onClick={onBack}>
          BACK
        </Button>
        <Button onClick={confirm} disabled={blocker !== null || input.status === 'validating'} loading={pending}>
          CONFIRM
        </Button>
      </Group>
    </Stack>
  );
}
