import { Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { VaultEdition } from '@caskmark/shared/api/vault';
import type { VaultFilters } from '../api/get-vault';
import { VAULT_SEARCH_DEBOUNCE_MS } from '../lib/vault-format';
import { EditionDrawer } from './edition-drawer';
import { VaultGrid } from './vault-grid';
import { VaultTable } from './vault-table';
import { VaultToolbar, type VaultView } from './vault-toolbar';

/** MY COLLECTION (state owned) or the redeemed editions: search, grid or table, and the drawer. */
export function CollectionView({ state }: { state: VaultFilters['state'] }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), VAULT_SEARCH_DEBOUNCE_MS);
  const [view, setView] = useState<VaultView>('grid');
  const [open, setOpen] = useState<VaultEdition | null>(null);
  const filters: VaultFilters = { search: debounced, state };
  return (
    <Stack gap="lg">
      <VaultToolbar search={search} onSearch={setSearch} view={view} onView={setView} />
      {view === 'grid' ? <VaultGrid filters={filters} onOpen={setOpen} /> : <VaultTable filters={filters} onOpen={setOpen} />}
      <EditionDrawer editionNftPublicPk={open?.publicPk ?? null} preview={open ?? undefined} onClose={() => setOpen(null)} />
    </Stack>
  );
}
