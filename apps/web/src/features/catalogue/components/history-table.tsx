import { Alert, Pagination, Skeleton, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useRef, useState } from 'react';
import { formatDateTime } from '@caskmark/shared/format/dates';
import { formatEth, formatPrice } from '@caskmark/shared/format/price';
import { useEthPrice } from '../../../lib/api/get-eth-price';
import { useCurrency } from '../../../lib/currency';
import { useHistory, type EditionHistoryRow } from '../api/get-history';
import type { QueryValues } from '../api/pages';
import { historyParty } from '../lib/history-display';
import { PAGINATION_LABELS } from '../lib/pagination-labels';
import { HistoryNameCell } from './history-name-cell';
import { EMPTY_HISTORY_FILTERS, HistoryToolbar, type HistoryFilterValues } from './history-toolbar';
import classes from './history-table.module.css';
import { useViewportQuery } from '../../../lib/viewport-query';

/** Rows per page (part 2 §9). */
export const HISTORY_PAGE_SIZE = 10;
/** Text searches settle for this long before they query the server (part 1 §9, lists). */
const SEARCH_DEBOUNCE_MS = 300;

export interface HistoryTableProps {
  /** What the history is of: a release, an edition, or nothing for the whole site. */
  scope: QueryValues;
  ordering?: 'created_at' | '-created_at';
  /** The Name search makes sense only when several releases are listed. */
  showNameSearch?: boolean;
}

/** The edition history table (part 2 §2 screen 1), paged on the server. */
export default function HistoryTable({ scope, ordering = 'created_at', showNameSearch = false }: HistoryTableProps) {
  const [values, setValues] = useState<HistoryFilterValues>(EMPTY_HISTORY_FILTERS);
  const [page, setPage] = useState(1);
  const [texts] = useDebouncedValue({ name: values.name.trim(), from: values.from.trim(), to: values.to.trim() }, SEARCH_DEBOUNCE_MS);
  const top = useRef<HTMLDivElement>(null);
  const query = useMemo<QueryValues>(
    () => ({
      ...scope,
      ordering,
      transfer_type: values.event === 'all' ? undefined : values.event,
      date_range: values.range === 'all' ? undefined : values.range,
      name: texts.name,
      from_handler: texts.from.replace(/^@/, ''),
      to_handler: texts.to.replace(/^@/, ''),
      limit: HISTORY_PAGE_SIZE,
      page,
    }),
    [scope, ordering, values.event, values.range, texts, page],
  );
  const history = useHistory(query);
  // Six columns do not fit a phone: below 600 px each row becomes a small card.
  const narrow = useViewportQuery('(max-width: 37.5em)', false);
  const rows = history.data?.results ?? [];
  const pages = Math.max(1, Math.ceil((history.data?.count ?? 0) / HISTORY_PAGE_SIZE));
  const changeFilters = (next: HistoryFilterValues) => {
    setValues(next);
    setPage(1);
  };
  const changePage = (next: number) => {
    setPage(next);
    top.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };

  return (
    <div ref={top} className={classes.wrap}>
      <HistoryToolbar values={values} onChange={changeFilters} showName={showNameSearch} />
      {history.isError ? (
        <Alert color="red" variant="light">
          Oops! Something went wrong. Please try again later
        </Alert>
      ) : null}
      {narrow ? (
        <HistoryCards rows={rows} loading={history.isPending} empty={history.isSuccess && !rows.length} stale={history.isPlaceholderData} />
      ) : (
        <Table.ScrollContainer minWidth={760} type="native">
          <Table verticalSpacing="sm" highlightOnHover className={classes.table} data-stale={history.isPlaceholderData || undefined} aria-label="History">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>From</Table.Th>
                <Table.Th>To</Table.Th>
                <Table.Th>Event</Table.Th>
                <Table.Th>Price</Table.Th>
                <Table.Th>Date</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.isPending ? <SkeletonRows /> : rows.map((row) => <HistoryRow key={row.publicPk} row={row} />)}
              {history.isSuccess && !rows.length ? (
                <Table.Tr>
                  <Table.Td colSpan={6}>
                    <Text c="dimmed" ta="center" py="lg">
                      No activity matches these filters.
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : null}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 ? <Pagination total={pages} value={page} onChange={changePage} className={classes.pagination} size="sm" withEdges {...PAGINATION_LABELS} /> : null}
    </div>
  );
}

/** The row's price in the toggle's currency: in ETH, the ETH value at the time of the event. */
function useRowPrice(row: EditionHistoryRow): string {
  const { currency } = useCurrency();
  const usdPerEth = useEthPrice(currency === 'ETH');
  if (currency === 'ETH' && row.sellingPriceEth !== null) return formatEth(row.sellingPriceEth);
  if (row.sellingPrice !== null) return formatPrice(row.sellingPrice, currency, usdPerEth);
  return '-';
}

function HistoryRow({ row }: { row: EditionHistoryRow }) {
  const price = useRowPrice(row);
  return (
    <Table.Tr>
      <Table.Td>
        <HistoryNameCell row={row} />
      </Table.Td>
      <Table.Td className={classes.party}>{historyParty(row.previousOwner, row.previousOwnerIsBrand)}</Table.Td>
      <Table.Td className={classes.party}>{historyParty(row.currentOwner, row.currentOwnerIsBrand)}</Table.Td>
      <Table.Td>
        <span className={classes.event}>{row.transferType}</span>
      </Table.Td>
      <Table.Td className={classes.price}>{price}</Table.Td>
      <Table.Td className={classes.date}>{formatDateTime(row.createdAt)}</Table.Td>
    </Table.Tr>
  );
}

function HistoryCards({ rows, loading, empty, stale }: { rows: EditionHistoryRow[]; loading: boolean; empty: boolean; stale: boolean }) {
  if (loading) return <Skeleton height={240} radius="md" />;
  if (empty) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        No activity matches these filters.
      </Text>
    );
  }
  return (
    <ul className={classes.cards} aria-label="History" data-stale={stale || undefined}>
      {rows.map((row) => (
        <HistoryCard key={row.publicPk} row={row} />
      ))}
    </ul>
  );
}

function HistoryCard({ row }: { row: EditionHistoryRow }) {
  const price = useRowPrice(row);
  return (
    <li className={classes.card}>
      <HistoryNameCell row={row} />
      <div className={classes.cardLine}>
        <span className={classes.event}>{row.transferType}</span>
        <span className={classes.price}>{price}</span>
      </div>
      <div className={classes.cardLine}>
        <span className={classes.party}>
          {historyParty(row.previousOwner, row.previousOwnerIsBrand)} → {historyParty(row.currentOwner, row.currentOwnerIsBrand)}
        </span>
        <span className={classes.date}>{formatDateTime(row.createdAt)}</span>
      </div>
    </li>
  );
}

function SkeletonRows() {
  return Array.from({ length: 5 }, (_, index) => (
    <Table.Tr key={index} aria-hidden="true">
      {Array.from({ length: 6 }, (__, cell) => (
        <Table.Td key={cell}>
          <Skeleton height={cell === 0 ? 40 : 14} width={cell === 0 ? '90%' : '70%'} radius="sm" />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}
