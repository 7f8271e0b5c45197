import { Alert, Button, Group, Loader, NumberInput, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { bidConfirmBlocker, HIGHEST_BIDDER_LABEL, MAX_BID_PLACED_MESSAGE } from '@caskmark/shared/rules/bid-confirm';
import { BidLadder } from '@caskmark/shared/rules/bid-snapping';
import { INSUFFICIENT_FUNDS_MESSAGE, NO_FUNDING_SOURCE_MESSAGE } from '@caskmark/shared/rules/funds-check';
import { formatUsd } from '@caskmark/shared/format/price';
import { centsToDollars, dollarsToCents } from '@caskmark/shared/money/cents';
import { Price } from '../../../components/price';
import { useCurrency } from '../../../lib/currency';
import { useServerNow } from '../../../lib/server-time';
import { useBidIncrements } from '../api/get-bid-increments';
import { usePlaceMaxBid } from '../api/place-max-bid';
import { maxBidFailureMessages, meansStaleBid } from '../lib/bid-failure';
import { showBidToast } from '../lib/bid-toast';
import { lotPhase } from '../lib/lot-phase';
import { refreshLot } from '../lib/refresh-lot';
import { useBidFunds } from '../lib/use-bid-funds';
import { useMaxBidInput } from '../lib/use-max-bid-input';
import type { AuctionDrawerProps } from './auction-drawer';
import { PreApproval } from '../../proof-of-funds/components/pre-approval';
import { BidFigures } from './bid-figures';
import { LotTimer } from './lot-timer';
import classes from './bid-drawer.module.css';

type Props = Omit<AuctionDrawerProps, 'opened'> & { onBack: () => void };

/**
 * The enter-max-bid view: the lowest allowed max bid as a warning, the amount (snapped to the ladder
 * within funds after 2 s + 800 ms, spec part 1 §5), BACK and CONFIRM. The leader raises their maximum:
 * the lowest allowed is then one increment above it.
 */
export function MaxBidView({ lot, stats, myMax, isHighestBidder, onClose, onBack }: Props) {
  const now = useServerNow();
  const queryClient = useQueryClient();
  const { currency } = useCurrency();
  const ladder = useBidIncrements('auction').data;
  const funds = useBidFunds('maxBid');
  const place = usePlaceMaxBid();
  const phase = lotPhase(stats, now);
  const raising = isHighestBidder && myMax !== null;
  const minimumUsd = raising && ladder?.length ? centsToDollars(new BidLadder(ladder).nextAbove(dollarsToCents(myMax.maxBidInUsd))) : stats.nextBidAmountInUsd;
  const input = useMaxBidInput({ ladderUsd: ladder, minimumUsd, fundsUsd: funds.fundsCents === null ? null : funds.fundsCents / 100 }, minimumUsd);
  const valueCents = input.value === '' ? 0 : dollarsToCents(input.value);
  const minimumCents = dollarsToCents(minimumUsd);
  const blocker = bidConfirmBlocker({
    kind: 'manual',
    lobbyOpen: phase === 'open',
    bidUsdCents: valueCents,
    fundsUsdCents: funds.fundsCents ?? 0,
    currentBidUsdCents: stats.currentBidUsd === null ? null : dollarsToCents(stats.currentBidUsd),
    minimumBidUsdCents: minimumCents,
  });
  const minimumAboveFunds = funds.fundsCents !== null && minimumCents > funds.fundsCents;

  const confirm = () => {
    const checked = input.flush();
    if (checked.changed || checked.valueUsd === null) return;
    const cents = dollarsToCents(checked.valueUsd);
    const proposal = funds.proposal(cents);
    place.mutate(
      {
        releasePack: lot.releasePackPublicPk,
        editionNft: lot.editionNftPublicPk ?? null,
        maxBidInUsd: checked.valueUsd,
        maxBidInEth: proposal.bidInEth,
        fundCheckType: proposal.fundCheckType,
        fundCheckValue: proposal.fundCheckValue,
        currency,
      },
      {
        onSuccess: () => {
          showBidToast('green', MAX_BID_PLACED_MESSAGE);
          refreshLot(queryClient, lot.releasePackPublicPk, lot.releasePublicPk);
          onClose();
        },
        onError: (error) => {
          const messages = maxBidFailureMessages(error);
          for (const message of messages) showBidToast('red', message);
          if (meansStaleBid(messages)) refreshLot(queryClient, lot.releasePackPublicPk, lot.releasePublicPk);
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Text fw={600}>{lot.name}</Text>
      <LotTimer lotOpenDate={stats.lotOpenDate} lotCloseDate={stats.lotCloseDate} />
      <BidFigures
        items={[
          stats.currentBidUsd === null
            ? { label: 'Starting bid', value: <Price usd={stats.startingBidUsd} /> }
            : { label: 'Current bid', value: <Price usd={stats.currentBidUsd} /> },
          { label: 'Funds available', value: funds.fundsCents === null ? '…' : <Price usd={funds.fundsCents / 100} /> },
        ]}
      />
      <PreApproval />
      {isHighestBidder ? (
        <Alert color="green" variant="light" className={classes.highest}>
          {HIGHEST_BIDDER_LABEL}
          {myMax ? (
            <Text size="sm" fw={400} mt={4}>
              Your max bid: <Price usd={myMax.maxBidInUsd} />
            </Text>
          ) : null}
        </Alert>
      ) : null}
      <Alert color="yellow" variant="light">
        Lowest allowed max bid is {formatUsd(minimumUsd)}
      </Alert>
      {!funds.hasFundingSource ? (
        <Alert color="yellow" variant="light">
          {NO_FUNDING_SOURCE_MESSAGE}
        </Alert>
      ) : minimumAboveFunds ? (
        <Alert color="red" variant="light">
          {INSUFFICIENT_FUNDS_MESSAGE}
        </Alert>
      ) : null}
      <NumberInput
        label="Max bid (USD)"
        description="Bids for you one increment at a time, up to this amount."
        prefix="$"
        thousandSeparator=","
        decimalScale={0}
        allowNegative={false}
        min={0}
        hideControls
        size="lg"
        value={input.value}
        onChange={input.onChange}
        disabled={minimumAboveFunds || phase !== 'open'}
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
        <Button onClick={confirm} disabled={blocker !== null || input.status === 'validating'} loading={place.isPending}>
          CONFIRM
        </Button>
      </Group>
    </Stack>
  );
}
