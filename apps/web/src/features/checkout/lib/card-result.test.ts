import { describe, expect, it } from 'vitest';
import { CARD_CONNECT_ISSUE_MESSAGE, PAYMENT_TERRIBLY_WRONG_MESSAGE } from '@caskmark/shared/api/payments';
import { ApiError } from '../../../lib/api-client';
import { outcomeOfError, outcomeOfResult } from './card-result';

describe('card payment outcomes', () => {
  it('an authorization hands over to the checkout; a challenge shows the step-up frame', () => {
    expect(outcomeOfResult({ paymentPublicPk: null, status: 'AUTHORIZED', consumerVerificationAuth: null, message: null })).toEqual({ kind: 'authorized' });
    expect(
      outcomeOfResult({ paymentPublicPk: null, status: 'PENDING_AUTHENTICATION', consumerVerificationAuth: { stepUpUrl: '/step-up', accessToken: 't' }, message: null }),
    ).toEqual({ kind: 'challenge', stepUpUrl: '/step-up' });
  });

  it("a refusal reads 'Could not process payment. Please try again' plus the server's message", () => {
    expect(outcomeOfResult({ paymentPublicPk: null, status: 'DECLINED', consumerVerificationAuth: null, message: 'Card declined by the issuer', errors: ['Card declined by the issuer'] })).toEqual({
      kind: 'refused',
      message: 'Could not process payment. Please try again. Card declined by the issuer',
    });
    expect(outcomeOfResult({ paymentPublicPk: null, status: 'FAILED', consumerVerificationAuth: null, message: null })).toEqual({ kind: 'refused', message: 'Could not process payment. Please try again' });
  });

  it("a broken call is the 'There was an issue connecting your credit card' overlay, 'Something has gone terribly wrong.' without a message", () => {
    expect(outcomeOfError(new ApiError(500, undefined, ['x']))).toEqual({ kind: 'broken', title: CARD_CONNECT_ISSUE_MESSAGE, message: PAYMENT_TERRIBLY_WRONG_MESSAGE });
    expect(outcomeOfError(new ApiError(503, { message: 'PSP unavailable' }, ['x']))).toMatchObject({ kind: 'broken', message: 'PSP unavailable' });
    expect(outcomeOfError(new TypeError('Failed to fetch'))).toMatchObject({ kind: 'broken', message: PAYMENT_TERRIBLY_WRONG_MESSAGE });
  });

  it('a 400 carrying a payment result is read as that result', () => {
    const declined = new ApiError(400, { paymentPublicPk: null, status: 'DECLINED', consumerVerificationAuth: null, message: 'Declined' }, ['Declined']);
    expect(outcomeOfError(declined)).toEqual({ kind: 'refused', message: 'Could not process payment. Please try again. Declined' });
    expect(outcomeOfError(new ApiError(409, { code: 'conflict', detail: 'A payment for this is already under way.' }, ['A payment for this is already under way.']))).toEqual({
      kind: 'refused',
      message: 'Could not process payment. Please try again. A payment for this is already under way.',
    });
  });
});
