import { and, eq, sql } from 'drizzle-orm';
import { offers } from '@caskmark/db';
import { OFFER_TEXTS, type OfferPayloadSchema } from '@caskmark/shared/api/offers';
import { OFFER_INSUFFICIENT_FUNDS_MESSAGE, OFFER_NO_WALLET_MESSAGE } from '@caskmark/shared/forms/offer';
import { amountToUsdCents } from '@caskmark/shared/money/eth-conversion';
import { OFFER_VALIDITY_DAYS, offerValidUntil, type OfferValidityDays } from '@caskmark/shared/rules/offers';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, fieldError, notFound } from '../../platform/errors';
import { isUuid, rowsOf } from '../catalogue/public';
import { activeWalletsOfUser } from '../wallets/public';
import { coversNow } from './offer-chain';
import { sendOfferMail } from './offer-mail';
import { answerableBy, offerByPk, offersWhere, type OfferRow } from './offer-repository';
import { effectiveStatus } from './offer-status';

type Payload = z.output<typeof OfferPayloadSchema>;
const DAY_MS = 86_400_000;
/** A client's validUntil counts as a choice when it is within 12 hours of it (clocks and rounding differ). */
const VALIDITY_SLACK_MS = 12 * 3_600_000;
export const PLEASE_SELECT_WALLET = 'Please select a wallet to continue!';

/** 1/3/7/30 days from validityDays, else from validUntil on the business clock, else 3 (decision 333). */
export function validityOf(payload: Payload, now: Date): OfferValidityDays {
  if (payload.validityDays) return payload.validityDays as OfferValidityDays;
  if (!payload.validUntil) return 3;
  const ahead = new Date(payload.validUntil).getTime() - now.getTime();
  const days = OFFER_VALIDITY_DAYS.find((choice) => Math.abs(ahead - choice * DAY_MS) <= VALIDITY_SLACK_MS);
  if (!days) throw fieldError('validUntil', 'Please choose 1, 3, 7 or 30 days');
  return days;
}

/** The maker's own connected wallet that pays (never the custodial one), checksummed as stored. */
async function makerWallet(context: AppContext, userPk: string, requested: string): Promise<string> {
  const wallets = await activeWalletsOfUser(context.db, userPk, { isManaged: false });
  if (wallets.length === 0) throw fieldError('offerMakerWallet', OFFER_NO_WALLET_MESSAGE);
  const chosen = requested ? wallets.find((wallet) => wallet.address.toLowerCase() === requested.toLowerCase()) : wallets.length === 1 ? wallets[0] : undefined;
  if (!chosen) throw fieldError('offerMakerWallet', PLEASE_SELECT_WALLET);
  return chosen.address;
}

interface Target {
  isGlobalOffer: boolean;
  editionNftPk: string | null;
  releasePk: string;
  recipientPk: string | null;
}

/** An edition offer goes to the edition's owner (never oneself); a global offer to a release. */
async function targetOf(context: AppContext, userPk: string, payload: Payload): Promise<Target> {
  if (payload.isGlobalOffer) {
    const ref = payload.releasePublicPk ?? null;
    if (!ref || !isUuid(ref)) throw fieldError('releasePublicPk', 'Please choose a release');
    const [release] = await rowsOf<{ pk: string }>(context.db, sql`select public_pk::text as pk from releases where public_pk = ${ref}::uuid`);
    if (!release) throw notFound('Release');
    return { isGlobalOffer: true, editionNftPk: null, releasePk: release.pk, recipientPk: null };
  }
  const nftPk = payload.editionNftPublicPk;
  if (!nftPk) throw fieldError('editionNftPublicPk', 'Please choose an edition');
  const [nft] = await rowsOf<{ status: string; owner_pk: string | null; release_pk: string }>(
    context.db,
    sql`select n.status, n.owner_pk::text as owner_pk, p.release_pk::text as release_pk from edition_nfts n
      join editions e on e.public_pk = n.edition_pk join release_packs p on p.public_pk = e.release_pack_pk
      where n.public_pk = ${nftPk}::uuid`,
  );
  if (!nft) throw notFound('Edition NFT');
  if (nft.status !== 'owned' || !nft.owner_pk) throw badRequest(OFFER_TEXTS.notOwned, { code: 'not_owned' });
  if (nft.owner_pk === userPk) throw badRequest(OFFER_TEXTS.ownEdition, { code: 'own_edition' });
  return { isGlobalOffer: false, editionNftPk: nftPk, releasePk: nft.release_pk, recipientPk: nft.owner_pk };
}

/** The amount's USD value now, and the maker's wallet must cover it on chain now ('You do not have enough funds…'). */
async function requireFunds(context: AppContext, wallet: string, payload: Payload): Promise<number> {
  const usdPerEth = await context.ethPrice.usdPerEth();
  const amount = String(payload.amount);
  if (!(await coversNow(context, wallet, amount, payload.currency, usdPerEth))) {
    throw fieldError('amount', OFFER_INSUFFICIENT_FUNDS_MESSAGE);
  }
  return amountToUsdCents(amount, payload.currency, usdPerEth);
}

