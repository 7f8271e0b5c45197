import { and, eq, inArray } from 'drizzle-orm';
import { ListingCurrency } from '@caskmark/contracts';
import { editionNfts, listingCardPurchases, listingItems, listings } from '@caskmark/db';
import {
  LISTING_CARD_GONE_MESSAGE,
  LISTING_CARD_OWN_MESSAGE,
  LISTING_CARD_PRIVATE_MESSAGE,
  LISTING_CARD_TAKEN_MESSAGE,
  LISTING_CARD_USD_ONLY_MESSAGE,
  LISTING_CARD_WINDOW_MINUTES,
} from '@caskmark/shared/api/listing-card-purchase';
import { CARD_LIMIT_CENTS, CARD_LIMIT_MESSAGE } from '@caskmark/shared/rules/payment-methods';
import { zeroAddress } from 'viem';
import type { AppContext } from '../../context';
import { requireChain } from '../../modules/chain/public';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { isUniqueViolation } from '../../platform/unique-violation';
import { workflowsOf } from '../../platform/workflows';
import { requireCompleteProfile } from './complete-profile';
import { chainListing } from './chain-listing';
import { purchaseByPk, type PurchaseRow } from './purchase-rows';
import { LISTING_CARD_WORKFLOW, type ListingCardState } from './purchase-state';

const taken = () => conflict(LISTING_CARD_TAKEN_MESSAGE, { code: 'checkout_exists', extra: { checkoutExists: true } });
const gone = () => conflict(LISTING_CARD_GONE_MESSAGE, { code: 'listing_unavailable' });

async function listingOf(context: AppContext, ref: string) {
  const where = /^\d{1,78}$/.test(ref) ? eq(listings.listingId, ref) : /^[0-9a-f-]{36}$/i.test(ref) ? eq(listings.publicPk, ref.toLowerCase()) : null;
  if (!where) throw notFound('Listing');
  const [row] = await context.db.select().from(listings).where(where);
  if (!row || !row.listingId) throw notFound('Listing');
  const items = await context.db.select({ nftPk: listingItems.editionNftPk }).from(listingItems).where(eq(listingItems.listingPk, row.publicPk));
  return { row, listingId: row.listingId, nftPks: items.map((item) => item.nftPk) };
}

async function openPurchaseOf(context: AppContext, listingPk: string): Promise<PurchaseRow | null> {
  const [row] = await context.db
    .select()
    .from(listingCardPurchases)
    .where(and(eq(listingCardPurchases.listingPk, listingPk), inArray(listingCardPurchases.status, ['pending', 'processing'])));
  return row ?? null;
}

/**
 * POST /api/marketplace/v1/listings/{listingId}/card-checkout (decision 340): a USD, public listing
 * of someone else, within the card limit, that the index and the contract both say can be bought
 * now. In one transaction the purchase row (one open per listing) is written, every edition of the
 * listing is locked (false → true, all or nothing) and the run is created, so the listing leaves
 * every read at once and a second buyer is refused before any card is touched. The buyer's own open
 * checkout is answered again (a reload resumes it).
 */
export async function startCardPurchase(context: AppContext, userPk: string, ref: string): Promise<PurchaseRow> {
  const live = requireChain(context);
  const { row: listing, listingId, nftPks } = await listingOf(context, ref);
  if (listing.sellerPk === userPk) throw badRequest(LISTING_CARD_OWN_MESSAGE, { code: 'own_listing' });
  if (listing.currency !== 'USD') throw badRequest(LISTING_CARD_USD_ONLY_MESSAGE, { code: 'not_usd' });
  if (listing.forSpecificBuyer) throw badRequest(LISTING_CARD_PRIVATE_MESSAGE, { code: 'private_listing' });
  const open = await openPurchaseOf(context, listing.publicPk);
  if (open) {
    if (open.buyerPk === userPk) return open;
    throw taken();
  }
  await requireCompleteProfile(context, userPk);
  const now = context.clock.now();
  if (listing.status !== 'active' || listing.validUntil.getTime() <= now.getTime() || nftPks.length === 0) throw gone();

  // The chain decides: a move the indexer has not seen yet is refused here, before any card.
  const onChain = await chainListing(live, listingId);
  if (!onChain.valid || !onChain.listing) throw gone();
  if (onChain.listing.currency !== ListingCurrency.USD) throw badRequest(LISTING_CARD_USD_ONLY_MESSAGE, { code: 'not_usd' });
  if (onChain.listing.buyer !== zeroAddress) throw badRequest(LISTING_CARD_PRIVATE_MESSAGE, { code: 'private_listing' });
  const amountCents = Number(onChain.listing.price);
  if (amountCents > CARD_LIMIT_CENTS) throw badRequest(CARD_LIMIT_MESSAGE, { code: 'card_limit' });

  const engine = await workflowsOf(context);
  try {
    const created = await context.db.transaction(async (tx) => {
      const [purchase] = await tx
        .insert(listingCardPurchases)
        .values({
          listingPk: listing.publicPk,
          listingId,
          buyerPk: userPk,
          sellerPk: listing.sellerPk,
          amountCents,
          expiresAt: new Date(now.getTime() + LISTING_CARD_WINDOW_MINUTES * 60_000),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const locked = await tx
        .update(editionNfts)
        .set({ isLocked: true })
        .where(and(inArray(editionNfts.publicPk, nftPks), eq(editionNfts.isLocked, false), eq(editionNfts.status, 'owned'), eq(editionNfts.ownerPk, listing.sellerPk)))
        .returning({ publicPk: editionNfts.publicPk });
      // A gift, a redemption or another checkout holds one of them, or it left the seller: nothing is held.
      if (locked.length !== nftPks.length) throw gone();
      const state: ListingCardState = { purchasePk: purchase!.publicPk, buyerPk: userPk, listingPk: listing.publicPk, listingId, editionNftPks: nftPks };
      await engine.create(LISTING_CARD_WORKFLOW, purchase!.publicPk, state, tx);
      return purchase!;
    });
    await engine.poke(LISTING_CARD_WORKFLOW, created.publicPk);
    return created;
  } catch (error) {
    if (isUniqueViolation(error, 'listing_card_purchases_open_listing_key')) {
      const winner = await openPurchaseOf(context, listing.publicPk);
      if (winner?.buyerPk === userPk) return (await purchaseByPk(context.db, winner.publicPk))!;
      throw taken();
    }
    throw error;
  }
}
