CREATE SEQUENCE "public"."edition_token_ids" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "early_access_admissions" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"release_pk" uuid NOT NULL,
	"user_pk" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_runs" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workflow" text NOT NULL,
	"subject_pk" text NOT NULL,
	"step" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"completed_steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"compensated_steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failed_step" text,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"pokes" integer DEFAULT 0 NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"wake_at" timestamp with time zone,
	"last_error" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "release_reason" text;--> statement-breakpoint
ALTER TABLE "checkout_carts" ADD COLUMN "refresh_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_carts" ADD COLUMN "extended_for_payment_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout_carts" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "checkout_carts" ADD COLUMN "payment_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout_carts" ADD COLUMN "gift_card_pk" uuid;--> statement-breakpoint
ALTER TABLE "checkout_carts" ADD COLUMN "delivery_wallet_pk" uuid;--> statement-breakpoint
ALTER TABLE "checkout_carts" ADD COLUMN "delivery_address" text;--> statement-breakpoint
ALTER TABLE "checkout_carts" ADD COLUMN "delivery_transaction_hash" text;--> statement-breakpoint
ALTER TABLE "checkout_carts" ADD COLUMN "eth_transaction_hash" text;--> statement-breakpoint
ALTER TABLE "checkout_carts" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "checkout_carts" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout_carts" ADD COLUMN "receipt_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "early_access_admissions" ADD CONSTRAINT "early_access_admissions_release_pk_releases_public_pk_fk" FOREIGN KEY ("release_pk") REFERENCES "public"."releases"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "early_access_admissions" ADD CONSTRAINT "early_access_admissions_user_pk_users_public_pk_fk" FOREIGN KEY ("user_pk") REFERENCES "public"."users"("public_pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "early_access_admissions_key" ON "early_access_admissions" USING btree ("release_pk","user_pk");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_runs_subject_key" ON "workflow_runs" USING btree ("workflow","subject_pk");--> statement-breakpoint
CREATE INDEX "workflow_runs_due_idx" ON "workflow_runs" USING btree ("status","wake_at") WHERE "workflow_runs"."status" in ('running', 'waiting', 'compensating');--> statement-breakpoint
ALTER TABLE "checkout_carts" ADD CONSTRAINT "checkout_carts_delivery_wallet_pk_wallets_public_pk_fk" FOREIGN KEY ("delivery_wallet_pk") REFERENCES "public"."wallets"("public_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_carts_open_user_key" ON "checkout_carts" USING btree ("user_pk") WHERE "checkout_carts"."status" in ('Initiated', 'In Progress');--> statement-breakpoint
CREATE INDEX "checkout_carts_expiry_idx" ON "checkout_carts" USING btree ("valid_until") WHERE "checkout_carts"."status" = 'Initiated';