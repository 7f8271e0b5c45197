import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { getAddress, isAddressEqual, verifyMessage, type Address, type Hex } from 'viem';
import { createSiweMessage, parseSiweMessage } from 'viem/siwe';
import { walletChallenges } from '@caskmark/db';
import type { AppContext } from '../../context';
import { AppError } from '../../platform/errors';
import { chainOf } from '../chain/public';

export const CHALLENGE_TTL_MS = 10 * 60_000;

export type ChallengePurpose = (typeof walletChallenges.$inferSelect)['purpose'];

const STATEMENTS: Record<ChallengePurpose, string> = {
  add_wallet: 'Verify that you own this wallet to connect it to your Caskmark account. This request will not trigger a transaction or cost any gas.',
  sign_in: 'Sign in to Caskmark with this wallet. This request will not trigger a transaction or cost any gas.',
};

/** Why a signed challenge was refused; the caller shows one message for all of them. */
export type ChallengeFailure = 'unknown' | 'mismatch' | 'expired' | 'used' | 'signature';

export class ChallengeRefused extends Error {
  constructor(readonly reason: ChallengeFailure) {
    super(`wallet challenge refused: ${reason}`);
  }
}

/**
 * The site people sign in to: PUBLIC_URL (required in production), else this server on localhost.
 * Never the request's Host header, or a page on another domain could obtain genuine messages naming
 * itself, which the wallet would then show without a warning (decision 157).
 */
function siteOf(context: AppContext, request: FastifyRequest): URL {
  if (context.config.PUBLIC_URL) return new URL(context.config.PUBLIC_URL);
  const address = request.server.server.address();
  return new URL(`http://localhost:${typeof address === 'object' && address ? address.port : context.config.PORT}`);
}

/**
 * A sign-in-with-Ethereum (EIP-4361) message with domain, address, chain id, a one-time nonce and
 * its issue and expiry times. Kept verbatim: the signed text must be exactly this one.
 */
export async function issueChallenge(
  context: AppContext,
  request: FastifyRequest,
  input: { purpose: ChallengePurpose; address: string; userPk: string | null },
): Promise<{ message: string; nonce: string; expiresAt: string }> {
  const now = context.clock.now();
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
  const site = siteOf(context, request);
  const nonce = randomBytes(16).toString('hex');
  const address = getAddress(input.address);
  const message = createSiweMessage({
    domain: site.host,
    uri: site.origin,
    scheme: site.protocol.replace(':', ''),
    address,
    chainId: chainOf(context).chainId,
    nonce,
    issuedAt: now,
    expirationTime: expiresAt,
    statement: STATEMENTS[input.purpose],
    version: '1',
  });
  // Old challenges are of no use to anyone; keep the table small.
  await context.db.delete(walletChallenges).where(lt(walletChallenges.expiresAt, new Date(now.getTime() - CHALLENGE_TTL_MS)));
  await context.db.insert(walletChallenges).values({ purpose: input.purpose, nonce, address, userPk: input.userPk, message, expiresAt, createdAt: now });
  return { message, nonce, expiresAt: expiresAt.toISOString() };
}

/**
 * Accepts a signed challenge once: it must be ours, for this site, purpose, account and address,
 * unexpired and unused, and signed by the address (EOA, or ERC-1271/6492 smart wallets when the chain is up).
 * The nonce is spent before the signature is checked, so a wrong signature cannot be retried.
 */
export async function consumeChallenge(
  context: AppContext,
  request: FastifyRequest,
  input: { purpose: ChallengePurpose; address: string; userPk: string | null; message: string; signature: string },
): Promise<Address> {
  const parsed = parseSiweMessage(input.message);
  const nonce = parsed.nonce;
  if (!nonce) throw new ChallengeRefused('unknown');
  // Also a message issued for another site (before PUBLIC_URL changed) is refused.
  const site = siteOf(context, request);
  if (parsed.domain !== site.host || parsed.uri !== site.origin) throw new ChallengeRefused('mismatch');
  const [challenge] = await context.db.select().from(walletChallenges).where(eq(walletChallenges.nonce, nonce));
  if (!challenge || challenge.purpose !== input.purpose) throw new ChallengeRefused('unknown');
  const address = getAddress(input.address);
  if (challenge.message !== input.message || !isAddressEqual(challenge.address as Address, address) || challenge.userPk !== input.userPk) {
    throw new ChallengeRefused('mismatch');
  }
  const now = context.clock.now();
  if (challenge.expiresAt <= now) throw new ChallengeRefused('expired');
  const claimed = await context.db
    .update(walletChallenges)
    .set({ usedAt: now })
    .where(and(eq(walletChallenges.publicPk, challenge.publicPk), isNull(walletChallenges.usedAt)))
    .returning({ publicPk: walletChallenges.publicPk });
  if (claimed.length === 0) throw new ChallengeRefused('used');
  const signature = input.signature as Hex;
  const live = chainOf(context).live;
  const valid = live
    ? await live.network.publicClient.verifyMessage({ address, message: input.message, signature }).catch(() => false)
    : await verifyMessage({ address, message: input.message, signature }).catch(() => false);
  if (!valid) throw new ChallengeRefused('signature');
  return address;
}

/** The 400 a refused challenge answers, with the spec's message and the reason for support. */
export function challengeError(error: ChallengeRefused, code: string, message: string): AppError {
  return new AppError({ status: 400, code, message, nonFieldErrors: [message], extra: { reason: error.reason } });
}
