import { Button } from '@mantine/core';
import { ResponsiveDrawer } from '../../../components/responsive-drawer';
import { FilterPanel, type FilterPanelProps } from './filter-panel';

export interface FilterDrawerProps extends Omit<FilterPanelProps, 'hideHeading'> {
  opened: boolean;
  onClose: () => void;
}

/** The filter panel on narrow screens. Loaded on first use, so wide screens never fetch a drawer. */
export default function FilterDrawer({ opened, onClose, ...panel }: FilterDrawerProps) {
  return (
    <ResponsiveDrawer opened={opened} onClose={onClose} position="left" title="Filters">
      <FilterPanel {...panel} hideHeading />
      <Button fullWidth mt="lg" onClick={onClose}>
        Show results
      </Button>
    </ResponsiveDrawer>
  );
}
