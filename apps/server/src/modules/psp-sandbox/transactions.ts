import { and, eq, sql } from 'drizzle-orm';
import { pspSandboxInstruments, pspSandboxNotifications, pspSandboxTransactions, type DbOrTx } from '@caskmark/db';
import type { AppContext } from '../../context';
import { cardOfSource, storeInstrument, type SandboxCard } from './card-vault';
import { pspId } from './ids';
import { deliverSoon } from './notifications';
import { issueChallenge, payerAuthSession, setupPayerAuth } from './payer-auth';

export type SandboxTransaction = typeof pspSandboxTransactions.$inferSelect;
type Status = SandboxTransaction['status'];

/** The answer the merchant never received: the sandbox made the authorization, then "timed out". */
export class SandboxTimeoutError extends Error {
  constructor(readonly transactionId: string) {
    super('The payment processor did not answer in time');
  }
}

export const DECLINE_REASONS = {
  decline: 'The card was declined by the issuer',
  fraud: 'card processor flagged fraud',
  authentication: 'Cardholder authentication failed',
  unknownCard: 'Unknown or expired card token',
} as const;

export interface AuthorizeRequest {
  idempotencyKey: string;
  merchantReference: string;
  amountCents: number;
  currency?: string;
  /** A transient token (tt_…) or a stored instrument (pi_…). */
  source: string;
  payerAuthReferenceId?: string | null;
  storeInstrument?: boolean;
  customerReference?: string;
}

export interface AuthorizeResponse {
  id: string;
  status: Status;
  reason: string | null;
  amountCents: number;
  instrument: InstrumentSummary | null;
  stepUp: { stepUpUrl: string; accessToken: string; referenceId: string } | null;
}

export interface InstrumentSummary {
  id: string;
  brand: '001' | '002' | '003';
  firstSix: string;
  lastFour: string;
  expirationMonth: number;
  expirationYear: number;
}

async function byKey(db: DbOrTx, idempotencyKey: string): Promise<SandboxTransaction | null> {
  const [row] = await db.select().from(pspSandboxTransactions).where(eq(pspSandboxTransactions.idempotencyKey, idempotencyKey));
  return row ?? null;
}

export async function transactionById(db: DbOrTx, id: string): Promise<SandboxTransaction | null> {
  const [row] = await db.select().from(pspSandboxTransactions).where(eq(pspSandboxTransactions.id, id));
  return row ?? null;
}

const EVENT_OF: Record<SandboxTransaction['kind'], Partial<Record<Status, string>>> = {
  authorization: { AUTHORIZED: 'payment.authorized', DECLINED: 'payment.declined', FAILED: 'payment.failed', PENDING_AUTHENTICATION: 'payment.pending_authentication' },
  capture: { SUCCEEDED: 'payment.captured' },
  void: { SUCCEEDED: 'payment.voided' },
  refund: { SUCCEEDED: 'payment.refunded' },
};

/**
 * Records a request once per idempotency key, with its notification, in one transaction; a replay
 * (or a concurrent twin) answers the stored row. `decide` runs inside the transaction.
 */
async function recordOnce(
  context: AppContext,
  idempotencyKey: string,
  decide: (tx: DbOrTx) => Promise<Omit<typeof pspSandboxTransactions.$inferInsert, 'id' | 'idempotencyKey'>>,
  after?: (tx: DbOrTx, row: SandboxTransaction) => Promise<void>,
): Promise<{ row: SandboxTransaction; replayed: boolean }> {
  const existing = await byKey(context.db, idempotencyKey);
  if (existing) return { row: existing, replayed: true };
  const outcome = await context.db.transaction(async (tx) => {
    const values = await decide(tx);
    const [row] = await tx
      .insert(pspSandboxTransactions)
      .values({ ...values, id: pspId(values.kind === 'authorization' ? 'auth' : values.kind), idempotencyKey })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    await after?.(tx, row);
    const eventType = EVENT_OF[row.kind][row.status];
    let notificationId: string | null = null;
    if (eventType) {
      notificationId = pspId('evt');
      await tx.insert(pspSandboxNotifications).values({
        id: notificationId,
        eventType,
        transactionId: row.id,
        payload: {
          id: notificationId,
          eventType,
          occurredAt: context.clock.now().toISOString(),
          transaction: {
            id: row.id,
            kind: row.kind,
            status: row.status,
            parentId: row.parentId,
            merchantReference: row.merchantReference,
            amountCents: row.amountCents,
            currency: row.currency,
            reason: row.reason,
          },
        },
      });
    }
    return { row, notificationId };
  });
  if (!outcome) {
    const winner = await byKey(context.db, idempotencyKey);
    if (winner) return { row: winner, replayed: true };
    // Another key already did what this one asked (a second capture or void of the same authorization).
    const values = await decide(context.db);
    const [row] = await context.db
      .insert(pspSandboxTransactions)
      .values({ ...values, status: 'FAILED', reason: values.kind === 'capture' ? 'The authorization was already captured' : 'The authorization was already voided', id: pspId(values.kind), idempotencyKey })
      .onConflictDoNothing()
      .returning();
    return { row: row ?? (await byKey(context.db, idempotencyKey))!, replayed: !row };
  }
  if (outcome.notificationId) await deliverSoon(context, outcome.notificationId);
  return { row: outcome.row, replayed: false };
}

