import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@caskmark/shared/format/dates';
import { useDhlTracking } from '../api/get-dhl-tracking';

/** The carrier's scans of the parcel, newest first (GET /services/external/v1/dhl-tracking). */
export function TrackingEvents({ trackingCode, carrier }: { trackingCode: string; carrier: string }) {
  const tracking = useDhlTracking(trackingCode);
  const shipment = tracking.data?.shipments[0];
  return (
    <section aria-label="Tracking">
      <Title order={3} size="h5" mb={4}>
        Tracking
      </Title>
      <Text size="sm" mb="xs">
        {carrier} tracking code <strong>{trackingCode}</strong>
      </Text>
      {tracking.isPending ? <Skeleton height={60} /> : null}
      {tracking.isError ? (
        <Alert color="yellow" variant="light">
          The carrier's tracking is not available right now. Please try again later.
        </Alert>
      ) : null}
      {shipment ? (
        <Stack gap={6} role="list" aria-label="Carrier events">
          {shipment.events.length === 0 ? <Text size="sm" c="dimmed">{shipment.status.description}</Text> : null}
          {shipment.events.map((event) => (
            <div key={`${event.timestamp}-${event.statusCode}`} role="listitem">
              <Text size="sm" fw={500}>
                {event.description}
              </Text>
              <Text size="xs" c="dimmed">
                {[formatDateTime(event.timestamp), event.location].filter(Boolean).join(' · ')}
              </Text>
            </div>
          ))}
        </Stack>
      ) : null}
    </section>
  );
}
