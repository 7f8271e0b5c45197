const CONTROL_LABELS = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' } as const;

/** Names for the pager's buttons, so a screen reader says 'Page 2' rather than '2'. */
export const PAGINATION_LABELS = {
  getControlProps: (control: keyof typeof CONTROL_LABELS) => ({ 'aria-label': CONTROL_LABELS[control] }),
  getItemProps: (page: number) => ({ 'aria-label': `Page ${page}` }),
};
