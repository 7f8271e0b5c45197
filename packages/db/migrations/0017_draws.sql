CREATE TABLE "draws" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"release_pack_pk" uuid NOT NULL,
	"kind" text NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"prizes" integer,
	"edition_nft_pks" jsonb,
	"entries" jsonb,
	"winners" jsonb,
	"drawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draw_entries" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"release_pack_pk" uuid NOT NULL,
	"user_pk" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'inProgress' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"amount_cents" bigint NOT NULL,
	"questionnaire" jsonb,
	"paid_intent_pk" uuid,
	"paid_at" timestamp with time zone,
	"outcome" text,
	"prize_edition_nft_pk" uuid,
	"cart_pk" uuid,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draw_photo_ids" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_pk" uuid NOT NULL,
	"image_key" text NOT NULL,
	"declared_type" text NOT NULL,
	"file_name" text NOT NULL,
	"stored_type" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_release_pack_pk_release_packs_public_pk_fk" FOREIGN KEY ("release_pack_pk") REFERENCES "public"."release_packs"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_entries" ADD CONSTRAINT "draw_entries_release_pack_pk_release_packs_public_pk_fk" FOREIGN KEY ("release_pack_pk") REFERENCES "public"."release_packs"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_entries" ADD CONSTRAINT "draw_entries_user_pk_users_public_pk_fk" FOREIGN KEY ("user_pk") REFERENCES "public"."users"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_photo_ids" ADD CONSTRAINT "draw_photo_ids_entry_pk_draw_entries_public_pk_fk" FOREIGN KEY ("entry_pk") REFERENCES "public"."draw_entries"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "draws_pack_key" ON "draws" USING btree ("release_pack_pk");--> statement-breakpoint
CREATE INDEX "draws_undrawn_idx" ON "draws" USING btree ("created_at") WHERE "draws"."drawn_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "draw_entries_pack_user_key" ON "draw_entries" USING btree ("release_pack_pk","user_pk");--> statement-breakpoint
CREATE INDEX "draw_entries_user_idx" ON "draw_entries" USING btree ("user_pk");--> statement-breakpoint
CREATE UNIQUE INDEX "draw_photo_ids_key" ON "draw_photo_ids" USING btree ("image_key");--> statement-breakpoint
CREATE INDEX "draw_photo_ids_entry_idx" ON "draw_photo_ids" USING btree ("entry_pk");
