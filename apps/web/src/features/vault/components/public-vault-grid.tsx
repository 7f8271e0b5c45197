import { Alert, Badge, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { PublicVaultEdition } from '@caskmark/shared/api/vault';
import { Price } from '../../../components/price';
import { CardGrid, CardGridItem } from '../../catalogue/components/card-grid';
import { InfiniteSentinel } from '../../catalogue/components/infinite-sentinel';
import { editionPath } from '../../catalogue/lib/paths';
import type { usePublicVault } from '../api/get-public-vault';
import { GridSkeleton, NO_NFTS } from './vault-grid';
import classes from './vault-card.module.css';

/** `eager`: one of the first cards, the page's largest paint; fetched at once (decision 312). */
function PublicCard({ edition, eager = false, first = false }: { edition: PublicVaultEdition; eager?: boolean; first?: boolean }) {
  return (
    <Link to={editionPath(edition.brandSlug, edition.releaseSlug, edition.publicPk)} className={classes.card} style={{ textDecoration: 'none' }}>
      <div className={classes.media}>
        <img src={edition.image} alt="" width={240} height={300} loading={eager ? 'eager' : 'lazy'} fetchPriority={first ? 'high' : undefined} decoding="async" />
        <span className={classes.number}>#{edition.editionNumber}</span>
        {edition.isListed ? (
          <div className={classes.badges}>
            <Badge size="xs" radius="sm" color="green">
              Listed
            </Badge>
          </div>
        ) : null}
      </div>
      <div className={classes.body}>
        <span className={classes.brand}>{edition.brandName}</span>
        <span className={classes.name}>
          {edition.name} #{edition.editionNumber}
        </span>
        {edition.isListed ? <Price usd={edition.listingPriceUsd} size="sm" fw={700} /> : null}
      </div>
    </Link>
  );
}

/** A collector's public collection; each card opens the edition's marketplace page. */
export function PublicVaultGrid({ vault, handler }: { vault: ReturnType<typeof usePublicVault>; handler: string }) {
  if (vault.isPending) return <GridSkeleton />;
  if (vault.isError) return <Alert color="red">Oops! Something went wrong. Please try again later</Alert>;
  const editions = vault.data.pages.flatMap((page) => page.results);
  if (!editions.length) return <Text c="dimmed" ta="center" py="xl">{NO_NFTS}</Text>;
  return (
    <>
      <CardGrid label={`@${handler}'s collection`}>
        {editions.map((edition, index) => (
          <CardGridItem key={edition.publicPk}>
            <PublicCard edition={edition} eager={index < 4} first={index === 0} />
          </CardGridItem>
        ))}
      </CardGrid>
      <InfiniteSentinel hasMore={vault.hasNextPage} loading={vault.isFetchingNextPage} onLoadMore={() => void vault.fetchNextPage()} />
    </>
  );
}
