import { Button, Container, Group, NativeSelect, Text, Title } from '@mantine/core';
import { lazy, Suspense, useMemo, useState } from 'react';
import { ORDERING_LABELS, RELEASE_ORDERINGS } from '@caskmark/shared/catalogue/orderings';
import { usePageMeta } from '../../../components/page-meta';
import { useMarketplaceFilters } from '../api/get-marketplace-filters';
import { useReleasePacksCursor } from '../api/get-release-packs-cursor';
import { ActiveFilterChips } from '../components/active-filter-chips';
import { FilterPanel } from '../components/filter-panel';
import { PackResults } from '../components/pack-results';
import { activeFilterCount, clearFilters, marketplaceApiQuery } from '../lib/marketplace-search';
import { useMarketplaceSearch } from '../lib/use-marketplace-search';
import classes from './marketplace-page.module.css';
import { useViewportQueryShownByCss } from '../../../lib/viewport-query';

const FilterDrawer = lazy(() => import('../components/filter-drawer'));
const SIDE_PANEL_QUERY = '(min-width: 68.0625em)';

const ORDERING_OPTIONS = RELEASE_ORDERINGS.map((value) => ({ value, label: ORDERING_LABELS[value] ?? value }));

/** /marketplace: every release pack, filtered and ordered from the URL, loading more on scroll. */
export default function MarketplacePage() {
  usePageMeta({
    title: 'Marketplace',
    description: 'Browse bottle-backed NFTs of fine whisky, wine, cognac, tequila and rum: primary releases and collector listings.',
  });
  const { applied, draft, setDraft, setOrdering } = useMarketplaceSearch();
  const filters = useMarketplaceFilters();
  const apiQuery = useMemo(() => marketplaceApiQuery(applied), [applied]);
  const packs = useReleasePacksCursor(apiQuery);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const active = activeFilterCount(draft);
  // Matches the CSS breakpoint of the side panel; below it the panel lives in the drawer only (the
  // CSS hides the sidebar there, so the server's first screen carries the panel at every width).
  const wide = useViewportQueryShownByCss(SIDE_PANEL_QUERY, true);

  return (
    <Container size="xl" py="xl" className={classes.page}>
      <header className={classes.header}>
        <div>
          <Text className={classes.eyebrow}>Primary releases and collector listings</Text>
          <Title order={1} className={classes.title}>
            Marketplace
          </Title>
        </div>
        <Group gap="sm" className={classes.tools} wrap="nowrap">
          <Button variant="default" className={classes.filtersButton} onClick={() => {
              setDrawerUsed(true);
              setFiltersOpen(true);
            }}
          >
            Filters{active ? ` (${active})` : ''}
          </Button>
          <NativeSelect
            aria-label="Order by"
            data={ORDERING_OPTIONS}
            value={draft.ordering}
            onChange={(event) => setOrdering(event.currentTarget.value)}
            className={classes.ordering}
          />
        </Group>
      </header>
      <div className={classes.layout}>
        <aside className={classes.sidebar}>{wide ? <FilterPanel filters={filters.data} loading={filters.isPending} search={draft} onChange={setDraft} /> : null}</aside>
        <section className={classes.results} aria-label="Release packs">
          <ActiveFilterChips filters={filters.data} search={draft} onChange={setDraft} />
          <PackResults query={packs} onClearFilters={active ? () => setDraft(clearFilters(draft)) : undefined} />
        </section>
      </div>
      {drawerUsed ? (
        <Suspense fallback={null}>
          <FilterDrawer opened={filtersOpen} onClose={() => setFiltersOpen(false)} filters={filters.data} loading={filters.isPending} search={draft} onChange={setDraft} />
        </Suspense>
      ) : null}
    </Container>
  );
}
