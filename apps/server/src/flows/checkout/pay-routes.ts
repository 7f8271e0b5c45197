import { z } from 'zod';
import { CheckoutCartSchema, OneClickTransferSchema } from '@caskmark/shared/api/checkout';
import type { AppContext } from '../../context';
import { badRequest } from '../../platform/errors';
import type { App } from '../../platform/module';
import { requireActiveCart } from '../../modules/cart/public';
import { requireUser } from '../../modules/identity/public';
import { activeWalletsOfUser } from '../../modules/wallets/public';
import { presentCheckoutCart } from './present-checkout-cart';
import { startCheckout, voidAll } from './start-checkout';
import { amountDueCents, holdCartGiftCard } from './gift-card-share';

const tags = ['checkout'];
const ErrorSchema = z.object({ code: z.string() }).catchall(z.unknown());
const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema };

/** Spec part 1 §8 "Payment". */
export const SELECT_WALLET_MESSAGE = 'Please select a wallet to continue!';
/** Ours (decision 181). */
export const NOT_FREE_MESSAGE = 'This checkout is not free. Please choose a payment method.';

/** The calls that pay a cart (decision 170): they start the checkout workflow, which delivers. */
export function registerPayRoutes(app: App, context: AppContext) {
  app.post(
    '/api/primary-payments/v1/transfer/one-click',
    {
      schema: {
        tags,
        summary: 'Check out a free cart (airdrop claim, fully covered total): the NFTs go to a connected wallet of the caller or a managed wallet created for them',
        body: OneClickTransferSchema,
        response: { 200: CheckoutCartSchema, ...errors },
      },
    },
    async (request) => {
      const principal = await requireUser(request);
      const { primaryCheckoutCart, fromAccount, createManagedWallet } = request.body;
      const cart = await requireActiveCart(context, principal.userPk, primaryCheckoutCart);
      let destinationWalletPk: string | null = null;
      if (fromAccount) {
        const [wallet] = await activeWalletsOfUser(context.db, principal.userPk, { address: fromAccount });
        if (!wallet) throw badRequest(SELECT_WALLET_MESSAGE, { code: 'wallet_not_connected' });
        destinationWalletPk = wallet.publicPk;
      } else if (!createManagedWallet) {
        throw badRequest(SELECT_WALLET_MESSAGE, { code: 'wallet_required' });
      }
      if (cart.status !== 'Initiated') {
        // Already started (a retried call): only wake the run.
        return presentCheckoutCart(context, await startCheckout(context, principal.userPk, cart.publicPk, cart.paymentMethod ?? 'free', { destinationWalletPk }));
      }
      if ((await amountDueCents(context, cart)) !== 0) throw badRequest(NOT_FREE_MESSAGE, { code: 'not_free' });
      // Free, or fully covered by the collector's gift card (held now, captured at completion).
      const giftCardHold = await holdCartGiftCard(context, principal.userPk, cart);
      try {
        const started = await startCheckout(context, principal.userPk, cart.publicPk, giftCardHold ? 'giftCard' : 'free', { destinationWalletPk, intentPks: giftCardHold ? [giftCardHold.publicPk] : [] });
        return presentCheckoutCart(context, started);
      } catch (error) {
        await voidAll(context, [giftCardHold]);
        throw error;
      }
    },
  );
}