/** POST /api/account/v2/offers/made: an edition or global offer, funded now, one open offer per target. */
export async function createOffer(context: AppContext, userPk: string, payload: Payload): Promise<OfferRow> {
  const now = context.clock.now();
  const days = validityOf(payload, now);
  const target = await targetOf(context, userPk, payload);
  const wallet = await makerWallet(context, userPk, payload.offerMakerWallet);
  const targetCondition = target.isGlobalOffer
    ? sql`o.is_global_offer and o.release_pk = ${target.releasePk}::uuid`
    : sql`o.edition_nft_pk = ${target.editionNftPk}::uuid`;
  const open = await offersWhere(context.db, sql`o.offer_maker_pk = ${userPk}::uuid and ${targetCondition} and o.status in ('active', 'countered', 'accepted')`);
  if (open.some((row) => ['active', 'countered', 'accepted'].includes(effectiveStatus(row, now.getTime()).status))) {
    throw badRequest(OFFER_TEXTS.alreadyOffered, { code: 'offer_exists' });
  }
  const amountUsdCents = await requireFunds(context, wallet, payload);
  const [created] = await context.db
    .insert(offers)
    .values({
      offerMakerPk: userPk,
      offerMakerWallet: wallet,
      isGlobalOffer: target.isGlobalOffer,
      editionNftPk: target.editionNftPk,
      releasePk: target.releasePk,
      recipientPk: target.recipientPk,
      amount: String(payload.amount),
      currency: payload.currency,
      amountUsdCents,
      validUntil: offerValidUntil(now, days),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ publicPk: offers.publicPk });
  const row = (await offerByPk(context.db, created!.publicPk))!;
  await notifyOwners(context, row);
  return row;
}

/** A new edition offer → its owner; a global offer → each owner in the release (at most 25). */
async function notifyOwners(context: AppContext, row: OfferRow): Promise<void> {
  const owners = row.recipient_pk
    ? [row.recipient_pk]
    : (
        await rowsOf<{ owner_pk: string }>(
          context.db,
          sql`select distinct n.owner_pk::text as owner_pk from edition_nfts n join editions e on e.public_pk = n.edition_pk
            join release_packs p on p.public_pk = e.release_pack_pk
            where p.release_pk = ${row.release_pk}::uuid and n.status = 'owned' and n.owner_pk is not null and n.owner_pk <> ${row.offer_maker_pk}::uuid
            limit 25`,
        )
      ).map((owner) => owner.owner_pk);
  for (const owner of owners) await sendOfferMail(context, 'received', row, owner, row.maker_handler);
}

/** PUT /api/account/v2/offers/made/{offerId}: the maker changes amount, currency, validity or wallet of an open offer. */
export async function updateOffer(context: AppContext, userPk: string, offerPk: string, payload: Payload): Promise<OfferRow> {
  const now = context.clock.now();
  const row = isUuid(offerPk) ? await offerByPk(context.db, offerPk) : null;
  // Another collector's offer is not theirs to see: 404, the same as a missing one.
  if (!row || row.offer_maker_pk !== userPk) throw notFound('Offer');
  if (effectiveStatus(row, now.getTime()).status !== 'active') throw badRequest(OFFER_TEXTS.notOpen, { code: 'offer_not_open' });
  const days = validityOf(payload, now);
  const wallet = await makerWallet(context, userPk, payload.offerMakerWallet || row.offer_maker_wallet);
  const amountUsdCents = await requireFunds(context, wallet, payload);
  const updated = await context.db
    .update(offers)
    .set({ amount: String(payload.amount), currency: payload.currency, amountUsdCents, offerMakerWallet: wallet, validUntil: offerValidUntil(now, days), updatedAt: now })
    .where(and(eq(offers.publicPk, row.public_pk), eq(offers.status, 'active')))
    .returning({ publicPk: offers.publicPk });
  if (!updated.length) throw badRequest(OFFER_TEXTS.notOpen, { code: 'offer_not_open' });
  return (await offerByPk(context.db, row.public_pk))!;
}

/** An offer the caller may see: theirs, made to them, or a global offer they could answer; else 404. */
export async function visibleOffer(context: AppContext, userPk: string, offerPk: string): Promise<OfferRow> {
  if (!isUuid(offerPk)) throw notFound('Offer');
  const [row] = await offersWhere(context.db, sql`o.public_pk = ${offerPk}::uuid and (o.offer_maker_pk = ${userPk}::uuid or ${answerableBy(userPk)})`, 1);
  if (!row) throw notFound('Offer');
  return row;
}
