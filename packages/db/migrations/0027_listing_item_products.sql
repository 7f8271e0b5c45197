-- Decision 313: each listing item keeps its edition's product, so a listings filter on a bottle
-- attribute joins one table (products) instead of walking every candidate's item to its edition NFT,
-- edition and product, and can be answered as one hash join over the listed items. Filled by a trigger
-- on insert (every code path: the chain projection, builders, seeds, psql) and kept when an edition's
-- product changes; a product never moves to another edition NFT otherwise.
ALTER TABLE "listing_items" ADD COLUMN "product_pk" uuid;
--> statement-breakpoint
UPDATE "listing_items" li SET "product_pk" = e."product_pk"
  FROM "edition_nfts" n JOIN "editions" e ON e."public_pk" = n."edition_pk"
  WHERE n."public_pk" = li."edition_nft_pk";
--> statement-breakpoint
ALTER TABLE "listing_items" ALTER COLUMN "product_pk" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "listing_items" ADD CONSTRAINT "listing_items_product_pk_products_public_pk_fk"
  FOREIGN KEY ("product_pk") REFERENCES "products"("public_pk");
--> statement-breakpoint
CREATE INDEX "listing_items_product_idx" ON "listing_items" ("product_pk", "listing_pk");
--> statement-breakpoint
CREATE FUNCTION "listing_item_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT e."product_pk" INTO NEW."product_pk"
    FROM "edition_nfts" n JOIN "editions" e ON e."public_pk" = n."edition_pk"
    WHERE n."public_pk" = NEW."edition_nft_pk";
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "listing_items_product" BEFORE INSERT OR UPDATE OF "edition_nft_pk" ON "listing_items"
  FOR EACH ROW EXECUTE FUNCTION "listing_item_product"();
--> statement-breakpoint
CREATE FUNCTION "listing_items_follow_edition_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "listing_items" li SET "product_pk" = NEW."product_pk"
    FROM "edition_nfts" n WHERE n."edition_pk" = NEW."public_pk" AND li."edition_nft_pk" = n."public_pk";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "editions_listing_item_products" AFTER UPDATE OF "product_pk" ON "editions"
  FOR EACH ROW WHEN (OLD."product_pk" IS DISTINCT FROM NEW."product_pk")
  EXECUTE FUNCTION "listing_items_follow_edition_product"();
