import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { earlyAccessAdmissions, releasePacks, releases } from '@caskmark/db';
import { EARLY_ACCESS_WRONG_CODE_MESSAGE } from '@caskmark/shared/api/checkout';
import type { AppContext } from '../../context';
import { AppError, badRequest, notFound, tooManyRequests } from '../../platform/errors';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

/** Wrong and right codes alike count: 10 tries per collector and release per 15 minutes (decision 180). */
export const EARLY_ACCESS_ATTEMPTS = { limit: 10, windowMs: 15 * 60_000 } as const;
export const NO_EARLY_ACCESS_MESSAGE = 'This release has no early access.';

/** `scrypt$<salt>$<hash>` (base64): how a release's lobby password is stored. Codes are compared trimmed and case-insensitively. */
export async function hashEarlyAccessCode(code: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(code.trim().toLowerCase(), salt, 32);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

async function codeMatches(stored: string, code: string): Promise<boolean> {
  const [kind, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(code.trim().toLowerCase(), Buffer.from(salt, 'base64'), expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Fixed windows per collector and release, in this process (see the decision for several instances). */
const attempts = new Map<string, { count: number; resetAt: number }>();

function countAttempt(key: string): void {
  const now = Date.now();
  for (const [existing, window] of attempts) if (window.resetAt <= now) attempts.delete(existing);
  const window = attempts.get(key) ?? { count: 0, resetAt: now + EARLY_ACCESS_ATTEMPTS.windowMs };
  window.count += 1;
  attempts.set(key, window);
  if (window.count > EARLY_ACCESS_ATTEMPTS.limit) throw tooManyRequests(Math.max(1, Math.ceil((window.resetAt - now) / 1000)));
}

async function releaseOf(context: AppContext, packOrReleasePk: string) {
  const [viaPack] = await context.db
    .select({ release: releases })
    .from(releasePacks)
    .innerJoin(releases, eq(releases.publicPk, releasePacks.releasePk))
    .where(eq(releasePacks.publicPk, packOrReleasePk));
  if (viaPack) return viaPack.release;
  const [release] = await context.db.select().from(releases).where(eq(releases.publicPk, packOrReleasePk));
  return release ?? null;
}

/**
 * `PUT /api/release/v2/{pk}/lobby/early-access/code`: the right lobby password admits the collector
 * to the release's lobby before it opens (their adds pass the open-date rule).
 */
export async function admitEarly(context: AppContext, userPk: string, packOrReleasePk: string, code: string) {
  const release = await releaseOf(context, packOrReleasePk);
  if (!release) throw notFound('Release');
  if (!release.earlyAccessCodeHash) throw badRequest(NO_EARLY_ACCESS_MESSAGE, { code: 'no_early_access' });
  countAttempt(`${userPk}:${release.publicPk}`);
  if (!(await codeMatches(release.earlyAccessCodeHash, code))) {
    throw new AppError({ status: 400, code: 'wrong_code', message: EARLY_ACCESS_WRONG_CODE_MESSAGE, nonFieldErrors: [EARLY_ACCESS_WRONG_CODE_MESSAGE] });
  }
  await context.db.insert(earlyAccessAdmissions).values({ releasePk: release.publicPk, userPk }).onConflictDoNothing();
  return { admitted: true, releasePublicPk: release.publicPk, lobbyOpenDate: release.lobbyOpenDate.toISOString() };
}
