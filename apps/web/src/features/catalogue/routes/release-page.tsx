import { Container, Title } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { NotFound } from '../../../components/not-found';
import { usePageMeta } from '../../../components/page-meta';
import { ApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { serverNow } from '../../../lib/server-time';
import { useReleasePage } from '../api/get-release-page';
import { useSlugToPublicPk } from '../api/get-slug-to-public-pk';
import { AuctionLotsSection } from '../../auctions/components/auction-lots-section';
import { ShuffleLink } from '../../sweepstakes/components/shuffle-link';
import { SweepstakesSection } from '../../sweepstakes/components/sweepstakes-section';
import { LeaderboardSection } from '../../auctions/leaderboard/components/leaderboard-section';
import { SealedSection } from '../../auctions/sealed/components/sealed-section';
import { LazyHistoryTable } from '../components/lazy-history-table';
import { ReleaseHero } from '../components/release-hero';
import { ReleasePacksSection } from '../components/release-packs-section';
import { ReleasePageSkeleton } from '../components/release-page-skeleton';
import { isPublicPk, releasePath } from '../lib/paths';
import sectionClasses from '../components/section.module.css';

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * /producers/{brandSlug}/{releasePublicPk}: the release, its packs, its figures and its history.
 * The search dialog links here with the release slug; the slug is resolved and the URL replaced by
 * the publicPk form. An unknown release, or one of another producer, is the not-found page.
 */
export default function ReleasePage() {
  const { brandSlug = '', releasePublicPk: releaseRef = '' } = useParams();
  const navigate = useNavigate();
  const bySlug = !isPublicPk(releaseRef);
  const slug = useSlugToPublicPk(bySlug ? releaseRef : undefined);
  // The release read takes a slug too, so the page does not wait for the slug lookup to start it;
  // its answer is filed under the publicPk before the URL changes, so nothing is fetched twice.
  const release = useReleasePage(releaseRef);
  const data = release.data;
  const queryClient = useQueryClient();
  const canonical = slug.data && (release.isSuccess || release.isError) ? releasePath(brandSlug, slug.data.publicPk) : null;
  const dataUpdatedAt = release.dataUpdatedAt;
  useEffect(() => {
    if (!canonical || !slug.data) return;
    // Filed with its own age, so an answer the page came with that is already stale still refreshes.
    if (data) queryClient.setQueryData(queryKeys.release(slug.data.publicPk), data, { updatedAt: dataUpdatedAt });
    navigate(`${canonical}${window.location.search}${window.location.hash}`, { replace: true });
  }, [canonical, slug.data, data, dataUpdatedAt, queryClient, navigate]);
  const historyScope = useMemo(() => (data ? { release_public_pk: data.releasePublicPk } : {}), [data]);
  usePageMeta({
    title: data ? `${data.productTitle} by ${data.brand.name}` : undefined,
    description: data?.productDescription.slice(0, 160),
    keywords: data ? [data.brand.name] : undefined,
  });

  if ((bySlug && isNotFound(slug.error)) || isNotFound(release.error) || (data && data.brand.slug !== brandSlug)) return <NotFound />;
  if (release.isError || slug.isError) throw release.error ?? slug.error;
  return (
    <Container size="xl" py="xl">
      {data ? <ReleaseHero release={data} /> : <ReleasePageSkeleton />}
      {data ? (
        <>
          {data.releaseStyle === 'auction' ? <AuctionLotsSection releasePublicPk={data.releasePublicPk} /> : null}
          {data.releaseStyle === 'sweepstakes' ? <SweepstakesSection releasePublicPk={data.releasePublicPk} /> : null}
          {data.releaseStyle === 'shuffle' ? <ShuffleLink releasePublicPk={data.releasePublicPk} open={!data.lobbyCloseDate || new Date(data.lobbyCloseDate).getTime() > serverNow()} /> : null}
          {data.releaseStyle === 'leaderboard' ? <LeaderboardSection releasePublicPk={data.releasePublicPk} /> : null}
          {data.releaseStyle === 'sealed_auction' ? <SealedSection releasePublicPk={data.releasePublicPk} /> : null}
          <ReleasePacksSection releasePublicPk={data.releasePublicPk} expectedCount={data.packCount} />
          <section className={sectionClasses.section} aria-labelledby="release-history-title">
            <div className={sectionClasses.head}>
              <Title order={2} id="release-history-title" className={sectionClasses.title}>
                History
              </Title>
            </div>
            <LazyHistoryTable scope={historyScope} />
          </section>
        </>
      ) : null}
    </Container>
  );
}
