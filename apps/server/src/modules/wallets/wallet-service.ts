import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { editionTokenAbi } from '@caskmark/contracts';
import { editionNfts, wallets } from '@caskmark/db';
import {
  MANAGED_WALLET_DELETE_MESSAGE,
  WALLET_ALREADY_YOURS_MESSAGE,
  WALLET_HOLDS_NFTS_MESSAGE,
  WALLET_OTHER_ACCOUNT_MESSAGE,
  WALLET_OWNERSHIP_MESSAGE,
  type AddWalletRequestSchema,
  type UpdateWalletRequestSchema,
  type Wallet,
} from '@caskmark/shared/api/wallet';
import { getAddress, isAddressEqual, type Address, type Hash } from 'viem';
import type { AppContext } from '../../context';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { requireChain } from '../chain/public';
import { identityFacts, requireStepUp, type Principal } from '../identity/public';
import { checkApprovalTransaction, publishApproval, readApproval, storeApproval } from './approvals';
import { ChallengeRefused, challengeError, consumeChallenge } from './challenges';
import { activeWalletByAddress, activeWalletOfUser, activeWalletsOfUser, presentWallet, type WalletRow } from './wallet-repository';

type AddWalletRequest = z.infer<typeof AddWalletRequestSchema>;
type UpdateWalletRequest = z.infer<typeof UpdateWalletRequestSchema>;

const existsError = (mine: boolean) =>
  new AppError({
    status: 400,
    code: mine ? 'wallet_exists_for_user' : 'wallet_exists_for_other_user',
    message: mine ? WALLET_ALREADY_YOURS_MESSAGE : WALLET_OTHER_ACCOUNT_MESSAGE,
    nonFieldErrors: [mine ? WALLET_ALREADY_YOURS_MESSAGE : WALLET_OTHER_ACCOUNT_MESSAGE],
    extra: { existsForUser: mine, existsForOtherUser: !mine },
  });

/** The account service's wallet calls (spec part 2 §7); chain facts are always read, never taken from the client. */
export class WalletService {
  constructor(private readonly context: AppContext) {}

  async list(userPk: string, filter: { address?: string; isManaged?: boolean }): Promise<Wallet[]> {
    const rows = await activeWalletsOfUser(this.context.db, userPk, filter);
    const live = requireChain(this.context);
    // A reported approval still waiting for its block is looked at again on each poll.
    const refreshed = await Promise.all(rows.map((row) => (row.approvalTransactionHash && !row.isApproved ? this.refreshApproval(row) : row)));
    const balances = await live.balances.balancesOf(refreshed.map((row) => row.address as Address));
    return refreshed.map((row) => presentWallet(row, balances.get(row.address.toLowerCase()) ?? null));
  }

  async exists(userPk: string, address: string) {
    const row = await activeWalletByAddress(this.context.db, address);
    return { existsForUser: row?.userPk === userPk, existsForOtherUser: Boolean(row && row.userPk !== userPk) };
  }

  /** Connects a wallet the caller proved they own with a signed challenge. */
  async add(request: FastifyRequest, principal: Principal, body: AddWalletRequest): Promise<Wallet> {
    const live = requireChain(this.context);
    const existing = await activeWalletByAddress(this.context.db, body.address);
    if (existing) throw existsError(existing.userPk === principal.userPk);
    let address: Address;
    try {
      address = await consumeChallenge(this.context, request, { purpose: 'add_wallet', address: body.address, userPk: principal.userPk, message: body.message, signature: body.signature });
    } catch (error) {
      if (error instanceof ChallengeRefused) throw challengeError(error, 'wallet_verification_failed', WALLET_OWNERSHIP_MESSAGE);
      throw error;
    }
    const hash = body.approvalTransactionHash ? (body.approvalTransactionHash as Hash) : null;
    if (hash) await checkApprovalTransaction(live, address, hash);
    const now = this.context.clock.now();
    let row: WalletRow;
    try {
      [row] = await this.context.db
        .insert(wallets)
        .values({ userPk: principal.userPk, address, walletProvider: body.walletProvider, approvalTransactionHash: hash, createdAt: now, updatedAt: now })
        .returning();
    } catch {
      // The unique index on the address lost a race with another connection of the same wallet.
      const winner = await activeWalletByAddress(this.context.db, address);
      throw existsError(winner?.userPk === principal.userPk);
    }
    row = await this.refreshApproval(row);
    return presentWallet(row, await live.balances.balanceOf(address));
  }

