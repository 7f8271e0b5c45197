CREATE TABLE "auction_bids" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lot_pk" uuid NOT NULL,
	"release_pack_pk" uuid NOT NULL,
	"edition_nft_pk" uuid,
	"user_pk" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"amount_eth" numeric(30, 8) NOT NULL,
	"is_max_bid" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auction_lots" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"release_pack_pk" uuid NOT NULL,
	"edition_number" integer NOT NULL,
	"edition_nft_pk" uuid,
	"style" text NOT NULL,
	"price_cents" bigint,
	"leader_pk" uuid,
	"leader_max_cents" bigint DEFAULT 0 NOT NULL,
	"scheduled_close_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"bid_count" integer DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone,
	"outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auction_max_bids" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lot_pk" uuid NOT NULL,
	"release_pack_pk" uuid NOT NULL,
	"edition_nft_pk" uuid,
	"user_pk" uuid NOT NULL,
	"max_cents" bigint NOT NULL,
	"max_eth" numeric(30, 8) NOT NULL,
	"is_max_bid" boolean NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"fund_check_type" text NOT NULL,
	"fund_check_value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auction_wins" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lot_pk" uuid NOT NULL,
	"release_pack_pk" uuid NOT NULL,
	"user_pk" uuid NOT NULL,
	"rank" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"edition_nft_pks" uuid[] NOT NULL,
	"cart_pk" uuid,
	"status" text DEFAULT 'offered' NOT NULL,
	"payment_due_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leaderboard_bids" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lot_pk" uuid NOT NULL,
	"release_pack_pk" uuid NOT NULL,
	"user_pk" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"amount_eth" numeric(30, 8) NOT NULL,
	"is_manual" boolean NOT NULL,
	"fund_check_type" text NOT NULL,
	"fund_check_value" text NOT NULL,
	"superseded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proof_of_funds_files" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proof_pk" uuid NOT NULL,
	"kind" text NOT NULL,
	"path" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"filename" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proofs_of_funds" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_pk" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"address" text NOT NULL,
	"address_line" text,
	"city" text NOT NULL,
	"state" text,
	"postcode" text NOT NULL,
	"dob" text NOT NULL,
	"phone" text NOT NULL,
	"country" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sealed_bids" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lot_pk" uuid NOT NULL,
	"release_pack_pk" uuid NOT NULL,
	"edition_nft_pk" uuid,
	"paddle_pk" uuid NOT NULL,
	"user_pk" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"amount_eth" numeric(30, 8) NOT NULL,
	"fund_check_type" text NOT NULL,
	"fund_check_value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sealed_paddles" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"release_pack_pk" uuid NOT NULL,
	"user_pk" uuid NOT NULL,
	"paddle_number" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_lot_pk_auction_lots_public_pk_fk" FOREIGN KEY ("lot_pk") REFERENCES "public"."auction_lots"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_release_pack_pk_release_packs_public_pk_fk" FOREIGN KEY ("release_pack_pk") REFERENCES "public"."release_packs"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_edition_nft_pk_edition_nfts_public_pk_fk" FOREIGN KEY ("edition_nft_pk") REFERENCES "public"."edition_nfts"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_user_pk_users_public_pk_fk" FOREIGN KEY ("user_pk") REFERENCES "public"."users"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD CONSTRAINT "auction_lots_release_pack_pk_release_packs_public_pk_fk" FOREIGN KEY ("release_pack_pk") REFERENCES "public"."release_packs"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD CONSTRAINT "auction_lots_edition_nft_pk_edition_nfts_public_pk_fk" FOREIGN KEY ("edition_nft_pk") REFERENCES "public"."edition_nfts"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD CONSTRAINT "auction_lots_leader_pk_users_public_pk_fk" FOREIGN KEY ("leader_pk") REFERENCES "public"."users"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_max_bids" ADD CONSTRAINT "auction_max_bids_lot_pk_auction_lots_public_pk_fk" FOREIGN KEY ("lot_pk") REFERENCES "public"."auction_lots"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_max_bids" ADD CONSTRAINT "auction_max_bids_release_pack_pk_release_packs_public_pk_fk" FOREIGN KEY ("release_pack_pk") REFERENCES "public"."release_packs"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_max_bids" ADD CONSTRAINT "auction_max_bids_edition_nft_pk_edition_nfts_public_pk_fk" FOREIGN KEY ("edition_nft_pk") REFERENCES "public"."edition_nfts"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_max_bids" ADD CONSTRAINT "auction_max_bids_user_pk_users_public_pk_fk" FOREIGN KEY ("user_pk") REFERENCES "public"."users"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_wins" ADD CONSTRAINT "auction_wins_lot_pk_auction_lots_public_pk_fk" FOREIGN KEY ("lot_pk") REFERENCES "public"."auction_lots"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_wins" ADD CONSTRAINT "auction_wins_release_pack_pk_release_packs_public_pk_fk" FOREIGN KEY ("release_pack_pk") REFERENCES "public"."release_packs"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_wins" ADD CONSTRAINT "auction_wins_user_pk_users_public_pk_fk" FOREIGN KEY ("user_pk") REFERENCES "public"."users"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_wins" ADD CONSTRAINT "auction_wins_cart_pk_checkout_carts_public_pk_fk" FOREIGN KEY ("cart_pk") REFERENCES "public"."checkout_carts"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_bids" ADD CONSTRAINT "leaderboard_bids_lot_pk_auction_lots_public_pk_fk" FOREIGN KEY ("lot_pk") REFERENCES "public"."auction_lots"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_bids" ADD CONSTRAINT "leaderboard_bids_release_pack_pk_release_packs_public_pk_fk" FOREIGN KEY ("release_pack_pk") REFERENCES "public"."release_packs"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_bids" ADD CONSTRAINT "leaderboard_bids_user_pk_users_public_pk_fk" FOREIGN KEY ("user_pk") REFERENCES "public"."users"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_of_funds_files" ADD CONSTRAINT "proof_of_funds_files_proof_pk_proofs_of_funds_public_pk_fk" FOREIGN KEY ("proof_pk") REFERENCES "public"."proofs_of_funds"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofs_of_funds" ADD CONSTRAINT "proofs_of_funds_user_pk_users_public_pk_fk" FOREIGN KEY ("user_pk") REFERENCES "public"."users"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofs_of_funds" ADD CONSTRAINT "proofs_of_funds_reviewed_by_users_public_pk_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sealed_bids" ADD CONSTRAINT "sealed_bids_lot_pk_auction_lots_public_pk_fk" FOREIGN KEY ("lot_pk") REFERENCES "public"."auction_lots"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sealed_bids" ADD CONSTRAINT "sealed_bids_release_pack_pk_release_packs_public_pk_fk" FOREIGN KEY ("release_pack_pk") REFERENCES "public"."release_packs"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sealed_bids" ADD CONSTRAINT "sealed_bids_edition_nft_pk_edition_nfts_public_pk_fk" FOREIGN KEY ("edition_nft_pk") REFERENCES "public"."edition_nfts"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sealed_bids" ADD CONSTRAINT "sealed_bids_paddle_pk_sealed_paddles_public_pk_fk" FOREIGN KEY ("paddle_pk") REFERENCES "public"."sealed_paddles"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sealed_bids" ADD CONSTRAINT "sealed_bids_user_pk_users_public_pk_fk" FOREIGN KEY ("user_pk") REFERENCES "public"."users"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sealed_paddles" ADD CONSTRAINT "sealed_paddles_release_pack_pk_release_packs_public_pk_fk" FOREIGN KEY ("release_pack_pk") REFERENCES "public"."release_packs"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sealed_paddles" ADD CONSTRAINT "sealed_paddles_user_pk_users_public_pk_fk" FOREIGN KEY ("user_pk") REFERENCES "public"."users"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auction_bids_lot_amount_key" ON "auction_bids" USING btree ("lot_pk","amount_cents");--> statement-breakpoint
