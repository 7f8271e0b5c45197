CREATE TABLE "users" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"handler" text NOT NULL,
	"email" text,
	"is_wallet" boolean DEFAULT false NOT NULL,
	"is_managed_email" boolean DEFAULT false NOT NULL,
	"communication_email" text,
	"communication_email_is_verified" boolean DEFAULT false NOT NULL,
	"is_brand" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bid_increments" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"release_style" text NOT NULL,
	"steps" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"hero_image" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "edition_nfts" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"edition_pk" uuid NOT NULL,
	"edition_number" integer NOT NULL,
	"token_id" numeric(78, 0),
	"status" text DEFAULT 'unsold' NOT NULL,
	"primary_price_cents" bigint NOT NULL,
	"owner_pk" uuid,
	"owner_address" text,
	"is_in_managed_wallet" boolean DEFAULT true NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"reserved_for_pk" uuid,
	"go_live_date" timestamp with time zone,
	"sold_at" timestamp with time zone,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "editions" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"release_pack_pk" uuid NOT NULL,
	"product_pk" uuid NOT NULL,
	"total_count" integer NOT NULL,
	"is_generic_metadata" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_pk" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"whisky_type" text,
	"wine_type" text,
	"country" text NOT NULL,
	"region" text,
	"bottle_size_ml" integer NOT NULL,
	"vintage" integer,
	"age_statement" integer,
	"colour" text,
	"primary_grape" text,
	"bottler" text,
	"experience" text,
	"abv" numeric(4, 1) NOT NULL,
	"weight_kg" numeric(5, 2) NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"video" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "release_packs" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"release_pk" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"video" text DEFAULT '' NOT NULL,
	"is_bundle" boolean DEFAULT false NOT NULL,
	"listing_price_cents" bigint NOT NULL,
	"reserve_price_cents" bigint,
	"lot_open_date" timestamp with time zone,
	"lot_close_date" timestamp with time zone,
	"max_per_user" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "releases" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_pk" uuid NOT NULL,
	"slug" text NOT NULL,
	"product_title" text NOT NULL,
	"product_description" text DEFAULT '' NOT NULL,
	"product_video" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"release_style" text NOT NULL,
	"lobby_open_date" timestamp with time zone NOT NULL,
	"lobby_close_date" timestamp with time zone,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_collaboration" boolean DEFAULT false NOT NULL,
	"early_access_code_hash" text,
	"voting_open_date" timestamp with time zone,
	"voting_close_date" timestamp with time zone,
	"redeem_after" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_pk" uuid NOT NULL,
	"edition_nft_pk" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"origin" text DEFAULT 'web' NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_carts" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_pk" uuid NOT NULL,
	"release_pack_pk" uuid NOT NULL,
	"status" text DEFAULT 'Initiated' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"amount_paid_cents" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_items" (
	"listing_pk" uuid NOT NULL,
	"edition_nft_pk" uuid NOT NULL,
	CONSTRAINT "listing_items_listing_pk_edition_nft_pk_pk" PRIMARY KEY("listing_pk","edition_nft_pk")
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" numeric(78, 0),
	"seller_pk" uuid NOT NULL,
	"seller_address" text NOT NULL,
	"payout_address" text,
	"amount" numeric(30, 8) NOT NULL,
	"currency" text NOT NULL,
	"price_usd_cents" bigint NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"for_specific_buyer" boolean DEFAULT false NOT NULL,
	"buyer_address" text,
	"is_bundle" boolean DEFAULT false NOT NULL,
	"is_collaboration" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"transaction_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "edition_history" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"edition_nft_pk" uuid,
	"release_pk" uuid NOT NULL,
	"transfer_type" text NOT NULL,
	"from_user_pk" uuid,
	"from_address" text,
	"from_is_brand" integer DEFAULT 0 NOT NULL,
	"to_user_pk" uuid,
	"to_address" text,
	"to_is_brand" integer DEFAULT 0 NOT NULL,
	"selling_price_cents" bigint,
	"selling_price_wei" numeric(78, 0),
	"listing_pk" uuid,
	"primary_items_total" integer,
	"transaction_hash" text,
	"source_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "edition_history_source_key_unique" UNIQUE("source_key")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "giveaway_terms" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "giveaways" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"prize" text DEFAULT '' NOT NULL,
	"brand_slug" text,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"partner" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "press_releases" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"outlet" text NOT NULL,
	"summary" text NOT NULL,
	"url" text NOT NULL,
	"release_slug" text,
	"is_generic" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "edition_nfts" ADD CONSTRAINT "edition_nfts_edition_pk_editions_public_pk_fk" FOREIGN KEY ("edition_pk") REFERENCES "public"."editions"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edition_nfts" ADD CONSTRAINT "edition_nfts_owner_pk_users_public_pk_fk" FOREIGN KEY ("owner_pk") REFERENCES "public"."users"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edition_nfts" ADD CONSTRAINT "edition_nfts_reserved_for_pk_users_public_pk_fk" FOREIGN KEY ("reserved_for_pk") REFERENCES "public"."users"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editions" ADD CONSTRAINT "editions_release_pack_pk_release_packs_public_pk_fk" FOREIGN KEY ("release_pack_pk") REFERENCES "public"."release_packs"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editions" ADD CONSTRAINT "editions_product_pk_products_public_pk_fk" FOREIGN KEY ("product_pk") REFERENCES "public"."products"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_pk_brands_public_pk_fk" FOREIGN KEY ("brand_pk") REFERENCES "public"."brands"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_packs" ADD CONSTRAINT "release_packs_release_pk_releases_public_pk_fk" FOREIGN KEY ("release_pk") REFERENCES "public"."releases"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_brand_pk_brands_public_pk_fk" FOREIGN KEY ("brand_pk") REFERENCES "public"."brands"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_pk_checkout_carts_public_pk_fk" FOREIGN KEY ("cart_pk") REFERENCES "public"."checkout_carts"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_edition_nft_pk_edition_nfts_public_pk_fk" FOREIGN KEY ("edition_nft_pk") REFERENCES "public"."edition_nfts"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_carts" ADD CONSTRAINT "checkout_carts_user_pk_users_public_pk_fk" FOREIGN KEY ("user_pk") REFERENCES "public"."users"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_carts" ADD CONSTRAINT "checkout_carts_release_pack_pk_release_packs_public_pk_fk" FOREIGN KEY ("release_pack_pk") REFERENCES "public"."release_packs"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_items" ADD CONSTRAINT "listing_items_listing_pk_listings_public_pk_fk" FOREIGN KEY ("listing_pk") REFERENCES "public"."listings"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_items" ADD CONSTRAINT "listing_items_edition_nft_pk_edition_nfts_public_pk_fk" FOREIGN KEY ("edition_nft_pk") REFERENCES "public"."edition_nfts"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_seller_pk_users_public_pk_fk" FOREIGN KEY ("seller_pk") REFERENCES "public"."users"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edition_history" ADD CONSTRAINT "edition_history_edition_nft_pk_edition_nfts_public_pk_fk" FOREIGN KEY ("edition_nft_pk") REFERENCES "public"."edition_nfts"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edition_history" ADD CONSTRAINT "edition_history_release_pk_releases_public_pk_fk" FOREIGN KEY ("release_pk") REFERENCES "public"."releases"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edition_history" ADD CONSTRAINT "edition_history_from_user_pk_users_public_pk_fk" FOREIGN KEY ("from_user_pk") REFERENCES "public"."users"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edition_history" ADD CONSTRAINT "edition_history_to_user_pk_users_public_pk_fk" FOREIGN KEY ("to_user_pk") REFERENCES "public"."users"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edition_history" ADD CONSTRAINT "edition_history_listing_pk_listings_public_pk_fk" FOREIGN KEY ("listing_pk") REFERENCES "public"."listings"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "users_handler_key" ON "users" USING btree ("handler");--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_slug_key" ON "brands" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name_key" ON "brands" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "edition_nfts_number_key" ON "edition_nfts" USING btree ("edition_pk","edition_number");--> statement-breakpoint
