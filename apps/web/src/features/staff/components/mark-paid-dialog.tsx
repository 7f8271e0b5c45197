import { Alert, Button, Group, Modal, Paper, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { PAYOUT_REFERENCE_REQUIRED, type StaffPayout } from '@caskmark/shared/api/staff-payouts';
import { ApiError } from '../../../lib/api-client';
import { useMarkPayoutPaid } from '../api/payouts';
import { cents } from './refund-dialog';

/** Mark a payout paid (decision 294): the bank or transfer reference, and an authenticator code unless MFA is fresh. */
export function MarkPaidDialog({ payout, onClose }: { payout: StaffPayout | null; onClose: () => void }) {
  const mark = useMarkPayoutPaid();
  const [reference, setReference] = useState('');
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const close = () => {
    setReference('');
    setCode('');
    setTouched(false);
    mark.reset();
    onClose();
  };
  const referenceError = touched && !reference.trim() ? PAYOUT_REFERENCE_REQUIRED : null;
  const submit = () => {
    setTouched(true);
    if (!payout || !reference.trim()) return;
    mark.mutate({ publicPk: payout.publicPk, reference: reference.trim(), ...(code ? { code } : {}) }, { onSuccess: close });
  };
  const error =
    mark.error instanceof ApiError
      ? mark.error.code === 'step_up_required'
        ? 'Enter a code from your authenticator app to mark it paid.'
        : mark.error.message
      : mark.error
        ? 'Oops, something went wrong!'
        : null;
  return (
    <Modal opened={Boolean(payout)} onClose={close} title="Mark payout paid" centered>
      {payout ? (
        <Stack gap="md">
          <Paper withBorder p="sm" radius="md">
            <Text size="sm" fw={600}>
              {cents(payout.sellerAmountCents)} to @{payout.sellerHandler}
            </Text>
            <Text size="xs" c="dimmed">
              Sale of {cents(payout.grossCents)} less the {cents(payout.feeCents)} fee{payout.royaltyCents ? ` and ${cents(payout.royaltyCents)} royalty` : ''} · listing #{payout.listingId}
            </Text>
          </Paper>
          <Text size="sm" c="dimmed">
            Send the money first, then record it here. This cannot be undone.
          </Text>
          <TextInput
            label="Payment reference"
            description="The bank or transfer reference, kept with the payout and in the audit log."
            placeholder="WIRE-2026-11-28-01"
            value={reference}
            onChange={(event) => setReference(event.currentTarget.value)}
            error={referenceError}
            maxLength={100}
            data-autofocus
          />
          <PasswordInput label="Authenticator code" description="Needed unless you confirmed one in the last 10 minutes." value={code} onChange={(event) => setCode(event.currentTarget.value)} w={240} maw="100%" />
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button loading={mark.isPending} onClick={submit}>
              Mark paid
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
