import { Alert, Badge, Button, Group, Image, Pagination, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { RedemptionRequest } from '@caskmark/shared/api/redemption';
import { formatLongDate } from '@caskmark/shared/format/dates';
import { redemptionOrderNumber } from '@caskmark/shared/rules/redemption';
import { REDEMPTIONS_PAGE_SIZE, useRedemptions } from '../api/get-redemptions';
import { requestView } from '../lib/request-view';
import { RequestDetailsDrawer } from './request-details-drawer';
import classes from './redemption-requests.module.css';

/**
 * My redemption requests (spec part 1 §2, §4): each with its status tag (yellow while pending, blue
 * after); a pending one continues the wizard, the others open Request Details.
 */
export function RedemptionRequests() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<RedemptionRequest | null>(null);
  const requests = useRedemptions(page);
  const results = requests.data?.results ?? [];
  const pages = Math.max(1, Math.ceil((requests.data?.count ?? 0) / REDEMPTIONS_PAGE_SIZE));
  return (
    <section aria-labelledby="redemption-requests-title" className={classes.section}>
      <Title order={2} size="h4" id="redemption-requests-title" mb="sm">
        Redemption requests
      </Title>
      {requests.isError ? (
        <Alert color="red" variant="light">
          Oops! Something went wrong. Please try again later
        </Alert>
      ) : null}
      {requests.isPending ? <Skeleton height={88} radius="md" /> : null}
      {requests.isSuccess && results.length === 0 ? <Text c="dimmed">You have not redeemed a bottle yet. Open an NFT of your collection and choose Redeem.</Text> : null}
      <Stack gap="sm" role="list" aria-label="Redemption requests">
        {results.map((request) => (
          <RequestRow key={request.publicPk} request={request} onOpen={() => setOpen(request)} />
        ))}
      </Stack>
      {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} mt="md" size="sm" aria-label="Redemption request pages" /> : null}
      <RequestDetailsDrawer request={open} onClose={() => setOpen(null)} />
    </section>
  );
}

function RequestRow({ request, onOpen }: { request: RedemptionRequest; onOpen: () => void }) {
  const view = requestView(request);
  const title = `${request.productTitle} #${request.editionNumber}`;
  return (
    <Paper withBorder radius="md" p="sm" role="listitem" aria-label={title} className={classes.row}>
      <Image src={request.productImageSource} alt="" w={64} h={64} radius="sm" fit="cover" className={classes.thumb} />
      <div className={classes.body}>
        <Text fw={600} lineClamp={1}>
          {title}
        </Text>
        <Text size="sm" c="dimmed">
          Order {redemptionOrderNumber(request.publicPk)} · {formatLongDate(request.createdAt)} · {request.redeemType === 'pickUp' ? 'Pickup at ' : 'To '}
          {request.shipTo}
        </Text>
      </div>
      <Group gap="sm" wrap="nowrap" className={classes.actions}>
        <Badge color={view.color} variant="light">
          {view.label}
        </Badge>
        {view.status === 'pending' ? (
          <Button component={Link} to={`/vault/redeem/${request.editionNftPublicPk}`} size="xs" color="cask">
            Continue
          </Button>
        ) : (
          <Button size="xs" variant="default" onClick={onOpen} aria-label={`View Details of ${title}`}>
            View Details
          </Button>
        )}
      </Group>
    </Paper>
  );
}