CREATE UNIQUE INDEX "edition_nfts_token_key" ON "edition_nfts" USING btree ("token_id") WHERE "edition_nfts"."token_id" is not null;--> statement-breakpoint
CREATE INDEX "edition_nfts_owner_idx" ON "edition_nfts" USING btree ("owner_pk");--> statement-breakpoint
CREATE INDEX "edition_nfts_status_idx" ON "edition_nfts" USING btree ("status");--> statement-breakpoint
CREATE INDEX "editions_pack_idx" ON "editions" USING btree ("release_pack_pk");--> statement-breakpoint
CREATE INDEX "editions_product_idx" ON "editions" USING btree ("product_pk");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_pk");--> statement-breakpoint
CREATE INDEX "release_packs_release_idx" ON "release_packs" USING btree ("release_pk");--> statement-breakpoint
CREATE UNIQUE INDEX "releases_slug_key" ON "releases" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "releases_brand_idx" ON "releases" USING btree ("brand_pk");--> statement-breakpoint
CREATE INDEX "releases_open_idx" ON "releases" USING btree ("lobby_open_date");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_open_edition_key" ON "cart_lines" USING btree ("edition_nft_pk") WHERE "cart_lines"."released_at" is null;--> statement-breakpoint
CREATE INDEX "cart_lines_cart_idx" ON "cart_lines" USING btree ("cart_pk");--> statement-breakpoint
CREATE INDEX "checkout_carts_user_idx" ON "checkout_carts" USING btree ("user_pk","status");--> statement-breakpoint
CREATE INDEX "listing_items_nft_idx" ON "listing_items" USING btree ("edition_nft_pk");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_listing_id_key" ON "listings" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listings_status_idx" ON "listings" USING btree ("status","valid_until");--> statement-breakpoint
CREATE INDEX "listings_seller_idx" ON "listings" USING btree ("seller_pk");--> statement-breakpoint
CREATE INDEX "edition_history_nft_idx" ON "edition_history" USING btree ("edition_nft_pk","created_at");--> statement-breakpoint
CREATE INDEX "edition_history_release_idx" ON "edition_history" USING btree ("release_pk","created_at");--> statement-breakpoint
CREATE INDEX "edition_history_created_idx" ON "edition_history" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "announcements_slug_key" ON "announcements" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "giveaways_slug_key" ON "giveaways" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_email_partner_key" ON "newsletter_subscriptions" USING btree ("email","partner");