import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@caskmark/db';
import { containsPattern, epochMs, rowsOf } from '../catalogue/public';

/**
 * The vault's reads. Who holds an edition is the chain index's answer: `edition_nfts.owner_address`
 * (written by the ownership projection from Transfer logs) matched against every wallet the person
 * has now, connected or managed (index on lower(owner_address)). `owner_pk` is not used: it names the
 * account a wallet belonged to at the time of the transfer and drifts when wallets come and go.
 */
export type VaultState = 'owned' | 'redeemed';

export interface VaultScope {
  userPk: string;
  state: VaultState;
  search?: string;
}

export interface VaultRow {
  nft_pk: string;
  edition_pk: string;
  edition_number: number;
  token_id: string | null;
  owner_address: string | null;
  is_managed: boolean;
  is_locked: boolean;
  status: VaultState;
  is_generic_metadata: boolean;
  name: string;
  image: string;
  video: string;
  brand_name: string;
  brand_slug: string;
  release_slug: string;
  release_pk: string;
  release_ms: number;
  go_live_ms: number | null;
  redeem_after_ms: number | null;
  redeemed_ms: number | null;
  voting_open_ms: number | null;
  voting_close_ms: number | null;
}

/** The NFTs in scope, as `mine(public_pk, is_managed)`. */
function mineCte(scope: VaultScope): SQL {
  if (scope.state === 'owned') {
    return sql`
my_wallets as (
  select lower(address) as address, bool_or(is_managed) as is_managed
  from wallets where user_pk = ${scope.userPk}::uuid and deleted_at is null group by 1
),
mine as (
  select n.public_pk, w.is_managed from my_wallets w
  join edition_nfts n on lower(n.owner_address) = w.address
  where n.status = 'owned'
)`;
  }
  // A burned token has no owner address any more: its Redeem row says whose wallet it left.
  return sql`
my_addresses as (select lower(address) as address from wallets where user_pk = ${scope.userPk}::uuid),
mine as (
  select distinct h.edition_nft_pk as public_pk, false as is_managed
  from edition_history h join edition_nfts n on n.public_pk = h.edition_nft_pk
  where h.transfer_type = 'Redeem' and n.status = 'redeemed'
    and (h.from_user_pk = ${scope.userPk}::uuid or lower(h.from_address) in (select address from my_addresses))
)`;
}

/** Name, brand, release, or an edition number written as '#12' or '12'. */
function searchCondition(search: string | undefined): SQL {
  const term = search?.trim();
  if (!term) return sql`true`;
  const pattern = containsPattern(term);
  const number = /^#?\s*(\d{1,9})$/.exec(term)?.[1];
  const byNumber = number ? sql` or n.edition_number = ${Number(number)}` : sql``;
  return sql`(pr.title ilike ${pattern} or b.name ilike ${pattern} or r.product_title ilike ${pattern} or p.name ilike ${pattern}${byNumber})`;
}

const JOINS = sql`
join edition_nfts n on n.public_pk = mine.public_pk
join editions e on e.public_pk = n.edition_pk
join release_packs p on p.public_pk = e.release_pack_pk
join releases r on r.public_pk = p.release_pk
join brands b on b.public_pk = r.brand_pk
join products pr on pr.public_pk = e.product_pk`;

const SELECT_ROW = sql`select n.public_pk::text as nft_pk, e.public_pk::text as edition_pk, n.edition_number, n.token_id::text as token_id,
  n.owner_address, mine.is_managed, n.is_locked, n.status, e.is_generic_metadata,
  pr.title as name, coalesce(nullif(pr.image, ''), p.image) as image, coalesce(nullif(pr.video, ''), p.video) as video,
  b.name as brand_name, b.slug as brand_slug, r.slug as release_slug, r.public_pk::text as release_pk,
  ${epochMs(sql`r.lobby_open_date`)} as release_ms, ${epochMs(sql`n.go_live_date`)} as go_live_ms,
  ${epochMs(sql`r.redeem_after`)} as redeem_after_ms, ${epochMs(sql`n.redeemed_at`)} as redeemed_ms,
  ${epochMs(sql`r.voting_open_date`)} as voting_open_ms, ${epochMs(sql`r.voting_close_date`)} as voting_close_ms
from mine ${JOINS}`;

/** One page of the vault, newest acquisition first (ties by brand, bottle and number). */
export async function vaultRows(db: DbOrTx, scope: VaultScope, limit: number, offset: number): Promise<VaultRow[]> {
  return rowsOf<VaultRow>(
    db,
    sql`with ${mineCte(scope)}
${SELECT_ROW}
where ${searchCondition(scope.search)}
order by coalesce(n.redeemed_at, n.sold_at, n.created_at) desc, b.name, pr.title, n.edition_number, n.public_pk
limit ${limit} offset ${offset}`,
  );
}

export async function countVault(db: DbOrTx, scope: VaultScope): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(
    db,
    sql`with ${mineCte(scope)}
select count(*)::int as count from mine ${JOINS}
where ${searchCondition(scope.search)}`,
  );
  return row?.count ?? 0;
}

/** The vault row of one NFT, when it is in scope (held now, or redeemed by the person). */
export async function vaultRowOf(db: DbOrTx, userPk: string, nftPk: string): Promise<VaultRow | null> {
  for (const state of ['owned', 'redeemed'] as const) {
    const [row] = await rowsOf<VaultRow>(
      db,
      sql`with ${mineCte({ userPk, state })}
${SELECT_ROW}
where n.public_pk = ${nftPk}::uuid`,
    );
    if (row) return row;
  }
  return null;
}
