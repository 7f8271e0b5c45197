import { and, eq, isNull, sql } from 'drizzle-orm';
import { offerDismissals, offers } from '@caskmark/db';
import { CUSTODIAL_LISTING_MESSAGE, LOCKED_LISTING_MESSAGE } from '@caskmark/shared/api/listings';
import { OFFER_TEXTS, permissionNeededMessage, type OfferAcceptancePayloadSchema } from '@caskmark/shared/api/offers';
import { OFFER_ACCEPT_MISSING_EDITION_MESSAGE, OFFER_AMOUNT_INVALID_MESSAGE } from '@caskmark/shared/forms/offer';
import { PAYOUT_ADDRESS_INVALID_MESSAGE, PAYOUT_ADDRESS_REQUIRED_MESSAGE, toChecksumAddress } from '@caskmark/shared/forms/payout-address';
import { isDecimal, parseScaled } from '@caskmark/shared/money/decimal';
import { acceptedOfferPurchaseDeadline, counterOfferHint, counterOfferMinimum } from '@caskmark/shared/rules/offers';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, fieldError, notFound } from '../../platform/errors';
import { isUuid, rowsOf } from '../catalogue/public';
import { coversNow, marketplaceApprovedNow } from './offer-chain';
import { sendOfferMail } from './offer-mail';
import { offerByPk, type OfferRow } from './offer-repository';
import { effectiveStatus } from './offer-status';
import { visibleOffer } from './offer-service';

type Answer = z.output<typeof OfferAcceptancePayloadSchema>;
export const PRODUCT_NAME = 'Caskmark';

interface OwnedEdition {
  nft_pk: string;
  owner_address: string | null;
  token_id: string | null;
  is_managed: boolean;
  is_locked: boolean;
}

/** The edition the owner answers with: the offer's own, or for a global offer one of theirs in the release. */
async function ownedEdition(context: AppContext, userPk: string, row: OfferRow, requested: string | null | undefined): Promise<OwnedEdition> {
  const nftPk = row.nft_pk ?? requested;
  if (!nftPk || !isUuid(nftPk)) throw badRequest(OFFER_ACCEPT_MISSING_EDITION_MESSAGE, { code: 'edition_missing' });
  const [nft] = await rowsOf<OwnedEdition & { owner_pk: string | null; status: string; release_pk: string }>(
    context.db,
    sql`select n.public_pk::text as nft_pk, n.owner_pk::text as owner_pk, n.status, n.owner_address, n.token_id::text as token_id,
        n.is_in_managed_wallet as is_managed, n.is_locked, p.release_pk::text as release_pk
      from edition_nfts n join editions e on e.public_pk = n.edition_pk join release_packs p on p.public_pk = e.release_pack_pk
      where n.public_pk = ${nftPk}::uuid`,
  );
  if (!nft || nft.release_pk !== row.release_pk) throw badRequest(OFFER_TEXTS.noEdition, { code: 'edition_missing' });
  if (nft.owner_pk !== userPk || nft.status !== 'owned') throw notFound('Offer');
  return nft;
}

/** What a private listing for the offerer needs from the owner's side (spec §5 payout address, §6 approval). */
async function requireListable(context: AppContext, nft: OwnedEdition, payoutAddress: string | null | undefined): Promise<string> {
  if (!payoutAddress) throw fieldError('payoutAddress', PAYOUT_ADDRESS_REQUIRED_MESSAGE);
  const payout = toChecksumAddress(payoutAddress);
  if (!payout) throw fieldError('payoutAddress', PAYOUT_ADDRESS_INVALID_MESSAGE);
  if (nft.is_managed) throw badRequest(CUSTODIAL_LISTING_MESSAGE, { code: 'custodial_nft' });
  if (nft.is_locked) throw badRequest(LOCKED_LISTING_MESSAGE, { code: 'edition_locked' });
  if (!nft.token_id || !nft.owner_address) throw badRequest(OFFER_TEXTS.noEdition, { code: 'edition_missing' });
  if (!(await marketplaceApprovedNow(context, nft.owner_address))) {
    throw badRequest(permissionNeededMessage(PRODUCT_NAME), { code: 'approval_required' });
  }
  return payout;
}

/** Only an open offer can change; a lost race (another owner filled a global offer) reads as filled. */
async function transition(context: AppContext, row: OfferRow, from: 'active' | 'countered', values: Partial<typeof offers.$inferInsert>) {
  const guard = row.is_global_offer && from === 'active' ? isNull(offers.acceptedEditionNftPk) : undefined;
  const done = await context.db
    .update(offers)
    .set({ ...values, updatedAt: context.clock.now() })
    .where(and(eq(offers.publicPk, row.public_pk), eq(offers.status, from), guard))
    .returning({ publicPk: offers.publicPk });
  if (!done.length) throw badRequest(row.is_global_offer ? OFFER_TEXTS.alreadyFilled : OFFER_TEXTS.notOpen, { code: 'offer_not_open' });
  return (await offerByPk(context.db, row.public_pk))!;
}

/** The offerer answers a counter offer: accepting re-checks their wallet against the counter's price now. */
async function answerCounter(context: AppContext, row: OfferRow, answer: Answer, status: string): Promise<OfferRow> {
  if (status !== 'countered') throw badRequest(OFFER_TEXTS.ownOffer, { code: 'own_offer' });
  if (!answer.accepted) return transition(context, row, 'countered', { status: 'rejected' });
  const usdPerEth = await context.ethPrice.usdPerEth();
  if (!(await coversNow(context, row.offer_maker_wallet, row.counter_offer_amount!, row.counter_offer_currency!, usdPerEth))) {
    throw badRequest('You do not have enough funds in your connected wallet to accept this counter offer.', { code: 'insufficient_funds' });
  }
  return transition(context, row, 'countered', { status: 'accepted', acceptedAt: context.clock.now() });
}

