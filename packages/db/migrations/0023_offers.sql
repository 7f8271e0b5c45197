-- Decisions 333–338: offers on an edition and global offers per release, their counters and acceptances.
CREATE TABLE "offers" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_maker_pk" uuid NOT NULL REFERENCES "users"("public_pk"),
	"offer_maker_wallet" text NOT NULL,
	"is_global_offer" boolean DEFAULT false NOT NULL,
	"edition_nft_pk" uuid REFERENCES "edition_nfts"("public_pk"),
	"release_pk" uuid NOT NULL REFERENCES "releases"("public_pk"),
	"recipient_pk" uuid REFERENCES "users"("public_pk"),
	"amount" numeric(30, 8) NOT NULL,
	"currency" text NOT NULL,
	"amount_usd_cents" bigint NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"end_reason" text,
	"accepted_edition_nft_pk" uuid REFERENCES "edition_nfts"("public_pk"),
	"accepted_at" timestamp with time zone,
	"purchase_deadline" timestamp with time zone,
	"payout_address" text,
	"counter_offer_amount" numeric(30, 8),
	"counter_offer_currency" text,
	"countered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "offers_maker_idx" ON "offers" USING btree ("offer_maker_pk", "created_at");
--> statement-breakpoint
CREATE INDEX "offers_edition_idx" ON "offers" USING btree ("edition_nft_pk");
--> statement-breakpoint
CREATE INDEX "offers_release_global_idx" ON "offers" USING btree ("release_pk") WHERE "offers"."is_global_offer";
--> statement-breakpoint
CREATE INDEX "offers_open_idx" ON "offers" USING btree ("status", "valid_until") WHERE "offers"."status" in ('active', 'countered', 'accepted');
--> statement-breakpoint
CREATE TABLE "offer_dismissals" (
	"offer_pk" uuid NOT NULL REFERENCES "offers"("public_pk"),
	"user_pk" uuid NOT NULL REFERENCES "users"("public_pk"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_dismissals_offer_pk_user_pk_pk" PRIMARY KEY("offer_pk","user_pk")
);
