import { SimpleGrid } from '@mantine/core';
import { OffersList } from '../../offers/components/offers-list';
import { useOffers } from '../../offers/api/get-offers';

/** OFFERS: offers on my NFTs and offers I made (spec part 1 §2, part 2 screen 3; decision 335). */
export function OffersView() {
  const toMe = useOffers('toMe');
  const made = useOffers('made');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
      <OffersList title="OFFERS ON MY NFTs" offers={toMe.data?.results} pending={toMe.isPending} empty="No offers on your NFTs yet." direction="by" />
      <OffersList title="OFFERS MADE BY ME" offers={made.data?.results} pending={made.isPending} empty="You have not made any offers yet." direction="to" />
    </SimpleGrid>
  );
}
