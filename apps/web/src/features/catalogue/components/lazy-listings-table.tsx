import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { ListingsTableProps } from './listings-table';

const ListingsTable = lazy(() => import('./listings-table').then((module) => ({ default: module.ListingsTable })));

/**
 * The wide screen's listings table, loaded when first shown: Mantine's Table brings ScrollArea and
 * floating-ui (some 30 KB compressed) along, which a phone, shown cards instead, never needs (decision 366).
 */
export function LazyListingsTable(props: ListingsTableProps) {
  return (
    <Suspense fallback={<Skeleton height={72 * Math.min(props.listings.length, 8)} radius="md" />}>
      <ListingsTable {...props} />
    </Suspense>
  );
}
