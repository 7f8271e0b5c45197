import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Listing } from '@caskmark/shared/api/catalogue';
import { useAuth } from '../../../lib/auth-session';
import { ListingCards } from '../../catalogue/components/listing-cards';
import { LazyListingsTable } from '../../catalogue/components/lazy-listings-table';
import type { ListingSort, ListingSortColumn } from '../../catalogue/components/listings-table';
import { SummaryTiles } from '../../catalogue/components/stats-tiles';
import { listingPath } from '../../catalogue/lib/paths';
import { useEditionListingData } from '../api/get-edition-listing-data';
import { useEditionListings } from '../api/get-edition-listings';
import { MakeOfferButton } from '../../offers/components/edition-offers';
import { ListEditionButton } from './listing-buttons';
import { useViewportQuery } from '../../../lib/viewport-query';

export const EDITION_LISTINGS_ID = 'edition-listings';

/**
 * The edition page's market (spec part 2 §2 route /marketplace/…/{editionPublicPk}): the Lowest Ask
 * and Last Sale tiles of this edition, and PURCHASE (the cheapest listing) — or, for the owner, List
 * for Sale / Adjust Price and VIEW LISTINGS instead.
 */
export function EditionMarketSummary({ editionNftPublicPk, ownerHandler }: { editionNftPublicPk: string; ownerHandler: string | null }) {
  const { user } = useAuth();
  const data = useEditionListingData(editionNftPublicPk);
  const listings = useEditionListings(editionNftPublicPk);
  const isOwner = user !== null && ownerHandler !== null && user.handler.toLowerCase() === ownerHandler.toLowerCase();
  const cheapest = listings.data?.results[0];
  const facts = data.data;
  return (
    <Stack gap="sm">
      <SummaryTiles lowestAskUsd={facts?.lowestAskEditionNftPriceUsd} lastSaleUsd={facts?.lastSalePriceUsd} pending={data.isPending} />
      <Group gap="sm">
        {isOwner ? (
          <>
            {facts && !facts.isManaged && facts.tokenId ? (
              <ListEditionButton
                color="cask"
                isListed={facts.isListed}
                edition={{
                  publicPk: editionNftPublicPk,
                  name: facts.name,
                  editionNumber: facts.editionNumber,
                  editionNftTokenId: facts.tokenId,
                  currentOwnerAddress: facts.currentOwnerAddress,
                  isInManagedWallet: facts.isManaged,
                  isLocked: facts.isLocked,
                }}
              />
            ) : null}
            <Button component="a" href={`#${EDITION_LISTINGS_ID}`} variant="outline">
              VIEW LISTINGS
            </Button>
          </>
        ) : (
          <>
            {cheapest ? (
              <Button component={Link} to={listingPath(cheapest.listingId ?? cheapest.publicPk)} color="cask">
                PURCHASE
              </Button>
            ) : null}
            <MakeOfferButton editionNftPublicPk={editionNftPublicPk} title={facts ? `${facts.name} #${facts.editionNumber}` : 'This edition'} ownerHandler={ownerHandler} />
          </>
        )}
      </Group>
    </Stack>
  );
}

const COMPARE: Record<ListingSortColumn, (a: Listing, b: Listing) => number> = {
  price: (a, b) => a.priceUsd - b.priceUsd,
  expiration: (a, b) => Date.parse(a.validUntil) - Date.parse(b.validUntil),
  seller: (a, b) => a.listingHandler.localeCompare(b.listingHandler),
};

/** The live listings holding this edition (screen 2), cheapest first; sorted in the page (they are few). */
export function EditionListings({ editionNftPublicPk }: { editionNftPublicPk: string }) {
  const listings = useEditionListings(editionNftPublicPk);
  const mobile = useViewportQuery('(max-width: 37.5em)', false);
  const [sort, setSort] = useState<ListingSort>({ column: 'price', direction: 'asc' });
  if (listings.isPending) return <Skeleton height={120} radius="md" />;
  const results = [...(listings.data?.results ?? [])].sort((a, b) => COMPARE[sort.column](a, b) * (sort.direction === 'asc' ? 1 : -1));
  if (!results.length) {
    return (
      <Text c="dimmed" py="md">
        This edition is not listed for sale.
      </Text>
    );
  }
  return mobile ? (
    <ListingCards listings={results} />
  ) : (
    <LazyListingsTable
      listings={results}
      sort={sort}
      onSort={(column) =>
        setSort((previous) => ({
          column,
          direction: previous.column === column && previous.direction === 'asc' ? 'desc' : 'asc',
        }))
      }
    />
  );
}
