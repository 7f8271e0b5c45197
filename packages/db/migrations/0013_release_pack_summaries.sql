CREATE TABLE "release_pack_summaries" (
	"pack_pk" uuid PRIMARY KEY NOT NULL,
	"total_units" integer NOT NULL,
	"free_units" integer NOT NULL,
	"checkout_units" integer NOT NULL,
	"sold_units" integer NOT NULL,
	"min_free_price_cents" bigint,
	"listed_count" integer NOT NULL,
	"min_listing_cents" bigint,
	"newest_listing_at" timestamp with time zone,
	"soonest_expiry_at" timestamp with time zone,
	"computed_at" timestamp with time zone NOT NULL,
	"stale_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "release_pack_summary_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pack_pk" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "release_pack_summaries" ADD CONSTRAINT "release_pack_summaries_pack_pk_release_packs_public_pk_fk" FOREIGN KEY ("pack_pk") REFERENCES "public"."release_packs"("public_pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "release_pack_summaries_stale_idx" ON "release_pack_summaries" USING btree ("stale_at");
--> statement-breakpoint
-- Triggers log the packs whose summary a write changed, in the writer's transaction, and tell every
-- listening instance that the catalogue moved (NOTIFY is delivered at commit, never before). Statement
-- triggers with transition tables, so a bulk insert logs each pack once (decision 310).
CREATE FUNCTION "release_pack_changes_of_edition_nfts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO release_pack_summary_changes (pack_pk)
      SELECT DISTINCT e.release_pack_pk FROM new_rows n JOIN editions e ON e.public_pk = n.edition_pk;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO release_pack_summary_changes (pack_pk)
      SELECT DISTINCT e.release_pack_pk FROM old_rows o JOIN editions e ON e.public_pk = o.edition_pk;
  ELSE
    INSERT INTO release_pack_summary_changes (pack_pk)
      SELECT DISTINCT e.release_pack_pk
      FROM new_rows n JOIN old_rows o ON o.public_pk = n.public_pk
      JOIN editions e ON e.public_pk IN (n.edition_pk, o.edition_pk)
      WHERE (n.status, n.is_locked, n.reserved_for_pk, n.primary_price_cents, n.edition_pk)
        IS DISTINCT FROM (o.status, o.is_locked, o.reserved_for_pk, o.primary_price_cents, o.edition_pk);
  END IF;
  PERFORM pg_notify('caskmark_catalogue', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "edition_nfts_pack_changes_insert" AFTER INSERT ON "edition_nfts" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "release_pack_changes_of_edition_nfts"();
--> statement-breakpoint
CREATE TRIGGER "edition_nfts_pack_changes_update" AFTER UPDATE ON "edition_nfts" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "release_pack_changes_of_edition_nfts"();
--> statement-breakpoint
CREATE TRIGGER "edition_nfts_pack_changes_delete" AFTER DELETE ON "edition_nfts" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "release_pack_changes_of_edition_nfts"();
--> statement-breakpoint
CREATE FUNCTION "release_pack_changes_of_editions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO release_pack_summary_changes (pack_pk) SELECT DISTINCT release_pack_pk FROM new_rows;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO release_pack_summary_changes (pack_pk) SELECT DISTINCT release_pack_pk FROM old_rows;
  END IF;
  PERFORM pg_notify('caskmark_catalogue', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "editions_pack_changes_insert" AFTER INSERT ON "editions" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "release_pack_changes_of_editions"();
--> statement-breakpoint
CREATE TRIGGER "editions_pack_changes_update" AFTER UPDATE ON "editions" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "release_pack_changes_of_editions"();
--> statement-breakpoint
CREATE TRIGGER "editions_pack_changes_delete" AFTER DELETE ON "editions" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "release_pack_changes_of_editions"();
--> statement-breakpoint
CREATE FUNCTION "release_pack_changes_of_release_packs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO release_pack_summary_changes (pack_pk) SELECT public_pk FROM new_rows;
  END IF;
  PERFORM pg_notify('caskmark_catalogue', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "release_packs_pack_changes_insert" AFTER INSERT ON "release_packs" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "release_pack_changes_of_release_packs"();
--> statement-breakpoint
CREATE TRIGGER "release_packs_pack_changes_update" AFTER UPDATE ON "release_packs" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "release_pack_changes_of_release_packs"();
--> statement-breakpoint
CREATE TRIGGER "release_packs_pack_changes_delete" AFTER DELETE ON "release_packs"
  FOR EACH STATEMENT EXECUTE FUNCTION "release_pack_changes_of_release_packs"();
--> statement-breakpoint
-- A release's dates open and close its packs' sales: their summaries' stale_at moves with them.
CREATE FUNCTION "release_pack_changes_of_releases"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO release_pack_summary_changes (pack_pk)
    SELECT p.public_pk FROM new_rows r JOIN old_rows o ON o.public_pk = r.public_pk JOIN release_packs p ON p.release_pk = r.public_pk
    WHERE (r.lobby_open_date, r.lobby_close_date) IS DISTINCT FROM (o.lobby_open_date, o.lobby_close_date);
  PERFORM pg_notify('caskmark_catalogue', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "releases_pack_changes_update" AFTER UPDATE ON "releases" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "release_pack_changes_of_releases"();
--> statement-breakpoint
CREATE FUNCTION "release_pack_changes_of_cart_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO release_pack_summary_changes (pack_pk)
      SELECT DISTINCT e.release_pack_pk FROM new_rows l JOIN edition_nfts n ON n.public_pk = l.edition_nft_pk JOIN editions e ON e.public_pk = n.edition_pk;
  ELSE
    INSERT INTO release_pack_summary_changes (pack_pk)
      SELECT DISTINCT e.release_pack_pk FROM old_rows l JOIN edition_nfts n ON n.public_pk = l.edition_nft_pk JOIN editions e ON e.public_pk = n.edition_pk;
  END IF;
  PERFORM pg_notify('caskmark_catalogue', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cart_lines_pack_changes_insert" AFTER INSERT ON "cart_lines" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "release_pack_changes_of_cart_lines"();
--> statement-breakpoint
CREATE TRIGGER "cart_lines_pack_changes_update" AFTER UPDATE ON "cart_lines" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "release_pack_changes_of_cart_lines"();
--> statement-breakpoint
CREATE TRIGGER "cart_lines_pack_changes_delete" AFTER DELETE ON "cart_lines" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "release_pack_changes_of_cart_lines"();
--> statement-breakpoint
-- A cart holds its lines while Initiated and before its deadline, or while its payment runs.
CREATE FUNCTION "release_pack_changes_of_checkout_carts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO release_pack_summary_changes (pack_pk)
    SELECT DISTINCT e.release_pack_pk
    FROM new_rows c JOIN old_rows o ON o.public_pk = c.public_pk
    JOIN cart_lines l ON l.cart_pk = c.public_pk JOIN edition_nfts n ON n.public_pk = l.edition_nft_pk JOIN editions e ON e.public_pk = n.edition_pk
    WHERE (c.status, c.valid_until) IS DISTINCT FROM (o.status, o.valid_until);
  PERFORM pg_notify('caskmark_catalogue', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "checkout_carts_pack_changes_update" AFTER UPDATE ON "checkout_carts" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "release_pack_changes_of_checkout_carts"();
--> statement-breakpoint
CREATE FUNCTION "release_pack_changes_of_listings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO release_pack_summary_changes (pack_pk)
      SELECT DISTINCT e.release_pack_pk FROM new_rows l JOIN listing_items li ON li.listing_pk = l.public_pk
      JOIN edition_nfts n ON n.public_pk = li.edition_nft_pk JOIN editions e ON e.public_pk = n.edition_pk;
  ELSE
    INSERT INTO release_pack_summary_changes (pack_pk)
      SELECT DISTINCT e.release_pack_pk FROM old_rows l JOIN listing_items li ON li.listing_pk = l.public_pk
      JOIN edition_nfts n ON n.public_pk = li.edition_nft_pk JOIN editions e ON e.public_pk = n.edition_pk;
  END IF;
  PERFORM pg_notify('caskmark_catalogue', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "listings_pack_changes_insert" AFTER INSERT ON "listings" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "release_pack_changes_of_listings"();
--> statement-breakpoint
CREATE TRIGGER "listings_pack_changes_update" AFTER UPDATE ON "listings" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "release_pack_changes_of_listings"();
--> statement-breakpoint
CREATE TRIGGER "listings_pack_changes_delete" AFTER DELETE ON "listings" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "release_pack_changes_of_listings"();
--> statement-breakpoint
CREATE FUNCTION "release_pack_changes_of_listing_items"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO release_pack_summary_changes (pack_pk)
      SELECT DISTINCT e.release_pack_pk FROM new_rows li JOIN edition_nfts n ON n.public_pk = li.edition_nft_pk JOIN editions e ON e.public_pk = n.edition_pk;
  ELSE
    INSERT INTO release_pack_summary_changes (pack_pk)
      SELECT DISTINCT e.release_pack_pk FROM old_rows li JOIN edition_nfts n ON n.public_pk = li.edition_nft_pk JOIN editions e ON e.public_pk = n.edition_pk;
  END IF;
  PERFORM pg_notify('caskmark_catalogue', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "listing_items_pack_changes_insert" AFTER INSERT ON "listing_items" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "release_pack_changes_of_listing_items"();
--> statement-breakpoint
CREATE TRIGGER "listing_items_pack_changes_delete" AFTER DELETE ON "listing_items" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "release_pack_changes_of_listing_items"();
--> statement-breakpoint
-- Auction lots (decision 251): bids move a lot's price and a soft close moves its close, which is a
-- moment the pack's sale status changes by time alone.
CREATE FUNCTION "release_pack_changes_of_auction_lots"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO release_pack_summary_changes (pack_pk) SELECT DISTINCT release_pack_pk FROM new_rows;
  ELSE
    INSERT INTO release_pack_summary_changes (pack_pk) SELECT DISTINCT release_pack_pk FROM old_rows;
  END IF;
  PERFORM pg_notify('caskmark_catalogue', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "auction_lots_pack_changes_insert" AFTER INSERT ON "auction_lots" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "release_pack_changes_of_auction_lots"();
--> statement-breakpoint
CREATE TRIGGER "auction_lots_pack_changes_update" AFTER UPDATE ON "auction_lots" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "release_pack_changes_of_auction_lots"();
--> statement-breakpoint
CREATE TRIGGER "auction_lots_pack_changes_delete" AFTER DELETE ON "auction_lots" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "release_pack_changes_of_auction_lots"();
--> statement-breakpoint
-- What catalogue pages show without changing a summary: cached answers start over when it changes.
CREATE FUNCTION "catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('caskmark_catalogue', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "brands_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "releases_catalogue_changed" AFTER INSERT OR DELETE ON "releases" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "bid_increments_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "bid_increments" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
-- Packs that exist before this migration get their summary at the first read.
INSERT INTO "release_pack_summary_changes" ("pack_pk") SELECT "public_pk" FROM "release_packs";
