CREATE TABLE "gift_card_ledger" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gift_card_pk" uuid NOT NULL,
	"intent_pk" uuid,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"source_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_pk" uuid NOT NULL,
	"sender_pk" uuid,
	"title" text NOT NULL,
	"message" text,
	"initial_cents" bigint NOT NULL,
	"balance_cents" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_balance_not_negative" CHECK ("gift_cards"."balance_cents" >= 0 and "gift_cards"."balance_cents" <= "gift_cards"."initial_cents")
);
--> statement-breakpoint
CREATE TABLE "payer_auth_sessions" (
	"reference_id" text PRIMARY KEY NOT NULL,
	"user_pk" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_instruments" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_pk" uuid NOT NULL,
	"psp_instrument_id" text NOT NULL,
	"card_type" text NOT NULL,
	"first_six_digits" text NOT NULL,
	"last_four_digits" text NOT NULL,
	"expiration_month" integer NOT NULL,
	"expiration_year" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"billing_address" jsonb,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_intents" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"reference_pk" text NOT NULL,
	"user_pk" uuid NOT NULL,
	"rail" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"amount_wei" text,
	"status" text NOT NULL,
	"failure_reason" text,
	"idempotency_key" text NOT NULL,
	"psp_authorization_id" text,
	"psp_capture_id" text,
	"payer_auth_reference_id" text,
	"step_up_url" text,
	"step_up_access_token" text,
	"instrument_pk" uuid,
	"gift_card_pk" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_ledger" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"intent_pk" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"amount_wei" text,
	"source_key" text NOT NULL,
	"reason" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wire_transfers" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"intent_pk" uuid NOT NULL,
	"user_pk" uuid NOT NULL,
	"phone_number" text NOT NULL,
	"memo" text NOT NULL,
	"amount_to_send_cents" bigint NOT NULL,
	"fee_cents" bigint NOT NULL,
	"receipt_path" text NOT NULL,
	"receipt_type" text NOT NULL,
	"receipt_bytes" integer NOT NULL,
	"receipt_sha256" text NOT NULL,
	"receipt_filename" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "psp_sandbox_capture_contexts" (
	"key_id" text PRIMARY KEY NOT NULL,
	"fingerprint_session_id" text NOT NULL,
	"merchant_reference" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "psp_sandbox_instruments" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_reference" text NOT NULL,
	"card_fingerprint" text NOT NULL,
	"brand" text NOT NULL,
	"first_six" text NOT NULL,
	"last_four" text NOT NULL,
	"expiration_month" integer NOT NULL,
	"expiration_year" integer NOT NULL,
	"scenario" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "psp_sandbox_notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"transaction_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "psp_sandbox_payer_auth" (
	"reference_id" text PRIMARY KEY NOT NULL,
	"access_token" text NOT NULL,
	"source" text NOT NULL,
	"scenario" text NOT NULL,
	"status" text DEFAULT 'awaiting_collection' NOT NULL,
	"transaction_id" text NOT NULL,
	"browser" jsonb,
	"collected_at" timestamp with time zone,
	"challenge_issued_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "psp_sandbox_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"key_id" text NOT NULL,
	"card_fingerprint" text NOT NULL,
	"brand" text NOT NULL,
	"first_six" text NOT NULL,
	"last_four" text NOT NULL,
	"expiration_month" integer NOT NULL,
	"expiration_year" integer NOT NULL,
	"scenario" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "psp_sandbox_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"parent_id" text,
	"merchant_reference" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"source" text,
	"instrument_id" text,
	"payer_auth_reference_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_gift_card_pk_gift_cards_public_pk_fk" FOREIGN KEY ("gift_card_pk") REFERENCES "public"."gift_cards"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_intent_pk_payment_intents_public_pk_fk" FOREIGN KEY ("intent_pk") REFERENCES "public"."payment_intents"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_owner_pk_users_public_pk_fk" FOREIGN KEY ("owner_pk") REFERENCES "public"."users"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_sender_pk_users_public_pk_fk" FOREIGN KEY ("sender_pk") REFERENCES "public"."users"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payer_auth_sessions" ADD CONSTRAINT "payer_auth_sessions_user_pk_users_public_pk_fk" FOREIGN KEY ("user_pk") REFERENCES "public"."users"("public_pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_instruments" ADD CONSTRAINT "payment_instruments_user_pk_users_public_pk_fk" FOREIGN KEY ("user_pk") REFERENCES "public"."users"("public_pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_user_pk_users_public_pk_fk" FOREIGN KEY ("user_pk") REFERENCES "public"."users"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_ledger" ADD CONSTRAINT "payment_ledger_intent_pk_payment_intents_public_pk_fk" FOREIGN KEY ("intent_pk") REFERENCES "public"."payment_intents"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wire_transfers" ADD CONSTRAINT "wire_transfers_intent_pk_payment_intents_public_pk_fk" FOREIGN KEY ("intent_pk") REFERENCES "public"."payment_intents"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wire_transfers" ADD CONSTRAINT "wire_transfers_user_pk_users_public_pk_fk" FOREIGN KEY ("user_pk") REFERENCES "public"."users"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wire_transfers" ADD CONSTRAINT "wire_transfers_reviewed_by_users_public_pk_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "psp_sandbox_tokens" ADD CONSTRAINT "psp_sandbox_tokens_key_id_psp_sandbox_capture_contexts_key_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."psp_sandbox_capture_contexts"("key_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_ledger_source_key" ON "gift_card_ledger" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "gift_card_ledger_card_idx" ON "gift_card_ledger" USING btree ("gift_card_pk");--> statement-breakpoint
CREATE INDEX "gift_cards_owner_idx" ON "gift_cards" USING btree ("owner_pk","status");--> statement-breakpoint
CREATE INDEX "payment_instruments_user_idx" ON "payment_instruments" USING btree ("user_pk");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_instruments_default_key" ON "payment_instruments" USING btree ("user_pk") WHERE "payment_instruments"."is_default" and "payment_instruments"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_instruments_psp_key" ON "payment_instruments" USING btree ("psp_instrument_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_user_key" ON "payment_intents" USING btree ("user_pk","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_live_reference_key" ON "payment_intents" USING btree ("purpose","reference_pk") WHERE "payment_intents"."status" in ('authorized', 'captured', 'awaiting_transfer') and "payment_intents"."rail" <> 'gift_card';--> statement-breakpoint
CREATE INDEX "payment_intents_reference_idx" ON "payment_intents" USING btree ("purpose","reference_pk");--> statement-breakpoint
CREATE INDEX "payment_intents_psp_authorization_idx" ON "payment_intents" USING btree ("psp_authorization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_payer_auth_key" ON "payment_intents" USING btree ("payer_auth_reference_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_ledger_source_key" ON "payment_ledger" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "payment_ledger_intent_idx" ON "payment_ledger" USING btree ("intent_pk","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wire_transfers_intent_key" ON "wire_transfers" USING btree ("intent_pk");--> statement-breakpoint
CREATE INDEX "wire_transfers_status_idx" ON "wire_transfers" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "psp_sandbox_notifications_pending_idx" ON "psp_sandbox_notifications" USING btree ("created_at") WHERE "psp_sandbox_notifications"."delivered_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "psp_sandbox_transactions_idempotency_key" ON "psp_sandbox_transactions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "psp_sandbox_transactions_one_capture_key" ON "psp_sandbox_transactions" USING btree ("parent_id") WHERE "psp_sandbox_transactions"."kind" = 'capture' and "psp_sandbox_transactions"."status" = 'SUCCEEDED';--> statement-breakpoint
CREATE UNIQUE INDEX "psp_sandbox_transactions_one_void_key" ON "psp_sandbox_transactions" USING btree ("parent_id") WHERE "psp_sandbox_transactions"."kind" = 'void' and "psp_sandbox_transactions"."status" = 'SUCCEEDED';--> statement-breakpoint
CREATE INDEX "psp_sandbox_transactions_parent_idx" ON "psp_sandbox_transactions" USING btree ("parent_id");