import { SimpleGrid } from '@mantine/core';
import { useAuth } from '../../../lib/auth-session';
import { useOffers } from '../api/get-offers';
import { MyOfferButton } from './my-offer-button';
import { OffersList } from './offers-list';

/** MAKE OFFER on an edition (spec §6: a visitor is sent to sign in; the owner makes none). */
export function MakeOfferButton({ editionNftPublicPk, title, ownerHandler }: { editionNftPublicPk: string; title: string; ownerHandler: string | null }) {
  const { user } = useAuth();
  if (!ownerHandler) return null;
  if (user && user.handler.toLowerCase() === ownerHandler.toLowerCase()) return null;
  return <MyOfferButton target={{ editionNftPublicPk, title }} />;
}

/** The edition's offers tables: active (nft-active-offers) and historical (nft-historical-offers). */
export function EditionOffers({ editionNftPublicPk }: { editionNftPublicPk: string }) {
  const offers = useOffers('edition', editionNftPublicPk);
  const all = offers.data?.results ?? [];
  const live = all.filter((offer) => offer.status === 'active' || offer.status === 'countered' || offer.status === 'accepted');
  const past = all.filter((offer) => !live.includes(offer));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
      <OffersList title="Active offers" offers={live} pending={offers.isPending} empty="No active offers on this edition." direction="by" editionNftPublicPk={editionNftPublicPk} />
      <OffersList title="Past offers" offers={past} pending={offers.isPending} empty="No past offers." direction="by" editionNftPublicPk={editionNftPublicPk} />
    </SimpleGrid>
  );
}
