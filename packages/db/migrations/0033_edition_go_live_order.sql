-- Decision 320: `/api/marketplace/v2/editions` without a filter, in its default order (collaborations
-- last, newest go-live first, then by number and id), walks this index for each half and stops at the
-- page's end, instead of building and sorting every edition NFT's view (7 s at a million).
CREATE INDEX "edition_nfts_go_live_order_idx" ON "edition_nfts" ("go_live_date" DESC NULLS LAST, "edition_number", "public_pk");
