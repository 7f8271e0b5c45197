import { Alert, Anchor, Badge, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '@caskmark/shared/format/dates';
import { NotFound } from '../../../components/not-found';
import { usePageMeta } from '../../../components/page-meta';
import { Price } from '../../../components/price';
import { ApiError } from '../../../lib/api-client';
import { serverNow } from '../../../lib/server-time';
import { ListingPurchaseAction } from '../../listings/components/listing-buttons';
import { collaborationTermsText, royaltyPaidText } from '../../listings/lib/collaboration-terms';
import { useListing } from '../api/get-listing';
import { CardGrid, CardGridItem } from '../components/card-grid';
import { listingAskingPrice, listingTitle } from '../lib/listing-display';
import { editionPath } from '../lib/paths';
import { formatRelativeTime } from '../lib/relative-time';
import cardClasses from '../components/edition-card.module.css';
import classes from './listing-page.module.css';

/** Why a listing that is not active cannot be bought, in the collector's words. */
const LISTING_ENDED: Record<'sold' | 'cancelled' | 'expired' | 'invalid', string> = {
  sold: 'It has been sold.',
  cancelled: 'The seller took it down.',
  expired: 'It expired before anyone bought it.',
  invalid: 'The NFTs moved since it was listed, so it can no longer be bought.',
};

/** /listings/{listingId}: one listing; Buy Now (wallet purchase) or Update Listing for the seller. */
export default function ListingPage() {
  const { listingId = '' } = useParams();
  const listing = useListing(listingId);
  const data = listing.data;
  usePageMeta({ title: data ? listingTitle(data) : 'Listing' });
  if (listing.error instanceof ApiError && (listing.error.status === 404 || listing.error.status === 400)) return <NotFound />;
  if (listing.isError) throw listing.error;
  if (!data) {
    return (
      <Container size="lg" py="xl">
        <Stack gap="md" aria-busy="true">
          <Skeleton height={40} width="60%" />
          <Skeleton height={120} />
          <Skeleton height={260} />
        </Stack>
      </Container>
    );
  }
  const expired = new Date(data.validUntil).getTime() <= serverNow();
  const ended = data.status === 'active' ? (expired ? LISTING_ENDED.expired : null) : LISTING_ENDED[data.status];
  return (
    <Container size="lg" py="xl">
      <Anchor component={Link} to="/listings" size="sm" c="cask.4">
        ← All listings
      </Anchor>
      <Group gap="xs" mt="md">
        {data.forSpecificBuyer ? (
          <Badge color="grape" variant="light" radius="sm">
            DIRECT OFFER
          </Badge>
        ) : null}
        {data.isBundle ? (
          <Badge color="cask" variant="light" radius="sm">
            Bundle
          </Badge>
        ) : null}
        {data.isCollaboration ? (
          <Badge color="grape" variant="outline" radius="sm">
            Collaboration
          </Badge>
        ) : null}
      </Group>
      <Title order={1} className={classes.title}>
        {listingTitle(data)}
      </Title>
      {ended ? (
        <Alert color="gray" variant="light" mt="md" title="This listing is no longer for sale">
          {ended}
        </Alert>
      ) : null}
      <div className={classes.summary}>
        <div className={classes.fact}>
          <Text className={classes.label}>Price</Text>
          <Price usd={data.priceUsd} className={classes.value} />
          {data.currency === 'ETH' ? <Text size="xs" c="dimmed">asks {listingAskingPrice(data)}</Text> : null}
        </div>
        <div className={classes.fact}>
          <Text className={classes.label}>From</Text>
          <Text className={classes.value}>@{data.listingHandler}</Text>
        </div>
        <div className={classes.fact}>
          <Text className={classes.label}>{expired ? 'Expired' : 'Expires'}</Text>
          <Text className={classes.value}>{formatRelativeTime(data.validUntil, serverNow())}</Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(data.validUntil)}
          </Text>
        </div>
        <div className={classes.action}>
          <ListingPurchaseAction listing={data} size="md" fullWidth ended={ended !== null} />
          {data.forSpecificBuyer ? (
            <Text size="xs" c="dimmed" mt={6}>
              Private Listing for a specific buyer
            </Text>
          ) : null}
        </div>
      </div>
      {data.isCollaboration && data.ballotTokenId ? (
        <Text size="sm" c="dimmed" mt="md">
          {collaborationTermsText(data.ballotTokenId, data.feeBps, data.royaltyBps)} {royaltyPaidText(data)}
        </Text>
      ) : null}
      <Title order={2} className={classes.subtitle}>
        {data.editionData.length === 1 ? 'The NFT' : `The ${data.editionData.length} NFTs`}
      </Title>
      <CardGrid label="NFTs in this listing">
        {data.editionData.map((edition, index) => (
          <CardGridItem key={edition.editionNftPublicPk}>
            <Link to={editionPath(edition.brandSlug, edition.releaseSlug, edition.editionNftPublicPk)} className={cardClasses.card}>
              <div className={cardClasses.media}>
                {/* The first pictures are the page's largest paint: fetched at once (decision 312). */}
                <img src={edition.image} alt="" width={240} height={300} loading={index < 4 ? 'eager' : 'lazy'} fetchPriority={index === 0 ? 'high' : undefined} />
                <span className={cardClasses.number}>#{edition.editionNumber}</span>
              </div>
              <div className={cardClasses.body}>
                <Text className={cardClasses.edition} lineClamp={2}>
                  {edition.name}
                </Text>
              </div>
            </Link>
          </CardGridItem>
        ))}
      </CardGrid>
    </Container>
  );
}
