import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './bid-drawer.module.css';

/** Small labelled figures at the top of a bid drawer (current bid, funds available…). */
export function BidFigures({ items }: { items: Array<{ label: string; value: ReactNode }> }) {
  return (
    <dl className={classes.figures}>
      {items.map((item) => (
        <div key={item.label} className={classes.figure}>
          <Text component="dt" className={classes.figureLabel}>
            {item.label}
          </Text>
          <Text component="dd" className={classes.figureValue} m={0}>
            {item.value}
          </Text>
        </div>
      ))}
    </dl>
  );
}
