CREATE TABLE "gifts" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_pk" uuid NOT NULL,
	"edition_nft_pk" uuid NOT NULL,
	"receiver_email" text NOT NULL,
	"receiver_pk" uuid,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"sent_retries" integer DEFAULT 1 NOT NULL,
	"from_address" text NOT NULL,
	"token_id" text NOT NULL,
	"last_sent_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_transfers" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gift_pk" uuid NOT NULL,
	"receiver_pk" uuid NOT NULL,
	"to_wallet_pk" uuid,
	"to_address" text NOT NULL,
	"is_create_vault" boolean DEFAULT false NOT NULL,
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
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_sender_pk_users_public_pk_fk" FOREIGN KEY ("sender_pk") REFERENCES "public"."users"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_edition_nft_pk_edition_nfts_public_pk_fk" FOREIGN KEY ("edition_nft_pk") REFERENCES "public"."edition_nfts"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_receiver_pk_users_public_pk_fk" FOREIGN KEY ("receiver_pk") REFERENCES "public"."users"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_transfers" ADD CONSTRAINT "gift_transfers_gift_pk_gifts_public_pk_fk" FOREIGN KEY ("gift_pk") REFERENCES "public"."gifts"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_transfers" ADD CONSTRAINT "gift_transfers_receiver_pk_users_public_pk_fk" FOREIGN KEY ("receiver_pk") REFERENCES "public"."users"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_transfers" ADD CONSTRAINT "gift_transfers_to_wallet_pk_wallets_public_pk_fk" FOREIGN KEY ("to_wallet_pk") REFERENCES "public"."wallets"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gifts_open_nft_key" ON "gifts" USING btree ("edition_nft_pk") WHERE "gifts"."status" in ('pending', 'transferring');--> statement-breakpoint
CREATE INDEX "gifts_sender_idx" ON "gifts" USING btree ("sender_pk","created_at");--> statement-breakpoint
CREATE INDEX "gifts_receiver_email_idx" ON "gifts" USING btree (lower("receiver_email"));--> statement-breakpoint
CREATE UNIQUE INDEX "gift_transfers_open_key" ON "gift_transfers" USING btree ("gift_pk") WHERE "gift_transfers"."status" = 1;--> statement-breakpoint
CREATE INDEX "gift_transfers_status_idx" ON "gift_transfers" USING btree ("status","updated_at");
