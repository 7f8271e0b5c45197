import { Accordion, Button, Checkbox, Group, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import type { FilterOption } from '@caskmark/shared/api/catalogue';
import type { MarketplaceFilters } from '../api/get-marketplace-filters';
import { FILTER_FIELDS, activeFilterCount, clearFilters, toggleValue, type MarketplaceSearch } from '../lib/marketplace-search';
import { PriceInput } from './price-input';
import classes from './filter-panel.module.css';

export interface FilterPanelProps {
  filters: MarketplaceFilters | undefined;
  loading: boolean;
  search: MarketplaceSearch;
  onChange: (next: MarketplaceSearch) => void;
  /** The drawer has its own title. */
  hideHeading?: boolean;
}

/** Fields open at first: the ones most collectors reach for. */
const OPEN_AT_FIRST = ['category', 'status', 'price', 'brand_slug', 'country'];
const VISIBLE_OPTIONS = 8;

/** The marketplace filter panel (part 2 §7): option lists with counts, and a price range. */
export function FilterPanel({ filters, loading, search, onChange, hideHeading }: FilterPanelProps) {
  const active = activeFilterCount(search);
  const selectedFields = FILTER_FIELDS.filter((field) => search.values[field.param]?.length).map((field) => field.param);
  const [opened, setOpened] = useState<string[]>(() => [...new Set([...OPEN_AT_FIRST, ...selectedFields])]);
  return (
    <div className={classes.panel} aria-label="Filters" role="region">
      <Group justify="space-between" className={classes.head}>
        {hideHeading ? <span /> : <Text className={classes.heading}>Filters</Text>}
        <Button variant="subtle" size="compact-sm" disabled={!active} onClick={() => onChange(clearFilters(search))}>
          Clear all{active ? ` (${active})` : ''}
        </Button>
      </Group>
      <Accordion multiple value={opened} onChange={setOpened} variant="default" classNames={{ control: classes.control, label: classes.label, content: classes.content }}>
        {FILTER_FIELDS.filter((field) => !field.hidden).flatMap((field) => {
          const section = (
            <Accordion.Item value={field.param} key={field.param}>
              <Accordion.Control>
                {field.label}
                {search.values[field.param]?.length ? <span className={classes.selectedCount}>{search.values[field.param]!.length}</span> : null}
              </Accordion.Control>
              <Accordion.Panel>
                {/* A closed field renders nothing: fourteen fields of options are a lot of DOM for a phone. */}
                {!opened.includes(field.param) ? null : loading || !filters ? (
                  <OptionSkeleton />
                ) : (
                  <OptionList
                    label={field.label}
                    options={filters[field.key]}
                    selected={search.values[field.param] ?? []}
                    onToggle={(value) => onChange(toggleValue(search, field.param, value))}
                  />
                )}
              </Accordion.Panel>
            </Accordion.Item>
          );
          if (field.key !== 'status') return [section];
          return [section, <PriceSection key="price" filters={filters} search={search} onChange={onChange} />];
        })}
      </Accordion>
    </div>
  );
}

function OptionList({ label, options, selected, onToggle }: { label: string; options: FilterOption[]; selected: string[]; onToggle: (value: string) => void }) {
  const [expanded, setExpanded] = useState(false);
  // A selected option stays in the list even when its count drops to zero, so it can be unticked.
  const shown = options.filter((option) => option.count > 0 || selected.includes(option.value));
  if (!shown.length) return <Text size="sm" c="dimmed">No options</Text>;
  const visible = expanded ? shown : shown.slice(0, VISIBLE_OPTIONS);
  return (
    <Stack gap={8} role="group" aria-label={label}>
      {visible.map((option) => (
        <Checkbox
          key={option.value}
          size="sm"
          checked={selected.includes(option.value)}
          onChange={() => onToggle(option.value)}
          label={
            <span className={classes.optionLabel}>
              <span>{option.label}</span>
              <span className={classes.count}>{option.count}</span>
            </span>
          }
          classNames={{ body: classes.checkboxBody, labelWrapper: classes.checkboxLabelWrapper }}
        />
      ))}
      {shown.length > VISIBLE_OPTIONS ? (
        <UnstyledButton className={classes.more} onClick={() => setExpanded((value) => !value)}>
          {expanded ? 'Show less' : `Show all ${shown.length}`}
        </UnstyledButton>
      ) : null}
    </Stack>
  );
}

function PriceSection({ filters, search, onChange }: Pick<FilterPanelProps, 'filters' | 'search' | 'onChange'>) {
  return (
    <Accordion.Item value="price">
      <Accordion.Control>
        Price
        {search.minPrice !== null || search.maxPrice !== null ? <span className={classes.selectedCount}>1</span> : null}
      </Accordion.Control>
      <Accordion.Panel>
        <Group grow gap="xs" wrap="nowrap">
          <PriceInput label="Min" placeholder={filters ? String(Math.floor(filters.price.min)) : '0'} value={search.minPrice} onChange={(minPrice) => onChange({ ...search, minPrice })} />
          <PriceInput label="Max" placeholder={filters ? String(Math.ceil(filters.price.max)) : 'Any'} value={search.maxPrice} onChange={(maxPrice) => onChange({ ...search, maxPrice })} />
        </Group>
        {search.minPrice !== null && search.maxPrice !== null && search.minPrice > search.maxPrice ? (
          <Text size="xs" c="red.4" mt={6}>
            The minimum is above the maximum.
          </Text>
        ) : null}
        <Text size="xs" c="dimmed" mt={6}>
          In USD
        </Text>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

function OptionSkeleton() {
  return (
    <Stack gap={10}>
      {[70, 55, 80, 45].map((width) => (
        <Skeleton key={width} height={14} width={`${width}%`} radius="sm" />
      ))}
    </Stack>
  );
}