function summary(card: SandboxCard, id: string): InstrumentSummary {
  return { id, brand: card.brand, firstSix: card.firstSix, lastFour: card.lastFour, expirationMonth: card.expirationMonth, expirationYear: card.expirationYear };
}

async function responseOf(context: AppContext, row: SandboxTransaction): Promise<AuthorizeResponse> {
  let instrument: InstrumentSummary | null = null;
  if (row.instrumentId && row.status === 'AUTHORIZED') {
    const [stored] = await context.db.select().from(pspSandboxInstruments).where(eq(pspSandboxInstruments.id, row.instrumentId));
    if (stored) instrument = summary({ ...stored, scenario: 'approve' } as SandboxCard, stored.id);
  }
  let stepUp: AuthorizeResponse['stepUp'] = null;
  if (row.status === 'PENDING_AUTHENTICATION' && row.payerAuthReferenceId) {
    const session = await payerAuthSession(context.db, row.payerAuthReferenceId);
    if (session) {
      stepUp = {
        referenceId: session.referenceId,
        accessToken: session.accessToken,
        stepUpUrl: `/psp-sandbox/v1/payer-auth/challenge/${encodeURIComponent(session.referenceId)}?accessToken=${encodeURIComponent(session.accessToken)}`,
      };
    }
  }
  return { id: row.id, status: row.status, reason: row.reason, amountCents: row.amountCents, instrument, stepUp };
}

/**
 * An authorization (amount 0 = card verification). Cards that need 3-D Secure answer
 * PENDING_AUTHENTICATION with a step-up until their session is authenticated; a failed session
 * declines. The timeout card authorizes and then throws, as a lost answer would.
 */
export async function authorize(context: AppContext, request: AuthorizeRequest): Promise<AuthorizeResponse> {
  const now = context.clock.now();
  let referenceId = request.payerAuthReferenceId ?? null;
  const card = await cardOfSource(context.db, request.source, now);
  if (card && (card.scenario === 'challenge' || card.scenario === 'challenge_fail') && !referenceId) {
    // A merchant-initiated call without a session (a saved card): the PSP opens one for the challenge.
    referenceId = (await setupPayerAuth(context, request.source)).referenceId;
  }
  const { row } = await recordOnce(
    context,
    request.idempotencyKey,
    async (tx) => {
      const base = {
        kind: 'authorization' as const,
        merchantReference: request.merchantReference,
        amountCents: request.amountCents,
        currency: request.currency ?? 'USD',
        source: request.source,
        payerAuthReferenceId: referenceId,
      };
      const current = await cardOfSource(tx, request.source, now);
      if (!current) return { ...base, status: 'DECLINED' as const, reason: DECLINE_REASONS.unknownCard };
      if (current.scenario === 'decline') return { ...base, status: 'DECLINED' as const, reason: DECLINE_REASONS.decline };
      if (current.scenario === 'fraud') return { ...base, status: 'DECLINED' as const, reason: DECLINE_REASONS.fraud };
      if ((current.scenario === 'challenge' || current.scenario === 'challenge_fail') && referenceId) {
        const session = await payerAuthSession(tx, referenceId);
        if (!session || session.source !== request.source) return { ...base, status: 'FAILED' as const, reason: 'Unknown payer authentication session' };
        if (session.status === 'failed') return { ...base, status: 'DECLINED' as const, reason: DECLINE_REASONS.authentication };
        if (session.status !== 'authenticated') {
          await issueChallenge(tx, referenceId, now);
          return { ...base, status: 'PENDING_AUTHENTICATION' as const, reason: null };
        }
      }
      const instrumentId = request.storeInstrument ? await storeInstrument(tx, current, request.customerReference ?? request.merchantReference) : null;
      return { ...base, status: 'AUTHORIZED' as const, reason: null, instrumentId };
    },
  );
  if (card?.scenario === 'timeout' && row.status === 'AUTHORIZED') throw new SandboxTimeoutError(row.id);
  return responseOf(context, row);
}

