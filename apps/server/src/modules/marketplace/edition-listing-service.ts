import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@caskmark/db';
import {
  CUSTODIAL_LISTING_MESSAGE,
  LOCKED_LISTING_MESSAGE,
  type EditionListingData,
  type ListEditionBodySchema,
} from '@caskmark/shared/api/listings';
import { BUNDLE_SAME_WALLET_MESSAGE, LISTING_CHECKOUT_EXISTS_MESSAGE, LISTING_EDITION_MISSING_MESSAGE, NOT_OWNER_MESSAGE } from '@caskmark/shared/forms/listing';
import { VAULT_ETH_DECIMALS, usdCentsToEthUnits } from '@caskmark/shared/money/eth-conversion';
import { scaledToNumber } from '@caskmark/shared/money/decimal';
import { weiToEthNumber } from '@caskmark/shared/money/wei';
import type { z } from 'zod';
import { badRequest, notFound } from '../../platform/errors';
import { dollars, epochMs, inUuidList, isoFromMs, isUuid, nowParam, rowsOf } from '../catalogue/public';
import { normaliseAmount } from './listing-service';

interface EditionFactsRow {
  nft_pk: string;
  token_id: string | null;
  status: string;
  owner_pk: string | null;
  owner_handler: string | null;
  owner_address: string | null;
  is_managed: boolean;
  is_locked: boolean;
  name: string;
  video: string;
  image: string;
  edition_number: number;
  edition_pk: string;
  listing_pk: string | null;
  listing_id: string | null;
  listing_amount: string | null;
  listing_currency: 'USD' | 'ETH' | null;
  listing_payout: string | null;
  listing_valid_ms: number | null;
  paid_cents: number | null;
  paid_wei: string | null;
  last_sale_cents: number | null;
  lowest_ask_cents: number | null;
}

/** Facts of the edition NFTs `nftPks` a listing is about: owner, custody, lock, its live listing and prices. */
async function editionFacts(db: DbOrTx, now: Date, nftPks: string[]): Promise<EditionFactsRow[]> {
  const at = nowParam(now);
  return rowsOf<EditionFactsRow>(
    db,
    sql`select n.public_pk::text as nft_pk, n.token_id::text as token_id, n.status, n.owner_pk::text as owner_pk, u.handler as owner_handler,
        n.owner_address, n.is_in_managed_wallet as is_managed, n.is_locked, pr.title as name, coalesce(pr.video, '') as video,
        coalesce(nullif(pr.image, ''), p.image) as image, n.edition_number, n.edition_pk::text as edition_pk,
        live.public_pk::text as listing_pk, live.listing_id::text as listing_id, live.amount::text as listing_amount, live.currency as listing_currency,
        live.payout_address as listing_payout, ${epochMs(sql`live.valid_until`)} as listing_valid_ms,
        paid.selling_price_cents::float8 as paid_cents, paid.selling_price_wei::text as paid_wei,
        last_sale.selling_price_cents::float8 as last_sale_cents,
        (select min(l2.price_usd_cents)::float8 from listings l2 join listing_items li2 on li2.listing_pk = l2.public_pk
           join edition_nfts n2 on n2.public_pk = li2.edition_nft_pk
          where n2.edition_pk = n.edition_pk and l2.status = 'active' and l2.valid_until > ${at} and not l2.for_specific_buyer and not l2.is_bundle) as lowest_ask_cents
      from edition_nfts n
      join editions e on e.public_pk = n.edition_pk
      join products pr on pr.public_pk = e.product_pk
      join release_packs p on p.public_pk = e.release_pack_pk
      left join users u on u.public_pk = n.owner_pk
      left join lateral (select l.* from listings l join listing_items li on li.listing_pk = l.public_pk
          where li.edition_nft_pk = n.public_pk and l.status = 'active' and l.valid_until > ${at}
          order by l.created_at desc limit 1) live on true
      left join lateral (select h.selling_price_cents, h.selling_price_wei from edition_history h
          where h.edition_nft_pk = n.public_pk and h.to_user_pk = n.owner_pk and h.selling_price_cents is not null
          order by h.created_at desc limit 1) paid on true
      left join lateral (select h.selling_price_cents from edition_history h
          where h.edition_nft_pk = n.public_pk and h.transfer_type in ('Primary Market Sale', 'Secondary Market Sale') and h.selling_price_cents is not null
          order by h.created_at desc limit 1) last_sale on true
      where ${inUuidList(sql`n.public_pk`, nftPks)}`,
  );
}

function pricePaidEth(row: EditionFactsRow, usdPerEth: number): number | null {
  if (row.paid_wei !== null) return weiToEthNumber(BigInt(row.paid_wei), VAULT_ETH_DECIMALS);
  if (row.paid_cents === null || usdPerEth <= 0) return null;
  return scaledToNumber(usdCentsToEthUnits(Math.round(row.paid_cents), usdPerEth, VAULT_ETH_DECIMALS), VAULT_ETH_DECIMALS);
}

