import { randomUUID } from 'node:crypto';
import type { PaymentResult, PaymentSubmission } from '@caskmark/shared/api/payments';
import { INTERNAL_ERROR_REASON, PAYMENT_COULD_NOT_PROCESS_MESSAGE } from '@caskmark/shared/api/payments';
import { CARD_EXPIRED_MESSAGE, isCardExpired } from '@caskmark/shared/rules/card-expiry';
import { CARD_LIMIT_CENTS, CARD_LIMIT_MESSAGE } from '@caskmark/shared/rules/payment-methods';
import { payerAuthSessions } from '@caskmark/db';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { killPoint } from '../../platform/kill-switch';
import {
  createIntent,
  DuplicatePaymentError,
  intentByKey,
  liveIntentOf,
  presentIntent,
  recordLedger,
  type IntentRef,
  type IntentRow,
  type PaymentIntent,
} from './intents';
import { instrumentOfUser, saveInstrument } from './instruments';
import { PspTimeoutError, type AuthorizationOutcome, type AuthorizeInput } from './psp-adapter';
import { pspOf } from './psp';
import { ownsPayerAuthSession } from './payer-auth';

export const PAYMENT_UNDER_WAY_MESSAGE = 'A payment for this is already under way.';
export const TOKEN_REQUIRED_MESSAGE = 'Please enter your card details.';

type Source = AuthorizeInput['source'];

interface CardDetails {
  source?: Source;
  pspStatus?: 'AUTHORIZED' | 'PENDING_AUTHENTICATION' | 'DECLINED' | 'FAILED';
  saveCard?: boolean;
  isDefault?: boolean;
  billingAddress?: unknown;
  finalAttempts?: number;
}

const detailsOf = (row: IntentRow) => row.details as CardDetails;

/** The spec's PaymentResult of an intent as it stands. */
export function resultOf(row: IntentRow, paymentPublicPk: string = row.publicPk): { result: PaymentResult; intent: PaymentIntent } {
  const intent = presentIntent(row);
  const pspStatus = detailsOf(row).pspStatus;
  if (row.status === 'requires_action') {
    return {
      intent,
      result: {
        paymentPublicPk,
        status: 'PENDING_AUTHENTICATION',
        consumerVerificationAuth: row.stepUpUrl ? { stepUpUrl: row.stepUpUrl, accessToken: row.stepUpAccessToken ?? '' } : null,
        message: null,
      },
    };
  }
  if (row.status === 'authorized' || row.status === 'captured') {
    return { intent, result: { paymentPublicPk, status: 'AUTHORIZED', consumerVerificationAuth: null, message: null } };
  }
  const message = row.failureReason ?? PAYMENT_COULD_NOT_PROCESS_MESSAGE;
  return {
    intent,
    result: { paymentPublicPk, status: pspStatus === 'DECLINED' ? 'DECLINED' : 'FAILED', consumerVerificationAuth: null, message, errors: [message] },
  };
}

export interface AuthorizeParams {
  purpose: IntentRow['purpose'];
  referencePk: string;
  userPk: string;
  rail: 'card' | 'saved_card';
  amountCents: number;
  idempotencyKey: string;
  source: Source | null;
  payerAuthReferenceId: string | null;
  saveCard: boolean;
  isDefault: boolean;
  billingAddress: unknown;
  instrumentPk: string | null;
}

/**
 * One card authorization, persisted before the PSP is called and keyed so a retry is the same call:
 * a replay of the idempotency key answers the stored result; an intent waiting for 3-D Secure goes
 * on to the final authorization once the PSP says the cardholder answered the challenge.
 */
export async function authorizeWith(context: AppContext, params: AuthorizeParams): Promise<IntentRow> {
  const existing = await intentByKey(context.db, params.userPk, params.idempotencyKey);
  if (existing) {
    if (existing.purpose !== params.purpose || existing.referencePk !== params.referencePk) throw badRequest('This payment attempt belongs to another order.');
    return existing.status === 'requires_action' ? continueAfterChallenge(context, existing) : existing;
  }
  if (params.purpose !== 'card_verification' && (await liveIntentOf(context.db, params.purpose, params.referencePk))) throw conflict(PAYMENT_UNDER_WAY_MESSAGE);
  if (params.payerAuthReferenceId && !(await ownsPayerAuthSession(context, params.userPk, params.payerAuthReferenceId))) throw badRequest('Unknown card verification session.');
  if (!params.source) throw badRequest(TOKEN_REQUIRED_MESSAGE);
  const details: CardDetails = { source: params.source, saveCard: params.saveCard, isDefault: params.isDefault, billingAddress: params.billingAddress ?? null };
  const { row, created } = await createIntent(context.db, {
    purpose: params.purpose,
    referencePk: params.referencePk,
    userPk: params.userPk,
    rail: params.rail,
    amountCents: params.amountCents,
    status: 'requires_action',
    idempotencyKey: params.idempotencyKey,
    payerAuthReferenceId: params.payerAuthReferenceId,
    instrumentPk: params.instrumentPk,
    details: details as Record<string, unknown>,
    createdAt: context.clock.now(),
    updatedAt: context.clock.now(),
  });
  // A twin of this call made the intent a moment ago: continue it as a replay would (the keyed PSP call
  // is the same call), rather than answer the half-made intent as PENDING_AUTHENTICATION.
  if (!created) return row.status === 'requires_action' ? continueAfterChallenge(context, row) : row;
  killPoint(context, 'payments:authorize:intent-stored');
  return callAuthorize(context, row, `intent:${row.publicPk}:authorize`);
}

