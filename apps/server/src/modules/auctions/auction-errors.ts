import {
  ALREADY_HIGHEST_BIDDER_MESSAGE,
  ALREADY_WINNING_MESSAGE,
  AUCTION_ENDED_MESSAGE,
  BID_TOO_LOW_MESSAGE,
  LOT_NOT_OPEN_MESSAGE,
  LOT_SOLD_MESSAGE,
  MANUAL_BID_FINAL_HOUR_MESSAGE,
  MAX_BID_NOT_HIGHER_MESSAGE,
  NO_PADDLE_MESSAGE,
  NOT_AN_AUCTION_MESSAGE,
  PADDLE_REQUIRED_MESSAGE,
  QUICK_BID_NOT_NEXT_MESSAGE,
  SEALED_BID_NOT_HIGHER_MESSAGE,
} from '@caskmark/shared/api/auctions';
import type { EnglishBidRefusal } from '@caskmark/shared/rules/english-auction';
import { lowestAllowedBidMessage, minimumManualBidMessage, WRONG_INCREMENT_MESSAGE } from '@caskmark/shared/rules/bid-snapping';
import { INSUFFICIENT_FUNDS_MESSAGE, NO_FUNDING_SOURCE_MESSAGE } from '@caskmark/shared/rules/funds-check';
import { centsToDollars } from '@caskmark/shared/money/cents';
import { AppError } from '../../platform/errors';

/**
 * Every refusal of a bid, with a stable code and the spec's text where it has one (part 1 §5, §8). The
 * messages go in `nonFieldErrors` and `userAlerts` (the max-bid drawer shows user alerts) and, for the
 * amount, under the field the request named, so the client's "object of field to message lists" rule
 * shows each once.
 */
function refusal(code: string, messages: string[], field?: string, extra?: Record<string, unknown>): AppError {
  return new AppError({
    status: 400,
    code,
    message: messages[0]!,
    nonFieldErrors: field ? undefined : messages,
    fieldErrors: field ? { [field]: messages } : undefined,
    userAlerts: messages,
    extra,
  });
}

export const auctionErrors = {
  notThisKind: () => new AppError({ status: 404, code: 'not_found', message: NOT_AN_AUCTION_MESSAGE, nonFieldErrors: [NOT_AN_AUCTION_MESSAGE] }),
  noPaddle: () => new AppError({ status: 404, code: 'not_found', message: NO_PADDLE_MESSAGE }),
  notOpen: () => refusal('lot_not_open', [LOT_NOT_OPEN_MESSAGE]),
  ended: () => refusal('auction_ended', [AUCTION_ENDED_MESSAGE]),
  sold: () => refusal('lot_sold', [LOT_SOLD_MESSAGE]),
  noFundingSource: () => refusal('no_funding_source', [NO_FUNDING_SOURCE_MESSAGE]),
  insufficientFunds: () => refusal('insufficient_funds', [INSUFFICIENT_FUNDS_MESSAGE]),
  manualFinalHour: () => refusal('manual_bid_not_open', [MANUAL_BID_FINAL_HOUR_MESSAGE]),
  minimumManualBid: (field: string, minimumCents: number) =>
    refusal('below_minimum', [minimumManualBidMessage(centsToDollars(minimumCents))], field, { minimumBid: centsToDollars(minimumCents) }),
  lowestAllowedBid: (field: string, minimumCents: number) =>
    refusal('below_minimum', [lowestAllowedBidMessage(centsToDollars(minimumCents))], field, { minimumBid: centsToDollars(minimumCents) }),
  alreadyWinning: () => refusal('already_winning', [ALREADY_WINNING_MESSAGE]),
  sealedNotHigher: (field: string) => refusal('bid_not_higher', [SEALED_BID_NOT_HIGHER_MESSAGE], field),
  paddleRequired: () => refusal('paddle_required', [PADDLE_REQUIRED_MESSAGE]),
  wrongIncrement: (field: string) => refusal('wrong_increment', [WRONG_INCREMENT_MESSAGE], field),
  /** An English engine refusal; `nextBidCents` is returned so the drawer can refresh its amount. */
  english: (reason: EnglishBidRefusal, field: string, nextBidCents: number): AppError => {
    const extra = { nextBidAmount: centsToDollars(nextBidCents) };
    switch (reason) {
      case 'lot_not_open':
        return refusal('lot_not_open', [LOT_NOT_OPEN_MESSAGE]);
      case 'lot_closed':
        return refusal('auction_ended', [AUCTION_ENDED_MESSAGE]);
      case 'wrong_increment':
        return refusal('wrong_increment', [WRONG_INCREMENT_MESSAGE], field, extra);
      case 'bid_too_low':
        return refusal('bid_too_low', [BID_TOO_LOW_MESSAGE], field, extra);
      case 'quick_bid_not_next':
        return refusal('quick_bid_not_next', [QUICK_BID_NOT_NEXT_MESSAGE], field, extra);
      case 'already_highest_bidder':
        return refusal('already_highest_bidder', [ALREADY_HIGHEST_BIDDER_MESSAGE], undefined, extra);
      case 'max_bid_not_higher':
        return refusal('max_bid_not_higher', [MAX_BID_NOT_HIGHER_MESSAGE], field, extra);
    }
  },
};
