import { NativeSelect, SegmentedControl } from '@mantine/core';
import classes from './queue-filter.module.css';

interface QueueFilterProps<T extends string> {
  value: T;
  onChange: (value: T) => void;
  data: ReadonlyArray<{ value: T; label: string }>;
  /** The control's accessible name, e.g. "Show payments". */
  label: string;
}

/**
 * A queue's status filter (decision 300): segments with their counts where they fit, a select on a
 * phone (below Mantine's `sm`, 48em), where a row of five segments would run off the screen.
 */
export function QueueFilter<T extends string>({ value, onChange, data, label }: QueueFilterProps<T>) {
  return (
    <>
      <SegmentedControl value={value} onChange={(next) => onChange(next as T)} data={[...data]} aria-label={label} className={classes.segments} visibleFrom="sm" />
      <NativeSelect value={value} onChange={(event) => onChange(event.currentTarget.value as T)} data={[...data]} aria-label={label} hiddenFrom="sm" className={classes.select} />
    </>
  );
}
