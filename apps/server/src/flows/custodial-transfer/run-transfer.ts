import { and, desc, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { editionTokenAbi } from '@caskmark/contracts';
import { chainTransactions, editionNfts, nftTransferRequests } from '@caskmark/db';
import { encodeFunctionData, isAddressEqual, type Address, type Hash } from 'viem';
import type { AppContext } from '../../context';
import { requireChain, serverGasPriceFor, type LiveChain } from '../../modules/chain/public';
import { failTransferRequest, managedSigner, managedWalletOf, publishTransfer, type TransferRequestRow } from '../../modules/custody/public';
import { activeWalletOfUser } from '../../modules/wallets/public';

const LEASE_MS = 3 * 60_000;
/** After this many attempts a request that keeps hitting errors ends as failed (status 3). */
export const MAX_TRANSFER_ATTEMPTS = 8;
/** Gas estimate plus a margin, so a busy block does not leave the managed wallet short. */
const GAS_MARGIN_PERCENT = 130n;

/** A reason the transfer can never succeed: the request fails instead of being retried. */
class TransferRefused extends Error {}

/** Leases use the machine's clock: moving the business clock must never hand a running job to a second worker. */
async function claim(context: AppContext, requestPk: string): Promise<TransferRequestRow | null> {
  const wallNow = new Date();
  const [row] = await context.db
    .update(nftTransferRequests)
    .set({ leaseUntil: new Date(wallNow.getTime() + LEASE_MS), attempts: sql`${nftTransferRequests.attempts} + 1` })
    .where(
      and(
        eq(nftTransferRequests.publicPk, requestPk),
        eq(nftTransferRequests.status, 1),
        or(isNull(nftTransferRequests.leaseUntil), lt(nftTransferRequests.leaseUntil, wallNow)),
      ),
    )
    .returning();
  return row ?? null;
}

/** A transfer this request already signed (stored before broadcast), if the process stopped before recording it. */
async function sentTransfer(context: AppContext, live: LiveChain, requestPk: string): Promise<Hash | null> {
  const [sent] = await context.db
    .select({ hash: chainTransactions.hash })
    .from(chainTransactions)
    .where(
      and(
        eq(chainTransactions.chainId, live.network.chainId),
        eq(chainTransactions.referencePk, requestPk),
        eq(chainTransactions.purpose, 'custody_transfer'),
        ne(chainTransactions.status, 'dropped'),
      ),
    )
    .orderBy(desc(chainTransactions.createdAt))
    .limit(1);
  return (sent?.hash as Hash | undefined) ?? null;
}

async function advance(context: AppContext, row: TransferRequestRow, changes: Partial<TransferRequestRow>): Promise<TransferRequestRow> {
  const [updated] = await context.db
    .update(nftTransferRequests)
    .set({ ...changes, updatedAt: context.clock.now() })
    .where(eq(nftTransferRequests.publicPk, row.publicPk))
    .returning();
  await publishTransfer(context, updated!);
  return updated!;
}

const ownerOf = (live: LiveChain, tokenId: bigint) =>
  live.network.publicClient.readContract({ address: live.network.addresses.editionToken, abi: editionTokenAbi, functionName: 'ownerOf', args: [tokenId] });

/** The managed wallet pays its own gas; the custody gas wallet tops it up to what this transfer needs. */
export async function ensureGas(live: LiveChain, from: Address, data: `0x${string}`) {
  const { publicClient, addresses, gasFunder } = live.network;
  const gas = await publicClient.estimateGas({ account: from, to: addresses.editionToken, data });
  const needed = (gas * (await serverGasPriceFor(live.network)) * GAS_MARGIN_PERCENT) / 100n;
  const balance = await publicClient.getBalance({ address: from });
  if (balance >= needed) return;
  if (!gasFunder) throw new TransferRefused('No gas wallet is configured for custodial transfers.');
  const hash = await live.sender.send({ signer: gasFunder, to: from, value: needed - balance, purpose: 'gas_top_up' });
  const receipt = await live.sender.waitForReceipt(hash);
  if (receipt.status !== 'success') throw new Error(`Gas top-up ${hash} reverted`);
  live.balances.forget(from);
}

/** Waits until the transaction's block has the configured number of confirmations. */
export async function waitForConfirmations(live: LiveChain, blockNumber: bigint) {
  const needed = blockNumber + BigInt(live.indexer.confirmations - 1);
  for (let round = 0; round < 600; round += 1) {
    if ((await live.network.publicClient.getBlockNumber({ cacheTime: 0 })) >= needed) return;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  throw new Error(`Block ${blockNumber} did not reach ${live.indexer.confirmations} confirmations`);
}

/**
 * The job behind a custodial transfer (spec part 2 §4): 1 wallet validated, 2 transfer initiated
 * (signed with the managed key, stored, broadcast), 3 NFT transferred (receipt), 4 ownership
 * confirmed (`ownerOf` is the destination). Each step reads what is already done, so a retry or a
 * second worker never sends the token twice.
 */
export async function runCustodialTransfer(context: AppContext, requestPk: string): Promise<void> {
  const claimed = await claim(context, requestPk);
  if (!claimed) return;
  let row = claimed;
  const live = requireChain(context);
  try {
    const tokenId = BigInt(row.tokenId);
    const destination = row.toWalletPk ? await activeWalletOfUser(context.db, row.userPk, row.toWalletPk) : null;
    const holder = await ownerOf(live, tokenId);
    const alreadyThere = isAddressEqual(holder, row.toAddress as Address);
    if (!alreadyThere) {
      if (!destination || destination.isManaged) throw new TransferRefused('The destination wallet is no longer connected to your account.');
      if (!isAddressEqual(holder, row.fromAddress as Address)) throw new TransferRefused('The NFT is no longer in your custodial wallet.');
    }

    let hash = (row.transactionHash as Hash | null) ?? (await sentTransfer(context, live, row.publicPk));
    if (hash && !row.transactionHash) row = await advance(context, row, { step: 2, transactionHash: hash });
    if (!hash && !alreadyThere) {
      const custody = await managedWalletOf(context.db, row.userPk);
      if (!custody || !isAddressEqual(custody.address as Address, row.fromAddress as Address)) throw new TransferRefused('Your custodial wallet could not be found.');
      const data = encodeFunctionData({ abi: editionTokenAbi, functionName: 'safeTransferFrom', args: [custody.address as Address, row.toAddress as Address, tokenId] });
      await ensureGas(live, custody.address as Address, data);
      const signer = await managedSigner(context, live, custody);
      hash = await live.sender.send({ signer, to: live.network.addresses.editionToken, data, purpose: 'custody_transfer', referencePk: row.publicPk, historyType: 'Transfer' });
      row = await advance(context, row, { step: 2, transactionHash: hash });
    } else if (hash && !alreadyThere) {
      await live.sender.rebroadcast(hash);
    }

    if (hash) {
      const receipt = await live.sender.waitForReceipt(hash);
      if (receipt.status !== 'success') throw new TransferRefused('The transfer was refused on chain.');
      if (row.step < 3) row = await advance(context, row, { step: 3 });
      await waitForConfirmations(live, receipt.blockNumber);
    }

    if (!isAddressEqual(await ownerOf(live, tokenId), row.toAddress as Address)) throw new TransferRefused('The NFT did not arrive in your wallet.');
    const now = context.clock.now();
    const [done] = await context.db.transaction(async (tx) => {
      await tx
        .update(editionNfts)
        .set({ ownerAddress: row.toAddress, isInManagedWallet: false, isLocked: false })
        .where(eq(editionNfts.publicPk, row.editionNftPk));
      return tx
        .update(nftTransferRequests)
        .set({ status: 4, step: 4, leaseUntil: null, completedAt: now, updatedAt: now })
        .where(eq(nftTransferRequests.publicPk, row.publicPk))
        .returning();
    });
    live.balances.forget(row.fromAddress as Address);
    live.indexer.nudge();
    await publishTransfer(context, done!);
  } catch (error) {
    if (error instanceof TransferRefused || row.attempts >= MAX_TRANSFER_ATTEMPTS) {
      context.log.warn({ transferRequest: row.publicPk, reason: (error as Error).message }, 'custodial transfer failed');
      await failTransferRequest(context, row, error instanceof TransferRefused ? error.message : 'The transfer could not be completed. Please try again.');
      return;
    }
    // Let the job runner retry with backoff; another worker may take over once the lease ends.
    await context.db.update(nftTransferRequests).set({ leaseUntil: null }).where(eq(nftTransferRequests.publicPk, row.publicPk));
    throw error;
  }
}

/** Requests left in progress without a worker (a crash, a lost job) are queued again. */
export async function resumeStalledTransfers(context: AppContext, send: (requestPk: string) => Promise<unknown>): Promise<number> {
  const now = context.clock.now();
  const wallNow = new Date();
  const stalled = await context.db
    .select({ publicPk: nftTransferRequests.publicPk })
    .from(nftTransferRequests)
    .where(
      and(
        eq(nftTransferRequests.status, 1),
        or(isNull(nftTransferRequests.leaseUntil), lt(nftTransferRequests.leaseUntil, wallNow)),
        lt(nftTransferRequests.updatedAt, new Date(now.getTime() - 60_000)),
      ),
    );
  for (const row of stalled) await send(row.publicPk);
  return stalled.length;
}

