CREATE TABLE "chain_checkpoints" (
	"name" text PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chain_events" (
	"source_key" text PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"transaction_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"contract" text NOT NULL,
	"event_name" text NOT NULL,
	"args" jsonb NOT NULL,
	"block_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chain_transactions" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chain_id" integer NOT NULL,
	"hash" text NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text,
	"nonce" integer NOT NULL,
	"raw_transaction" text NOT NULL,
	"purpose" text NOT NULL,
	"reference_pk" uuid,
	"history_type" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"block_number" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_challenges" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"nonce" text NOT NULL,
	"address" text NOT NULL,
	"user_pk" uuid,
	"message" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_pk" uuid NOT NULL,
	"address" text NOT NULL,
	"wallet_provider" text NOT NULL,
	"is_managed" boolean DEFAULT false NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"approved_address" text,
	"approval_transaction_hash" text,
	"approval_checked_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "managed_wallet_keys" (
	"wallet_pk" uuid PRIMARY KEY NOT NULL,
	"kek_id" text NOT NULL,
	"encrypted_data_key" text NOT NULL,
	"encrypted_private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nft_transfer_requests" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_pk" uuid NOT NULL,
	"edition_nft_pk" uuid NOT NULL,
	"from_wallet_pk" uuid,
	"to_wallet_pk" uuid,
	"token_id" text NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"step" integer DEFAULT 1 NOT NULL,
	"transaction_hash" text,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wallet_challenges" ADD CONSTRAINT "wallet_challenges_user_pk_users_public_pk_fk" FOREIGN KEY ("user_pk") REFERENCES "public"."users"("public_pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_pk_users_public_pk_fk" FOREIGN KEY ("user_pk") REFERENCES "public"."users"("public_pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "managed_wallet_keys" ADD CONSTRAINT "managed_wallet_keys_wallet_pk_wallets_public_pk_fk" FOREIGN KEY ("wallet_pk") REFERENCES "public"."wallets"("public_pk") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_transfer_requests" ADD CONSTRAINT "nft_transfer_requests_user_pk_users_public_pk_fk" FOREIGN KEY ("user_pk") REFERENCES "public"."users"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_transfer_requests" ADD CONSTRAINT "nft_transfer_requests_edition_nft_pk_edition_nfts_public_pk_fk" FOREIGN KEY ("edition_nft_pk") REFERENCES "public"."edition_nfts"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_transfer_requests" ADD CONSTRAINT "nft_transfer_requests_from_wallet_pk_wallets_public_pk_fk" FOREIGN KEY ("from_wallet_pk") REFERENCES "public"."wallets"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_transfer_requests" ADD CONSTRAINT "nft_transfer_requests_to_wallet_pk_wallets_public_pk_fk" FOREIGN KEY ("to_wallet_pk") REFERENCES "public"."wallets"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chain_events_block_idx" ON "chain_events" USING btree ("chain_id","block_number");--> statement-breakpoint
CREATE INDEX "chain_events_tx_idx" ON "chain_events" USING btree ("transaction_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "chain_transactions_hash_key" ON "chain_transactions" USING btree ("chain_id","hash");--> statement-breakpoint
CREATE UNIQUE INDEX "chain_transactions_nonce_key" ON "chain_transactions" USING btree ("chain_id","from_address","nonce") WHERE "chain_transactions"."status" <> 'dropped';--> statement-breakpoint
CREATE INDEX "chain_transactions_reference_idx" ON "chain_transactions" USING btree ("reference_pk");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_challenges_nonce_key" ON "wallet_challenges" USING btree ("nonce");--> statement-breakpoint
CREATE INDEX "wallet_challenges_expires_idx" ON "wallet_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_active_address_key" ON "wallets" USING btree (lower("address")) WHERE "wallets"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "wallets_user_idx" ON "wallets" USING btree ("user_pk");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_managed_user_key" ON "wallets" USING btree ("user_pk") WHERE "wallets"."is_managed" and "wallets"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "nft_transfer_requests_open_key" ON "nft_transfer_requests" USING btree ("edition_nft_pk") WHERE "nft_transfer_requests"."status" = 1;--> statement-breakpoint
CREATE INDEX "nft_transfer_requests_user_idx" ON "nft_transfer_requests" USING btree ("user_pk","created_at");--> statement-breakpoint
CREATE INDEX "nft_transfer_requests_status_idx" ON "nft_transfer_requests" USING btree ("status","updated_at");