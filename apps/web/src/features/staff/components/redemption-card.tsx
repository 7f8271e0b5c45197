import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { StaffRedemption } from '@caskmark/shared/api/staff-redemptions';
import { formatDateTime } from '@caskmark/shared/format/dates';
import { ApiError } from '../../../lib/api-client';
import { downloadPhotoId, useBookShipment, useFulfilmentAction, type FulfilmentAction } from '../api/redemptions';
import classes from '../routes/redemptions-page.module.css';

const STATUS_LABEL: Record<StaffRedemption['status'], string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  confirmed: 'Packed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};
const STATUS_COLOR: Record<StaffRedemption['status'], string> = { pending: 'yellow', paid: 'orange', confirmed: 'blue', shipped: 'cyan', delivered: 'green', cancelled: 'gray' };
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : 'Oops, something went wrong!';
}

/** One request of the fulfilment queue: who, what, where, the photo ID, notes and the next move. */
export function RedemptionCard({ request }: { request: StaffRedemption }) {
  const act = useFulfilmentAction();
  const book = useBookShipment();
  const [trackingCode, setTrackingCode] = useState(request.trackingCode ?? '');
  const [note, setNote] = useState('');
  const [photoError, setPhotoError] = useState<string | null>(null);
  const pickup = request.redeemType === 'pickUp';
  const title = `${request.productTitle} #${request.editionNumber}`;
  const run = (action: FulfilmentAction, onSuccess?: () => void) => act.mutate({ pk: request.publicPk, action }, { onSuccess });
  const label = request.status === 'confirmed' && pickup ? 'Ready for Pickup' : STATUS_LABEL[request.status];
  return (
    <Paper withBorder radius="md" p="md" role="listitem" aria-label={`Order ${request.orderNumber}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text fw={600}>
            Order {request.orderNumber} · {title}
          </Text>
          <Text size="sm" c="dimmed">
            @{request.handler}
            {request.email ? ` · ${request.email}` : ''} · token {request.tokenId} · {request.weightKg} kg
          </Text>
        </div>
        <Badge color={STATUS_COLOR[request.status]} variant="light" className={classes.badge}>
          {label}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="sm">
        <div>
          <Text size="xs" tt="uppercase" c="dimmed" fw={600}>
            {pickup ? 'Pickup' : 'Ship to'}
          </Text>
          <Text size="sm">{request.recipient}</Text>
          {request.shipTo.map((line) => (
            <Text size="sm" key={line}>
              {line}
            </Text>
          ))}
          <Text size="sm">{request.phone}</Text>
          {request.hongKongLicence ? <Text size="sm">Hong Kong licence {request.hongKongLicence}</Text> : null}
        </div>
        <div>
          <Text size="xs" tt="uppercase" c="dimmed" fw={600}>
            Details
          </Text>
          <Text size="sm">Date of birth {request.dob}</Text>
          <Text size="sm">{pickup ? 'No shipping fee' : `Shipping paid ${usd.format(request.shippingPrice)}`}</Text>
          <Text size="sm">Requested {formatDateTime(request.createdAt)}</Text>
          {request.trackingCode ? <Text size="sm">Tracking {request.trackingCode}</Text> : null}
          {request.cancelReason ? <Text size="sm">Cancelled: {request.cancelReason}</Text> : null}
          <Button
            size="compact-xs"
            variant="subtle"
            px={0}
            onClick={() => {
              setPhotoError(null);
              downloadPhotoId(request).catch((failure: unknown) => setPhotoError(errorText(failure)));
            }}
          >
            Download photo ID
          </Button>
          {photoError ? (
            <Text size="xs" c="red">
              {photoError}
            </Text>
          ) : null}
        </div>
      </SimpleGrid>
      <Stack gap="xs" mt="sm">
        {request.status === 'paid' ? (
          <Group>
            <Button size="xs" loading={act.isPending} onClick={() => run({ kind: 'pack' })}>
              {pickup ? 'Mark ready for pickup' : 'Mark packed'}
            </Button>
          </Group>
        ) : null}
        {request.status === 'confirmed' && !pickup ? (
          <Group align="flex-end" gap="xs">
            <TextInput label="Tracking code" size="xs" value={trackingCode} onChange={(event) => setTrackingCode(event.currentTarget.value)} className={classes.tracking} />
            <Button size="xs" variant="default" loading={book.isPending} onClick={() => book.mutate(request.publicPk, { onSuccess: (booked) => setTrackingCode(booked.trackingCode) })}>
              Book shipment
            </Button>
            <Button size="xs" loading={act.isPending} disabled={!trackingCode.trim()} onClick={() => run({ kind: 'ship', trackingCode: trackingCode.trim() })}>
              Mark shipped
            </Button>
          </Group>
        ) : null}
        {request.status === 'confirmed' && pickup ? (
          <Group>
            <Button size="xs" loading={act.isPending} onClick={() => run({ kind: 'picked-up' })}>
              Mark picked up
            </Button>
          </Group>
        ) : null}
        {request.shipments[0] ? (
          <Text size="xs" c="dimmed">
            Carrier: {request.shipments[0].status}
            {request.shipments[0].events.at(-1) ? ` · ${request.shipments[0].events.at(-1)!.description}` : ''}
          </Text>
        ) : null}
        {act.error || book.error ? (
          <Alert color="red" variant="light" p="xs">
            {errorText(act.error ?? book.error)}
          </Alert>
        ) : null}
        <Notes request={request} note={note} setNote={setNote} onAdd={() => run({ kind: 'notes', body: note.trim() }, () => setNote(''))} busy={act.isPending} />
      </Stack>
    </Paper>
  );
}

function Notes({ request, note, setNote, onAdd, busy }: { request: StaffRedemption; note: string; setNote: (value: string) => void; onAdd: () => void; busy: boolean }) {
  return (
    <div>
      {request.notes.map((entry) => (
        <Text size="xs" key={`${entry.createdAt}-${entry.body}`}>
          <strong>@{entry.author}</strong> {formatDateTime(entry.createdAt)}: {entry.body}
        </Text>
      ))}
      <Group align="flex-end" gap="xs" mt={4}>
        <Textarea label="Note to the collector" size="xs" autosize minRows={1} maxLength={2000} value={note} onChange={(event) => setNote(event.currentTarget.value)} className={classes.note} />
        <Button size="xs" variant="default" disabled={!note.trim()} loading={busy} onClick={onAdd}>
          Add note
        </Button>
      </Group>
    </div>
  );
}
