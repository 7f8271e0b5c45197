import { Alert, Text, Title } from '@mantine/core';
import { useReleasePagePacks } from '../../catalogue/api/get-release-page-packs';
import { LotCard } from './lot-card';
import sectionClasses from '../../catalogue/components/section.module.css';
import classes from './lot-card.module.css';

/**
 * The lots of an English auction release (one pack a lot): what each stands at, and PLACE BID. Lots
 * of several units are bid on edition by edition, from the edition browser below.
 */
export function AuctionLotsSection({ releasePublicPk }: { releasePublicPk: string }) {
  const packs = useReleasePagePacks(releasePublicPk);
  const lots = (packs.data?.results ?? []).filter((pack) => pack.releaseStyle === 'auction' && (pack.totalCount === 1 || pack.isBundle));
  return (
    <section className={sectionClasses.section} aria-labelledby="auction-lots-title" id="auction-lots">
      <div className={sectionClasses.head}>
        <Title order={2} id="auction-lots-title" className={sectionClasses.title}>
          Lots
        </Title>
        {packs.data ? (
          <Text className={sectionClasses.meta}>
            {lots.length} {lots.length === 1 ? 'lot' : 'lots'}
          </Text>
        ) : null}
      </div>
      {packs.isError ? (
        <Alert color="red" variant="light">
          Oops! Something went wrong. Please try again later
        </Alert>
      ) : null}
      <div className={classes.list}>
        {lots.map((pack) => (
          <LotCard key={pack.publicPk} pack={pack} />
        ))}
      </div>
    </section>
  );
}
