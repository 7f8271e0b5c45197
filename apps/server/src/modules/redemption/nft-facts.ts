import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@caskmark/db';
import { epochMs, rowsOf } from '../catalogue/public';

/** What redeeming an edition NFT depends on: its token and holder (the chain index), its release's redeem date, its bottle. */
export interface NftFacts {
  nft_pk: string;
  edition_number: number;
  status: 'unsold' | 'owned' | 'redeemed' | 'burned';
  is_locked: boolean;
  owner_address: string | null;
  token_id: string | null;
  redeem_after_ms: number | null;
  title: string;
  image: string;
  brand_name: string;
  category: string;
  abv: string;
  weight_kg: string;
  bottle_size_ml: number;
}

/** One edition NFT's facts; `forUpdate` locks its row for the caller's transaction. */
export async function nftFacts(db: DbOrTx, nftPk: string, options: { forUpdate?: boolean } = {}): Promise<NftFacts | null> {
  const [row] = await rowsOf<NftFacts>(
    db,
    sql`select n.public_pk::text as nft_pk, n.edition_number, n.status, n.is_locked, n.owner_address, n.token_id::text as token_id,
  ${epochMs(sql`r.redeem_after`)} as redeem_after_ms, pr.title, coalesce(nullif(pr.image, ''), p.image) as image, b.name as brand_name,
  pr.category, pr.abv::text as abv, pr.weight_kg::text as weight_kg, pr.bottle_size_ml
from edition_nfts n
join editions e on e.public_pk = n.edition_pk
join products pr on pr.public_pk = e.product_pk
join release_packs p on p.public_pk = e.release_pack_pk
join releases r on r.public_pk = p.release_pk
join brands b on b.public_pk = r.brand_pk
where n.public_pk = ${nftPk}::uuid${options.forUpdate ? sql` for update of n` : sql``}`,
  );
  return row ?? null;
}
