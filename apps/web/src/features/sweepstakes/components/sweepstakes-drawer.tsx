import { Alert, Anchor, Group, Loader, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  ENTRY_SUBMITTED_MESSAGE,
  ERROR_CREATING_ENTRY_MESSAGE,
  NO_ENTRY_FOUND_MESSAGE,
  QUANTITY_DEBOUNCE_MS,
  SWEEPSTAKES_CLOSED_MESSAGE,
  type SweepstakesEntry,
} from '@caskmark/shared/api/sweepstakes';
import type { ReleasePack } from '@caskmark/shared/api/catalogue';
import { SWEEPSTAKES_QUANTITY, sweepstakesEntryFeeCents } from '@caskmark/shared/forms/sweepstakes';
import { ResponsiveDrawer } from '../../../components/responsive-drawer';
import { ApiError, messagesFromBody } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { serverNow } from '../../../lib/server-time';
import { useSession } from '../../../lib/session';
import { createSweepstakesEntry, setSweepstakesQuantity, useSweepstakesEntry } from '../api/sweepstakes-entry';
import { EntryPayment } from './entry-payment';
import { QuestionnaireForm } from './questionnaire-form';

const EntryEthModal = lazy(() => import('./entry-eth-modal'));

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export interface SweepstakesDrawerProps {
  pack: ReleasePack;
  opened: boolean;
  onClose: () => void;
}

/**
 * The sweepstakes drawer (spec part 1 §2, §4): the entry is made when the drawer opens if none exists
 * and the lobby is open; entry fee and quantity (1–10, 300 ms debounce, fee = listingPrice × quantity),
 * the questionnaire, the card payment; while a payment waits the entry is polled every 5 s and leaving
 * the page asks first; paid shows 'Your entry has been submitted.'; after the draw the outcome.
 */
export function SweepstakesDrawer({ pack, opened, onClose }: SweepstakesDrawerProps) {
  const closed = pack.lobbyCloseDate !== null && new Date(pack.lobbyCloseDate).getTime() <= serverNow();
  const entry = useSweepstakesEntry(pack.publicPk, opened);
  const queryClient = useQueryClient();
  const [createError, setCreateError] = useState<string | null>(null);
  const creating = useRef(false);

  useEffect(() => {
    if (!opened || closed || entry.isPending || entry.data || creating.current) return;
    creating.current = true;
    createSweepstakesEntry(pack.publicPk)
      .then((made) => queryClient.setQueryData(queryKeys.sweepstakesEntry(pack.publicPk), made))
      .catch((error: unknown) => setCreateError(error instanceof ApiError ? messagesFromBody(error.status, error.body)[0]! : ERROR_CREATING_ENTRY_MESSAGE))
      .finally(() => {
        creating.current = false;
      });
  }, [opened, closed, entry.isPending, entry.data, pack.publicPk, queryClient]);

  const underWay = entry.data?.paymentUnderWay ?? false;
  useEffect(() => {
    if (!underWay) return;
    const guard = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', guard);
    return () => window.removeEventListener('beforeunload', guard);
  }, [underWay]);

  return (
    <ResponsiveDrawer opened={opened} onClose={onClose} title={<Title order={3}>SWEEPSTAKES ENTRY</Title>} closeOnClickOutside={!underWay}>
      <Stack gap="md">
        <Text fw={600}>{pack.name}</Text>
        <DrawerBody pack={pack} closed={closed} entry={entry.data ?? null} loading={entry.isPending} createError={createError} />
        <Anchor component={Link} to={`/draws/${pack.publicPk}`} size="sm" c="cask.3">
          How winners are drawn — check the draw yourself
        </Anchor>
      </Stack>
    </ResponsiveDrawer>
  );
}

function DrawerBody(props: { pack: ReleasePack; closed: boolean; entry: SweepstakesEntry | null; loading: boolean; createError: string | null }) {
  const queryClient = useQueryClient();
  // The ETH modal outlives the drawer's views: once its payment is under way the body shows the progress alert beneath it.
  const [payingEth, setPayingEth] = useState(false);
  const closeEth = () => {
    setPayingEth(false);
    void queryClient.invalidateQueries({ queryKey: queryKeys.sweepstakesEntry(props.pack.publicPk) });
  };
  return (
    <>
      <DrawerView {...props} onPayEth={() => setPayingEth(true)} />
      {payingEth && props.entry ? (
        <Suspense fallback={null}>
          <EntryEthModal sweepstakesPublicPk={props.pack.publicPk} entry={props.entry} onClose={closeEth} />
        </Suspense>
      ) : null}
    </>
  );
}

