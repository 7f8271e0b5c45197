/** The gift calls' paths (spec part 2 §7). */
export const GIFTS_PATH = '/api/account/v1/gift';
export const GIFTS_V3_PATH = '/api/account/v3/gift';
export const GIFTS_TO_ACCEPT_PATH = '/api/account/v1/gift/accept';
export const GIFT_TRANSFER_PATH = '/api/payments/v1/gift';
