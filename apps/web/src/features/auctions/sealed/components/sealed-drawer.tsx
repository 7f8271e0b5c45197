import { Alert, Button, Group, Loader, NumberInput, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ReleasePack } from '@caskmark/shared/api/catalogue';
import { BID_PLACED_MESSAGE, bidConfirmBlocker } from '@caskmark/shared/rules/bid-confirm';
import { lowestAllowedBidMessage } from '@caskmark/shared/rules/bid-snapping';
import type { LobbyTimingFlags } from '@caskmark/shared/rules/lobby-timers';
import { dollarsToCents } from '@caskmark/shared/money/cents';
import { Price } from '../../../../components/price';
import { ResponsiveDrawer } from '../../../../components/responsive-drawer';
import { useCurrency } from '../../../../lib/currency';
import { useBidIncrements } from '../../api/get-bid-increments';
import { PreApproval } from '../../../proof-of-funds/components/pre-approval';
import { BidFigures } from '../../components/bid-figures';
import { FundsAlerts } from '../../components/funds-alerts';
import { LotTimer } from '../../components/lot-timer';
import { meansStaleBid, quickBidFailureMessages } from '../../lib/bid-failure';
import { showBidToast } from '../../lib/bid-toast';
import type { BidFunds } from '../../lib/use-bid-funds';
import { useMaxBidInput } from '../../lib/use-max-bid-input';
import { useCreateSealedPaddle, useSealedPaddle } from '../api/sealed-paddle';
import { usePlaceSealedBid } from '../api/place-sealed-bid';
import { refreshSealed } from '../lib/refresh-sealed';
import type { SealedStanding } from '../lib/sealed-standing';
import classes from '../../components/bid-drawer.module.css';

export interface SealedDrawerProps {
  pack: ReleasePack;
  standing: SealedStanding;
  flags: LobbyTimingFlags;
  funds: BidFunds;
  opened: boolean;
  onClose: () => void;
}

/**
 * 'SEALED AUCTION BID' (spec part 1 §2): one entry view. Opening it makes sure the collector holds a
 * paddle (GET paddle; a 404 creates one). The amount snaps to the ladder within funds like the other
 * bid inputs; 'Lowest allowed bid is {amount}'; nobody else ever sees it (decision 253).
 */
export function SealedDrawer({ opened, onClose, ...props }: SealedDrawerProps) {
  return (
    <ResponsiveDrawer opened={opened} onClose={onClose} title="SEALED AUCTION BID" classNames={{ title: classes.title, body: classes.body, header: classes.header }}>
      {opened ? <SealedEntryView {...props} onClose={onClose} /> : null}
    </ResponsiveDrawer>
  );
}

function SealedEntryView({ pack, standing, flags, funds, onClose }: Omit<SealedDrawerProps, 'opened'>) {
  const queryClient = useQueryClient();
  const { currency } = useCurrency();
  const paddle = useSealedPaddle(pack.publicPk, true);
  const create = useCreateSealedPaddle(pack.publicPk);
  const missing = paddle.isSuccess && paddle.data === null;
  const { mutate: createPaddle, isIdle } = create;
  useEffect(() => {
    if (missing && isIdle && !flags.closed) createPaddle();
  }, [missing, isIdle, createPaddle, flags.closed]);
  const paddleNumber = paddle.data?.paddleNumber ?? null;

  const ladder = useBidIncrements('sealed-auction').data;
  const place = usePlaceSealedBid();
  const input = useMaxBidInput({ ladderUsd: ladder, minimumUsd: standing.minimumUsd, fundsUsd: funds.fundsCents === null ? null : funds.fundsCents / 100 }, standing.minimumUsd);
  const lobbyOpen = !flags.openInFuture && !flags.closed;
  const valueCents = input.value === '' ? 0 : dollarsToCents(input.value);
  const minimumCents = dollarsToCents(standing.minimumUsd);
  const blocker = bidConfirmBlocker({
    kind: 'manual',
    lobbyOpen: lobbyOpen && paddleNumber !== null,
    bidUsdCents: valueCents,
    fundsUsdCents: funds.fundsCents ?? 0,
    currentBidUsdCents: standing.ownUsd === null ? null : dollarsToCents(standing.ownUsd),
    minimumBidUsdCents: minimumCents,
  });
  const minimumAboveFunds = funds.fundsCents !== null && minimumCents > funds.fundsCents;

  const confirm = () => {
    const checked = input.flush();
    if (checked.changed || checked.valueUsd === null) return;
    const proposal = funds.proposal(dollarsToCents(checked.valueUsd));
    place.mutate(
      { releasePack: pack.publicPk, bidInUsd: checked.valueUsd, currency, ...proposal },
      {
        onSuccess: () => {
          showBidToast('green', BID_PLACED_MESSAGE);
          refreshSealed(queryClient, pack.publicPk, pack.releasePublicPk);
          onClose();
        },
        onError: (error) => {
          const messages = quickBidFailureMessages(error);
          for (const message of messages) showBidToast('red', message);
          if (meansStaleBid(messages)) refreshSealed(queryClient, pack.publicPk, pack.releasePublicPk);
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Text fw={600}>{pack.name}</Text>
      <LotTimer lotOpenDate={pack.lobbyOpenDate} lotCloseDate={pack.lobbyCloseDate} />
      <BidFigures
        items={[
          { label: 'Your paddle', value: paddleNumber !== null ? `#${paddleNumber}` : create.isError || paddle.isError ? '—' : <Loader size="xs" aria-label="Assigning your paddle" /> },
          { label: 'Your bid', value: standing.ownUsd === null ? 'None yet' : <Price usd={standing.ownUsd} /> },
          { label: 'Your rank', value: standing.rank === null ? (standing.ownUsd === null ? '—' : 'Below the top 5') : `#${standing.rank}` },
          { label: 'Funds available', value: funds.fundsCents === null ? '…' : <Price usd={funds.fundsCents / 100} /> },
        ]}
      />
      <PreApproval />
      {create.isError || paddle.isError ? (
        <Alert color="red" variant="light">
          {create.error?.message ?? 'Oops! Something went wrong. Please try again later'}
        </Alert>
      ) : null}
      <Alert color="yellow" variant="light">
        {lowestAllowedBidMessage(standing.minimumUsd)}
      </Alert>
      <FundsAlerts hasFundingSource={funds.hasFundingSource} insufficient={minimumAboveFunds} />
      <NumberInput
        label="Sealed bid (USD)"
        description="Only you see this amount. You may raise it until the close; the highest sealed bid wins."
        prefix="$"
        thousandSeparator=","
        decimalScale={0}
        allowNegative={false}
        min={0}
        hideControls
        size="lg"
        value={input.value}
        onChange={input.onChange}
        disabled={minimumAboveFunds || !lobbyOpen}
        error={input.messages.length ? input.messages.join(' ') : undefined}
        rightSection={input.status === 'validating' ? <Loader size="xs" aria-label="Validating" /> : null}
      />
      {input.status === 'validating' ? (
        <Text size="xs" c="dimmed" role="status">
          Validating…
        </Text>
      ) : null}
      <Group grow>
        <Button variant="outline" color="gray" onClick={onClose}>
          CANCEL
        </Button>
        <Button onClick={confirm} disabled={blocker !== null || input.status === 'validating'} loading={place.isPending}>
          CONFIRM
        </Button>
      </Group>
    </Stack>
  );
}
