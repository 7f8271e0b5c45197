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
--> statement-breakpoint
CREATE TABLE "voting_questions" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"release_pk" uuid NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voting_options" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_pk" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"image" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voting_ballots" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"release_pk" uuid NOT NULL,
	"edition_nft_pk" uuid NOT NULL,
	"user_pk" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voting_answers" (
	"ballot_pk" uuid NOT NULL,
	"question_pk" uuid NOT NULL,
	"option_pk" uuid NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "voting_answers_ballot_pk_option_pk_pk" PRIMARY KEY("ballot_pk","option_pk")
);
--> statement-breakpoint
CREATE TABLE "artworks" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_pk" uuid NOT NULL,
	"token_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_passes" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"edition_nft_pk" uuid NOT NULL,
	"user_pk" uuid NOT NULL,
	"wallet_address" text NOT NULL,
	"message" text NOT NULL,
	"signature" text NOT NULL,
	"format" text NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversion_events" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_pk" uuid,
	"event" text NOT NULL,
	"currency" text,
	"value_cents" bigint,
	"fbp" text,
	"fbc" text,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voting_questions" ADD CONSTRAINT "voting_questions_release_pk_releases_public_pk_fk" FOREIGN KEY ("release_pk") REFERENCES "public"."releases"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_options" ADD CONSTRAINT "voting_options_question_pk_voting_questions_public_pk_fk" FOREIGN KEY ("question_pk") REFERENCES "public"."voting_questions"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_ballots" ADD CONSTRAINT "voting_ballots_release_pk_releases_public_pk_fk" FOREIGN KEY ("release_pk") REFERENCES "public"."releases"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_ballots" ADD CONSTRAINT "voting_ballots_edition_nft_pk_edition_nfts_public_pk_fk" FOREIGN KEY ("edition_nft_pk") REFERENCES "public"."edition_nfts"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_ballots" ADD CONSTRAINT "voting_ballots_user_pk_users_public_pk_fk" FOREIGN KEY ("user_pk") REFERENCES "public"."users"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_answers" ADD CONSTRAINT "voting_answers_ballot_pk_voting_ballots_public_pk_fk" FOREIGN KEY ("ballot_pk") REFERENCES "public"."voting_ballots"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_answers" ADD CONSTRAINT "voting_answers_question_pk_voting_questions_public_pk_fk" FOREIGN KEY ("question_pk") REFERENCES "public"."voting_questions"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_answers" ADD CONSTRAINT "voting_answers_option_pk_voting_options_public_pk_fk" FOREIGN KEY ("option_pk") REFERENCES "public"."voting_options"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artworks" ADD CONSTRAINT "artworks_owner_pk_users_public_pk_fk" FOREIGN KEY ("owner_pk") REFERENCES "public"."users"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_passes" ADD CONSTRAINT "wallet_passes_edition_nft_pk_edition_nfts_public_pk_fk" FOREIGN KEY ("edition_nft_pk") REFERENCES "public"."edition_nfts"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_passes" ADD CONSTRAINT "wallet_passes_user_pk_users_public_pk_fk" FOREIGN KEY ("user_pk") REFERENCES "public"."users"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion_events" ADD CONSTRAINT "conversion_events_user_pk_users_public_pk_fk" FOREIGN KEY ("user_pk") REFERENCES "public"."users"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voting_questions_release_idx" ON "voting_questions" USING btree ("release_pk","position");--> statement-breakpoint
CREATE INDEX "voting_options_question_idx" ON "voting_options" USING btree ("question_pk","position");--> statement-breakpoint
CREATE UNIQUE INDEX "voting_ballots_nft_key" ON "voting_ballots" USING btree ("edition_nft_pk");--> statement-breakpoint
CREATE INDEX "voting_ballots_release_idx" ON "voting_ballots" USING btree ("release_pk");--> statement-breakpoint
CREATE UNIQUE INDEX "voting_answers_rank_key" ON "voting_answers" USING btree ("ballot_pk","question_pk","rank");--> statement-breakpoint
CREATE INDEX "voting_answers_option_idx" ON "voting_answers" USING btree ("option_pk");--> statement-breakpoint
CREATE UNIQUE INDEX "artworks_token_key" ON "artworks" USING btree ("token_id");--> statement-breakpoint
CREATE INDEX "artworks_owner_idx" ON "artworks" USING btree ("owner_pk","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_passes_nft_owner_key" ON "wallet_passes" USING btree ("edition_nft_pk","user_pk");--> statement-breakpoint
CREATE INDEX "conversion_events_event_idx" ON "conversion_events" USING btree ("event","created_at");
