import type { Hash } from 'viem';
import type { AppContext } from '../../context';
import { badRequest } from '../../platform/errors';
import { cartErrors, recordCartEthTransaction, requireActiveCart, requireOwnCart, type CartRow } from '../../modules/cart/public';
import { confirmEthTransaction, createEthIntent, intentsFor, type PaymentIntent } from '../../modules/payments/public';
import { activeWalletsOfUser } from '../../modules/wallets/public';
import { amountDueCents, holdCartGiftCard } from './gift-card-share';
import { SELECT_WALLET_MESSAGE } from './pay-routes';
import { pokeCheckout, startCheckout, voidAll } from './start-checkout';

/**
 * The collector chose ETH (paymentMethod `crypto`, decision 220): the payments domain quotes the amount
 * due (after the gift card) in wei for 15 minutes, the gift card's part is held, and the checkout starts
 * (In Progress, 30 minutes) waiting for the payment on chain. The NFTs go to `fromAccount` when it is
 * one of the collector's connected wallets, else to their managed wallet. Asking again answers the
 * same cart and quote.
 */
export async function startEthCheckout(context: AppContext, userPk: string, cartPk: string, fromAccount?: string | null): Promise<CartRow> {
  const own = await requireOwnCart(context, userPk, cartPk);
  if (own.status === 'In Progress' && own.paymentMethod === 'crypto') return own;
  if (own.status === 'In Progress') throw cartErrors.notEditable();
  const cart = await requireActiveCart(context, userPk, cartPk);
  let destinationWalletPk: string | null = null;
  if (fromAccount) {
    const [wallet] = await activeWalletsOfUser(context.db, userPk, { address: fromAccount });
    if (!wallet) throw badRequest(SELECT_WALLET_MESSAGE, { code: 'wallet_not_connected' });
    destinationWalletPk = wallet.publicPk;
  }
  const amountCents = await amountDueCents(context, cart);
  // One key per attempt: a replay (or a concurrent twin) gets the same quote; an attempt that could not start was voided, the next one is new.
  const attempts = (await intentsFor(context, 'checkout', cart.publicPk)).filter((intent) => intent.rail === 'eth').length;
  const intent = await createEthIntent(context, { purpose: 'checkout', referencePk: cart.publicPk, userPk, amountCents, idempotencyKey: `eth:${cart.publicPk}:${attempts}` });
  let giftCardHold: PaymentIntent | null = null;
  try {
    giftCardHold = await holdCartGiftCard(context, userPk, cart);
    return await startCheckout(context, userPk, cart.publicPk, 'crypto', { destinationWalletPk, intentPks: [intent.publicPk, ...(giftCardHold ? [giftCardHold.publicPk] : [])] });
  } catch (error) {
    await voidAll(context, [intent, giftCardHold]);
    throw error;
  }
}

/**
 * Purchase with ETH transaction hash / `updatePrimaryCheckoutCartStatusV2(transactionHash)`: the
 * collector says this transaction pays their ETH checkout. The server only reads that transaction now
 * (the indexer would find it anyway): a payment for this cart is recorded, one on its way is awaited
 * (the deadline moves to 30 minutes after the first announcement), anything else is refused. Then the
 * run looks again. A replayed hash records nothing twice.
 */
export async function announceEthTransaction(context: AppContext, userPk: string, cartPk: string | null, transactionHash: Hash): Promise<CartRow> {
  const cart = cartPk ? await requireOwnCart(context, userPk, cartPk) : await requireActiveCart(context, userPk);
  if (cart.paymentMethod !== 'crypto') throw badRequest('This checkout is not paid in ETH.', { code: 'not_crypto' });
  const eth = (await intentsFor(context, 'checkout', cart.publicPk)).filter((intent) => intent.rail === 'eth').at(-1);
  if (!eth) throw cartErrors.noValidCart();
  const confirmation = await confirmEthTransaction(context, eth.publicPk, transactionHash);
  const updated = await recordCartEthTransaction(context, cart.publicPk, transactionHash, confirmation.awaitedUntil);
  if (updated.status === 'In Progress') await pokeCheckout(context, updated.publicPk);
  return updated;
}
