import { eq } from 'drizzle-orm';
import { payerAuthSessions } from '@caskmark/db';
import type { PayerAuthCheck, PayerAuthSetup } from '@caskmark/shared/api/payments';
import type { AppContext } from '../../context';
import { badRequest } from '../../platform/errors';
import { pspOf } from './psp';

export const CARD_TOKEN_INVALID_MESSAGE = 'Your card details have expired. Please enter them again.';

/** Opens 3-D Secure device data collection for a card token; the session is the caller's. */
export async function initiatePayerAuth(context: AppContext, userPk: string, tokenValue: string): Promise<PayerAuthSetup> {
  const setup = await pspOf(context).setupPayerAuth(tokenValue);
  if (!setup) throw badRequest(CARD_TOKEN_INVALID_MESSAGE);
  await context.db.insert(payerAuthSessions).values({ referenceId: setup.referenceId, userPk, createdAt: context.clock.now() });
  return setup;
}

export async function ownsPayerAuthSession(context: AppContext, userPk: string, referenceId: string): Promise<boolean> {
  const [row] = await context.db.select().from(payerAuthSessions).where(eq(payerAuthSessions.referenceId, referenceId));
  return row?.userPk === userPk;
}

/** Null (404) until the PSP has something new: device data in, or the challenge answered. */
export async function checkPayerAuth(context: AppContext, userPk: string, referenceId: string): Promise<PayerAuthCheck | null> {
  if (!(await ownsPayerAuthSession(context, userPk, referenceId))) return null;
  return pspOf(context).payerAuthStatus(referenceId);
}
