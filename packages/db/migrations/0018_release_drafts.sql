CREATE TABLE "release_drafts" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_pk" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"document" jsonb NOT NULL,
	"release_pk" uuid,
	"created_by_pk" uuid,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "release_drafts" ADD CONSTRAINT "release_drafts_brand_pk_brands_public_pk_fk" FOREIGN KEY ("brand_pk") REFERENCES "public"."brands"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_drafts" ADD CONSTRAINT "release_drafts_release_pk_releases_public_pk_fk" FOREIGN KEY ("release_pk") REFERENCES "public"."releases"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_drafts" ADD CONSTRAINT "release_drafts_created_by_pk_users_public_pk_fk" FOREIGN KEY ("created_by_pk") REFERENCES "public"."users"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "release_drafts_brand_idx" ON "release_drafts" USING btree ("brand_pk","updated_at");
