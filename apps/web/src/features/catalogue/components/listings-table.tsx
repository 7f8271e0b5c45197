import { Badge, Collapse, Table, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Listing } from '@caskmark/shared/api/catalogue';
import { formatDateTime } from '@caskmark/shared/format/dates';
import { Price } from '../../../components/price';
import { serverNow } from '../../../lib/server-time';
import { listingAskingPrice } from '../lib/listing-display';
import { editionPath, listingPath } from '../lib/paths';
import { formatRelativeTime } from '../lib/relative-time';
import { ListingAction } from './listing-action';
import { ListingCell } from './listing-cell';
import classes from './listings-table.module.css';

export type ListingSortColumn = 'seller' | 'price' | 'expiration';
export interface ListingSort {
  column: ListingSortColumn;
  direction: 'asc' | 'desc';
}

export interface ListingsTableProps {
  listings: Listing[];
  sort: ListingSort;
  onSort: (column: ListingSortColumn) => void;
}

function SortHeader({ column, label, sort, onSort }: { column: ListingSortColumn; label: string; sort: ListingSort; onSort: (column: ListingSortColumn) => void }) {
  const active = sort.column === column;
  const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <Table.Th aria-sort={ariaSort}>
      <UnstyledButton onClick={() => onSort(column)} className={classes.sortButton} data-active={active || undefined}>
        {label}
        <span aria-hidden="true" className={classes.sortMark}>
          {active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </UnstyledButton>
    </Table.Th>
  );
}

/** Listings as a table (part 2 §2 screen 2); bundle rows open to list each NFT. */
export function ListingsTable({ listings, sort, onSort }: ListingsTableProps) {
  return (
    // A plain scrolling box: Table.ScrollContainer brings ScrollArea (and floating-ui) along, even as "native".
    <div className={classes.scroll}>
      <Table verticalSpacing="sm" className={classes.table} aria-label="Listings">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Listings</Table.Th>
            <SortHeader column="seller" label="From" sort={sort} onSort={onSort} />
            <SortHeader column="price" label="Price" sort={sort} onSort={onSort} />
            <SortHeader column="expiration" label="Expiration" sort={sort} onSort={onSort} />
            <Table.Th>
              <span className={classes.visuallyHidden}>Action</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {listings.map((listing) => (
            <ListingRow key={listing.publicPk} listing={listing} />
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

function ListingRow({ listing }: { listing: Listing }) {
  const [open, setOpen] = useState(false);
  const bundle = listing.isBundle || listing.editionData.length > 1;
  const detail = listingPath(listing.listingId ?? listing.publicPk);
  return (
    <>
      <Table.Tr>
        <Table.Td>
          <ListingCell listing={listing}>
            <div className={classes.flags}>
              {listing.forSpecificBuyer ? (
                <Badge size="xs" color="grape" variant="light" radius="sm">
                  DIRECT OFFER
                </Badge>
              ) : null}
              {bundle ? (
                <UnstyledButton
                  className={classes.expand}
                  onClick={() => setOpen((value) => !value)}
                  aria-expanded={open}
                >
                  {open ? 'Hide NFTs' : 'Show NFTs'}
                </UnstyledButton>
              ) : null}
              <a href={detail} target="_blank" rel="noopener" className={classes.expand}>
                Open listing ↗
              </a>
            </div>
          </ListingCell>
        </Table.Td>
        <Table.Td className={classes.seller}>@{listing.listingHandler}</Table.Td>
        <Table.Td>
          <Price usd={listing.priceUsd} className={classes.price} />
          {listing.currency === 'ETH' ? <Text className={classes.asking}>asks {listingAskingPrice(listing)}</Text> : null}
        </Table.Td>
        <Table.Td className={classes.expiration} title={formatDateTime(listing.validUntil)}>
          {formatRelativeTime(listing.validUntil, serverNow())}
        </Table.Td>
        <Table.Td>
          <ListingAction listing={listing} />
        </Table.Td>
      </Table.Tr>
      {bundle ? (
        <Table.Tr className={classes.bundleRow} data-open={open || undefined}>
          <Table.Td colSpan={5} p={0}>
            <Collapse expanded={open}>
              <ul className={classes.bundleList}>
                {listing.editionData.map((edition) => (
                  <li key={edition.editionNftPublicPk}>
                    <Link to={editionPath(edition.brandSlug, edition.releaseSlug, edition.editionNftPublicPk)} className={classes.bundleItem}>
                      <img src={edition.image} alt="" width={36} height={45} loading="lazy" className={classes.smallThumb} />
                      <span>
                        {edition.name} #{edition.editionNumber}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </Collapse>
          </Table.Td>
        </Table.Tr>
      ) : null}
    </>
  );
}
