import {
  CARD_CONNECT_ISSUE_MESSAGE,
  PAYMENT_COULD_NOT_PROCESS_MESSAGE,
  PAYMENT_TERRIBLY_WRONG_MESSAGE,
  type PaymentResult,
} from '@caskmark/shared/api/payments';
import { ApiError } from '../../../lib/api-client';

/** What the card flow does with a payment answer (spec part 2 §4 "Card payment", §8 "Payments"). */
export type CardOutcome =
  | { kind: 'authorized' }
  | { kind: 'challenge'; stepUpUrl: string }
  | { kind: 'refused'; message: string }
  | { kind: 'broken'; title: typeof CARD_CONNECT_ISSUE_MESSAGE; message: string };

/**
 * AUTHORIZED: the checkout takes over. PENDING_AUTHENTICATION with a step-up URL: the verification
 * frame. DECLINED/FAILED: 'Could not process payment. Please try again' plus the server's message,
 * and the flow goes back one step.
 */
export function outcomeOfResult(result: PaymentResult): CardOutcome {
  if (result.status === 'AUTHORIZED' || result.status === 'PENDING') return { kind: 'authorized' };
  if (result.status === 'PENDING_AUTHENTICATION' && result.consumerVerificationAuth) return { kind: 'challenge', stepUpUrl: result.consumerVerificationAuth.stepUpUrl };
  const detail = result.errors?.[0] ?? result.message;
  return { kind: 'refused', message: detail && detail !== PAYMENT_COULD_NOT_PROCESS_MESSAGE ? `${PAYMENT_COULD_NOT_PROCESS_MESSAGE}. ${detail}` : PAYMENT_COULD_NOT_PROCESS_MESSAGE };
}

/**
 * A capture call that failed outright: a 400 refusal is a refusal like any other (its message shown,
 * back one step); anything else is the full-screen 'There was an issue connecting your credit card'
 * with the message from the response's errors or message, else 'Something has gone terribly wrong.'
 */
export function outcomeOfError(error: unknown): CardOutcome {
  if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
    const body = error.body as Partial<PaymentResult> | undefined;
    if (body && typeof body === 'object' && 'status' in body && body.status) return outcomeOfResult(body as PaymentResult);
    return { kind: 'refused', message: `${PAYMENT_COULD_NOT_PROCESS_MESSAGE}. ${error.message}` };
  }
  const body = error instanceof ApiError ? (error.body as { errors?: unknown; message?: unknown } | undefined) : undefined;
  const fromBody = Array.isArray(body?.errors) && body.errors.length ? String(body.errors[0]) : typeof body?.message === 'string' ? body.message : null;
  return { kind: 'broken', title: CARD_CONNECT_ISSUE_MESSAGE, message: fromBody ?? PAYMENT_TERRIBLY_WRONG_MESSAGE };
}
