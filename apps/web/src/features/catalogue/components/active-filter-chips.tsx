import { CloseButton, Group } from '@mantine/core';
import { formatUsd } from '@caskmark/shared/format/price';
import type { MarketplaceFilters } from '../api/get-marketplace-filters';
import { FILTER_FIELDS, toggleValue, type MarketplaceSearch } from '../lib/marketplace-search';
import classes from './active-filter-chips.module.css';

/** What is filtered now, each removable on its own. */
export function ActiveFilterChips({ filters, search, onChange }: { filters: MarketplaceFilters | undefined; search: MarketplaceSearch; onChange: (next: MarketplaceSearch) => void }) {
  const chips: { key: string; label: string; remove: () => void }[] = [];
  for (const field of FILTER_FIELDS) {
    for (const value of search.values[field.param] ?? []) {
      const label = filters?.[field.key].find((option) => option.value === value)?.label ?? value;
      chips.push({ key: `${field.param}:${value}`, label: `${field.label}: ${label}`, remove: () => onChange(toggleValue(search, field.param, value)) });
    }
  }
  if (search.minPrice !== null || search.maxPrice !== null) {
    const low = search.minPrice !== null ? formatUsd(search.minPrice) : 'Any';
    const high = search.maxPrice !== null ? formatUsd(search.maxPrice) : 'Any';
    chips.push({ key: 'price', label: `Price: ${low} – ${high}`, remove: () => onChange({ ...search, minPrice: null, maxPrice: null }) });
  }
  if (!chips.length) return null;
  return (
    <Group gap={8} className={classes.row} aria-label="Active filters" role="list">
      {chips.map((chip) => (
        <span key={chip.key} className={classes.chip} role="listitem">
          {chip.label}
          <CloseButton size="xs" variant="transparent" aria-label={`Remove ${chip.label}`} onClick={chip.remove} className={classes.close} />
        </span>
      ))}
    </Group>
  );
}
