import { eq, sql } from 'drizzle-orm';
import { users } from '@caskmark/db';
import type { RedeemExists, RedemptionPage, RedemptionPrice, RedemptionRequest, RedemptionStatusResponse, Shipment } from '@caskmark/shared/api/redemption';
import { quoteShipping } from '@caskmark/shared/rules/shipping-price';
import type { AppContext } from '../../context';
import { ethTransferPayloadFor, intentsFor } from '../../modules/payments/public';
import { carrierOf, liveRedemptionOfNft, presentRedemption, presentShipment, redemptionByPk, redemptionsOfUser, viewsOf, type RedemptionRow } from '../../modules/redemption/public';
import { notFound } from '../../platform/errors';
import { eligibilityOf } from './eligibility';

/** The carrier's view of a request's parcel; a carrier that is down or off leaves it out rather than failing the read. */
export async function shipmentOf(context: AppContext, row: RedemptionRow): Promise<Shipment | null> {
  if (!row.trackingCode) return null;
  try {
    const carrier = carrierOf(context);
    const tracked = await carrier.track(row.trackingCode);
    return tracked ? presentShipment(row.carrier ?? carrier.name, tracked) : null;
  } catch (error) {
    context.log.warn({ err: error, redemption: row.publicPk }, 'carrier tracking failed');
    return null;
  }
}

export async function presentRows(context: AppContext, rows: RedemptionRow[]): Promise<RedemptionRequest[]> {
  const views = await viewsOf(context.db, rows);
  return Promise.all(views.map(async (view) => presentRedemption(view, await shipmentOf(context, view.row))));
}

/** A request the caller may read: their own, or any for staff; others are not found (nobody learns it exists). */
export async function readableRedemption(context: AppContext, principal: { userPk: string; groups: string[] }, publicPk: string): Promise<RedemptionRow> {
  const row = await redemptionByPk(context.db, publicPk);
  if (!row || (row.userPk !== principal.userPk && !principal.groups.includes('staff'))) throw notFound('Redemption');
  return row;
}

export async function redemptionPage(context: AppContext, userPk: string, page: number, size: number): Promise<RedemptionPage> {
  const { count, rows } = await redemptionsOfUser(context.db, userPk, size, (page - 1) * size);
  return { count, next: page * size < count ? page + 1 : null, previous: page > 1 ? page - 1 : null, results: await presentRows(context, rows) };
}

export async function userPkOfHandler(context: AppContext, handler: string): Promise<string | null> {
  const [row] = await context.db.select({ publicPk: users.publicPk }).from(users).where(eq(sql`lower(${users.handler})`, handler.toLowerCase()));
  return row?.publicPk ?? null;
}

/**
 * What the wizard does on load (spec part 1 §4): the caller's live request for this NFT (its status and
 * type), or — without one — whether the NFT is closed to them (not theirs, locked, redeemed, not minted).
 * The soft conditions (e-mail, redeem date, access) are the eligibility call's, shown in a modal.
 */
export async function redeemExists(context: AppContext, userPk: string, nftPk: string): Promise<RedeemExists> {
  const live = await liveRedemptionOfNft(context.db, nftPk);
  const own = live?.userPk === userPk ? live : null;
  if (own) return { isLocked: false, status: own.status === 'cancelled' ? null : own.status, redeemNftPublicPk: own.publicPk, redeemType: own.redeemType };
  const eligibility = await eligibilityOf(context, context.db, userPk, nftPk, null);
  const hard = eligibility.refusals.some((refusal) => ['not_owner', 'locked', 'redeemed', 'not_minted'].includes(refusal.code));
  return { isLocked: hard, status: null, redeemNftPublicPk: null, redeemType: null };
}

/** The fee the server stored on the request, its breakdown, and the ETH payment awaited for it (decision 277), if any. */
export async function redemptionPrice(context: AppContext, row: RedemptionRow): Promise<RedemptionPrice> {
  const weightKg = Number(row.weightKg);
  const quote = row.redeemType === 'shipping' ? quoteShipping({ countryAlpha3: row.countryCode, state: row.details.state, city: row.details.city, weightKg, abv: 0 }) : null;
  const ok = quote?.ok ? quote : null;
  return {
    redemptionPrice: row.priceCents / 100,
    currency: 'USD',
    breakdown: { base: (ok?.baseCents ?? 0) / 100, weight: (ok?.weightCents ?? 0) / 100, surcharge: (ok?.surchargeCents ?? 0) / 100, weightKg },
    notes: ok?.notes ?? [],
    ethTransferPayload: row.isFree || row.status !== 'pending' ? null : await ethTransferPayloadFor(context, { purpose: 'redeem', referencePk: row.publicPk }),
  };
}

export async function redemptionStatus(context: AppContext, row: RedemptionRow): Promise<RedemptionStatusResponse> {
  const intents = row.isFree ? [] : await intentsFor(context, 'redeem', row.publicPk);
  const latest = intents.at(-1);
  const payment: RedemptionStatusResponse['payment'] = row.isFree
    ? 'free'
    : !latest
      ? 'none'
      : latest.status === 'requires_action' || latest.status === 'awaiting_transfer'
        ? 'pending'
        : latest.status === 'voided'
          ? 'failed'
          : latest.status === 'partially_refunded'
            ? 'refunded'
            : latest.status;
  return { status: row.status, payment, burned: row.burnTransactionHash !== null && row.status !== 'pending', failureReason: row.cancelReason ?? (payment === 'failed' ? (latest?.failureReason ?? null) : null) };
}
