import { ActionIcon, Group, TextInput } from '@mantine/core';
import { IconLayoutGrid, IconList, IconSearch, IconX } from '@tabler/icons-react';
import { LazyTooltip } from '../../../components/lazy-tooltip';

export type VaultView = 'grid' | 'table';

interface VaultToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  view?: VaultView;
  onView?: (view: VaultView) => void;
  placeholder?: string;
  label?: string;
}

/** The search bar with the grid/table toggle (spec part 1 §2); the search settles for 300 ms upstream. */
export function VaultToolbar({ search, onSearch, view, onView, placeholder = 'Search by name, brand or edition #', label = 'Search my collection' }: VaultToolbarProps) {
  return (
    <Group gap="sm" wrap="nowrap" align="center">
      <TextInput
        flex={1}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        placeholder={placeholder}
        aria-label={label}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        rightSection={
          search ? (
            <ActionIcon variant="subtle" color="gray" size="sm" onClick={() => onSearch('')} aria-label="Clear search">
              <IconX size={14} />
            </ActionIcon>
          ) : null
        }
      />
      {view && onView ? (
        <Group gap={4} wrap="nowrap" role="group" aria-label="View">
          <LazyTooltip label="Grid view">
            <ActionIcon size="lg" variant={view === 'grid' ? 'filled' : 'default'} color="cask" aria-label="Grid view" aria-pressed={view === 'grid'} onClick={() => onView('grid')}>
              <IconLayoutGrid size={18} />
            </ActionIcon>
          </LazyTooltip>
          <LazyTooltip label="Table view">
            <ActionIcon size="lg" variant={view === 'table' ? 'filled' : 'default'} color="cask" aria-label="Table view" aria-pressed={view === 'table'} onClick={() => onView('table')}>
              <IconList size={18} />
            </ActionIcon>
          </LazyTooltip>
        </Group>
      ) : null}
    </Group>
  );
}
