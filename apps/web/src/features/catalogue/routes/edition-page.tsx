import { Anchor, Badge, Button, Container, Group, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { RELEASE_STYLE_LABELS } from '@caskmark/shared/catalogue/release-styles';
import { NotFound } from '../../../components/not-found';
import { usePageMeta } from '../../../components/page-meta';
import { Price } from '../../../components/price';
import { ApiError } from '../../../lib/api-client';
import { AddToCartButton } from '../../checkout/components/add-to-cart-button';
import { useLiveCartEvents } from '../../checkout/lib/use-live-cart-events';
import { CustodialEditionActions } from '../../custody/components/custodial-edition-actions';
import { EDITION_LISTINGS_ID, EditionListings, EditionMarketSummary } from '../../listings/components/edition-market-panel';
import { EditionOffers } from '../../offers/components/edition-offers';
import { useEditionNft } from '../api/get-edition-nft';
import { LazyHistoryTable } from '../components/lazy-history-table';
import { HeroMedia } from '../components/hero-media';
import { ReleasePageSkeleton } from '../components/release-page-skeleton';
import { availabilityColor, editionPriceUsd } from '../lib/edition-display';
import { isPublicPk, producerPath, releasePath } from '../lib/paths';
import heroClasses from '../components/release-hero.module.css';
import sectionClasses from '../components/section.module.css';
import classes from './edition-page.module.css';

/** /marketplace/{brandSlug}/{releaseSlug}/{editionPublicPk}: one numbered bottle, its owner and its history. */
export default function EditionPage() {
  const { brandSlug = '', releaseSlug = '', editionPublicPk = '' } = useParams();
  const valid = isPublicPk(editionPublicPk);
  const edition = useEditionNft(editionPublicPk, { enabled: valid });
  const data = edition.data;
  useLiveCartEvents(data?.releasePackPublicPk);
  const historyScope = useMemo(() => ({ edition_nft_public_pk: editionPublicPk }), [editionPublicPk]);
  usePageMeta({ title: data ? `${data.name} #${data.editionNumber}` : undefined, keywords: data ? [data.brandName] : undefined });

  const missing = edition.error instanceof ApiError && (edition.error.status === 404 || edition.error.status === 400);
  if (!valid || missing || (data && (data.brandSlug !== brandSlug || data.releaseSlug !== releaseSlug))) return <NotFound />;
  if (edition.isError) throw edition.error;
  if (!data) {
    return (
      <Container size="xl" py="xl">
        <ReleasePageSkeleton />
      </Container>
    );
  }
  const price = editionPriceUsd(data);
  return (
    <Container size="xl" py="xl">
      <section className={heroClasses.hero} aria-labelledby="edition-title">
        <div className={heroClasses.media}>
          <HeroMedia image={data.image} video={data.video} alt={`${data.name} #${data.editionNumber}`} />
        </div>
        <div className={heroClasses.details}>
          <Anchor component={Link} to={producerPath(data.brandSlug)} className={heroClasses.producer}>
            {data.brandName}
          </Anchor>
          <Title order={1} id="edition-title" className={heroClasses.title}>
            {data.name}
          </Title>
          <Text c="dark.1">
            From the release{' '}
            <Anchor component={Link} to={releasePath(data.brandSlug, data.releasePublicPk)} c="cask.3">
              {data.title}
            </Anchor>
          </Text>
          <Group gap="xs">
            <Badge variant="outline" color="cask" radius="sm">
              {RELEASE_STYLE_LABELS[data.releaseStyle]}
            </Badge>
            <Badge variant="light" color={availabilityColor(data.availability)} radius="sm">
              {data.availability}
            </Badge>
          </Group>
          <dl className={classes.facts}>
            <div className={classes.fact}>
              <dt>Edition</dt>
              <dd>
                #{data.editionNumber} of {data.totalCount}
              </dd>
            </div>
            <div className={classes.fact}>
              <dt>{price.label}</dt>
              <dd>
                <Price usd={price.usd} />
              </dd>
            </div>
            <div className={classes.fact}>
              <dt>Owner</dt>
              <dd>{data.currentOwnerHandler ? `@${data.currentOwnerHandler}` : data.brandName}</dd>
            </div>
            <div className={classes.fact}>
              <dt>Token ID</dt>
              <dd>{data.tokenId ?? 'Not minted yet'}</dd>
            </div>
          </dl>
          <EditionMarketSummary editionNftPublicPk={data.publicPk} ownerHandler={data.currentOwnerHandler} />
          <AddToCartButton edition={data} origin="edition" size="md" maw={320} />
          <CustodialEditionActions editionNftPublicPk={data.publicPk} ownerHandler={data.currentOwnerHandler} />
          <Group gap="sm">
            <Button component={Link} to={releasePath(data.brandSlug, data.releasePublicPk)} variant="outline">
              View release
            </Button>
            <Button component={Link} to="/marketplace" variant="subtle">
              View marketplace
            </Button>
          </Group>
        </div>
      </section>
      <section className={sectionClasses.section} aria-labelledby="edition-listings-title" id={EDITION_LISTINGS_ID}>
        <div className={sectionClasses.head}>
          <Title order={2} id="edition-listings-title" className={sectionClasses.title}>
            Listings
          </Title>
        </div>
        <EditionListings editionNftPublicPk={data.publicPk} />
      </section>
      <section className={sectionClasses.section} aria-labelledby="edition-offers-title">
        <div className={sectionClasses.head}>
          <Title order={2} id="edition-offers-title" className={sectionClasses.title}>
            Offers
          </Title>
        </div>
        <EditionOffers editionNftPublicPk={data.publicPk} />
      </section>
      <section className={sectionClasses.section} aria-labelledby="edition-history-title">
        <div className={sectionClasses.head}>
          <Title order={2} id="edition-history-title" className={sectionClasses.title}>
            History
          </Title>
        </div>
        <LazyHistoryTable scope={historyScope} />
      </section>
    </Container>
  );
}
