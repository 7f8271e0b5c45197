import { and, eq, isNull, sql } from 'drizzle-orm';
import { editionTokenAbi } from '@caskmark/contracts';
import { wallets, type DbOrTx } from '@caskmark/db';
import { WALLET_APPROVAL_CONFIRMED_MESSAGE } from '@caskmark/shared/api/wallet';
import { getAddress, isAddressEqual, parseEventLogs, type Address, type Hash } from 'viem';
import type { AppContext } from '../../context';
import { badRequest } from '../../platform/errors';
import type { AfterCommit, ChainProjection, LiveChain } from '../chain/public';
import type { WalletRow } from './wallet-repository';

export const approvalTopic = (userPk: string) => `wallets.approval.${userPk}`;

/** Live event (and GraphQL `walletApprovalChanged`) when the chain changes a wallet's approval. */
export function publishApproval(context: AppContext, row: Pick<WalletRow, 'userPk' | 'publicPk' | 'address'>, isApproved: boolean) {
  return context.events.publish(approvalTopic(row.userPk), {
    walletApprovalChanged: {
      publicPk: row.publicPk,
      address: row.address,
      isApproved,
      message: isApproved ? WALLET_APPROVAL_CONFIRMED_MESSAGE : null,
    },
  });
}

/** Whether the marketplace contract may move this owner's tokens, read from the chain now. */
export function readApproval(live: LiveChain, owner: string): Promise<boolean> {
  const { publicClient, addresses } = live.network;
  return publicClient.readContract({
    address: addresses.editionToken,
    abi: editionTokenAbi,
    functionName: 'isApprovedForAll',
    args: [getAddress(owner), addresses.marketplace],
  });
}

/**
 * The approval transaction a client reports: it must be from this wallet and, once mined, must not
 * have failed. Pending is fine (the client keeps polling); the approval itself is always read from
 * contract state, never taken from the client.
 */
export async function checkApprovalTransaction(live: LiveChain, owner: string, hash: Hash): Promise<'pending' | 'mined'> {
  const { publicClient, addresses } = live.network;
  const transaction = await publicClient.getTransaction({ hash }).catch(() => null);
  if (!transaction) return 'pending';
  if (!isAddressEqual(transaction.from, owner as Address)) throw badRequest('This transaction was not sent from this wallet.');
  const receipt = await publicClient.getTransactionReceipt({ hash }).catch(() => null);
  if (!receipt) return 'pending';
  if (receipt.status !== 'success') throw badRequest('The approval transaction failed on chain. Please provide access again.');
  const approvals = parseEventLogs({ abi: editionTokenAbi, eventName: 'ApprovalForAll', logs: receipt.logs });
  const approvesMarketplace = approvals.some((log) => isAddressEqual(log.address, addresses.editionToken) && isAddressEqual(log.args.operator, addresses.marketplace));
  if (!approvesMarketplace) throw badRequest('This transaction does not give Caskmark access to this wallet.');
  return 'mined';
}

/** Writes the chain's answer; true when it changed. */
export async function storeApproval(db: DbOrTx, live: LiveChain, row: WalletRow, isApproved: boolean, now: Date): Promise<boolean> {
  const changed = row.isApproved !== isApproved;
  await db
    .update(wallets)
    .set({ isApproved, approvedAddress: isApproved ? live.network.addresses.marketplace : null, approvalCheckedAt: now, ...(changed ? { updatedAt: now } : {}) })
    .where(eq(wallets.publicPk, row.publicPk));
  return changed;
}

/** ApprovalForAll of the marketplace contract → the wallet's approval, for every connected wallet of that address. */
export function walletApprovalProjection(context: AppContext, live: LiveChain): ChainProjection {
  return {
    name: 'wallet-approvals',
    async apply(tx, batch) {
      const after: AfterCommit[] = [];
      for (const transaction of batch.transactions) {
        for (const log of transaction.logs) {
          const event = log.event;
          if (event.name !== 'ApprovalForAll' || !isAddressEqual(event.operator, batch.addresses.marketplace)) continue;
          const rows = await tx
            .select()
            .from(wallets)
            .where(and(sql`lower(${wallets.address}) = ${event.owner.toLowerCase()}`, isNull(wallets.deletedAt)));
          for (const row of rows) {
            if (await storeApproval(tx, live, row, event.approved, log.blockTime)) after.push(() => publishApproval(context, row, event.approved));
          }
        }
      }
      return after;
    },
  };
}
