import { ActionIcon, Badge, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Listing } from '@caskmark/shared/api/catalogue';
import { Price } from '../../../components/price';
import { serverNow } from '../../../lib/server-time';
import { listingPath } from '../lib/paths';
import { formatRelativeTime } from '../lib/relative-time';
import { ListingAction } from './listing-action';
import { ListingCell } from './listing-cell';
import classes from './listings-table.module.css';

/** The mobile form: one card per listing (part 2 §2 screen 2). */
export function ListingCards({ listings }: { listings: Listing[] }) {
  return (
    <ul className={classes.cards} aria-label="Listings">
      {listings.map((listing) => (
        <li key={listing.publicPk} className={classes.card}>
          <ListingCell
            listing={listing}
            aside={
              <ActionIcon
                component={Link}
                to={listingPath(listing.listingId ?? listing.publicPk)}
                variant="subtle"
                aria-label="Open listing"
                ml="auto"
              >
                ›
              </ActionIcon>
            }
          >
            <Text className={classes.seller}>@{listing.listingHandler}</Text>
          </ListingCell>
          <div className={classes.cardFacts}>
            <div>
              <Text className={classes.factLabel}>Price</Text>
              <Price usd={listing.priceUsd} className={classes.price} />
            </div>
            <div>
              <Text className={classes.factLabel}>Expiration</Text>
              <Text className={classes.expiration}>{formatRelativeTime(listing.validUntil, serverNow())}</Text>
            </div>
            {listing.forSpecificBuyer ? (
              <Badge size="xs" color="grape" variant="light" radius="sm">
                DIRECT OFFER
              </Badge>
            ) : null}
          </div>
          <ListingAction listing={listing} size="sm" fullWidth />
        </li>
      ))}
    </ul>
  );
}
