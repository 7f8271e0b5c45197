import { Group, Pagination, Paper, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PICKUP_LOCATIONS } from '@caskmark/shared/reference/pickup-locations';
import {
  filterCoverageRows,
  filterPickupLocations,
  OVERVIEW_ROWS,
  pageOf,
  UNSUPPORTED_COUNTRY_ROWS,
  type PageSlice,
} from '../lib/shipping-rows';
import { CoverageTable } from './coverage-table';
import { PickupTable } from './pickup-table';
import { ShippingNotes } from './shipping-notes';

const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'unsupported', label: 'Countries we cannot ship to' },
  { value: 'pickup', label: 'Pick up locations' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

function isTab(value: string | null): value is TabValue {
  return TABS.some((tab) => tab.value === value);
}

/** The three tabs of /shipping-information, one search box and 25 rows a page; the tab is kept in ?tab=. */
export function ShippingExplorer() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: TabValue = isTab(requested) ? requested : 'overview';
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);

  const selectTab = (value: string | null) => {
    if (!isTab(value)) return;
    setPage(1);
    setSearchParams(value === 'overview' ? {} : { tab: value }, { replace: true });
  };

  const overview = useMemo(() => pageOf(filterCoverageRows(OVERVIEW_ROWS, query), page), [query, page]);
  const unsupported = useMemo(() => pageOf(filterCoverageRows(UNSUPPORTED_COUNTRY_ROWS, query), page), [query, page]);
  const pickup = useMemo(() => pageOf(filterPickupLocations(PICKUP_LOCATIONS, query), page), [query, page]);

  return (
    <Tabs value={tab} onChange={selectTab} keepMounted={false} variant="outline" radius="md">
      <Tabs.List>
        {TABS.map((item) => (
          <Tabs.Tab key={item.value} value={item.value} fz={{ base: 'sm', sm: 'md' }}>
            {item.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Stack gap="lg" pt="xl">
        <TextInput
          aria-label="Search for a country or state"
          placeholder="Start typing to search for country/state"
          leftSection={<IconSearch size={16} />}
          size="md"
          maw={520}
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setPage(1);
          }}
        />
        <Tabs.Panel value="overview">
          <Stack gap="xl">
            {query.trim() ? null : (
              <Stack gap="md">
                <Title order={2} fz={{ base: 20, sm: 24 }}>
                  Good to know
                </Title>
                <ShippingNotes />
                <Title order={2} fz={{ base: 20, sm: 24 }} mt="md">
                  Where we ship
                </Title>
              </Stack>
            )}
            <TablePage slice={overview} query={query} onPage={setPage} noun="locations">
              <CoverageTable rows={overview.items} caption="Where we ship" />
            </TablePage>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="unsupported">
          <TablePage slice={unsupported} query={query} onPage={setPage} noun="countries">
            <CoverageTable rows={unsupported.items} caption="Countries we cannot ship to" />
          </TablePage>
        </Tabs.Panel>
        <Tabs.Panel value="pickup">
          <TablePage slice={pickup} query={query} onPage={setPage} noun="pickup locations">
            <PickupTable locations={pickup.items} />
          </TablePage>
        </Tabs.Panel>
      </Stack>
    </Tabs>
  );
}

interface TablePageProps<T> {
  slice: PageSlice<T>;
  query: string;
  noun: string;
  onPage: (page: number) => void;
  children: ReactNode;
}

function TablePage<T>({ slice, query, noun, onPage, children }: TablePageProps<T>) {
  if (!slice.total) {
    return (
      <Paper p="xl" radius="lg" withBorder bg="dark.7">
        <Text c="dark.1">
          No {noun} match “{query.trim()}”. Check the spelling, or try the country's name in English.
        </Text>
      </Paper>
    );
  }
  return (
    <Stack gap="md">
      <Paper radius="lg" withBorder bg="dark.7" style={{ overflow: 'hidden' }}>
        {children}
      </Paper>
      <Group justify="space-between" gap="sm">
        <Text fz="sm" c="dark.2" aria-live="polite">
          Showing {slice.from}–{slice.to} of {slice.total} {noun}
        </Text>
        {slice.totalPages > 1 ? (
          <Pagination
            total={slice.totalPages}
            value={slice.page}
            onChange={onPage}
            size="sm"
            radius="md"
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        ) : null}
      </Group>
    </Stack>
  );
}
