import { and, eq, isNull } from 'drizzle-orm';
import { pspSandboxCaptureContexts, pspSandboxInstruments, pspSandboxTokens, type DbOrTx } from '@caskmark/db';
import { CARD_EXPIRED_MESSAGE, isCardExpired } from '@caskmark/shared/rules/card-expiry';
import type { AppContext } from '../../context';
import { cardFingerprint, pspId } from './ids';
import { brandOf, digitsOnly, passesLuhn, scenarioOf, securityCodeValid, type CardBrand, type CardScenario } from './test-cards';

/** A capture context lives for a checkout session; a transient token for 15 minutes (as Cybersource's). */
const CAPTURE_CONTEXT_TTL_MS = 60 * 60_000;
const TOKEN_TTL_MS = 15 * 60_000;

export const INVALID_CARD_NUMBER_MESSAGE = 'Entered Card number is invalid';
export const INVALID_SECURITY_CODE_MESSAGE = 'Entered security code is invalid';
export const INVALID_EXPIRY_MESSAGE = 'Entered expiration date is invalid';

export interface SandboxCard {
  id: string;
  brand: CardBrand;
  firstSix: string;
  lastFour: string;
  expirationMonth: number;
  expirationYear: number;
  scenario: CardScenario;
  cardFingerprint: string;
}

export class TokenizeError extends Error {
  constructor(readonly fields: Record<string, string>) {
    super(Object.values(fields).join(' '));
  }
}

export async function openCaptureContext(context: AppContext, merchantReference: string) {
  const keyId = pspId('kid');
  const fingerprintSessionId = pspId('fp');
  await context.db.insert(pspSandboxCaptureContexts).values({
    keyId,
    fingerprintSessionId,
    merchantReference,
    expiresAt: new Date(context.clock.nowMs() + CAPTURE_CONTEXT_TTL_MS),
  });
  return { keyId, fingerprintSessionId, hostedFieldsUrl: `/psp-sandbox/v1/hosted-fields?keyId=${encodeURIComponent(keyId)}` };
}

export interface TokenizeInput {
  keyId: string;
  number: string;
  securityCode: string;
  expirationMonth: number;
  expirationYear: number;
}

/** The hosted fields post the card here; the merchant only ever receives the token id. */
export async function tokenize(context: AppContext, input: TokenizeInput): Promise<{ token: string; card: Omit<SandboxCard, 'id' | 'scenario' | 'cardFingerprint'> }> {
  const now = context.clock.now();
  const [capture] = await context.db.select().from(pspSandboxCaptureContexts).where(eq(pspSandboxCaptureContexts.keyId, input.keyId));
  if (!capture || capture.expiresAt <= now) throw new TokenizeError({ form: 'This payment form has expired. Please start over.' });
  const number = digitsOnly(input.number);
  const brand = passesLuhn(number) ? brandOf(number) : null;
  const fields: Record<string, string> = {};
  if (!brand) fields.number = INVALID_CARD_NUMBER_MESSAGE;
  else if (!securityCodeValid(brand, input.securityCode.trim())) fields.securityCode = INVALID_SECURITY_CODE_MESSAGE;
  const month = input.expirationMonth;
  const year = input.expirationYear;
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || year < 2000 || year > 2100) fields.expirationDate = INVALID_EXPIRY_MESSAGE;
  else if (isCardExpired({ expirationMonth: month, expirationYear: year }, now)) fields.expirationDate = CARD_EXPIRED_MESSAGE;
  if (Object.keys(fields).length > 0 || !brand) throw new TokenizeError(fields);
  const token = pspId('tt');
  const card = { brand, firstSix: number.slice(0, 6), lastFour: number.slice(-4), expirationMonth: month, expirationYear: year };
  await context.db.insert(pspSandboxTokens).values({
    id: token,
    keyId: input.keyId,
    ...card,
    scenario: scenarioOf(number),
    cardFingerprint: cardFingerprint(number),
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS),
  });
  return { token, card };
}

/** The card behind a transient token (unexpired) or a stored instrument (not deleted). */
export async function cardOfSource(db: DbOrTx, source: string, now: Date): Promise<SandboxCard | null> {
  if (source.startsWith('tt_')) {
    const [row] = await db.select().from(pspSandboxTokens).where(eq(pspSandboxTokens.id, source));
    if (!row || row.expiresAt <= now) return null;
    return { ...row, scenario: row.scenario as CardScenario };
  }
  if (source.startsWith('pi_')) {
    const [row] = await db
      .select()
      .from(pspSandboxInstruments)
      .where(and(eq(pspSandboxInstruments.id, source), isNull(pspSandboxInstruments.deletedAt)));
    if (!row) return null;
    return { ...row, scenario: row.scenario as CardScenario };
  }
  return null;
}

export async function storeInstrument(db: DbOrTx, card: SandboxCard, merchantReference: string): Promise<string> {
  const id = pspId('pi');
  await db.insert(pspSandboxInstruments).values({
    id,
    merchantReference,
    brand: card.brand,
    firstSix: card.firstSix,
    lastFour: card.lastFour,
    expirationMonth: card.expirationMonth,
    expirationYear: card.expirationYear,
    scenario: card.scenario,
    cardFingerprint: card.cardFingerprint,
  });
  return id;
}

export async function deleteInstrument(context: AppContext, id: string): Promise<void> {
  await context.db
    .update(pspSandboxInstruments)
    .set({ deletedAt: context.clock.now() })
    .where(and(eq(pspSandboxInstruments.id, id), isNull(pspSandboxInstruments.deletedAt)));
}
