import type { ReactNode } from 'react';
import classes from './card-grid.module.css';

/** The catalogue's card grid: 4 per row, 2 at 700 px and narrower. */
export function CardGrid({ children, label, columns = 4 }: { children: ReactNode; label?: string; columns?: 3 | 4 }) {
  return (
    <div className={classes.grid} data-columns={columns} role="list" aria-label={label}>
      {children}
    </div>
  );
}

export function CardGridItem({ children }: { children: ReactNode }) {
  return <div role="listitem" style={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>{children}</div>;
}
