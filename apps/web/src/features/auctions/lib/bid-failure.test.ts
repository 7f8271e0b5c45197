import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { BID_FAILED, MAX_BID_FAILED, maxBidFailureMessages, meansStaleBid, quickBidFailureMessages } from './bid-failure';

describe('bid failure messages (spec part 1 §8)', () => {
  it('shows every 400 message of a quick bid, the generic text otherwise', () => {
    const refused = new ApiError(400, { bidInUsd: ['Bid cannot be lower than current bid.'] }, ['Bid cannot be lower than current bid.']);
    expect(quickBidFailureMessages(refused)).toEqual(['Bid cannot be lower than current bid.']);
    expect(quickBidFailureMessages(new ApiError(500, {}, ['x']))).toEqual([BID_FAILED]);
    expect(quickBidFailureMessages(new Error('network'))).toEqual([BID_FAILED]);
  });

  it("shows a max bid's user alerts, else 'Oops! Something went wrong'", () => {
    const refused = new ApiError(400, { userAlerts: ['a', 'b'], maxBidInUsd: ['a'] }, ['a']);
    expect(maxBidFailureMessages(refused)).toEqual(['a', 'b']);
    expect(maxBidFailureMessages(new ApiError(400, { maxBidInUsd: ['a'] }, ['a']))).toEqual([MAX_BID_FAILED]);
  });

  it('refreshes on "bid cannot be lower than current bid" in any case', () => {
    expect(meansStaleBid(['BID CANNOT BE LOWER THAN CURRENT BID'])).toBe(true);
    expect(meansStaleBid(['You are already the highest bidder.'])).toBe(false);
  });
});
