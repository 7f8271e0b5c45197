import { Alert, Button, Group, Modal, NumberInput, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import type { StaffProofOfFunds } from '@caskmark/shared/api/proof-of-funds';
import { ApiError, GENERIC_ERROR } from '../../../lib/api-client';
import { useDecideProofOfFunds, useStaffProofsOfFunds, type ProofFilter } from '../api/proofs-of-funds';
import { ProofOfFundsCard, usd } from '../components/proof-of-funds-card';
import { QueueFilter } from '../components/queue-filter';

type Decision = { proof: StaffProofOfFunds; kind: 'approve' | 'reject' } | null;
const REASON_REQUIRED = 'Please give a reason.';

function DecisionDialog({ decision, onClose }: { decision: Decision; onClose: () => void }) {
  const decide = useDecideProofOfFunds();
  const [amount, setAmount] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const proof = decision?.proof;
  const rejecting = decision?.kind === 'reject';
  const amountValue = amount === '' ? proof?.amountUsd : Number(amount);
  const amountError = !rejecting && proof && amountValue !== undefined && (!(amountValue > 0) || amountValue > proof.amountUsd) ? `Approve between $0.01 and ${usd.format(proof.amountUsd)}.` : null;
  const reasonError = rejecting && touched && reason.trim().length < 3 ? REASON_REQUIRED : null;
  const close = () => {
    setAmount('');
    setReason('');
    setTouched(false);
    decide.reset();
    onClose();
  };
  const submit = () => {
    if (!proof) return;
    if (rejecting && reason.trim().length < 3) return setTouched(true);
    if (amountError) return;
    const body = rejecting ? { kind: 'reject' as const, reason: reason.trim() } : { kind: 'approve' as const, amountUsd: amountValue === proof.amountUsd ? undefined : amountValue };
    decide.mutate({ pk: proof.publicPk, decision: body }, { onSuccess: close });
  };
  return (
    <Modal opened={Boolean(decision)} onClose={close} title={rejecting ? 'Reject proof of funds' : 'Approve proof of funds'} centered>
      {proof ? (
        <Stack gap="md">
          <Text size="sm">
            {rejecting
              ? 'The collector sees the reason beside their pre-approval and may send a new request.'
              : 'The collector may bid up to the approved amount at once. Approve less than asked if the documents show less.'}
          </Text>
          <Paper withBorder p="sm" radius="md">
            <Text size="sm">
              @{proof.handler} · {proof.firstName} {proof.lastName} · asked {usd.format(proof.amountUsd)}
            </Text>
          </Paper>
          {rejecting ? (
            <Textarea
              label="Reason"
              description="Shown to the collector and kept in the audit log."
              placeholder="The bank statement is older than 90 days"
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              onBlur={() => setTouched(true)}
              error={reasonError}
              maxLength={500}
              autosize
              minRows={2}
              data-autofocus
            />
          ) : (
            <NumberInput
              label="Approved amount (USD)"
              prefix="$"
              thousandSeparator=","
              decimalScale={2}
              hideControls
              allowNegative={false}
              placeholder={String(proof.amountUsd)}
              value={amount === '' ? proof.amountUsd : amount}
              onChange={setAmount}
              error={amountError}
            />
          )}
          {decide.error ? (
            <Alert color="red" variant="light">
              {decide.error instanceof ApiError ? decide.error.messages.join(' ') : GENERIC_ERROR}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button color={rejecting ? 'red' : 'green'} loading={decide.isPending} onClick={submit}>
              {rejecting ? 'Reject request' : 'Approve pre-approval'}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

/** /staff/proofs-of-funds: bid pre-approvals to check against their documents, approve (an amount) or reject; each decision audited. */
export default function ProofsOfFundsPage() {
  const [filter, setFilter] = useState<ProofFilter>('pending');
  const [decision, setDecision] = useState<Decision>(null);
  const proofs = useStaffProofsOfFunds(filter);
  const results = proofs.data?.results ?? [];
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>Proofs of funds</Title>
        <Text c="dimmed" size="sm">
          Check the statements show the amount in the collector&apos;s own name, and the photo ID above $75,000. Pending requests are listed oldest first.
        </Text>
      </div>
      <QueueFilter<ProofFilter>
        value={filter}
        onChange={setFilter}
        data={[
          { value: 'pending', label: 'Pending' },
          { value: 'approved', label: 'Approved' },
          { value: 'rejected', label: 'Rejected' },
        ]}
        label="Show proofs of funds"
      />
      {proofs.isError ? (
        <Alert color="red" variant="light">
          Oops! Something went wrong. Please try again later
        </Alert>
      ) : null}
      {proofs.isSuccess && results.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {filter === 'pending' ? 'No proofs of funds are waiting.' : 'None here yet.'}
        </Text>
      ) : null}
      {results.length ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" role="list" aria-label="Proofs of funds">
          {results.map((proof) => (
            <ProofOfFundsCard key={proof.publicPk} proof={proof} onDecide={(kind) => setDecision({ proof, kind })} />
          ))}
        </SimpleGrid>
      ) : null}
      <DecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </Stack>
  );
}
