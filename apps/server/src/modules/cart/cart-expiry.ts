import type { AppContext } from '../../context';
import { jobsOf } from '../../platform/jobs';
import { expireDueCarts } from './cart-holds';
import { publishCartEvents } from './cart-topics';

export const CART_EXPIRY_TASK = 'checkout.cart.expire';

/** One pass of the expiry task: Initiated carts past `validUntil` on the business clock end as Expired. */
export async function expireCarts(context: AppContext): Promise<number> {
  let total = 0;
  for (let round = 0; round < 20; round += 1) {
    const events = await context.db.transaction((tx) => expireDueCarts(tx, context.clock.now(), { limit: 100 }));
    await publishCartEvents(context, events);
    const carts = events.filter((event) => event.kind === 'refreshed').length;
    total += carts;
    if (carts < 100) break;
  }
  return total;
}

/**
 * Expiry by the business clock (decision 170): a pg-boss task every minute (its cron floor), a timer
 * every 5 s of wall time, and a pass right after every advance of the clock (POST /dev/clock), so a
 * cart is released when its time is up even if no browser is looking.
 */
export async function startCartExpiry(context: AppContext, everyMs = 5_000): Promise<void> {
  // Passes run one after another; a pass asked for while one runs (a clock advance) runs after it
  // with the new time, and timer ticks are skipped while passes are queued.
  let tail: Promise<void> = Promise.resolve();
  let queued = 0;
  const pass = (fromTimer = false): Promise<void> => {
    if (fromTimer && queued > 0) return tail;
    queued += 1;
    tail = tail.then(() =>
      expireCarts(context)
        .then((expired) => {
          if (expired > 0) context.log.info({ expired }, 'checkout carts expired');
        })
        .catch((error) => context.log.warn({ err: error }, 'cart expiry failed'))
        .finally(() => {
          queued -= 1;
        }),
    );
    return tail;
  };
  const jobs = await jobsOf(context);
  await jobs.schedule(CART_EXPIRY_TASK, '* * * * *', () => pass(true));
  const timer = setInterval(() => void pass(true), everyMs);
  timer.unref();
  const stop = context.clock.onAdvance(() => pass());
  context.disposers.push(() => {
    clearInterval(timer);
    stop();
  });
}
