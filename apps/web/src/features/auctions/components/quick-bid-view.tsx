import { Alert, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { BID_PLACED_MESSAGE, bidConfirmBlocker, HIGHEST_BIDDER_LABEL } from '@caskmark/shared/rules/bid-confirm';
import { INSUFFICIENT_FUNDS_MESSAGE, NO_FUNDING_SOURCE_MESSAGE } from '@caskmark/shared/rules/funds-check';
import { dollarsToCents } from '@caskmark/shared/money/cents';
import { Price } from '../../../components/price';
import { useCurrency } from '../../../lib/currency';
import { useServerNow } from '../../../lib/server-time';
import { usePlaceQuickBid } from '../api/place-quick-bid';
import { meansStaleBid, quickBidFailureMessages } from '../lib/bid-failure';
import { showBidToast } from '../lib/bid-toast';
import { lotPhase } from '../lib/lot-phase';
import { refreshLot } from '../lib/refresh-lot';
import { useBidFunds } from '../lib/use-bid-funds';
import type { AuctionDrawerProps } from './auction-drawer';
import { PreApproval } from '../../proof-of-funds/components/pre-approval';
import { BidFigures } from './bid-figures';
import { LotTimer } from './lot-timer';
import classes from './bid-drawer.module.css';

type Props = Omit<AuctionDrawerProps, 'opened'> & { onEnterMaxBid: () => void };

/** The drawer's Overview: the quick bid (exactly the next increment), CANCEL, CONFIRM, 'OR', ENTER MAX BID. */
export function QuickBidView({ lot, stats, myMax, isHighestBidder, onClose, onEnterMaxBid }: Props) {
  const now = useServerNow();
  const queryClient = useQueryClient();
  const { currency } = useCurrency();
  const funds = useBidFunds('quickBid');
  const place = usePlaceQuickBid();
  const phase = lotPhase(stats, now);
  const nextCents = dollarsToCents(stats.nextBidAmountInUsd);
  const blocker = bidConfirmBlocker({
    kind: 'quick',
    lobbyOpen: phase === 'open',
    bidUsdCents: nextCents,
    fundsUsdCents: funds.fundsCents ?? 0,
    isHighestBidder,
  });

  const confirm = () => {
    const proposal = funds.proposal(nextCents);
    place.mutate(
      { releasePack: lot.releasePackPublicPk, editionNft: lot.editionNftPublicPk, bidInUsd: stats.nextBidAmountInUsd, currency, ...proposal },
      {
        onSuccess: () => {
          showBidToast('green', BID_PLACED_MESSAGE);
          refreshLot(queryClient, lot.releasePackPublicPk, lot.releasePublicPk);
          onClose();
        },
        onError: (error) => {
          const messages = quickBidFailureMessages(error);
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
          {myMax?.isMaxBid ? (
            <Text size="sm" fw={400} mt={4}>
              Your max bid: <Price usd={myMax.maxBidInUsd} />
            </Text>
          ) : null}
        </Alert>
      ) : null}
      {!funds.hasFundingSource ? (
        <Alert color="yellow" variant="light">
          {NO_FUNDING_SOURCE_MESSAGE}
        </Alert>
      ) : blocker === 'above_funds' ? (
        <Alert color="yellow" variant="light">
          {INSUFFICIENT_FUNDS_MESSAGE}
        </Alert>
      ) : null}
      <div className={classes.quickBid}>
        <Text className={classes.figureLabel}>Quick bid</Text>
        <Price usd={stats.nextBidAmountInUsd} className={classes.quickBidAmount} component="div" aria-label="Quick bid amount" />
        <Text size="xs" c="dimmed">
          {stats.currentBidUsd === null ? 'The starting bid: the first bid takes the lead.' : 'The next increment above the current bid.'}
        </Text>
      </div>
      <Group grow>
        <Button variant="outline" color="gray" onClick={onClose}>
          CANCEL
        </Button>
        <Button onClick={confirm} disabled={blocker !== null} loading={place.isPending}>
          CONFIRM
        </Button>
      </Group>
      <Divider label="OR" labelPosition="center" />
      <Button variant="light" onClick={onEnterMaxBid} disabled={phase !== 'open'}>
        ENTER MAX BID
      </Button>
      <Text size="xs" c="dimmed">
        A max bid bids for you, one increment at a time, up to the amount you set. Nobody else sees it.
      </Text>
    </Stack>
  );
}