  /** Records an approval transaction (or a provider change); approval comes from the chain once mined. */
  async update(userPk: string, walletPk: string, body: UpdateWalletRequest): Promise<Wallet> {
    const live = requireChain(this.context);
    let row = await activeWalletOfUser(this.context.db, userPk, walletPk);
    if (!row) throw notFound('Wallet');
    if (body.address && !isAddressEqual(getAddress(body.address), row.address as Address)) {
      throw badRequest('A wallet address cannot be changed. Connect the other wallet instead.');
    }
    const hash = body.approvalTransactionHash ? (body.approvalTransactionHash as Hash) : null;
    if (hash) await checkApprovalTransaction(live, row.address, hash);
    const changes: Partial<WalletRow> = {};
    if (hash) changes.approvalTransactionHash = hash;
    if (body.walletProvider && !row.isManaged) changes.walletProvider = body.walletProvider;
    if (Object.keys(changes).length > 0) {
      [row] = await this.context.db
        .update(wallets)
        .set({ ...changes, updatedAt: this.context.clock.now() })
        .where(eq(wallets.publicPk, row.publicPk))
        .returning();
    }
    row = await this.refreshApproval(row);
    return presentWallet(row, await live.balances.balanceOf(row.address as Address));
  }

  /**
   * Only a wallet that holds no NFTs (on chain, and none recorded) and is not a managed (fireblocks)
   * wallet; a fresh MFA code when the account has MFA on.
   */
  async remove(request: FastifyRequest, principal: Principal, walletPk: string, code: string | undefined): Promise<void> {
    const live = requireChain(this.context);
    const row = await activeWalletOfUser(this.context.db, principal.userPk, walletPk);
    if (!row) throw notFound('Wallet');
    if (row.isManaged || row.walletProvider === 'fireblocks') throw badRequest(MANAGED_WALLET_DELETE_MESSAGE, { code: 'managed_wallet' });
    if ((await identityFacts(request, principal.userPk)).mfaEnabled) await requireStepUp(request, code);
    const held = await live.network.publicClient.readContract({
      address: live.network.addresses.editionToken,
      abi: editionTokenAbi,
      functionName: 'balanceOf',
      args: [row.address as Address],
    });
    const [recorded] = await this.context.db
      .select({ count: sql<number>`count(*)::int` })
      .from(editionNfts)
      .where(and(sql`lower(${editionNfts.ownerAddress}) = ${row.address.toLowerCase()}`, eq(editionNfts.status, 'owned')));
    if (held > 0n || (recorded?.count ?? 0) > 0) throw badRequest(WALLET_HOLDS_NFTS_MESSAGE, { code: 'wallet_holds_nfts' });
    const now = this.context.clock.now();
    await this.context.db.update(wallets).set({ deletedAt: now, updatedAt: now }).where(and(eq(wallets.publicPk, row.publicPk), isNull(wallets.deletedAt)));
  }

  /** Reads approval-for-all from the chain and stores it; a newly confirmed approval is announced. */
  async refreshApproval(row: WalletRow): Promise<WalletRow> {
    const live = requireChain(this.context);
    const isApproved = await readApproval(live, row.address);
    const now = this.context.clock.now();
    if (await storeApproval(this.context.db, live, row, isApproved, now)) await publishApproval(this.context, row, isApproved);
    return { ...row, isApproved, approvedAddress: isApproved ? live.network.addresses.marketplace : null, approvalCheckedAt: now };
  }
}
