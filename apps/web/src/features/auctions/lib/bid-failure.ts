import { BID_TOO_LOW_PATTERN } from '@caskmark/shared/rules/bid-confirm';
import { ApiError } from '../../../lib/api-client';

export const MAX_BID_FAILED = 'Oops! Something went wrong';
export const BID_FAILED = 'Oops, something went wrong!';

/**
 * What a refused quick bid shows (spec part 1 §8): the failure is an object of field to message lists,
 * each message an error toast; anything else the generic text.
 */
export function quickBidFailureMessages(error: unknown): string[] {
  if (error instanceof ApiError && error.status === 400) return error.messages;
  return [BID_FAILED];
}

/** A refused max bid shows each user alert, else 'Oops! Something went wrong' (spec part 1 §8). */
export function maxBidFailureMessages(error: unknown): string[] {
  if (error instanceof ApiError) {
    const alerts = error.fieldMessages('userAlerts');
    if (alerts.length) return alerts;
  }
  return [MAX_BID_FAILED];
}

/** 'Bid cannot be lower than current bid' (any case) means our figures are old: refresh them. */
export function meansStaleBid(messages: readonly string[]): boolean {
  return messages.some((message) => BID_TOO_LOW_PATTERN.test(message));
}
