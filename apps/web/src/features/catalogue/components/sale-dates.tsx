import { Text } from '@mantine/core';
import { useReducer } from 'react';
import { Countdown } from '../../../components/countdown';
import { serverNow } from '../../../lib/server-time';
import { saleDateLines, type SaleWindow } from '../lib/sale-timing';
import classes from './sale-dates.module.css';

/**
 * The open and close dates of a release or lot, each with a countdown while it is ahead
 * ('Lot opens' / 'Lot closes' / 'Lot closed on' for auction styles).
 */
export function SaleDates({ window }: { window: SaleWindow }) {
  // The lines change only when a countdown reaches zero; it tells us, and we read the clock again.
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  const lines = saleDateLines(window, serverNow());
  return (
    <dl className={classes.list}>
      {lines.map((line) => (
        <div key={line.label} className={classes.line}>
          <dt className={classes.label}>{line.label}</dt>
          <dd className={classes.value}>
            <Text component="span" className={classes.date}>
              {line.date}
            </Text>
            {line.countdownTo ? <Countdown to={line.countdownTo} size="md" label={`${line.label} in`} onComplete={refresh} /> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
