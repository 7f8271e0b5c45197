/**
 * What other rooms may use of the cart (decision 170):
 * - `addCartLine` (every hold rule in one transaction), `openAwardCart` (an auction winner's cart, decision 254), `removeCartLine`, `cancelCart`, `refreshCart`;
 * - `requireActiveCart` (404 'User has no valid cart'), `requireOwnCart`, `cartByPk`, `openLinesOfCart`;
 * - payment: `startCartPayment` (Initiated → In Progress), `recordCartEthTransaction`, `completeCartInTransaction`, `failCart`;
 * - `presentCart`, `presentCartLine`, `refusedCartLine`; live topics `cartTopic`, `CART_EVENT_FIELDS`;
 * - early access: `admitEarly`, `hashEarlyAccessCode`; expiry: `expireCarts`.
 */
export { cartModule } from './cart-module';
export { openAwardCart, type AwardCartInput, type AwardCartResult } from './award-cart';
export { addCartLine, CART_RELEASE_STYLES, isAdmittedEarly, type AddedLine } from './add-line';
export {
  cancelCart,
  completeCartInTransaction,
  failCart,
  heldLinesOfCart,
  markReceiptSent,
  recordCartEthTransaction,
  setCartGiftCard,
  MAX_CART_REFRESHES,
  refreshCart,
  removeCartLine,
  requireActiveCart,
  requireOwnCart,
  startCartPayment,
} from './cart-changes';
export { cartErrors, CART_ALREADY_EXTENDED_MESSAGE, CART_NOT_EDITABLE_MESSAGE, CART_REFRESH_LIMIT_MESSAGE } from './cart-errors';
export { cartByPk, lineDetailsOfCart, openLinesOfCart, isLive, type CartLineDetail, type CartRow } from './cart-repository';
export { presentCart, presentCartLine, refusedCartLine, type CartPaymentView } from './cart-presenter';
export { CART_EVENT_FIELDS, cartTopic, publishCartEvents, type CartEvent, type CartEventKind, type CartStateEvent } from './cart-topics';
export { admitEarly, hashEarlyAccessCode, EARLY_ACCESS_ATTEMPTS, NO_EARLY_ACCESS_MESSAGE } from './early-access';
export { expireCarts, CART_EXPIRY_TASK } from './cart-expiry';
