import { and, eq, lte, sql } from 'drizzle-orm';
import { editionTokenAbi } from '@caskmark/contracts';
import { editionNfts, gifts, type DbOrTx } from '@caskmark/db';
import {
  GIFT_CUSTODY_MESSAGE,
  GIFT_LOCKED_MESSAGE,
  GIFT_NOT_PENDING_MESSAGE,
  GIFT_RESEND_LIMIT_MESSAGE,
  GIFT_SELF_MESSAGE,
  GIFT_TEXTS,
} from '@caskmark/shared/api/gifts';
import { NOT_OWNER_MESSAGE } from '@caskmark/shared/api/wallet';
import type { GiftPayload } from '@caskmark/shared/forms/gift';
import { GIFT_RESEND_LIMIT } from '@caskmark/shared/rules/gifts';
import { isAddressEqual, type Address } from 'viem';
import type { AppContext } from '../../context';
import { AppError, badRequest } from '../../platform/errors';
import { requireChain } from '../chain/public';
import { managedWalletOf } from '../custody/public';
import { sendGiftMail } from './gift-mail';
import { giftGone, requireReceiver, requireSender, receiverEmailOf } from './gift-policies';
import { giftByPk, openGiftOf, type GiftRow } from './gift-repository';

export const LOCKED_EDITION_MESSAGE = 'This edition is locked while another action on it is in progress.';
const notOwner = () => new AppError({ status: 403, code: 'not_owner', message: NOT_OWNER_MESSAGE, nonFieldErrors: [NOT_OWNER_MESSAGE] });
const notPending = () => new AppError({ status: 400, code: 'gift_not_pending', message: GIFT_NOT_PENDING_MESSAGE, nonFieldErrors: [GIFT_NOT_PENDING_MESSAGE], userAlerts: [GIFT_NOT_PENDING_MESSAGE] });

/** Unlocks the edition a gift held; only ever called in the transaction that closes that gift. */
async function releaseLock(tx: DbOrTx, gift: GiftRow): Promise<void> {
  await tx.update(editionNfts).set({ isLocked: false }).where(eq(editionNfts.publicPk, gift.editionNftPk));
}

/**
 * POST /api/account/v1/gift (spec part 2 §4 "Gift", decision 345): the owner gifts an edition of
 * their custodial wallet to an e-mail address. Checked against our rows and the chain; the gift and
 * the edition's lock commit together, then the receiver is e-mailed.
 */