/** The owner's counter: at least the original converted to the counter's currency (spec §5). */
function counterAmount(row: OfferRow, answer: Answer, usdPerEth: number): { amount: string; currency: 'USD' | 'ETH' } {
  const currency = answer.currency ?? row.currency;
  const text = answer.counterOfferAmount === null || answer.counterOfferAmount === undefined ? '' : String(answer.counterOfferAmount).trim();
  if (!text || !isDecimal(text) || Number(text) <= 0) throw fieldError('counterOfferAmount', OFFER_AMOUNT_INVALID_MESSAGE);
  const minimum = counterOfferMinimum({ amount: row.amount, currency: row.currency }, currency, usdPerEth);
  if (parseScaled(text, 8) < parseScaled(minimum, 8)) throw fieldError('counterOfferAmount', counterOfferHint(minimum, currency));
  return { amount: text, currency };
}

/**
 * PUT /api/account/v2/offers/{id}/accept (decision 334): the offerer answers a counter; the owner
 * rejects (never a global offer or an accepted one), counters, or accepts. Accepting and countering
 * need the owner's payout address and the marketplace's approval; accepting also needs the offerer's
 * wallet to still cover the amount on chain. Both open a 3-day window in which the owner's wallet
 * lists the edition privately for the offerer, who then buys it.
 */
export async function answerOffer(context: AppContext, userPk: string, offerPk: string, answer: Answer): Promise<OfferRow> {
  const row = await visibleOffer(context, userPk, offerPk);
  const now = context.clock.now();
  const { status } = effectiveStatus(row, now.getTime());
  if (row.offer_maker_pk === userPk) return answerCounter(context, row, answer, status);

  if (!answer.accepted && !answer.isCounterOffer) {
    if (row.is_global_offer) throw badRequest(OFFER_TEXTS.rejectGlobalTooltip, { code: 'global_offer' });
    if (status === 'accepted') throw badRequest(OFFER_TEXTS.rejectAcceptedTooltip, { code: 'offer_accepted' });
    if (status !== 'active' && status !== 'countered') throw badRequest(OFFER_TEXTS.notOpen, { code: 'offer_not_open' });
    await ownedEdition(context, userPk, row, null);
    return transition(context, row, status, { status: 'rejected' });
  }
  if (status === 'accepted' || (row.is_global_offer && status !== 'active' && status !== 'expired')) {
    throw badRequest(OFFER_TEXTS.alreadyFilled, { code: 'offer_not_open' });
  }
  if (status !== 'active') throw badRequest(status === 'expired' ? OFFER_TEXTS.expired : OFFER_TEXTS.notOpen, { code: 'offer_not_open' });
  if (!row.offer_maker_wallet) throw badRequest(OFFER_TEXTS.missingWallet, { code: 'wallet_missing' });
  const usdPerEth = await context.ethPrice.usdPerEth();
  // The counter's own amount is checked first: the field error the owner can fix right there.
  const counter = answer.isCounterOffer ? counterAmount(row, answer, usdPerEth) : null;
  const nft = await ownedEdition(context, userPk, row, answer.editionNftPublicPk);
  const payoutAddress = await requireListable(context, nft, answer.payoutAddress);
  const deal = { recipientPk: userPk, acceptedEditionNftPk: row.is_global_offer ? nft.nft_pk : null, payoutAddress, purchaseDeadline: acceptedOfferPurchaseDeadline(now) };

  if (counter) {
    const countered = await transition(context, row, 'active', { ...deal, status: 'countered', counterOfferAmount: counter.amount, counterOfferCurrency: counter.currency, counteredAt: now });
    await sendOfferMail(context, 'countered', countered, row.offer_maker_pk, countered.recipient_handler ?? 'the owner');
    return countered;
  }
  if (!(await coversNow(context, row.offer_maker_wallet, row.amount, row.currency, usdPerEth))) {
    throw badRequest(OFFER_TEXTS.offererFunds, { code: 'offerer_insufficient_funds' });
  }
  const accepted = await transition(context, row, 'active', { ...deal, status: 'accepted', acceptedAt: now });
  await sendOfferMail(context, 'accepted', accepted, row.offer_maker_pk, accepted.recipient_handler ?? 'the owner');
  return accepted;
}

/**
 * DELETE /api/account/v2/offers/{id}/accept: hides the offer from the caller's lists; the maker's own
 * open offer is withdrawn with it (decision 335).
 */
export async function dismissOffer(context: AppContext, userPk: string, offerPk: string): Promise<OfferRow> {
  const row = await visibleOffer(context, userPk, offerPk);
  const { status } = effectiveStatus(row, context.clock.nowMs());
  if (row.offer_maker_pk === userPk && (status === 'active' || status === 'countered')) {
    await context.db
      .update(offers)
      .set({ status: 'withdrawn', updatedAt: context.clock.now() })
      .where(and(eq(offers.publicPk, row.public_pk), eq(offers.status, status)));
  }
  await context.db.insert(offerDismissals).values({ offerPk: row.public_pk, userPk }).onConflictDoNothing();
  return (await offerByPk(context.db, row.public_pk))!;
}
