import { and, desc, eq } from 'drizzle-orm';
import { editionTokenAbi } from '@caskmark/contracts';
import { editionNfts, giftTransfers, gifts } from '@caskmark/db';
import { GIFT_MOVED_MESSAGE, GIFT_NOT_PENDING_MESSAGE, GIFT_SELF_MESSAGE, type AcceptGiftBody } from '@caskmark/shared/api/gifts';
import { isAddressEqual, type Address } from 'viem';
import type { AppContext } from '../../context';
import { badRequest } from '../../platform/errors';
import { jobsOf } from '../../platform/jobs';
import { requireChain } from '../../modules/chain/public';
import { ensureManagedWallet } from '../../modules/custody/public';
import { giftByPk, giftGone, isReceiverOf, receiverEmailOf, type GiftRow } from '../../modules/gifts/public';
import { activeWalletOfUser, type WalletRow } from '../../modules/wallets/public';

export const GIFT_TRANSFER_QUEUE = 'gift.transfer';
export const SELECT_WALLET_MESSAGE = 'Please select a wallet to continue!';

/** The transfer an accept already started (a second click, a retry): answered again instead of a second move. */
async function openTransferOf(context: AppContext, gift: GiftRow) {
  const [row] = await context.db
    .select()
    .from(giftTransfers)
    .where(and(eq(giftTransfers.giftPk, gift.publicPk), eq(giftTransfers.status, 1)))
    .orderBy(desc(giftTransfers.createdAt))
    .limit(1);
  return row ?? null;
}

/** The gift as it stands, for a caller who is not (or no longer) able to accept it. */
async function refusal(context: AppContext, gift: GiftRow, userPk: string): Promise<{ publicPk: string }> {
  if (gift.status === 'cancelled') throw giftGone();
  if (gift.receiverPk === userPk && (gift.status === 'transferring' || gift.status === 'accepted')) {
    const [latest] = await context.db.select().from(giftTransfers).where(eq(giftTransfers.giftPk, gift.publicPk)).orderBy(desc(giftTransfers.createdAt)).limit(1);
    if (latest) return { publicPk: latest.publicPk };
  }
  throw badRequest(GIFT_NOT_PENDING_MESSAGE, { code: 'gift_not_pending', userAlerts: [GIFT_NOT_PENDING_MESSAGE] });
}

async function destinationOf(context: AppContext, userPk: string, body: AcceptGiftBody): Promise<WalletRow> {
  if (body.isCreateVault) return (await ensureManagedWallet(context, userPk)) as WalletRow;
  if (!body.toAccountPublicPk) throw badRequest(SELECT_WALLET_MESSAGE, { code: 'wallet_required' });
  const wallet = await activeWalletOfUser(context.db, userPk, body.toAccountPublicPk);
  if (!wallet) throw badRequest('We could not find this wallet in your connected wallets.', { code: 'wallet_not_connected' });
  return wallet;
}

/** The token must still sit where the gift found it: the sender's custodial wallet, by our rows and on chain. */
async function requireUnmoved(context: AppContext, gift: GiftRow): Promise<void> {
  const [nft] = await context.db.select().from(editionNfts).where(eq(editionNfts.publicPk, gift.editionNftPk));
  const rowsAgree =
    nft &&
    nft.ownerPk === gift.senderPk &&
    nft.status === 'owned' &&
    nft.tokenId !== null &&
    String(nft.tokenId) === gift.tokenId &&
    nft.ownerAddress !== null &&
    isAddressEqual(nft.ownerAddress as Address, gift.fromAddress as Address);
  if (!rowsAgree) throw badRequest(GIFT_MOVED_MESSAGE, { code: 'edition_moved' });
  const live = requireChain(context);
  const holder = await live.network.publicClient
    .readContract({ address: live.network.addresses.editionToken, abi: editionTokenAbi, functionName: 'ownerOf', args: [BigInt(gift.tokenId)] })
    .catch(() => null);
  if (!holder || !isAddressEqual(holder, gift.fromAddress as Address)) throw badRequest(GIFT_MOVED_MESSAGE, { code: 'edition_moved' });
}

/**
 * POST /api/payments/v1/gift (spec part 2 §7, decision 345): the receiver accepts. Only the holder of
 * the gift's e-mail, never the sender, only while pending, only while the token has not moved. The
 * gift turns `transferring` and its transfer row commit together (an accept racing a cancel or a
 * decline: one wins), then the job moves the token.
 */
export async function acceptGift(context: AppContext, userPk: string, body: AcceptGiftBody): Promise<{ publicPk: string }> {
  const gift = await giftByPk(context.db, body.giftPublicPk);
  const email = await receiverEmailOf(context.db, userPk);
  if (gift && gift.senderPk === userPk) throw badRequest(GIFT_SELF_MESSAGE, { code: 'gift_to_self' });
  if (!gift || !isReceiverOf(gift, userPk, email)) throw giftGone();
  if (gift.status !== 'pending') return refusal(context, gift, userPk);
  const open = await openTransferOf(context, gift);
  if (open) return { publicPk: open.publicPk };
  await requireUnmoved(context, gift);
  const destination = await destinationOf(context, userPk, body);
  if (isAddressEqual(destination.address as Address, gift.fromAddress as Address)) throw badRequest(GIFT_SELF_MESSAGE, { code: 'gift_to_self' });

  const now = context.clock.now();
  const created = await context.db.transaction(async (tx) => {
    const [taken] = await tx
      .update(gifts)
      .set({ status: 'transferring', receiverPk: userPk, updatedAt: now })
      .where(and(eq(gifts.publicPk, gift.publicPk), eq(gifts.status, 'pending')))
      .returning({ publicPk: gifts.publicPk });
    if (!taken) return null;
    const [row] = await tx
      .insert(giftTransfers)
      .values({ giftPk: gift.publicPk, receiverPk: userPk, toWalletPk: destination.publicPk, toAddress: destination.address, isCreateVault: body.isCreateVault, createdAt: now, updatedAt: now })
      .returning();
    return row ?? null;
  });
  if (!created) return refusal(context, (await giftByPk(context.db, gift.publicPk))!, userPk);
  await (await jobsOf(context)).send(GIFT_TRANSFER_QUEUE, { transferPk: created.publicPk });
  return { publicPk: created.publicPk };
}