/** An authorization as the PSP holds it, found by the request's idempotency key (null: never made). */
export async function authorizationByRequestKey(context: AppContext, idempotencyKey: string): Promise<AuthorizeResponse | null> {
  const row = await byKey(context.db, idempotencyKey);
  return row && row.kind === 'authorization' ? responseOf(context, row) : null;
}

export interface FollowUpResult {
  id: string;
  status: Status;
  reason: string | null;
  amountCents: number;
}

const followUp = (row: SandboxTransaction): FollowUpResult => ({ id: row.id, status: row.status, reason: row.reason, amountCents: row.amountCents });

async function succeeded(db: DbOrTx, parentId: string, kind: 'capture' | 'void' | 'refund') {
  return db
    .select()
    .from(pspSandboxTransactions)
    .where(and(eq(pspSandboxTransactions.parentId, parentId), eq(pspSandboxTransactions.kind, kind), eq(pspSandboxTransactions.status, 'SUCCEEDED')));
}

/** Captures an authorization (all of it, or less); once per authorization whatever the key. */
export async function capture(context: AppContext, request: { idempotencyKey: string; authorizationId: string; amountCents: number }): Promise<FollowUpResult> {
  const { row } = await recordOnce(context, request.idempotencyKey, async (tx) => {
    const parent = await transactionById(tx, request.authorizationId);
    const base = { kind: 'capture' as const, parentId: request.authorizationId, merchantReference: parent?.merchantReference ?? '', amountCents: request.amountCents };
    if (!parent || parent.kind !== 'authorization' || parent.status !== 'AUTHORIZED') return { ...base, status: 'FAILED' as const, reason: 'No such authorization' };
    if ((await succeeded(tx, parent.id, 'void')).length > 0) return { ...base, status: 'FAILED' as const, reason: 'The authorization was voided' };
    if (request.amountCents <= 0 || request.amountCents > parent.amountCents) return { ...base, status: 'FAILED' as const, reason: 'The amount exceeds the authorization' };
    return { ...base, status: 'SUCCEEDED' as const, reason: null };
  });
  return followUp(row);
}

/** Releases an authorization that was not captured. */
export async function voidAuthorization(context: AppContext, request: { idempotencyKey: string; authorizationId: string }): Promise<FollowUpResult> {
  const { row } = await recordOnce(context, request.idempotencyKey, async (tx) => {
    const parent = await transactionById(tx, request.authorizationId);
    const base = { kind: 'void' as const, parentId: request.authorizationId, merchantReference: parent?.merchantReference ?? '', amountCents: parent?.amountCents ?? 0 };
    if (!parent || parent.kind !== 'authorization' || parent.status !== 'AUTHORIZED') return { ...base, status: 'FAILED' as const, reason: 'No such authorization' };
    if ((await succeeded(tx, parent.id, 'capture')).length > 0) return { ...base, status: 'FAILED' as const, reason: 'The authorization was already captured' };
    return { ...base, status: 'SUCCEEDED' as const, reason: null };
  });
  return followUp(row);
}

/** A timeout reversal: voids whatever authorization the original request key made, if any. */
export async function reverseByRequestKey(context: AppContext, request: { idempotencyKey: string; originalKey: string }): Promise<FollowUpResult | null> {
  const original = await byKey(context.db, request.originalKey);
  if (!original || original.status !== 'AUTHORIZED') return null;
  return voidAuthorization(context, { idempotencyKey: request.idempotencyKey, authorizationId: original.id });
}

/** Refunds part or all of a capture; the refunds of a capture never exceed it. */
export async function refund(context: AppContext, request: { idempotencyKey: string; captureId: string; amountCents: number }): Promise<FollowUpResult> {
  const { row } = await recordOnce(context, request.idempotencyKey, async (tx) => {
    const parent = await transactionById(tx, request.captureId);
    const base = { kind: 'refund' as const, parentId: request.captureId, merchantReference: parent?.merchantReference ?? '', amountCents: request.amountCents };
    if (!parent || parent.kind !== 'capture' || parent.status !== 'SUCCEEDED') return { ...base, status: 'FAILED' as const, reason: 'No such capture' };
    // Serialises refunds of one capture.
    await tx.execute(sql`select 1 from psp_sandbox_transactions where id = ${parent.id} for update`);
    const refunded = (await succeeded(tx, parent.id, 'refund')).reduce((sum, item) => sum + item.amountCents, 0);
    if (request.amountCents <= 0 || refunded + request.amountCents > parent.amountCents) return { ...base, status: 'FAILED' as const, reason: 'The refund exceeds the capture' };
    return { ...base, status: 'SUCCEEDED' as const, reason: null };
  });
  return followUp(row);
}
