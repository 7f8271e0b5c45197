import { Button, Center, Container, Skeleton, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { NotFound } from '../../../components/not-found';
import { usePageMeta } from '../../../components/page-meta';
import { ApiError } from '../../../lib/api-client';
import { useBrand } from '../api/get-brand';
import { useReleases } from '../api/get-releases';
import { CardGrid, CardGridItem } from '../components/card-grid';
import { PackCardSkeleton } from '../components/pack-card-skeleton';
import { ProducerHeader } from '../components/producer-header';
import { ReleaseCard } from '../components/release-card';
import sectionClasses from '../components/section.module.css';

const RELEASES_PAGE_SIZE = 12;

/** /producers/{brandSlug}: the producer's story and every release of theirs, newest first. */
export default function ProducerPage() {
  const { brandSlug = '' } = useParams();
  const brand = useBrand(brandSlug);
  const [size, setSize] = useState(RELEASES_PAGE_SIZE);
  const releases = useReleases({ brand_slug: brandSlug, ordering: '-lobby_open_date', size }, { enabled: brand.isSuccess });
  usePageMeta({ title: brand.data?.name, description: brand.data?.description.slice(0, 160), keywords: brand.data ? [brand.data.name, brand.data.category] : undefined });

  if (brand.error instanceof ApiError && brand.error.status === 404) return <NotFound />;
  if (brand.isError) throw brand.error;
  const results = releases.data?.results ?? [];
  const total = releases.data?.count ?? 0;
  return (
    <>
      {brand.data ? <ProducerHeader brand={brand.data} releaseCount={releases.data ? total : null} /> : <Skeleton height={360} radius={0} />}
      <Container size="xl" pb="xl">
        <section className={sectionClasses.section} aria-labelledby="producer-releases-title">
          <div className={sectionClasses.head}>
            <Title order={2} id="producer-releases-title" className={sectionClasses.title}>
              Releases
            </Title>
            {releases.data ? <Text className={sectionClasses.meta}>{total} {total === 1 ? 'release' : 'releases'}</Text> : null}
          </div>
          {releases.isSuccess && !results.length ? <Text c="dimmed">No releases from this producer yet. Check back soon.</Text> : null}
          <CardGrid label="Releases">
            {!releases.data
              ? Array.from({ length: 4 }, (_, index) => (
                  <CardGridItem key={index}>
                    <PackCardSkeleton />
                  </CardGridItem>
                ))
              : results.map((release, index) => (
                  <CardGridItem key={release.releasePublicPk}>
                    <ReleaseCard release={release} eager={index < 4} hideBrand />
                  </CardGridItem>
                ))}
          </CardGrid>
          {results.length < total ? (
            <Center>
              <Button variant="default" loading={releases.isFetching} onClick={() => setSize((current) => current + RELEASES_PAGE_SIZE)}>
                Show more releases
              </Button>
            </Center>
          ) : null}
        </section>
      </Container>
    </>
  );
}
