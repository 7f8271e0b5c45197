-- Decision 320: the filter panel's option counts (how many release packs hold a bottle of each
-- category, country, vintage …, each producer's and each release's packs) are kept in a table instead of
-- twelve count(distinct) over every pack's products per request. They change only when the catalogue's
-- shape changes (an edition added, moved or removed, a product relabelled, a pack added or moved, a
-- release or producer renamed): the triggers below mark the counts stale in the writer's transaction,
-- and the next read recomputes them once (apps/server/src/modules/marketplace/filter-option-counts.ts).
-- Holds, sales, burns and listings never touch these tables. The unconditional UPDATE takes the state
-- row's lock until the writer commits, so a recomputation cannot miss a write it did not see: while a
-- writer holds the row, reads compute the counts without storing them.
CREATE TABLE "catalogue_filter_options" (
	"field" text NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"pack_count" integer NOT NULL,
	CONSTRAINT "catalogue_filter_options_pkey" PRIMARY KEY ("field", "value")
);
--> statement-breakpoint
CREATE TABLE "catalogue_filter_state" (
	"id" integer PRIMARY KEY NOT NULL CHECK ("id" = 1),
	"stale" boolean NOT NULL,
	"changed_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
INSERT INTO "catalogue_filter_state" ("id", "stale") VALUES (1, true);
--> statement-breakpoint
CREATE FUNCTION "catalogue_filter_options_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_filter_state" SET "stale" = true, "changed_at" = now() WHERE "id" = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "editions_filter_options_stale" AFTER INSERT OR DELETE OR UPDATE OF "release_pack_pk", "product_pk" ON "editions"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_filter_options_stale"();
--> statement-breakpoint
CREATE TRIGGER "products_filter_options_stale" AFTER INSERT OR DELETE OR UPDATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_filter_options_stale"();
--> statement-breakpoint
CREATE TRIGGER "release_packs_filter_options_stale" AFTER INSERT OR DELETE OR UPDATE OF "release_pk" ON "release_packs"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_filter_options_stale"();
--> statement-breakpoint
CREATE TRIGGER "releases_filter_options_stale" AFTER INSERT OR DELETE OR UPDATE OF "slug", "product_title", "brand_pk" ON "releases"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_filter_options_stale"();
--> statement-breakpoint
CREATE TRIGGER "brands_filter_options_stale" AFTER INSERT OR DELETE OR UPDATE OF "slug", "name" ON "brands"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_filter_options_stale"();