function present(row: EditionFactsRow, usdPerEth: number, isOwner: boolean, ballotTokenId: string | null = null): EditionListingData {
  return {
    editionNftPublicPk: row.nft_pk,
    isListed: row.listing_pk !== null,
    listingPrice: row.listing_amount === null ? null : Number(normaliseAmount(row.listing_amount)),
    currency: row.listing_currency,
    payoutAddress: isOwner ? (row.listing_payout ?? row.owner_address) : null,
    currentOwner: row.owner_handler,
    currentOwnerAddress: row.owner_address,
    tokenId: row.token_id,
    isManaged: row.is_managed,
    isLocked: row.is_locked,
    // What the owner paid is theirs to see only.
    pricePaidUsd: isOwner ? dollars(row.paid_cents) : null,
    pricePaidEth: isOwner ? pricePaidEth(row, usdPerEth) : null,
    lastSalePriceUsd: dollars(row.last_sale_cents),
    lowestAskEditionNftPriceUsd: dollars(row.lowest_ask_cents),
    ballotTokenId,
    name: row.name,
    video: row.video,
    image: row.image,
    editionNumber: row.edition_number,
    listingPublicPk: row.listing_pk,
    listingId: row.listing_id,
    validUntil: isoFromMs(row.listing_valid_ms),
  };
}

/** Whether an open card checkout of a listing holds this edition. */
async function inCardCheckout(db: DbOrTx, nftPk: string): Promise<boolean> {
  const rows = await rowsOf<{ found: number }>(
    db,
    sql`select 1 as found from listing_card_purchases p join listing_items li on li.listing_pk = p.listing_pk
      where li.edition_nft_pk = ${nftPk}::uuid and p.status in ('pending', 'processing') limit 1`,
  );
  return rows.length > 0;
}

/** GET /api/marketplace/v1/list/{editionNftPublicPk}. */
export async function editionListingData(
  db: DbOrTx,
  now: Date,
  nftPk: string,
  viewerPk: string | null,
  usdPerEth: number,
  ballotOf: (tokenId: string | null) => Promise<string | null> = async () => null,
): Promise<EditionListingData> {
  if (!isUuid(nftPk)) throw notFound('Edition NFT');
  const [row] = await editionFacts(db, now, [nftPk.toLowerCase()]);
  if (!row) throw notFound('Edition NFT');
  // A collaboration edition lists with the collaboration variant of the dialog (spec part 2 screen 10).
  const ballot = row.status === 'owned' ? await ballotOf(row.token_id) : null;
  return present(row, usdPerEth, viewerPk !== null && row.owner_pk === viewerPk, ballot);
}

/**
 * PUT /api/marketplace/v1/list/{editionNftPublicPk} with isListed: whether `userPk` may list these
 * editions now (decision 330): each is theirs ('You are not the owner'), minted, out of custody (the
 * spec's message), not locked by a gift or redemption, and a bundle sits in one wallet. The same
 * rules hold on chain (the contract refuses a token the caller does not own or has not approved).
 */
export async function checkListable(db: DbOrTx, now: Date, userPk: string, nftPk: string, body: z.output<typeof ListEditionBodySchema>, usdPerEth: number) {
  if (!isUuid(nftPk)) throw notFound('Edition NFT');
  const pks = [...new Set([nftPk.toLowerCase(), ...(body.editionNftPublicPks ?? []).map((pk) => pk.toLowerCase())])];
  const rows = await editionFacts(db, now, pks);
  const first = rows.find((row) => row.nft_pk === nftPk.toLowerCase());
  if (!first) throw notFound('Edition NFT');
  if (rows.length !== pks.length) throw badRequest(LISTING_EDITION_MISSING_MESSAGE, { code: 'edition_missing' });
  for (const row of rows) {
    if (row.owner_pk !== userPk || row.status !== 'owned') throw badRequest(NOT_OWNER_MESSAGE, { code: 'not_owner' });
    if (row.is_managed) throw badRequest(CUSTODIAL_LISTING_MESSAGE, { code: 'custodial_nft' });
    if (row.is_locked) {
      // A buyer is paying for it by card (decision 340): the spec's checkout message.
      if (await inCardCheckout(db, row.nft_pk)) throw badRequest(LISTING_CHECKOUT_EXISTS_MESSAGE, { code: 'checkout_exists', extra: { checkoutExists: true } });
      throw badRequest(LOCKED_LISTING_MESSAGE, { code: 'edition_locked' });
    }
    if (!row.token_id || !row.owner_address) throw badRequest(LISTING_EDITION_MISSING_MESSAGE, { code: 'edition_missing' });
  }
  if (new Set(rows.map((row) => row.owner_address!.toLowerCase())).size > 1) throw badRequest(BUNDLE_SAME_WALLET_MESSAGE, { code: 'bundle_wallets' });
  if (body.buyerAddress && body.buyerAddress.toLowerCase() === first.owner_address!.toLowerCase()) {
    throw badRequest('The buyer of a private listing must be another wallet.', { code: 'invalid_buyer' });
  }
  if (body.validUntil && new Date(body.validUntil).getTime() <= now.getTime()) {
    throw badRequest('The expiration date cannot be in the past', { code: 'expiration_past' });
  }
  return present(first, usdPerEth, true);
}