CREATE INDEX "auction_bids_user_idx" ON "auction_bids" USING btree ("user_pk");--> statement-breakpoint
CREATE UNIQUE INDEX "auction_lots_unit_key" ON "auction_lots" USING btree ("release_pack_pk","edition_number");--> statement-breakpoint
CREATE INDEX "auction_lots_unsettled_idx" ON "auction_lots" USING btree ("closes_at") WHERE "auction_lots"."settled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "auction_max_bids_lot_user_key" ON "auction_max_bids" USING btree ("lot_pk","user_pk");--> statement-breakpoint
CREATE INDEX "auction_max_bids_user_idx" ON "auction_max_bids" USING btree ("user_pk");--> statement-breakpoint
CREATE UNIQUE INDEX "auction_wins_lot_user_key" ON "auction_wins" USING btree ("lot_pk","user_pk");--> statement-breakpoint
CREATE INDEX "auction_wins_status_idx" ON "auction_wins" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "leaderboard_bids_current_key" ON "leaderboard_bids" USING btree ("lot_pk","user_pk") WHERE "leaderboard_bids"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX "leaderboard_bids_rank_idx" ON "leaderboard_bids" USING btree ("lot_pk","amount_cents","created_at");--> statement-breakpoint
CREATE INDEX "proof_of_funds_files_proof_idx" ON "proof_of_funds_files" USING btree ("proof_pk");--> statement-breakpoint
CREATE INDEX "proofs_of_funds_user_idx" ON "proofs_of_funds" USING btree ("user_pk","created_at");--> statement-breakpoint
CREATE INDEX "proofs_of_funds_status_idx" ON "proofs_of_funds" USING btree ("status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sealed_bids_lot_user_key" ON "sealed_bids" USING btree ("lot_pk","user_pk");--> statement-breakpoint
CREATE INDEX "sealed_bids_rank_idx" ON "sealed_bids" USING btree ("lot_pk","amount_cents","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sealed_paddles_pack_user_key" ON "sealed_paddles" USING btree ("release_pack_pk","user_pk");--> statement-breakpoint
CREATE UNIQUE INDEX "sealed_paddles_pack_number_key" ON "sealed_paddles" USING btree ("release_pack_pk","paddle_number");