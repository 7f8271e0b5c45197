-- Decision 363: the release list (`/api/marketplace/v2/release`, a release page's header) read its
-- figures by aggregating every pack summary on each cache miss (134 ms at a million editions under
-- load). A release's figures are now kept next to its packs' and recomputed in the same refresh
-- transaction as the packs that changed (pack-summary-refresh.ts); filters over packs still aggregate.
CREATE TABLE "release_summaries" (
	"release_pk" uuid PRIMARY KEY NOT NULL,
	"pack_count" integer NOT NULL,
	"total_units" integer NOT NULL,
	"primary_available" integer,
	"listed_count" integer NOT NULL,
	"min_price_cents" double precision
);
--> statement-breakpoint
ALTER TABLE "release_summaries" ADD CONSTRAINT "release_summaries_release_pk_releases_public_pk_fk" FOREIGN KEY ("release_pk") REFERENCES "public"."releases"("public_pk") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "release_summary_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"release_pk" uuid NOT NULL
);
--> statement-breakpoint
-- A pack that leaves its release (deleted, or moved to another) takes its figures from the old one:
-- the pack's own log row cannot name that release once the pack is gone.
CREATE FUNCTION "release_changes_of_release_packs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO release_summary_changes (release_pk) SELECT DISTINCT release_pk FROM old_rows;
  ELSE
    INSERT INTO release_summary_changes (release_pk)
      SELECT DISTINCT o.release_pk FROM old_rows o JOIN new_rows n ON n.public_pk = o.public_pk
      WHERE n.release_pk IS DISTINCT FROM o.release_pk;
  END IF;
  PERFORM pg_notify('caskmark_catalogue', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "release_packs_release_changes_delete" AFTER DELETE ON "release_packs" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "release_changes_of_release_packs"();
--> statement-breakpoint
CREATE TRIGGER "release_packs_release_changes_update" AFTER UPDATE ON "release_packs" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "release_changes_of_release_packs"();
--> statement-breakpoint
-- Releases that exist before this migration get their figures at the first read.
INSERT INTO "release_summary_changes" ("release_pk") SELECT "public_pk" FROM "releases";
