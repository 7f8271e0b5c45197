import {
  CART_EXPIRED_MESSAGE,
  EDITION_NOT_FOR_SALE_MESSAGE,
  EDITION_TAKEN_MESSAGE,
  EXISTING_CHECKOUT_MESSAGE,
  LOBBY_CLOSED_MESSAGE,
  LOBBY_NOT_OPEN_MESSAGE,
  MAX_PER_USER_MESSAGE,
  NO_EDITIONS_AVAILABLE_MESSAGE,
  NO_VALID_CART_MESSAGE,
} from '@caskmark/shared/api/checkout';
import { AppError, badRequest } from '../../platform/errors';

/**
 * Every refusal of the cart, with a stable code (the flow maps it to HTTP or to a GraphQL payload's
 * `nonFieldErrors`) and the spec's text where it has one (decision 170, 180).
 */
export const cartErrors = {
  noValidCart: () => new AppError({ status: 404, code: 'no_valid_cart', message: NO_VALID_CART_MESSAGE, nonFieldErrors: [NO_VALID_CART_MESSAGE] }),
  expired: () => badRequest(CART_EXPIRED_MESSAGE, { code: 'cart_expired' }),
  existingCheckout: (cartPk: string) => badRequest(EXISTING_CHECKOUT_MESSAGE, { code: 'existing_checkout', extra: { checkoutExists: true, cartPublicPk: cartPk } }),
  editionTaken: () => badRequest(EDITION_TAKEN_MESSAGE, { code: 'edition_taken' }),
  notForSale: () => badRequest(EDITION_NOT_FOR_SALE_MESSAGE, { code: 'not_for_sale' }),
  noneAvailable: () => badRequest(NO_EDITIONS_AVAILABLE_MESSAGE, { code: 'none_available' }),
  lobbyNotOpen: () => badRequest(LOBBY_NOT_OPEN_MESSAGE, { code: 'lobby_not_open' }),
  lobbyClosed: () => badRequest(LOBBY_CLOSED_MESSAGE, { code: 'lobby_closed' }),
  maxPerUser: (max: number) => badRequest(MAX_PER_USER_MESSAGE, { code: 'max_per_user', extra: { maxPerUser: max } }),
  notEditable: () => badRequest(CART_NOT_EDITABLE_MESSAGE, { code: 'cart_in_progress' }),
  alreadyExtended: () => badRequest(CART_ALREADY_EXTENDED_MESSAGE, { code: 'already_extended' }),
  tooManyRefreshes: () => badRequest(CART_REFRESH_LIMIT_MESSAGE, { code: 'refresh_limit' }),
};

/** Texts of ours where the spec is silent (decision 180). */
export const CART_NOT_EDITABLE_MESSAGE = 'Your payment is being processed; this checkout can no longer be changed.';
export const CART_ALREADY_EXTENDED_MESSAGE = 'Your cart was already extended for payment.';
export const CART_REFRESH_LIMIT_MESSAGE = 'Your cart cannot be extended again. Please complete your checkout.';

/** The Postgres unique violation (node-postgres puts it on the error, PGlite on its cause as well). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const candidates = [error, (error as { cause?: unknown })?.cause];
  return candidates.some((candidate) => {
    const found = candidate as { code?: string; constraint?: string; message?: string } | undefined;
    if (found?.code !== '23505') return false;
    if (!constraint) return true;
    return found.constraint === constraint || (found.message ?? '').includes(constraint);
  });
}
