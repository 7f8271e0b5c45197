import { Badge, Group, Image, Stack, Stepper, Text, Timeline, Title } from '@mantine/core';
import type { RedemptionRequest } from '@caskmark/shared/api/redemption';
import { NO_REQUEST_NOTES_MESSAGE } from '@caskmark/shared/api/redemption';
import { formatDateTime } from '@caskmark/shared/format/dates';
import { redemptionOrderNumber } from '@caskmark/shared/rules/redemption';
import { ResponsiveDrawer } from '../../../components/responsive-drawer';
import { useRedemption } from '../api/get-redemptions';
import { requestView } from '../lib/request-view';
import { ReviewPrompt } from './review-prompt';
import { TrackingEvents } from './tracking-events';
import classes from './request-details-drawer.module.css';

/**
 * Request Details (spec part 1 §2, §4): the stepper (shipping paid, packed, in progress, delivered;
 * pickup paid, ready for pickup, delivered), the timeline, the carrier's tracking, the notes from a
 * representative and, once delivered, the review prompt. Opens with the list's copy and refreshes it.
 */
export function RequestDetailsDrawer({ request, onClose }: { request: RedemptionRequest | null; onClose: () => void }) {
  const fresh = useRedemption(request?.publicPk ?? null, request ?? undefined);
  // The list may have heard of a move before this request's own (cached) read did: the newer copy wins.
  const shown = fresh.data && request && Date.parse(request.updatedAt) > Date.parse(fresh.data.updatedAt) ? request : (fresh.data ?? request);
  return (
    <ResponsiveDrawer opened={Boolean(request)} onClose={onClose} title="Request Details" padding="lg">
      {shown ? <RequestDetails request={shown} /> : null}
    </ResponsiveDrawer>
  );
}

function RequestDetails({ request }: { request: RedemptionRequest }) {
  const view = requestView(request);
  return (
    <Stack gap="lg">
      <Group wrap="nowrap" align="flex-start">
        <Image src={request.productImageSource} alt="" w={72} h={72} radius="sm" fit="cover" />
        <div>
          <Text fw={600}>
            {request.productTitle} #{request.editionNumber}
          </Text>
          <Text size="sm" c="dimmed">
            Order number {redemptionOrderNumber(request.publicPk)}
          </Text>
          <Badge color={view.color} variant="light" mt={4}>
            {view.label}
          </Badge>
        </div>
      </Group>
      <Stepper
        active={view.stepperIndex + 1}
        size="xs"
        color="cask"
        orientation="horizontal"
        allowNextStepsSelect={false}
        aria-label="Request progress"
        wrap={false}
        labelPosition="bottom"
        classNames={{ root: classes.stepper, separator: classes.separator, stepLabel: classes.stepLabel }}
      >
        {view.stepperLabels.map((label) => (
          <Stepper.Step key={label} label={label} />
        ))}
      </Stepper>
      <Text size="sm">
        {request.redeemType === 'pickUp' ? 'Pickup at ' : 'Shipping to '}
        {request.shipTo}
        {request.pickupDate ? ` on ${request.pickupDate}` : ''}
        {request.shippingPrice > 0 ? ` · Shipping paid $${request.shippingPrice.toFixed(2)}` : ''}
      </Text>
      <section aria-label="Timeline">
        <Title order={3} size="h5" mb="xs">
          Timeline
        </Title>
        <Timeline active={view.timeline.length - 1} bulletSize={14} lineWidth={2} color="cask">
          {view.timeline.map((entry) => (
            <Timeline.Item key={entry.label} title={entry.label}>
              {entry.at ? (
                <Text size="xs" c="dimmed">
                  {formatDateTime(entry.at)}
                </Text>
              ) : null}
            </Timeline.Item>
          ))}
        </Timeline>
      </section>
      {request.trackingCode ? <TrackingEvents trackingCode={request.trackingCode} carrier={request.shipments[0]?.carrier ?? 'DHL Express'} /> : null}
      <section aria-label="Request notes">
        <Title order={3} size="h5" mb="xs">
          Request Notes
        </Title>
        {request.notes.length ? (
          <Stack gap="xs">
            {request.notes.map((note) => (
              <div key={`${note.createdAt}-${note.body}`}>
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {note.body}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(note.createdAt)}
                </Text>
              </div>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {NO_REQUEST_NOTES_MESSAGE}
          </Text>
        )}
      </section>
      <ReviewPrompt status={view.status} orderNumber={redemptionOrderNumber(request.publicPk)} />
    </Stack>
  );
}
