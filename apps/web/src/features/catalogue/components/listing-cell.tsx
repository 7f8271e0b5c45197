import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Listing } from '@caskmark/shared/api/catalogue';
import { listingTitle } from '../lib/listing-display';
import { ListingEditionThumbs } from './listing-edition-thumbs';
import classes from './listings-table.module.css';

/** A listing's thumbnails and title, then what the row or card shows under the title, then `aside`. */
export function ListingCell({
  listing,
  children,
  aside,
}: {
  listing: Listing;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <div className={classes.listingCell}>
      <ListingEditionThumbs listing={listing} />
      <div className={classes.listingText}>
        <Text className={classes.title} lineClamp={2}>
          {listingTitle(listing)}
        </Text>
        {children}
      </div>
      {aside}
    </div>
  );
}