async function continueAfterChallenge(context: AppContext, row: IntentRow): Promise<IntentRow> {
  const referenceId = row.payerAuthReferenceId;
  if (!referenceId || !row.stepUpUrl) {
    // Created but the first call never finished (a crash, or a concurrent twin still running): the
    // keyed call is the same call, so make it (again).
    return callAuthorize(context, row, `intent:${row.publicPk}:authorize`);
  }
  const status = await pspOf(context).payerAuthStatus(referenceId);
  if (!status || status.status === 'collected') return row;
  return callAuthorize(context, row, `intent:${row.publicPk}:authorize:${referenceId}:final`);
}

async function callAuthorize(context: AppContext, row: IntentRow, key: string): Promise<IntentRow> {
  const psp = pspOf(context);
  const details = detailsOf(row);
  let outcome: AuthorizationOutcome;
  try {
    outcome = await psp.authorize({
      idempotencyKey: key,
      merchantReference: row.publicPk,
      customerReference: row.userPk,
      amountCents: row.amountCents,
      source: details.source!,
      payerAuthReferenceId: row.payerAuthReferenceId,
      storeCard: Boolean(details.saveCard),
    });
  } catch (error) {
    if (!(error instanceof PspTimeoutError)) throw error;
    // Whether the PSP acted is unknown: fail the intent and reverse whatever the request may have made.
    context.log.warn({ intentPk: row.publicPk }, 'payments: card authorization timed out; reversing');
    await recordLedger(context, row.publicPk, [{ kind: 'failed', sourceKey: `${key}:timeout`, reason: INTERNAL_ERROR_REASON }], {
      failureReason: INTERNAL_ERROR_REASON,
      details: { ...details, pspStatus: 'FAILED' } as Record<string, unknown>,
    });
    const reversal = await psp.reverseTimedOut({ idempotencyKey: `${key}:reverse`, originalKey: key });
    if (reversal?.ok) return (await recordLedger(context, row.publicPk, [{ kind: 'voided', sourceKey: `psp:${reversal.pspId}`, reason: 'timeout reversal' }])).row;
    return (await recordLedger(context, row.publicPk, [])).row;
  }
  killPoint(context, 'payments:authorize:psp-answered');
  return recordAuthorization(context, row, key, outcome);
}

/**
 * Records what the PSP answered to the keyed authorization `key` (the request itself, or the
 * reconciliation of a request cut off before it recorded it): each ledger row once per PSP id.
 */
export async function recordAuthorization(context: AppContext, row: IntentRow, key: string, outcome: AuthorizationOutcome): Promise<IntentRow> {
  const psp = pspOf(context);
  const details = detailsOf(row);
  if (outcome.status === 'PENDING_AUTHENTICATION') {
    // The PSP may open the session itself (a saved card): the collector polls its check too.
    await context.db.insert(payerAuthSessions).values({ referenceId: outcome.referenceId, userPk: row.userPk, createdAt: context.clock.now() }).onConflictDoNothing();
    return (
      await recordLedger(context, row.publicPk, [{ kind: 'requires_action', sourceKey: `psp:${outcome.pspId}` }], {
        stepUpUrl: outcome.stepUpUrl,
        stepUpAccessToken: outcome.accessToken,
        payerAuthReferenceId: outcome.referenceId,
        details: { ...details, pspStatus: 'PENDING_AUTHENTICATION' } as Record<string, unknown>,
      })
    ).row;
  }
  if (outcome.status !== 'AUTHORIZED') {
    return (
      await recordLedger(context, row.publicPk, [{ kind: 'failed', sourceKey: outcome.pspId ? `psp:${outcome.pspId}` : `${key}:failed`, reason: outcome.reason }], {
        failureReason: outcome.reason,
        details: { ...details, pspStatus: outcome.status } as Record<string, unknown>,
      })
    ).row;
  }
  let instrumentPk = row.instrumentPk;
  if (outcome.storedCard && details.saveCard) {
    instrumentPk = await saveInstrument(context, row.userPk, outcome.storedCard, Boolean(details.isDefault), details.billingAddress ?? null);
  }
  try {
    const { row: authorized } = await recordLedger(context, row.publicPk, [{ kind: 'authorized', sourceKey: `psp:${outcome.pspId}`, amountCents: outcome.amountCents }], {
      pspAuthorizationId: outcome.pspId,
      instrumentPk,
      details: { ...details, pspStatus: 'AUTHORIZED' } as Record<string, unknown>,
    });
    killPoint(context, 'payments:authorize:recorded');
    return authorized;
  } catch (error) {
    if (!(error instanceof DuplicatePaymentError)) throw error;
    // Two attempts for the same order raced: this one gives its authorization back.
    const voided = await psp.void({ idempotencyKey: `intent:${row.publicPk}:void`, authorizationId: outcome.pspId });
    await recordLedger(context, row.publicPk, [
      { kind: 'failed', sourceKey: `intent:${row.publicPk}:duplicate`, reason: PAYMENT_UNDER_WAY_MESSAGE },
      ...(voided.ok ? [{ kind: 'voided' as const, sourceKey: `psp:${voided.pspId}` }] : []),
    ], { pspAuthorizationId: outcome.pspId, failureReason: PAYMENT_UNDER_WAY_MESSAGE });
    throw conflict(PAYMENT_UNDER_WAY_MESSAGE);
  }
}

