import { and, eq, inArray } from 'drizzle-orm';
import { pspSandboxPayerAuth, type DbOrTx } from '@caskmark/db';
import type { AppContext } from '../../context';
import { cardOfSource } from './card-vault';
import { pspId } from './ids';
import { CHALLENGE_CODE } from './test-cards';

export type PayerAuthRow = typeof pspSandboxPayerAuth.$inferSelect;

export class PayerAuthError extends Error {}

/** Opens a 3-D Secure session for a card (token or instrument): device data collection comes first. */
export async function setupPayerAuth(context: AppContext, source: string) {
  const card = await cardOfSource(context.db, source, context.clock.now());
  if (!card) throw new PayerAuthError('Unknown or expired card token');
  const referenceId = pspId('pa');
  const accessToken = pspId('jwt');
  await context.db.insert(pspSandboxPayerAuth).values({ referenceId, accessToken, source, scenario: card.scenario, transactionId: pspId('3ds') });
  return {
    referenceId,
    accessToken,
    deviceDataCollectionUrl: `/psp-sandbox/v1/payer-auth/collect?referenceId=${encodeURIComponent(referenceId)}&accessToken=${encodeURIComponent(accessToken)}`,
  };
}

export async function payerAuthSession(db: DbOrTx, referenceId: string): Promise<PayerAuthRow | null> {
  const [row] = await db.select().from(pspSandboxPayerAuth).where(eq(pspSandboxPayerAuth.referenceId, referenceId));
  return row ?? null;
}

/** The device-data page reports the browser; collection happens once. */
export async function collectDeviceData(context: AppContext, referenceId: string, accessToken: string, browser: Record<string, unknown>) {
  const session = await payerAuthSession(context.db, referenceId);
  if (!session || session.accessToken !== accessToken) throw new PayerAuthError('Unknown payer authentication session');
  await context.db
    .update(pspSandboxPayerAuth)
    .set({ status: 'collected', browser, collectedAt: context.clock.now() })
    .where(and(eq(pspSandboxPayerAuth.referenceId, referenceId), eq(pspSandboxPayerAuth.status, 'awaiting_collection')));
}

/**
 * What the merchant's check sees: nothing (404) while a step is under way — before device data is in,
 * and while a challenge waits for the cardholder — then the result with its transaction id.
 */
export async function payerAuthStatus(db: DbOrTx, referenceId: string): Promise<{ status: 'collected' | 'authenticated' | 'failed'; transactionId: string } | null> {
  const session = await payerAuthSession(db, referenceId);
  if (!session || session.status === 'awaiting_collection' || session.status === 'challenge_pending') return null;
  return { status: session.status, transactionId: session.transactionId };
}

/** An authorization that needs a challenge puts the session into it (idempotent). */
export async function issueChallenge(db: DbOrTx, referenceId: string, now: Date): Promise<void> {
  await db
    .update(pspSandboxPayerAuth)
    .set({ status: 'challenge_pending', challengeIssuedAt: now })
    .where(and(eq(pspSandboxPayerAuth.referenceId, referenceId), inArray(pspSandboxPayerAuth.status, ['awaiting_collection', 'collected'])));
}

/** The cardholder answers the challenge page: the right code passes (never for the always-fail card). */
export async function answerChallenge(context: AppContext, referenceId: string, accessToken: string, code: string): Promise<'authenticated' | 'failed'> {
  const session = await payerAuthSession(context.db, referenceId);
  if (!session || session.accessToken !== accessToken) throw new PayerAuthError('Unknown payer authentication session');
  if (session.status === 'authenticated' || session.status === 'failed') return session.status;
  if (session.status !== 'challenge_pending') throw new PayerAuthError('No challenge is waiting for this session');
  const outcome = code.trim() === CHALLENGE_CODE && session.scenario === 'challenge' ? 'authenticated' : 'failed';
  await context.db
    .update(pspSandboxPayerAuth)
    .set({ status: outcome, completedAt: context.clock.now() })
    .where(and(eq(pspSandboxPayerAuth.referenceId, referenceId), eq(pspSandboxPayerAuth.status, 'challenge_pending')));
  return (await payerAuthSession(context.db, referenceId))!.status as 'authenticated' | 'failed';
}