function DrawerView({
  pack,
  closed,
  entry,
  loading,
  createError,
  onPayEth,
}: {
  pack: ReleasePack;
  closed: boolean;
  entry: SweepstakesEntry | null;
  loading: boolean;
  createError: string | null;
  onPayEth: () => void;
}) {
  const session = useSession();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.sweepstakesEntry(pack.publicPk) });
  if (loading) return <Loader color="cask" aria-label="Loading your entry" />;
  if (entry?.status === 'success') return <Outcome entry={entry} />;
  if (entry?.status === 'paid')
    return (
      <Alert color="teal" title={ENTRY_SUBMITTED_MESSAGE}>
        {entry.quantity} {entry.quantity === 1 ? 'entry' : 'entries'}, {usd.format(entry.amountUsd)} paid. Winners are drawn when the sweepstakes closes; we will e-mail you either way.
      </Alert>
    );
  if (closed) return <Alert color="gray">{SWEEPSTAKES_CLOSED_MESSAGE}</Alert>;
  if (!entry)
    return createError ? (
      <Alert color="red" title={NO_ENTRY_FOUND_MESSAGE}>
        {createError}
      </Alert>
    ) : (
      <Loader color="cask" aria-label="Creating your entry" />
    );
  if (entry.paymentUnderWay)
    return (
      <Alert color="yellow" title="Payment in progress">
        Please don&apos;t close the window: we are confirming your payment.
      </Alert>
    );
  return (
    <Stack gap="md">
      <QuantityPicker pack={pack} entry={entry} onChanged={refresh} />
      {entry.questionnaireComplete ? (
        <EntryPayment pack={pack} entry={entry} onPaid={refresh} onPayEth={onPayEth} />
      ) : (
        <QuestionnaireForm sweepstakesPublicPk={pack.publicPk} defaultEmail={session.user?.email ?? ''} onSubmitted={refresh} />
      )}
    </Stack>
  );
}

function QuantityPicker({ pack, entry, onChanged }: { pack: ReleasePack; entry: SweepstakesEntry; onChanged: () => void }) {
  const [quantity, setQuantity] = useState(entry.quantity);
  const [error, setError] = useState<string | null>(null);
  const save = useDebouncedCallback((next: number) => {
    setSweepstakesQuantity(pack.publicPk, next)
      .then(() => onChanged())
      .catch((failure: unknown) => setError(failure instanceof ApiError ? messagesFromBody(failure.status, failure.body)[0]! : 'Something went wrong.'));
  }, QUANTITY_DEBOUNCE_MS);
  const fee = useMemo(() => sweepstakesEntryFeeCents(pack.listingPrice, quantity) / 100, [pack.listingPrice, quantity]);
  return (
    <Stack gap={4}>
      <Group justify="space-between" align="end">
        <NumberInput
          label="Quantity"
          min={SWEEPSTAKES_QUANTITY.min}
          max={SWEEPSTAKES_QUANTITY.max}
          clampBehavior="strict"
          allowDecimal={false}
          value={quantity}
          w={120}
          onChange={(value) => {
            const next = Math.min(SWEEPSTAKES_QUANTITY.max, Math.max(SWEEPSTAKES_QUANTITY.min, Number(value) || 1));
            setError(null);
            setQuantity(next);
            save(next);
          }}
        />
        <Stack gap={0} align="flex-end">
          <Text size="sm" c="dimmed">
            Entry fee
          </Text>
          <Text fw={700} size="xl" data-testid="entry-fee">
            {usd.format(fee)}
          </Text>
        </Stack>
      </Group>
      <Text size="xs" c="dimmed">
        {usd.format(pack.listingPrice)} per entry, up to {SWEEPSTAKES_QUANTITY.max}. Each entry is one ticket in the draw.
      </Text>
      {error ? <Text c="red.5" size="sm">{error}</Text> : null}
    </Stack>
  );
}

function Outcome({ entry }: { entry: SweepstakesEntry }) {
  if (entry.outcome === 'won')
    return (
      <Alert color="teal" title="Congratulations, you won!">
        Your edition waits in your cart, free of charge. Open the cart to claim it.
      </Alert>
    );
  return <Alert color="gray" title="The draw has taken place">Your entry was not drawn this time. Thank you for taking part.</Alert>;
}
