CREATE TABLE "carrier_sandbox_events" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_pk" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"status_code" text NOT NULL,
	"description" text NOT NULL,
	"location" text NOT NULL,
	"happens_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carrier_sandbox_shipments" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tracking_number" text NOT NULL,
	"reference" text NOT NULL,
	"service" text NOT NULL,
	"origin_country" text NOT NULL,
	"destination_country" text NOT NULL,
	"destination_city" text NOT NULL,
	"weight_kg" numeric(5, 2) NOT NULL,
	"handed_over_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redemption_notes" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"redemption_pk" uuid NOT NULL,
	"author_pk" uuid,
	"author_handler" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redemptions" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"edition_nft_pk" uuid NOT NULL,
	"user_pk" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"redeem_type" text NOT NULL,
	"country_code" text NOT NULL,
	"country_name" text NOT NULL,
	"pickup_location_pk" uuid,
	"details" jsonb NOT NULL,
	"dob" date NOT NULL,
	"photo_id_path" text NOT NULL,
	"photo_id_type" text NOT NULL,
	"owner_address" text NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"weight_kg" numeric(5, 2) NOT NULL,
	"price_cents" bigint NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"tracking_code" text,
	"carrier" text,
	"burn_transaction_hash" text,
	"cancel_reason" text,
	"paid_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"mails_sent" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redemptions_price_check" CHECK ("redemptions"."price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "carrier_sandbox_events" ADD CONSTRAINT "carrier_sandbox_events_shipment_pk_carrier_sandbox_shipments_public_pk_fk" FOREIGN KEY ("shipment_pk") REFERENCES "public"."carrier_sandbox_shipments"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemption_notes" ADD CONSTRAINT "redemption_notes_redemption_pk_redemptions_public_pk_fk" FOREIGN KEY ("redemption_pk") REFERENCES "public"."redemptions"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemption_notes" ADD CONSTRAINT "redemption_notes_author_pk_users_public_pk_fk" FOREIGN KEY ("author_pk") REFERENCES "public"."users"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_edition_nft_pk_edition_nfts_public_pk_fk" FOREIGN KEY ("edition_nft_pk") REFERENCES "public"."edition_nfts"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_user_pk_users_public_pk_fk" FOREIGN KEY ("user_pk") REFERENCES "public"."users"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_sandbox_events_sequence_key" ON "carrier_sandbox_events" USING btree ("shipment_pk","sequence");--> statement-breakpoint
CREATE INDEX "carrier_sandbox_events_due_idx" ON "carrier_sandbox_events" USING btree ("happens_at");--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_sandbox_shipments_tracking_key" ON "carrier_sandbox_shipments" USING btree ("tracking_number");--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_sandbox_shipments_reference_key" ON "carrier_sandbox_shipments" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "redemption_notes_redemption_idx" ON "redemption_notes" USING btree ("redemption_pk","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "redemptions_live_nft_key" ON "redemptions" USING btree ("edition_nft_pk") WHERE "redemptions"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "redemptions_user_idx" ON "redemptions" USING btree ("user_pk","created_at");--> statement-breakpoint
CREATE INDEX "redemptions_status_idx" ON "redemptions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "redemptions_tracking_idx" ON "redemptions" USING btree ("tracking_code");