/**
 * The checkout's constants and texts, without schemas: the app shell (cart button, checkout host)
 * needs them on the first screen, and importing them from './checkout' would bring zod and viem
 * into the entry chunk (decisions 047, 320). './checkout' re-exports everything here.
 */

export const CART_STATUSES = ['Initiated', 'In Progress', 'Completed', 'Failed', 'Cancelled', 'Expired'] as const;
export type CartStatus = (typeof CART_STATUSES)[number];

/** Spec §8 "Cart" and "Claim", verbatim. */
export const NO_VALID_CART_MESSAGE = 'User has no valid cart';
export const CART_EXPIRED_MESSAGE = 'Your checkout cart has expired!';
export const CART_REMOVE_FAILED_MESSAGE = 'Something went wrong!';
export const NO_EDITIONS_AVAILABLE_MESSAGE = 'No editions are currently available for sale. Please try again later';
export const EXISTING_CHECKOUT_MESSAGE = 'You have an existing checkout. Please complete or cancel before claiming your token';
export const CANCEL_CHECKOUT_QUESTION = 'Are you sure you want to cancel your checkout?';
export const STILL_THERE_TITLE = 'Are you still there?';
/** Texts of ours where the spec is silent (decision 170). */
export const EDITION_TAKEN_MESSAGE = 'Someone else is checking out this edition. Please pick another one.';
export const EDITION_NOT_FOR_SALE_MESSAGE = 'This edition is not for sale.';
export const LOBBY_NOT_OPEN_MESSAGE = 'The lobby is not open yet.';
export const LOBBY_CLOSED_MESSAGE = 'This release is closed.';
export const MAX_PER_USER_MESSAGE = 'You have reached the maximum number of editions per collector for this release.';
export const EARLY_ACCESS_WRONG_CODE_MESSAGE = 'This lobby password is not valid.';

/** Minutes an edition stays held in a cart, the one extension for payment, the warning before the end. */
export const CART_HOLD_MINUTES = 10;
export const CART_PAYMENT_EXTENSION_MINUTES = 15;
export const CART_EXPIRY_WARNING_MS = 2 * 60_000;
/** Polling (spec §9): the cart every 10 s while it exists, the active-cart query every 30 s. */
export const CART_POLL_MS = 10_000;
export const ACTIVE_CART_POLL_MS = 30_000;
