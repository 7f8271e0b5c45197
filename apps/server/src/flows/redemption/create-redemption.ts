import { ALREADY_REDEEMED_MESSAGE, REDEMPTION_UNDER_WAY_MESSAGE } from '@caskmark/shared/api/redemption';
import { CREATE_REDEMPTION_ERROR_MESSAGE } from '@caskmark/shared/forms/redeem';
import { quoteShipping } from '@caskmark/shared/rules/shipping-price';
import type { AppContext } from '../../context';
import { intentsFor } from '../../modules/payments/public';
import { discardPhotoId, insertRedemption, liveRedemptionOfNft, lockLiveRedemption, moveRedemption, storePhotoId, type RedemptionRow } from '../../modules/redemption/public';
import { AppError } from '../../platform/errors';
import { workflowsOf } from '../../platform/workflows';
import { isUniqueViolation } from './unique-violation';
import { eligibilityOf } from './eligibility';
import type { RedeemSubmission } from './redeem-form';
import { REDEMPTION_WORKFLOW, type RedemptionState } from './redemption-state';

const LIVE_PAYMENT = new Set(['requires_action', 'authorized', 'captured', 'awaiting_transfer']);

/** The spec's create-redemption error, with the reason as a user alert (part 1 §8 "Redeem"). */
export function refused(code: string, message: string, status = 400): AppError {
  return new AppError({ status, code, message, nonFieldErrors: [message], userAlerts: [message] });
}

/**
 * POST /api/account/v2/redeem (decision 270): checks everything again on the server, computes the fee,
 * and in one transaction (the NFT's row locked) writes the request and its run. A collector who
 * submits again while the request is still unpaid replaces its details (the same request, the same
 * run); a paid one cannot change. Someone else's unpaid request on an NFT that has since changed hands
 * is cancelled. Pickups (and free redemptions) need no payment: their run burns at once.
 */
export async function createRedemption(context: AppContext, userPk: string, submission: RedeemSubmission): Promise<RedemptionRow> {
  const photo = await storePhotoId(context, submission.photoId.bytes);
  const engine = await workflowsOf(context);
  let replacedPhoto: string | null = null;
  try {
    // Read before the transaction (the payments domain has its own connection to the database); a
    // payment that starts after this read is caught by await-payment, which compares the amounts.
    const before = await liveRedemptionOfNft(context.db, submission.editionNftPk);
    const paying = before ? (await intentsFor(context, 'redeem', before.publicPk)).some((intent) => LIVE_PAYMENT.has(intent.status)) : false;
    const row = await context.db.transaction(async (tx) => {
      const existing = await lockLiveRedemption(tx, submission.editionNftPk);
      const own = existing?.userPk === userPk ? existing : null;
      const eligibility = await eligibilityOf(context, tx, userPk, submission.editionNftPk, own, { forUpdate: true });
      const refusal = eligibility.refusals[0];
      if (refusal) throw refused(refusal.code, refusal.message, refusal.code === 'not_owner' ? 403 : 400);
      const { facts, wallet } = eligibility;
      const pickup = submission.redeemType === 'pickUp';
      const quote = pickup
        ? null
        : quoteShipping({ countryAlpha3: submission.country.code, state: submission.details.state, city: submission.details.city, weightKg: Number(facts.weight_kg), abv: Number(facts.abv), hongKongLicence: submission.details.hongKongLicence });
      if (quote && !quote.ok) {
        const field = quote.reason === 'licence_required' ? 'hongKongLicence' : quote.reason === 'outside_anchorage' ? 'city' : quote.reason === 'country_not_supported' ? 'selectedCountryCode' : 'state';
        throw new AppError({ status: 400, code: quote.reason, message: quote.message, nonFieldErrors: [quote.message], userAlerts: [quote.message], fieldErrors: { [field]: [quote.message] } });
      }
      const priceCents = quote?.ok ? quote.totalCents : 0;
      const form = submission.form;
      const values = {
        redeemType: submission.redeemType,
        countryCode: submission.country.code,
        countryName: submission.country.name,
        pickupLocationPk: submission.pickupLocation?.publicPk ?? null,
        details: {
          firstName: form.firstName,
          lastName: form.lastName,
          address: pickup ? '' : form.address,
          addressLine: pickup ? null : (form.addressLine ?? null),
          city: pickup ? '' : form.city,
          state: pickup ? '' : form.state,
          postcode: pickup ? '' : form.postcode,
          phone: form.phone,
          homeAddress: pickup ? form.homeAddress : null,
          pickupDate: pickup ? form.pickupDate : null,
          flightNumber: pickup ? form.flightNumber : null,
          destination: pickup ? form.destination : null,
          airline: pickup ? form.airline : null,
          hongKongLicence: submission.details.hongKongLicence?.trim() || null,
        },
        dob: submission.dob,
        photoIdPath: photo.path,
        photoIdType: photo.type,
        ownerAddress: wallet!.address,
        tokenId: facts.token_id!,
        weightKg: facts.weight_kg,
        priceCents,
        isFree: priceCents === 0,
        updatedAt: context.clock.now(),
      };
      if (existing) {
        if (existing.status !== 'pending') throw refused('already_redeemed', ALREADY_REDEEMED_MESSAGE);
        if (paying && existing.publicPk === before?.publicPk) throw refused('payment_under_way', REDEMPTION_UNDER_WAY_MESSAGE, 409);
        if (own) {
          replacedPhoto = own.photoIdPath;
          return (await moveRedemption(tx, own.publicPk, ['pending'], values))!;
        }
        await moveRedemption(tx, existing.publicPk, ['pending'], { status: 'cancelled', cancelledAt: context.clock.now(), cancelReason: 'The NFT changed hands.' });
      }
      const created = await insertRedemption(tx, { ...values, editionNftPk: submission.editionNftPk, userPk, createdAt: context.clock.now() });
      const state: RedemptionState = { redemptionPk: created.publicPk, userPk, editionNftPk: submission.editionNftPk };
      await engine.create(REDEMPTION_WORKFLOW, created.publicPk, state, tx);
      return created;
    });
    await engine.poke(REDEMPTION_WORKFLOW, row.publicPk);
    if (replacedPhoto) await discardPhotoId(context, replacedPhoto);
    return row;
  } catch (error) {
    await discardPhotoId(context, photo.path);
    // Two tabs at once: the other one's request won the NFT's row.
    if (isUniqueViolation(error, 'redemptions_live_nft_key')) throw refused('already_requested', CREATE_REDEMPTION_ERROR_MESSAGE, 409);
    throw error;
  }
}
