import { and, desc, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { editionTokenAbi } from '@caskmark/contracts';
import { chainTransactions, editionNfts, giftTransfers, gifts } from '@caskmark/db';
import { encodeFunctionData, isAddressEqual, type Address, type Hash } from 'viem';
import type { AppContext } from '../../context';
import { requireChain, type LiveChain } from '../../modules/chain/public';
import { managedSigner, managedWalletOf } from '../../modules/custody/public';
import { giftByPk, type GiftRow, type GiftTransferRow } from '../../modules/gifts/public';
import { activeWalletOfUser } from '../../modules/wallets/public';
import { ensureGas, waitForConfirmations } from '../custodial-transfer/index';

const LEASE_MS = 3 * 60_000;
export const MAX_GIFT_TRANSFER_ATTEMPTS = 8;
export const GIFT_TRANSFER_PURPOSE = 'gift_transfer';

/** A reason the transfer can never succeed: it fails at once instead of being retried. */
class GiftTransferRefused extends Error {}

/** Leases use the machine's clock, so moving the business clock never hands a running job to a second worker. */
async function claim(context: AppContext, transferPk: string): Promise<GiftTransferRow | null> {
  const wallNow = new Date();
  const [row] = await context.db
    .update(giftTransfers)
    .set({ leaseUntil: new Date(wallNow.getTime() + LEASE_MS), attempts: sql`${giftTransfers.attempts} + 1` })
    .where(and(eq(giftTransfers.publicPk, transferPk), eq(giftTransfers.status, 1), or(isNull(giftTransfers.leaseUntil), lt(giftTransfers.leaseUntil, wallNow))))
    .returning();
  return row ?? null;
}

/** The transfer this row already signed (stored before broadcast), if the process stopped before recording it. */
async function sentTransfer(context: AppContext, live: LiveChain, transferPk: string): Promise<Hash | null> {
  const [sent] = await context.db
    .select({ hash: chainTransactions.hash })
    .from(chainTransactions)
    .where(and(eq(chainTransactions.chainId, live.network.chainId), eq(chainTransactions.referencePk, transferPk), eq(chainTransactions.purpose, GIFT_TRANSFER_PURPOSE), ne(chainTransactions.status, 'dropped')))
    .orderBy(desc(chainTransactions.createdAt))
    .limit(1);
  return (sent?.hash as Hash | undefined) ?? null;
}

async function advance(context: AppContext, row: GiftTransferRow, changes: Partial<GiftTransferRow>): Promise<GiftTransferRow> {
  const [updated] = await context.db.update(giftTransfers).set({ ...changes, updatedAt: context.clock.now() }).where(eq(giftTransfers.publicPk, row.publicPk)).returning();
  return updated!;
}

const ownerOf = (live: LiveChain, tokenId: bigint) =>
  live.network.publicClient.readContract({ address: live.network.addresses.editionToken, abi: editionTokenAbi, functionName: 'ownerOf', args: [tokenId] });

/** Sends the token from the sender's custodial wallet (signed with the key we keep), once. */
async function sendOnce(context: AppContext, live: LiveChain, gift: GiftRow, row: GiftTransferRow): Promise<Hash> {
  const custody = await managedWalletOf(context.db, gift.senderPk);
  if (!custody || !isAddressEqual(custody.address as Address, gift.fromAddress as Address)) throw new GiftTransferRefused("The sender's custodial wallet could not be found.");
  const data = encodeFunctionData({ abi: editionTokenAbi, functionName: 'safeTransferFrom', args: [custody.address as Address, row.toAddress as Address, BigInt(gift.tokenId)] });
  await ensureGas(live, custody.address as Address, data);
  const signer = await managedSigner(context, live, custody);
  return live.sender.send({ signer, to: live.network.addresses.editionToken, data, purpose: GIFT_TRANSFER_PURPOSE, referencePk: row.publicPk, historyType: 'Gift' });
}

/** Failure: the transfer ends (status 3) and the gift is pending again, still locked, for the receiver to retry or the sender to cancel. */
async function fail(context: AppContext, row: GiftTransferRow, reason: string): Promise<void> {
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    await tx.update(giftTransfers).set({ status: 3, failureReason: reason, leaseUntil: null, updatedAt: now }).where(eq(giftTransfers.publicPk, row.publicPk));
    await tx.update(gifts).set({ status: 'pending', receiverPk: null, updatedAt: now }).where(and(eq(gifts.publicPk, row.giftPk), eq(gifts.status, 'transferring')));
  });
}

