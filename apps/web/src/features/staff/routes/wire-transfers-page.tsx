import { Alert, Badge, Button, Group, Modal, Paper, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import type { StaffWireTransfer } from '@caskmark/shared/api/staff-wire-transfers';
import { WIRE_REJECT_REASON_REQUIRED } from '@caskmark/shared/api/staff-wire-transfers';
import { ApiError } from '../../../lib/api-client';
import { openWireReceipt, useDecideWire, useWireTransfers, type WireFilter } from '../api/wire-transfers';
import classes from './wire-transfers-page.module.css';
import { QueueFilter } from '../components/queue-filter';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const STATUS_COLOR = { submitted: 'yellow', confirmed: 'green', rejected: 'red' } as const;
const STATUS_LABEL = { submitted: 'Waiting', confirmed: 'Confirmed', rejected: 'Rejected' } as const;

type Decision = { wire: StaffWireTransfer; kind: 'confirm' | 'reject' } | null;

function Collector({ wire }: { wire: StaffWireTransfer }) {
  return (
    <>
      <Text size="sm">@{wire.handler}</Text>
      <Text size="xs" c="dimmed">
        {wire.email} · {wire.phoneNumber}
      </Text>
    </>
  );
}

function Actions({ wire, onDecide }: { wire: StaffWireTransfer; onDecide: (decision: Decision) => void }) {
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap">
        <Button
          size="xs"
          variant="default"
          loading={opening}
          onClick={async () => {
            setOpening(true);
            setError(null);
            try {
              await openWireReceipt(wire.receiptUrl);
            } catch (failure) {
              setError(failure instanceof ApiError ? failure.message : 'Could not open the proof.');
            } finally {
              setOpening(false);
            }
          }}
        >
          View proof
        </Button>
        {wire.status === 'submitted' ? (
          <>
            <Button size="xs" color="green" onClick={() => onDecide({ wire, kind: 'confirm' })}>
              Confirm
            </Button>
            <Button size="xs" color="red" variant="light" onClick={() => onDecide({ wire, kind: 'reject' })}>
              Reject
            </Button>
          </>
        ) : null}
      </Group>
      {error ? (
        <Text size="xs" c="red">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

function StatusBadge({ wire }: { wire: StaffWireTransfer }) {
  return (
    <Stack gap={2}>
      <Badge color={STATUS_COLOR[wire.status]} variant="light" className={classes.badge}>
        {STATUS_LABEL[wire.status]}
      </Badge>
      {wire.rejectReason ? (
        <Text size="xs" c="dimmed">
          {wire.rejectReason}
        </Text>
      ) : null}
    </Stack>
  );
}

function DecisionDialog({ decision, onClose }: { decision: Decision; onClose: () => void }) {
  const decide = useDecideWire();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const wire = decision?.wire;
  const rejecting = decision?.kind === 'reject';
  const reasonError = rejecting && touched && !reason.trim() ? WIRE_REJECT_REASON_REQUIRED : null;
  const close = () => {
    setReason('');
    setTouched(false);
    decide.reset();
    onClose();
  };
  const submit = () => {
    if (!wire) return;
    if (rejecting && !reason.trim()) return setTouched(true);
    decide.mutate({ pk: wire.publicPk, decision: decision!.kind, reason }, { onSuccess: close });
  };
  return (
    <Modal opened={Boolean(decision)} onClose={close} title={rejecting ? 'Reject wire transfer' : 'Confirm wire transfer'} centered>
      {wire ? (
        <Stack gap="md">
          <Text size="sm">
            {rejecting
              ? 'The order fails, its editions are released and the collector is told by e-mail.'
              : `Confirm only once ${usd.format(wire.amountToSend)} with the memo below has arrived on the account. The order then completes and the NFT is delivered.`}
          </Text>
          <Paper withBorder p="sm" radius="md">
            <Text size="sm">
              @{wire.handler} · {usd.format(wire.amountToSend)}
            </Text>
            <Text size="xs" c="dimmed" className={classes.mono}>
              {wire.memo}
            </Text>
          </Paper>
          {rejecting ? (
            <Textarea
              label="Reason"
              description="Shown to the collector and kept in the audit log."
              placeholder="No funds arrived within 72 hours"
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              onBlur={() => setTouched(true)}
              error={reasonError}
              maxLength={500}
              autosize
              minRows={2}
              data-autofocus
            />
          ) : null}
          {decide.error ? (
            <Alert color="red" variant="light">
              {decide.error instanceof ApiError ? decide.error.message : 'Oops, something went wrong!'}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button color={rejecting ? 'red' : 'green'} loading={decide.isPending} onClick={submit}>
              {rejecting ? 'Reject wire' : 'Confirm wire'}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

/** /staff/wire-transfers: proofs of transfer to confirm (money arrived) or reject, each decision audited. */
export default function WireTransfersPage() {
  const [filter, setFilter] = useState<WireFilter>('submitted');
  const [decision, setDecision] = useState<Decision>(null);
  const wires = useWireTransfers(filter);
  const narrow = useMediaQuery('(max-width: 900px)');
  const results = wires.data?.results ?? [];
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>Wire transfers</Title>
        <Text c="dimmed" size="sm">
          Match each proof with the bank statement (amount and memo) before confirming. Waiting proofs are listed oldest first.
        </Text>
      </div>
      <QueueFilter<WireFilter>
        value={filter}
        onChange={setFilter}
        data={[
          { value: 'submitted', label: 'Waiting' },
          { value: 'confirmed', label: 'Confirmed' },
          { value: 'rejected', label: 'Rejected' },
          { value: 'all', label: 'All' },
        ]}
        label="Show wire transfers"
      />
      {wires.isError ? (
        <Alert color="red" variant="light">
          Oops! Something went wrong. Please try again later
        </Alert>
      ) : null}
      {wires.isSuccess && results.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {filter === 'submitted' ? 'No wire transfers are waiting.' : 'No wire transfers here yet.'}
        </Text>
      ) : null}
      {results.length && narrow ? (
        <Stack gap="sm" role="list" aria-label="Wire transfers">
          {results.map((wire) => (
            <Paper key={wire.publicPk} withBorder p="sm" radius="md" role="listitem">
              <Group justify="space-between" align="start" wrap="nowrap">
                <div>
                  <Text fw={600}>{usd.format(wire.amountToSend)}</Text>
                  <Text size="xs" c="dimmed">
                    order {usd.format(wire.orderAmount)} + fee {usd.format(wire.fee)}
                  </Text>
                </div>
                <StatusBadge wire={wire} />
              </Group>
              <Stack gap={4} mt="xs">
                <Collector wire={wire} />
                <Text size="xs" className={classes.mono}>
                  {wire.memo}
                </Text>
                <Text size="xs" c="dimmed">
                  Submitted {dateTime.format(new Date(wire.createdAt))}
                </Text>
              </Stack>
              <div className={classes.cardActions}>
                <Actions wire={wire} onDecide={setDecision} />
              </div>
            </Paper>
          ))}
        </Stack>
      ) : null}
      {results.length && !narrow ? (
        <div className={classes.scroller}>
          <Table striped highlightOnHover verticalSpacing="sm" aria-label="Wire transfers">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Submitted</Table.Th>
                <Table.Th>Collector</Table.Th>
                <Table.Th>Memo</Table.Th>
                <Table.Th>Amount to receive</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {results.map((wire) => (
                <Table.Tr key={wire.publicPk}>
                  <Table.Td className={classes.nowrap}>{dateTime.format(new Date(wire.createdAt))}</Table.Td>
                  <Table.Td>
                    <Collector wire={wire} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs" className={classes.mono}>
                      {wire.memo}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {usd.format(wire.amountToSend)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      order {usd.format(wire.orderAmount)} + fee {usd.format(wire.fee)}
                    </Text>
                  </Table.Td>
                  <Table.Td className={classes.status}>
                    <StatusBadge wire={wire} />
                  </Table.Td>
                  <Table.Td>
                    <Actions wire={wire} onDecide={setDecision} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      ) : null}
      <DecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </Stack>
  );
}
