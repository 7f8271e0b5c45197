import { useCallback, useEffect, useRef, useState } from 'react';
import { BID_INPUT_DEBOUNCE_MS, BID_VALIDATION_DELAY_MS } from '@caskmark/shared/rules/bid-confirm';
import { snapMaxBid } from '@caskmark/shared/rules/bid-snapping';

export type MaxBidInputStatus = 'idle' | 'typing' | 'validating' | 'checked';

export interface MaxBidLimits {
  ladderUsd: readonly number[] | undefined;
  minimumUsd: number;
  fundsUsd: number | null;
}

/**
 * The max bid field's timing (spec part 1 §5, §9): 2 s after the last keystroke it validates for
 * 800 ms, then the value snaps to the nearest allowed increment within funds and at least the minimum,
 * with the wrong-increment messages when it was off the ladder. `flush` does the same at once (CONFIRM
 * before the snap) and says whether the value changed, so nothing is sent that was not shown.
 */
export function useMaxBidInput(limits: MaxBidLimits, initialUsd: number) {
  const [value, setValue] = useState<number | ''>(initialUsd);
  const [status, setStatus] = useState<MaxBidInputStatus>('checked');
  const [messages, setMessages] = useState<string[]>([]);
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);
  const limitsRef = useRef(limits);
  limitsRef.current = limits;

  const clearTimers = useCallback(() => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current = [];
  }, []);
  useEffect(() => clearTimers, [clearTimers]);

  const snap = useCallback((typed: number | ''): { changed: boolean; valueUsd: number | null } => {
    const { ladderUsd, minimumUsd, fundsUsd } = limitsRef.current;
    if (typed === '' || !ladderUsd?.length || fundsUsd === null) {
      setStatus('checked');
      return { changed: false, valueUsd: typed === '' ? null : typed };
    }
    const result = snapMaxBid({ ladderUsd, valueUsd: typed, minimumUsd, fundsUsd });
    setMessages(result.messages);
    setStatus('checked');
    if (!result.ok) return { changed: false, valueUsd: null };
    setValue(result.valueUsd);
    return { changed: result.valueUsd !== typed, valueUsd: result.valueUsd };
  }, []);

  const onChange = useCallback(
    (next: number | string) => {
      const typed = typeof next === 'number' ? next : next === '' ? '' : Number(next);
      const parsed = typed === '' || Number.isFinite(typed) ? typed : '';
      setValue(parsed);
      setMessages([]);
      setStatus('typing');
      clearTimers();
      timers.current.push(
        setTimeout(() => {
          setStatus('validating');
          timers.current.push(setTimeout(() => snap(parsed), BID_VALIDATION_DELAY_MS));
        }, BID_INPUT_DEBOUNCE_MS),
      );
    },
    [snap, clearTimers],
  );

  const flush = useCallback(() => {
    clearTimers();
    return snap(value);
  }, [snap, value, clearTimers]);

  return { value, status, messages, onChange, flush };
}
