import type { AppContext } from '../../context';
import { startCartPayment, type CartRow } from '../../modules/cart/public';
import { workflowsOf } from '../../platform/workflows';
import { voidIntent, type PaymentIntent } from '../../modules/payments/public';
import { CHECKOUT_WORKFLOW, PAYMENT_WINDOW_MINUTES, type CheckoutState } from './checkout-state';

/**
 * Payment starts: the cart goes In Progress with its payment deadline and the checkout run is created
 * in the same transaction, then woken. Calling it again for the same cart and method changes nothing
 * (the run is unique per cart) and only wakes the run.
 */
export async function startCheckout(
  context: AppContext,
  userPk: string,
  cartPk: string,
  method: CheckoutState['method'],
  extra: Partial<Pick<CheckoutState, 'destinationWalletPk' | 'destinationAddress' | 'destinationIsManaged' | 'intentPks'>> = {},
): Promise<CartRow> {
  const engine = await workflowsOf(context);
  const deadline = new Date(context.clock.nowMs() + PAYMENT_WINDOW_MINUTES[method] * 60_000);
  const cart = await startCartPayment(context, userPk, cartPk, method, deadline, async (tx, started) => {
    const state: CheckoutState = { cartPk: started.publicPk, userPk, method, ...extra };
    await engine.create(CHECKOUT_WORKFLOW, started.publicPk, state, tx);
  });
  await engine.poke(CHECKOUT_WORKFLOW, cart.publicPk);
  return cart;
}

/** Asks the run to look again now (payment settled, webhook, staff action, the client's completion check). */
export async function pokeCheckout(context: AppContext, cartPk: string): Promise<void> {
  await (await workflowsOf(context)).poke(CHECKOUT_WORKFLOW, cartPk);
}

/** Gives back what a checkout that could not start had taken (logged, never hiding the first error). */
export async function voidAll(context: AppContext, intents: Array<PaymentIntent | null>): Promise<void> {
  for (const intent of intents) {
    if (!intent) continue;
    await voidIntent(context, intent.publicPk, 'the cart could not be checked out').catch((error) => context.log.warn({ err: error, intentPk: intent.publicPk }, 'checkout: void after a failed start failed'));
  }
}