function checkAmount(amountCents: number) {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw badRequest('There is nothing to pay.');
  if (amountCents > CARD_LIMIT_CENTS) throw badRequest(CARD_LIMIT_MESSAGE);
}

/** A new card (a transient token from the hosted fields), with 3-D Secure when the card asks. */
export async function authorizeCard(
  context: AppContext,
  input: IntentRef & { amountCents: number; idempotencyKey: string; submission: PaymentSubmission },
): Promise<{ result: PaymentResult; intent: PaymentIntent | null }> {
  checkAmount(input.amountCents);
  const { submission } = input;
  const row = await authorizeWith(context, {
    purpose: input.purpose,
    referencePk: input.referencePk,
    userPk: input.userPk,
    rail: 'card',
    amountCents: input.amountCents,
    idempotencyKey: input.idempotencyKey,
    source: submission.tokenValue ? { kind: 'token', token: submission.tokenValue } : null,
    payerAuthReferenceId: submission.referenceId ?? null,
    saveCard: submission.saveCreditCard,
    isDefault: submission.isDefault,
    billingAddress: submission.billingAddress ?? null,
    instrumentPk: null,
  });
  return resultOf(row);
}

/** A saved card pays (pre-saved): the PSP's stored instrument, never expired by the business clock. */
export async function authorizeSavedCard(
  context: AppContext,
  input: IntentRef & { amountCents: number; idempotencyKey: string; instrumentPk: string },
): Promise<{ result: PaymentResult; intent: PaymentIntent | null }> {
  checkAmount(input.amountCents);
  const instrument = await instrumentOfUser(context.db, input.userPk, input.instrumentPk);
  if (!instrument) throw notFound('Payment method');
  const replay = await intentByKey(context.db, input.userPk, input.idempotencyKey);
  if (!replay && isCardExpired(instrument, context.clock.now())) throw badRequest(CARD_EXPIRED_MESSAGE);
  const row = await authorizeWith(context, {
    purpose: input.purpose,
    referencePk: input.referencePk,
    userPk: input.userPk,
    rail: 'saved_card',
    amountCents: input.amountCents,
    idempotencyKey: input.idempotencyKey,
    source: { kind: 'instrument', pspInstrumentId: instrument.pspInstrumentId },
    payerAuthReferenceId: null,
    saveCard: false,
    isDefault: false,
    billingAddress: instrument.billingAddress ?? null,
    instrumentPk: instrument.publicPk,
  });
  return resultOf(row);
}

/**
 * Card verification (POST payment-instrument): a $0 authorization with 3-D Secure when the card asks;
 * once authorized the PSP's stored card becomes the collector's saved card. The result names it.
 */
export async function verifyAndSaveCard(context: AppContext, userPk: string, submission: PaymentSubmission): Promise<PaymentResult> {
  const key = `verify:${submission.uniqueId}`;
  const previous = await intentByKey(context.db, userPk, key);
  const row = await authorizeWith(context, {
    purpose: 'card_verification',
    referencePk: previous?.referencePk ?? randomUUID(),
    userPk,
    rail: 'card',
    amountCents: 0,
    idempotencyKey: key,
    source: submission.tokenValue ? { kind: 'token', token: submission.tokenValue } : null,
    payerAuthReferenceId: submission.referenceId ?? null,
    saveCard: true,
    isDefault: submission.isDefault,
    billingAddress: submission.billingAddress ?? null,
    instrumentPk: null,
  });
  return resultOf(row, row.instrumentPk ?? row.publicPk).result;
}
