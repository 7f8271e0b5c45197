import { countdownParts } from '@caskmark/shared/format/dates';
import { useEffect, useRef } from 'react';
import { useServerNow } from '../lib/server-time';
import classes from './countdown.module.css';

export interface CountdownProps {
  /** When the countdown ends (ISO string or Date). */
  to: string | Date;
  /** Called once when the time is up, on the server's clock. */
  onComplete?: () => void;
  size?: 'sm' | 'md' | 'lg';
  /** Read before the numbers by screen readers, e.g. 'Lobby opens in'. */
  label?: string;
  className?: string;
}

const UNITS = ['days', 'hours', 'mins', 'secs'] as const;

/** Days, hours, mins and secs until `to`, ticking every second on the server's clock. */
export function Countdown({ to, onComplete, size = 'md', label, className }: CountdownProps) {
  const now = useServerNow();
  const parts = countdownParts(to, now);
  const completed = useRef(false);
  useEffect(() => {
    if (parts.done && !completed.current) {
      completed.current = true;
      onComplete?.();
    }
    if (!parts.done) completed.current = false;
  }, [parts.done, onComplete]);
  const spoken = UNITS.map((unit) => `${parts[unit]} ${unit}`).join(' ');
  return (
    <div
      role="timer"
      aria-label={label ? `${label} ${spoken}` : spoken}
      className={[classes.root, className].filter(Boolean).join(' ')}
      data-size={size}
    >
      {UNITS.map((unit) => (
        <div key={unit} className={classes.unit} aria-hidden="true">
          <span className={classes.value}>{String(parts[unit]).padStart(2, '0')}</span>
          <span className={classes.label}>{unit}</span>
        </div>
      ))}
    </div>
  );
}