/**
 * The job behind an accepted gift (decision 345), the steps of a custodial transfer: 1 wallet
 * validated/created, 2 transfer signed, stored and broadcast, 3 receipt, 4 ownership confirmed →
 * the edition is the receiver's and unlocked, the gift accepted. Each step reads what is already
 * done, so a retry or a second worker never sends the token twice.
 */
export async function runGiftTransfer(context: AppContext, transferPk: string): Promise<void> {
  const claimed = await claim(context, transferPk);
  if (!claimed) return;
  let row = claimed;
  const live = requireChain(context);
  try {
    const gift = await giftByPk(context.db, row.giftPk);
    if (!gift || gift.status !== 'transferring') throw new GiftTransferRefused('The gift is no longer being accepted.');
    const destination = row.toWalletPk ? await activeWalletOfUser(context.db, row.receiverPk, row.toWalletPk) : null;
    const tokenId = BigInt(gift.tokenId);
    const alreadyThere = isAddressEqual(await ownerOf(live, tokenId), row.toAddress as Address);
    if (!alreadyThere) {
      if (!destination || !isAddressEqual(destination.address as Address, row.toAddress as Address)) throw new GiftTransferRefused('The receiving wallet is no longer connected to your account.');
      if (!isAddressEqual(await ownerOf(live, tokenId), gift.fromAddress as Address)) throw new GiftTransferRefused('The NFT is no longer in the sender’s wallet.');
    }

    let hash = (row.transactionHash as Hash | null) ?? (await sentTransfer(context, live, row.publicPk));
    if (hash && !row.transactionHash) row = await advance(context, row, { step: 2, transactionHash: hash });
    if (!hash && !alreadyThere) {
      hash = await sendOnce(context, live, gift, row);
      row = await advance(context, row, { step: 2, transactionHash: hash });
    } else if (hash && !alreadyThere) {
      await live.sender.rebroadcast(hash);
    }
    if (hash) {
      const receipt = await live.sender.waitForReceipt(hash);
      if (receipt.status !== 'success') throw new GiftTransferRefused('The transfer was refused on chain.');
      if (row.step < 3) row = await advance(context, row, { step: 3 });
      await waitForConfirmations(live, receipt.blockNumber);
    }
    if (!isAddressEqual(await ownerOf(live, tokenId), row.toAddress as Address)) throw new GiftTransferRefused('The NFT did not arrive in the receiving wallet.');

    const now = context.clock.now();
    await context.db.transaction(async (tx) => {
      await tx
        .update(editionNfts)
        .set({ ownerPk: row.receiverPk, ownerAddress: row.toAddress, isInManagedWallet: destination?.isManaged ?? row.isCreateVault, isLocked: false })
        .where(eq(editionNfts.publicPk, gift.editionNftPk));
      await tx.update(gifts).set({ status: 'accepted', settledAt: now, updatedAt: now }).where(eq(gifts.publicPk, gift.publicPk));
      await tx.update(giftTransfers).set({ status: 4, step: 4, leaseUntil: null, completedAt: now, updatedAt: now }).where(eq(giftTransfers.publicPk, row.publicPk));
    });
    live.balances.forget(gift.fromAddress as Address);
    live.indexer.nudge();
  } catch (error) {
    if (error instanceof GiftTransferRefused || row.attempts >= MAX_GIFT_TRANSFER_ATTEMPTS) {
      context.log.warn({ giftTransfer: row.publicPk, reason: (error as Error).message }, 'gift transfer failed');
      await fail(context, row, error instanceof GiftTransferRefused ? error.message : 'The transfer could not be completed. Please try again.');
      return;
    }
    await context.db.update(giftTransfers).set({ leaseUntil: null }).where(eq(giftTransfers.publicPk, row.publicPk));
    throw error;
  }
}

/** Transfers left in progress without a worker (a crash, a lost job) are queued again. */
export async function resumeStalledGiftTransfers(context: AppContext, send: (transferPk: string) => Promise<unknown>): Promise<number> {
  const wallNow = new Date();
  const stalled = await context.db
    .select({ publicPk: giftTransfers.publicPk })
    .from(giftTransfers)
    .where(and(eq(giftTransfers.status, 1), or(isNull(giftTransfers.leaseUntil), lt(giftTransfers.leaseUntil, wallNow)), lt(giftTransfers.updatedAt, new Date(context.clock.now().getTime() - 60_000))));
  for (const row of stalled) await send(row.publicPk);
  return stalled.length;
}
