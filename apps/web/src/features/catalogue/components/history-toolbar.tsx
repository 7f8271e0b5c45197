import { Group, Select, TextInput } from '@mantine/core';
import { HISTORY_DATE_RANGES, HISTORY_DATE_RANGE_LABELS, type HistoryDateRange } from '@caskmark/shared/catalogue/history-filters';
import { CurrencyToggle } from '../../../components/currency-toggle';
import classes from './history-table.module.css';

/** Event filter options (part 2 §2): 'Sale' has its two kinds as sub-options. */
const EVENT_OPTIONS = [
  { value: 'all', label: 'All events' },
  { value: 'Transfer', label: 'Transfer' },
  { value: 'Sale', label: 'Sale' },
  { value: 'Primary Market Sale', label: 'Primary Market Sale' },
  { value: 'Secondary Market Sale', label: 'Secondary Market Sale' },
  { value: 'Gift', label: 'Gift' },
  { value: 'Offer', label: 'Offer' },
  { value: 'Global Offer', label: 'Global Offer' },
  { value: 'Counter Offer', label: 'Counter Offer' },
  { value: 'Redeem', label: 'Redeem' },
  { value: 'Claim', label: 'Claim' },
  { value: 'Mint', label: 'Mint' },
  { value: 'Burn', label: 'Burn' },
  { value: 'Auction Bid', label: 'Auction Bid' },
];
const SALE_KINDS = new Set(['Primary Market Sale', 'Secondary Market Sale']);
const DATE_OPTIONS = HISTORY_DATE_RANGES.map((value) => ({ value, label: HISTORY_DATE_RANGE_LABELS[value] }));

export interface HistoryFilterValues {
  event: string;
  range: HistoryDateRange;
  name: string;
  from: string;
  to: string;
}

export const EMPTY_HISTORY_FILTERS: HistoryFilterValues = { event: 'all', range: 'all', name: '', from: '', to: '' };

export function HistoryToolbar({ values, onChange, showName }: { values: HistoryFilterValues; onChange: (next: HistoryFilterValues) => void; showName: boolean }) {
  return (
    <Group gap="sm" align="flex-end" className={classes.toolbar}>
      <Select
        label="Event"
        data={EVENT_OPTIONS}
        value={values.event}
        allowDeselect={false}
        onChange={(event) => onChange({ ...values, event: event ?? 'all' })}
        renderOption={({ option }) => <span className={SALE_KINDS.has(option.value) ? classes.subOption : undefined}>{option.label}</span>}
        className={classes.select}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="Date"
        data={DATE_OPTIONS}
        value={values.range}
        allowDeselect={false}
        onChange={(range) => onChange({ ...values, range: (range as HistoryDateRange | null) ?? 'all' })}
        className={classes.select}
      />
      {showName ? (
        <TextInput label="Name" placeholder="Search by release" value={values.name} onChange={(event) => onChange({ ...values, name: event.currentTarget.value })} className={classes.search} />
      ) : null}
      <TextInput label="From" placeholder="Search sender" value={values.from} onChange={(event) => onChange({ ...values, from: event.currentTarget.value })} className={classes.search} />
      <TextInput label="To" placeholder="Search recipient" value={values.to} onChange={(event) => onChange({ ...values, to: event.currentTarget.value })} className={classes.search} />
      <CurrencyToggle className={classes.currency} />
    </Group>
  );
}
