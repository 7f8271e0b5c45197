import type { AppContext } from '../../context';
import { startClockTask } from '../../platform/clock-task';
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
  await startClockTask(context, {
    name: CART_EXPIRY_TASK,
    everyMs,
    failure: 'cart expiry failed',
    run: async () => {
      const expired = await expireCarts(context);
      if (expired > 0) context.log.info({ expired }, 'checkout carts expired');
    },
  });
}
