import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { users, wallets, type Tx } from '@caskmark/db';
import { HandlerSchema } from '@caskmark/shared/api/account';
import type { SignInResponse } from '@caskmark/shared/api/identity';
import type { WalletSignInRequestSchema } from '@caskmark/shared/api/wallet';
import type { Address } from 'viem';
import type { AppContext } from '../../context';
import { limitSignInAttempt, signInVerifiedUser } from '../identity/public';
import { ChallengeRefused, challengeError, consumeChallenge, issueChallenge } from './challenges';
import { activeWalletByAddress } from './wallet-repository';

type WalletSignInRequest = z.infer<typeof WalletSignInRequestSchema>;

/** Part 1 §8 "Wallet": the sign-in screen shows this for any refused signature. */
export const WALLET_VERIFICATION_FAILED = 'Wallet verification failed. Please try again.';

/** Step 1 of wallet sign-in (spec part 1 §4): the message to sign. */
export async function issueWalletSignInChallenge(context: AppContext, request: FastifyRequest, address: string) {
  await limitSignInAttempt(request);
  return issueChallenge(context, request, { purpose: 'sign_in', address, userPk: null });
}

/**
 * Step 2: the signed message. The wallet's account signs in (MFA challenge first when it has MFA);
 * an address no account knows gets a new wallet account. Managed wallets never sign in: the server
 * holds their keys, so a signature from one proves nothing about a person.
 */
export async function walletSignIn(context: AppContext, request: FastifyRequest, body: WalletSignInRequest): Promise<SignInResponse> {
  await limitSignInAttempt(request);
  let address: Address;
  try {
    address = await consumeChallenge(context, request, { purpose: 'sign_in', address: body.address, userPk: null, message: body.message, signature: body.signature });
  } catch (error) {
    if (error instanceof ChallengeRefused) throw challengeError(error, 'NotAuthorizedException', WALLET_VERIFICATION_FAILED);
    throw error;
  }
  const existing = await activeWalletByAddress(context.db, address);
  if (existing?.isManaged) throw challengeError(new ChallengeRefused('mismatch'), 'NotAuthorizedException', WALLET_VERIFICATION_FAILED);
  const userPk = existing?.userPk ?? (await createWalletAccount(context, address, body.walletProvider));
  return signInVerifiedUser(request, userPk, 'wallet');
}

/** A new account for a wallet: no e-mail and no password; the wallet is its first connected wallet. */
async function createWalletAccount(context: AppContext, address: Address, walletProvider: WalletSignInRequest['walletProvider']): Promise<string> {
  const now = context.clock.now();
  try {
    return await context.db.transaction(async (tx) => {
      const handler = await freeWalletHandler(tx, address);
      const [user] = await tx
        .insert(users)
        .values({ username: address.toLowerCase(), handler, isWallet: true, createdAt: now, updatedAt: now })
        .returning({ publicPk: users.publicPk });
      await tx.insert(wallets).values({ userPk: user!.publicPk, address, walletProvider, createdAt: now, updatedAt: now });
      return user!.publicPk;
    });
  } catch (error) {
    // Two first sign-ins with the same wallet at once: the other one created the account.
    const winner = await activeWalletByAddress(context.db, address);
    if (winner) return winner.userPk;
    throw error;
  }
}

/** `wallet-3c44cd`, from the address; a numeric suffix when taken. People change it in their profile. */
async function freeWalletHandler(tx: Tx, address: Address): Promise<string> {
  const base = `wallet-${address.slice(2, 8).toLowerCase()}`;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const candidate = attempt === 0 ? base : `${base}-${randomInt(1000, 10_000)}`;
    if (!HandlerSchema.safeParse(candidate).success) continue;
    const [taken] = await tx.select({ pk: users.publicPk }).from(users).where(sql`lower(${users.handler}) = ${candidate}`);
    if (!taken) return candidate;
  }
  return `wallet-${randomInt(100_000_000, 1_000_000_000)}`;
}
