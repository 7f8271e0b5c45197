import {
  ACCESS_NOT_PROVIDED_MESSAGE,
  ALREADY_REDEEMED_MESSAGE,
  NFT_LOCKED_MESSAGE,
  NOT_OWNER_MESSAGE,
  NOT_YET_REDEEMABLE_MESSAGE,
  VERIFY_COMMUNICATION_EMAIL_MESSAGE,
  type RedeemEligibility,
  type RedeemRefusal,
} from '@caskmark/shared/api/redemption';
import type { DbOrTx } from '@caskmark/db';
import type { AppContext } from '../../context';
import { communicationEmailOf } from '../../modules/accounts/public';
import { nftFacts, type NftFacts, type RedemptionRow } from '../../modules/redemption/public';
import { activeWalletsOfUser, type WalletRow } from '../../modules/wallets/public';
import { notFound } from '../../platform/errors';

export interface Eligibility {
  facts: NftFacts;
  /** The caller's wallet that holds the NFT per the chain index (null: not theirs). */
  wallet: WalletRow | null;
  emailVerified: boolean;
  refusals: Array<{ code: RedeemRefusal; message: string }>;
}

const MESSAGES: Record<RedeemRefusal, string> = {
  not_owner: NOT_OWNER_MESSAGE,
  locked: NFT_LOCKED_MESSAGE,
  redeemed: ALREADY_REDEEMED_MESSAGE,
  not_yet_redeemable: NOT_YET_REDEEMABLE_MESSAGE,
  email_not_verified: VERIFY_COMMUNICATION_EMAIL_MESSAGE,
  not_minted: NOT_YET_REDEEMABLE_MESSAGE,
  access_not_provided: ACCESS_NOT_PROVIDED_MESSAGE,
};

/**
 * Whether this collector may redeem this NFT now (spec part 1 §5–§6, decision 270), decided on the
 * server: the NFT is held by one of their wallets according to the chain index (never a stored owner
 * id), it is minted, not burned or redeemed, not locked by something else (a transfer out, another
 * redemption), its release's redeemAfter is past on the business clock, their communication e-mail
 * is verified, and a connected wallet has given the marketplace access (managed wallets are ours to
 * approve). `ownLive` is the caller's own live request, which may lock the NFT without refusing them.
 */
export async function eligibilityOf(context: AppContext, db: DbOrTx, userPk: string, nftPk: string, ownLive: RedemptionRow | null, options: { forUpdate?: boolean } = {}): Promise<Eligibility> {
  const facts = await nftFacts(db, nftPk, options);
  if (!facts) throw notFound('Edition');
  const wallets = await activeWalletsOfUser(db, userPk);
  const owner = facts.owner_address?.toLowerCase();
  const wallet = owner ? (wallets.find((candidate) => candidate.address.toLowerCase() === owner) ?? null) : null;
  const email = await communicationEmailOf(db, userPk);
  const codes: RedeemRefusal[] = [];
  if (facts.status === 'redeemed' || facts.status === 'burned') codes.push('redeemed');
  else if (!wallet) codes.push('not_owner');
  else {
    if (!facts.token_id) codes.push('not_minted');
    if (facts.is_locked && !(ownLive && ownLive.userPk === userPk && ownLive.status !== 'pending')) codes.push('locked');
    if (facts.redeem_after_ms !== null && facts.redeem_after_ms > context.clock.nowMs()) codes.push('not_yet_redeemable');
    if (!wallet.isManaged && !wallet.isApproved) codes.push('access_not_provided');
  }
  if (!email?.verified) codes.push('email_not_verified');
  return { facts, wallet, emailVerified: Boolean(email?.verified), refusals: codes.map((code) => ({ code, message: MESSAGES[code] })) };
}

export function presentEligibility(eligibility: Eligibility): RedeemEligibility {
  const { facts } = eligibility;
  return {
    eligible: eligibility.refusals.length === 0,
    refusals: eligibility.refusals,
    communicationEmailIsVerified: eligibility.emailVerified,
    redeemAfter: facts.redeem_after_ms === null ? null : new Date(facts.redeem_after_ms).toISOString(),
    editionNftPublicPk: facts.nft_pk,
    productTitle: facts.title,
    editionNumber: facts.edition_number,
    image: facts.image,
    brandName: facts.brand_name,
    category: facts.category,
    abv: Number(facts.abv),
    weightKg: Number(facts.weight_kg),
    bottleSizeMl: facts.bottle_size_ml,
  };
}
