import type { DbOrTx } from '@caskmark/db';
import type { Gift, GiftTransferStatus } from '@caskmark/shared/api/gifts';
import { canResendGift } from '@caskmark/shared/rules/gifts';
import { editionViewsOf, handlersOf, latestTransfersOf, type GiftRow, type GiftTransferRow } from './gift-repository';

/** Gifts as the spec's Gift entity (part 2 §3), with the edition and the newest transfer; `viewerPk` decides isSender. */
export async function presentGifts(db: DbOrTx, rows: GiftRow[], viewerPk: string): Promise<Gift[]> {
  const editions = await editionViewsOf(db, [...new Set(rows.map((row) => row.editionNftPk))]);
  const handlers = await handlersOf(db, [...new Set(rows.map((row) => row.senderPk))]);
  const transfers = await latestTransfersOf(db, rows.map((row) => row.publicPk));
  return rows.map((row) => {
    const edition = editions.get(row.editionNftPk);
    const transfer = transfers.get(row.publicPk);
    return {
      publicPk: row.publicPk,
      giftPublicPk: row.publicPk,
      status: row.status,
      receiverEmail: row.receiverEmail,
      message: row.message,
      editionNftPublicPk: row.editionNftPk,
      sentRetries: row.sentRetries,
      canResend: row.senderPk === viewerPk && canResendGift(row),
      senderHandler: handlers.get(row.senderPk) ?? '',
      isSender: row.senderPk === viewerPk,
      createdAt: row.createdAt.toISOString(),
      edition: {
        editionNftPublicPk: row.editionNftPk,
        productTitle: edition?.product_title ?? '',
        editionNumber: edition?.edition_number ?? 0,
        brandName: edition?.brand_name ?? '',
        image: edition?.image ?? '',
        video: edition?.video ?? '',
      },
      transferPublicPk: transfer?.publicPk ?? null,
      transferStatus: transfer ? transfer.step : null,
    };
  });
}

export async function presentGift(db: DbOrTx, row: GiftRow, viewerPk: string): Promise<Gift> {
  const [gift] = await presentGifts(db, [row], viewerPk);
  return gift!;
}

export function presentGiftTransfer(row: GiftTransferRow): GiftTransferStatus {
  return {
    publicPk: row.publicPk,
    giftPublicPk: row.giftPk,
    status: row.status as 1 | 3 | 4,
    transferStatus: row.status === 4 ? 4 : Math.min(Math.max(row.step, 1), 4),
    isCreateVault: row.isCreateVault,
    transactionHash: row.transactionHash,
    failureReason: row.failureReason,
  };
}
