import type { AppContext } from '../context';
import { jobsOf } from './jobs';

export interface ClockTask {
  /** The pg-boss schedule's name (a pass every minute, its cron floor). */
  name: string;
  /** One pass; it logs what it did. Must be safe to run again and side by side with another instance. */
  run: () => Promise<void>;
  /** Logged (warn) when a pass throws; the next pass tries again. */
  failure: string;
  /** Wall-time interval of the in-process timer. */
  everyMs: number;
  /** Extra work on the minute's cron tick, after the pass. */
  onCron?: () => Promise<void>;
}

/**
 * Runs a task on the business clock (decision 170): a pg-boss task every minute, a timer every
 * `everyMs` of wall time, and a pass right after every advance of the clock (POST /dev/clock), so
 * deadlines are kept even when no browser asks. Passes of one process run one after another; a pass
 * asked for while one runs (a clock advance) runs after it with the new time, and timer ticks are
 * skipped while passes are queued.
 */
export async function startClockTask(context: AppContext, task: ClockTask): Promise<void> {
  let tail: Promise<void> = Promise.resolve();
  let queued = 0;
  const pass = (fromTimer = false): Promise<void> => {
    if (fromTimer && queued > 0) return tail;
    queued += 1;
    tail = tail.then(() =>
      task
        .run()
        .catch((error) => context.log.warn({ err: error }, task.failure))
        .finally(() => {
          queued -= 1;
        }),
    );
    return tail;
  };
  const jobs = await jobsOf(context);
  await jobs.schedule(task.name, '* * * * *', async () => {
    await pass(true);
    if (task.onCron) await task.onCron();
  });
  const timer = setInterval(() => void pass(true), task.everyMs);
  timer.unref();
  const stop = context.clock.onAdvance(() => pass());
  context.disposers.push(() => {
    clearInterval(timer);
    stop();
  });
}
