import { Alert, Button, Group, Modal, NumberInput, Paper, PasswordInput, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { REFUND_REASON_REQUIRED, type RefundablePayment } from '@caskmark/shared/api/staff-refunds';
import { dollarsToCents } from '@caskmark/shared/money/cents';
import { ApiError } from '../../../lib/api-client';
import { useRefund } from '../api/refunds';

export const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const cents = (value: number) => usd.format(value / 100);

const RAIL_NOTE: Record<string, string> = {
  card: 'The card is refunded through the payment processor.',
  saved_card: 'The card is refunded through the payment processor.',
  gift_card: 'The amount goes back onto the gift card.',
  wire: 'Recorded here; send the money back to the collector by bank transfer.',
  eth: 'ETH payments go back in full to the paying wallet.',
};

/** Refund one payment in full or in part: reason required, authenticator code unless MFA is fresh. */
export function RefundDialog({ payment, onClose }: { payment: RefundablePayment | null; onClose: () => void }) {
  const refund = useRefund();
  const [mode, setMode] = useState<'full' | 'partial'>('full');
  const [amount, setAmount] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [uniqueId, setUniqueId] = useState(() => crypto.randomUUID());
  const close = () => {
    setMode('full');
    setAmount('');
    setReason('');
    setCode('');
    setTouched(false);
    setUniqueId(crypto.randomUUID());
    refund.reset();
    onClose();
  };
  const partialCents = typeof amount === 'number' ? dollarsToCents(amount) : 0;
  const left = payment?.refundableCents ?? 0;
  const amountError =
    touched && mode === 'partial' && (partialCents <= 0 || partialCents > left) ? `Enter an amount between $0.01 and ${cents(left)}.` : null;
  const reasonError = touched && !reason.trim() ? REFUND_REASON_REQUIRED : null;
  const submit = () => {
    setTouched(true);
    if (!payment || !reason.trim() || (mode === 'partial' && (partialCents <= 0 || partialCents > left))) return;
    refund.mutate(
      { intentPk: payment.intentPk, reason: reason.trim(), uniqueId, ...(mode === 'partial' ? { amountCents: partialCents } : {}), ...(code ? { code } : {}) },
      { onSuccess: (done) => (done.status === 'failed' ? undefined : close()) },
    );
  };
  const error = refund.error instanceof ApiError
    ? refund.error.code === 'step_up_required'
      ? 'Enter a code from your authenticator app to refund.'
      : refund.error.message
    : refund.error
      ? 'Oops, something went wrong!'
      : refund.data?.status === 'failed'
        ? `The refund was refused: ${refund.data.failureReason ?? 'no reason given'}.`
        : null;
  return (
    <Modal opened={Boolean(payment)} onClose={close} title="Refund payment" centered>
      {payment ? (
        <Stack gap="md">
          <Paper withBorder p="sm" radius="md">
            <Text size="sm">
              @{payment.handler} · paid {cents(payment.amountCents)} by {payment.rail.replace('_', ' ')}
            </Text>
            <Text size="xs" c="dimmed">
              {cents(left)} can still be refunded{payment.refundedCents ? ` · ${cents(payment.refundedCents)} refunded` : ''}
            </Text>
          </Paper>
          <Text size="sm" c="dimmed">
            {RAIL_NOTE[payment.rail] ?? ''}
          </Text>
          {payment.rail !== 'eth' ? (
            <SegmentedControl
              value={mode}
              onChange={(value) => setMode(value as 'full' | 'partial')}
              data={[
                { value: 'full', label: `Everything left (${cents(left)})` },
                { value: 'partial', label: 'Part of it' },
              ]}
              aria-label="How much to refund"
            />
          ) : null}
          {mode === 'partial' ? (
            <NumberInput label="Amount (USD)" prefix="$" decimalScale={2} min={0.01} max={left / 100} value={amount} onChange={setAmount} error={amountError} />
          ) : null}
          <Textarea
            label="Reason"
            description="Kept with the refund and in the audit log."
            placeholder="The bottle arrived damaged"
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={reasonError}
            maxLength={500}
            autosize
            minRows={2}
          />
          <PasswordInput label="Authenticator code" description="Needed unless you confirmed one in the last 10 minutes." value={code} onChange={(event) => setCode(event.currentTarget.value)} w={240} />
          {error ? (
            <Alert color="red" variant="light">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button color="red" loading={refund.isPending} onClick={submit}>
              Refund {mode === 'partial' && partialCents > 0 ? cents(partialCents) : cents(left)}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
