import { and, desc, eq } from 'drizzle-orm';
import { editionNfts, nftTransferRequests, type DbOrTx } from '@caskmark/db';
import { TRANSFER_STATUS_LABELS, type TransferRequest } from '@caskmark/shared/api/wallet';
import type { z } from 'zod';
import type { TransferStatusSchema } from '@caskmark/shared/api/wallet';
import type { AppContext } from '../../context';

export type TransferRequestRow = typeof nftTransferRequests.$inferSelect;
type TransferStatus = z.infer<typeof TransferStatusSchema>;

export const transferTopic = (publicPk: string) => `custody.transfer.${publicPk}`;

const serverStatus = (status: number): 1 | 3 | 4 => (status === 4 ? 4 : status === 3 ? 3 : 1);

/** Spec part 2 §3 Transfer request, with the lookup status the web maps ('Completed' → 4, else 1). */
export function presentTransferRequest(row: TransferRequestRow): TransferRequest {
  return {
    publicPk: row.publicPk,
    editionNftPublicPk: row.editionNftPk,
    status: TRANSFER_STATUS_LABELS[serverStatus(row.status)],
    transferStatus: row.step,
    fromAddress: row.fromAddress,
    toAddress: row.toAddress,
    transactionHash: row.transactionHash,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentTransferStatus(row: TransferRequestRow): TransferStatus {
  return { publicPk: row.publicPk, status: serverStatus(row.status), transferStatus: row.step, transactionHash: row.transactionHash, failureReason: row.failureReason };
}

/** Live event (and GraphQL `custodyTransferChanged`) after every step or failure. */
export function publishTransfer(context: AppContext, row: TransferRequestRow) {
  return context.events.publish(transferTopic(row.publicPk), { custodyTransferChanged: presentTransferStatus(row) });
}

export async function transferRequestsOfUser(db: DbOrTx, userPk: string, editionNftPk?: string): Promise<TransferRequestRow[]> {
  return db
    .select()
    .from(nftTransferRequests)
    .where(and(eq(nftTransferRequests.userPk, userPk), editionNftPk ? eq(nftTransferRequests.editionNftPk, editionNftPk) : undefined))
    .orderBy(desc(nftTransferRequests.createdAt))
    .limit(100);
}

export async function transferRequestByPk(db: DbOrTx, publicPk: string): Promise<TransferRequestRow | null> {
  const [row] = await db.select().from(nftTransferRequests).where(eq(nftTransferRequests.publicPk, publicPk));
  return row ?? null;
}

export async function openTransferRequestFor(db: DbOrTx, editionNftPk: string): Promise<TransferRequestRow | null> {
  const [row] = await db
    .select()
    .from(nftTransferRequests)
    .where(and(eq(nftTransferRequests.editionNftPk, editionNftPk), eq(nftTransferRequests.status, 1)));
  return row ?? null;
}

/** Ends a request in failure and unlocks its edition. */
export async function failTransferRequest(context: AppContext, row: TransferRequestRow, reason: string): Promise<TransferRequestRow> {
  const now = context.clock.now();
  const [failed] = await context.db.transaction(async (tx) => {
    const ended = await tx
      .update(nftTransferRequests)
      .set({ status: 3, failureReason: reason, leaseUntil: null, updatedAt: now })
      .where(and(eq(nftTransferRequests.publicPk, row.publicPk), eq(nftTransferRequests.status, 1)))
      .returning();
    if (ended.length > 0) await tx.update(editionNfts).set({ isLocked: false }).where(eq(editionNfts.publicPk, row.editionNftPk));
    return ended;
  });
  const result = failed ?? row;
  await publishTransfer(context, result);
  return result;
}
