import { Alert, Text, Title } from '@mantine/core';
import { useReleasePagePacks } from '../api/get-release-page-packs';
import { CardGrid, CardGridItem } from './card-grid';
import { PackCardSkeleton } from './pack-card-skeleton';
import { ReleasePackCard } from './release-pack-card';
import { preloadEditionBrowser, useEditionBrowser } from './use-edition-browser';
import classes from './section.module.css';

/** The release's packs as cards; a card opens the edition browser. */
export function ReleasePacksSection({ releasePublicPk, expectedCount }: { releasePublicPk: string; expectedCount: number }) {
  const packs = useReleasePagePacks(releasePublicPk);
  const browser = useEditionBrowser();
  const results = packs.data?.results ?? [];
  return (
    <section className={classes.section} aria-labelledby="release-packs-title" onPointerEnter={preloadEditionBrowser}>
      <div className={classes.head}>
        <Title order={2} id="release-packs-title" className={classes.title}>
          Release packs
        </Title>
        {packs.data ? <Text className={classes.meta}>{results.length} {results.length === 1 ? 'pack' : 'packs'}</Text> : null}
      </div>
      {packs.isError ? (
        <Alert color="red" variant="light">
          Oops! Something went wrong. Please try again later
        </Alert>
      ) : null}
      {packs.isSuccess && !results.length ? <Text c="dimmed">This release has no packs yet.</Text> : null}
      <CardGrid label="Release packs">
        {packs.isPending
          ? Array.from({ length: Math.min(Math.max(expectedCount, 1), 4) }, (_, index) => (
              <CardGridItem key={index}>
                <PackCardSkeleton />
              </CardGridItem>
            ))
          : results.map((pack) => (
              <CardGridItem key={pack.publicPk}>
                <ReleasePackCard pack={pack} onOpen={browser.open} hideBrand />
              </CardGridItem>
            ))}
      </CardGrid>
      {browser.drawer}
    </section>
  );
}
