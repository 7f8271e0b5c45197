-- Decision 312: what the marketplace orders and filters packs by, kept with each pack's summary, so a
-- page picks its packs from one table (by index for the usual orders) instead of computing every
-- pack's card first. The index expressions are the order keys of sql/ordering.ts, verbatim.
ALTER TABLE "release_pack_summaries" ADD COLUMN "open_ms" double precision;
--> statement-breakpoint
ALTER TABLE "release_pack_summaries" ADD COLUMN "sale_status" text;
--> statement-breakpoint
ALTER TABLE "release_pack_summaries" ADD COLUMN "primary_available" integer;
--> statement-breakpoint
ALTER TABLE "release_pack_summaries" ADD COLUMN "min_price_cents" double precision;
--> statement-breakpoint
CREATE INDEX "release_pack_summaries_default_order_idx" ON "release_pack_summaries" (
  ((case when primary_available > 0 then 0 else 1 end)::float8),
  (coalesce(min_price_cents, 1e15)::float8),
  ((case sale_status when 'live' then 0 when 'upcoming' then 1 else 2 end)::float8),
  ((-open_ms)::float8),
  ((pack_pk::text)::text));
--> statement-breakpoint
CREATE INDEX "release_pack_summaries_price_order_idx" ON "release_pack_summaries" ((coalesce(min_price_cents, 1e15)::float8), ((pack_pk::text)::text));
--> statement-breakpoint
CREATE INDEX "release_pack_summaries_newest_order_idx" ON "release_pack_summaries" (((-open_ms)::float8), ((pack_pk::text)::text));
--> statement-breakpoint
-- Rows computed before these columns existed are recomputed at the next read.
INSERT INTO "release_pack_summary_changes" ("pack_pk") SELECT "pack_pk" FROM "release_pack_summaries";