export async function createGift(context: AppContext, senderPk: string, payload: GiftPayload): Promise<GiftRow> {
  const [nft] = await context.db.select().from(editionNfts).where(eq(editionNfts.publicPk, payload.editionNftPublicPk));
  if (!nft) throw badRequest(GIFT_TEXTS.editionLoadFailed, { code: 'edition_unknown' });
  if (nft.ownerPk !== senderPk || nft.status !== 'owned' || nft.tokenId === null || !nft.ownerAddress) throw notOwner();
  const own = await receiverEmailOf(context.db, senderPk);
  if (own && own === payload.receiverEmail.toLowerCase()) throw badRequest(GIFT_SELF_MESSAGE, { code: 'gift_to_self', fieldErrors: { receiverEmail: [GIFT_SELF_MESSAGE] } });
  if (!nft.isInManagedWallet) throw badRequest(GIFT_CUSTODY_MESSAGE, { code: 'not_in_custody' });
  if (nft.isLocked) {
    const open = await openGiftOf(context.db, nft.publicPk);
    throw badRequest(open ? GIFT_LOCKED_MESSAGE : LOCKED_EDITION_MESSAGE, { code: 'edition_locked' });
  }
  const custody = await managedWalletOf(context.db, senderPk);
  const live = requireChain(context);
  const holder = await live.network.publicClient
    .readContract({ address: live.network.addresses.editionToken, abi: editionTokenAbi, functionName: 'ownerOf', args: [BigInt(nft.tokenId)] })
    .catch(() => null);
  if (!custody || !holder || !isAddressEqual(holder, custody.address as Address)) throw notOwner();

  const now = context.clock.now();
  const created = await context.db.transaction(async (tx) => {
    const locked = await tx
      .update(editionNfts)
      .set({ isLocked: true })
      .where(and(eq(editionNfts.publicPk, nft.publicPk), eq(editionNfts.isLocked, false), eq(editionNfts.ownerPk, senderPk), eq(editionNfts.status, 'owned')))
      .returning({ publicPk: editionNfts.publicPk });
    if (locked.length === 0) return null;
    const [row] = await tx
      .insert(gifts)
      .values({
        senderPk,
        editionNftPk: nft.publicPk,
        receiverEmail: payload.receiverEmail.trim(),
        message: payload.message,
        fromAddress: custody.address,
        tokenId: String(nft.tokenId),
        lastSentAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return row ?? null;
  });
  if (!created) throw badRequest(GIFT_LOCKED_MESSAGE, { code: 'edition_locked' });
  await sendGiftMail(context, created);
  return created;
}

/** PATCH …/gift/{publicPk}/resend: the sender sends the notification again, at most 5 times (sentRetries ≤ 5 before it). */
export async function resendGift(context: AppContext, senderPk: string, giftPk: string): Promise<GiftRow> {
  const gift = requireSender(await giftByPk(context.db, giftPk), senderPk);
  if (gift.status !== 'pending') throw notPending();
  const now = context.clock.now();
  const [updated] = await context.db
    .update(gifts)
    .set({ sentRetries: sql`${gifts.sentRetries} + 1`, lastSentAt: now, updatedAt: now })
    .where(and(eq(gifts.publicPk, gift.publicPk), eq(gifts.status, 'pending'), lte(gifts.sentRetries, GIFT_RESEND_LIMIT)))
    .returning();
  if (!updated) {
    const latest = await giftByPk(context.db, gift.publicPk);
    if (latest?.status !== 'pending') throw notPending();
    throw new AppError({ status: 400, code: 'resend_limit', message: GIFT_RESEND_LIMIT_MESSAGE, userAlerts: [GIFT_RESEND_LIMIT_MESSAGE], nonFieldErrors: [GIFT_RESEND_LIMIT_MESSAGE] });
  }
  await sendGiftMail(context, updated);
  return updated;
}

/** Closes a pending gift as `status` and unlocks its edition, in one transaction; null when it was no longer pending. */
async function closePending(context: AppContext, gift: GiftRow, status: 'cancelled' | 'declined', receiverPk: string | null): Promise<GiftRow | null> {
  const now = context.clock.now();
  return context.db.transaction(async (tx) => {
    const [closed] = await tx
      .update(gifts)
      .set({ status, settledAt: now, updatedAt: now, ...(receiverPk ? { receiverPk } : {}) })
      .where(and(eq(gifts.publicPk, gift.publicPk), eq(gifts.status, 'pending')))
      .returning();
    if (!closed) return null;
    await releaseLock(tx, closed);
    return closed;
  });
}

/** DELETE …/gift/{giftPublicPk}: the sender takes a pending gift back; the edition unlocks. */
export async function cancelGift(context: AppContext, senderPk: string, giftPk: string): Promise<GiftRow> {
  const gift = requireSender(await giftByPk(context.db, giftPk), senderPk);
  const closed = gift.status === 'pending' ? await closePending(context, gift, 'cancelled', null) : null;
  if (closed) return closed;
  const latest = await giftByPk(context.db, giftPk);
  if (latest?.status === 'cancelled') return latest;
  throw notPending();
}

/** PUT …/gift/accept/{giftPk} {status: 'declined'}: the receiver turns a pending gift down; the edition unlocks. */
export async function declineGift(context: AppContext, userPk: string, giftPk: string): Promise<GiftRow> {
  const email = await receiverEmailOf(context.db, userPk);
  const gift = requireReceiver(await giftByPk(context.db, giftPk), userPk, email);
  if (gift.status === 'cancelled') throw giftGone();
  const closed = gift.status === 'pending' ? await closePending(context, gift, 'declined', userPk) : null;
  if (closed) return closed;
  const latest = await giftByPk(context.db, giftPk);
  if (latest?.status === 'declined' && latest.receiverPk === userPk) return latest;
  if (latest?.status === 'cancelled') throw giftGone();
  throw notPending();
}
