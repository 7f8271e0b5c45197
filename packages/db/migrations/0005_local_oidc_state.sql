CREATE TABLE "oidc_provider_records" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"uid" text,
	"user_code" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "oidc_provider_records_model_id_key" ON "oidc_provider_records" USING btree ("model","id");--> statement-breakpoint
CREATE INDEX "oidc_provider_records_grant_idx" ON "oidc_provider_records" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_provider_records_uid_idx" ON "oidc_provider_records" USING btree ("model","uid");--> statement-breakpoint
CREATE INDEX "oidc_provider_records_user_code_idx" ON "oidc_provider_records" USING btree ("model","user_code");--> statement-breakpoint
CREATE INDEX "oidc_provider_records_expires_idx" ON "oidc_provider_records" USING btree ("expires_at");