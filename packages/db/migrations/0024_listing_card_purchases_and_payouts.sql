CREATE TABLE "listing_card_purchases" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_pk" uuid NOT NULL,
	"listing_id" numeric(78, 0) NOT NULL,
	"buyer_pk" uuid NOT NULL,
	"seller_pk" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"recipient_address" text,
	"settle_hash" text,
	"failure_reason" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_card_purchases_amount_positive" CHECK ("listing_card_purchases"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_pk" uuid NOT NULL,
	"listing_pk" uuid NOT NULL,
	"seller_pk" uuid NOT NULL,
	"payout_address" text,
	"gross_cents" bigint NOT NULL,
	"fee_cents" bigint NOT NULL,
	"royalty_cents" bigint DEFAULT 0 NOT NULL,
	"seller_amount_cents" bigint NOT NULL,
	"fee_bps" integer NOT NULL,
	"royalty_bps" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'owed' NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by" uuid,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_split" CHECK ("payouts"."gross_cents" = "payouts"."fee_cents" + "payouts"."royalty_cents" + "payouts"."seller_amount_cents" and "payouts"."seller_amount_cents" >= 0),
	CONSTRAINT "payouts_paid" CHECK (("payouts"."status" = 'paid') = ("payouts"."paid_at" is not null and "payouts"."reference" is not null))
);
--> statement-breakpoint
ALTER TABLE "listing_card_purchases" ADD CONSTRAINT "listing_card_purchases_listing_pk_listings_public_pk_fk" FOREIGN KEY ("listing_pk") REFERENCES "public"."listings"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_card_purchases" ADD CONSTRAINT "listing_card_purchases_buyer_pk_users_public_pk_fk" FOREIGN KEY ("buyer_pk") REFERENCES "public"."users"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_card_purchases" ADD CONSTRAINT "listing_card_purchases_seller_pk_users_public_pk_fk" FOREIGN KEY ("seller_pk") REFERENCES "public"."users"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_purchase_pk_listing_card_purchases_public_pk_fk" FOREIGN KEY ("purchase_pk") REFERENCES "public"."listing_card_purchases"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_listing_pk_listings_public_pk_fk" FOREIGN KEY ("listing_pk") REFERENCES "public"."listings"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_seller_pk_users_public_pk_fk" FOREIGN KEY ("seller_pk") REFERENCES "public"."users"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_paid_by_users_public_pk_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_card_purchases_open_listing_key" ON "listing_card_purchases" USING btree ("listing_pk") WHERE "listing_card_purchases"."status" in ('pending', 'processing');--> statement-breakpoint
CREATE INDEX "listing_card_purchases_buyer_idx" ON "listing_card_purchases" USING btree ("buyer_pk","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_purchase_key" ON "payouts" USING btree ("purchase_pk");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payouts_seller_idx" ON "payouts" USING btree ("seller_pk");
