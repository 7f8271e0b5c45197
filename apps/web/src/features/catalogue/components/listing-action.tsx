import type { Listing } from '@caskmark/shared/api/catalogue';
import { ListingPurchaseAction } from '../../listings/components/listing-buttons';
import { listingPath } from '../lib/paths';

/** A listings table row's action: 'Buy Now' (to the listing page, which opens the purchase) or 'Update Listing' for the seller. */
export function ListingAction({ listing, size = 'xs', fullWidth }: { listing: Listing; size?: 'xs' | 'sm' | 'md'; fullWidth?: boolean }) {
  return <ListingPurchaseAction listing={listing} size={size} fullWidth={fullWidth} asLink={listingPath(listing.listingId ?? listing.publicPk)} />;
}
