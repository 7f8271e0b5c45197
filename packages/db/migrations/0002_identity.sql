CREATE TABLE "auth_sessions" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_pk" uuid NOT NULL,
	"method" text NOT NULL,
	"mfa_at" timestamp with time zone,
	"login_recorded_at" timestamp with time zone,
	"last_refreshed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "federated_flows" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"state_hash" text NOT NULL,
	"browser_binding_hash" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"next_path" text DEFAULT '/' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"callback_at" timestamp with time zone,
	"user_pk" uuid,
	"exchange_code_hash" text,
	"exchanged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "federated_identities" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_pk" uuid NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"template" text NOT NULL,
	"status" text DEFAULT 'stored' NOT NULL,
	"error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_pk" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_challenges" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_pk" uuid NOT NULL,
	"name" text NOT NULL,
	"session_hash" text NOT NULL,
	"method" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_groups" (
	"user_pk" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_groups_user_pk_name_pk" PRIMARY KEY("user_pk","name")
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"user_pk" uuid PRIMARY KEY NOT NULL,
	"password_hash" text,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"confirmed_at" timestamp with time zone,
	"password_changed_at" timestamp with time zone,
	"totp_secret" text,
	"totp_enabled_at" timestamp with time zone,
	"totp_pending_secret" text,
	"totp_last_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_pk" uuid NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"target_email" text,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_backup_contacts" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_pk" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"relationship" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_details" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_pk" uuid NOT NULL,
	"title" text DEFAULT '-' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"dob" date,
	"country" text NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_shipping_addresses" (
	"public_pk" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_pk" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"address" text NOT NULL,
	"address_line" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"postcode" text NOT NULL,
	"country" text NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_pk_users_public_pk_fk" FOREIGN KEY ("user_pk") REFERENCES "public"."users"("public_pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "federated_flows" ADD CONSTRAINT "federated_flows_user_pk_users_public_pk_fk" FOREIGN KEY ("user_pk") REFERENCES "public"."users"("public_pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "federated_identities" ADD CONSTRAINT "federated_identities_user_pk_users_public_pk_fk" FOREIGN KEY ("user_pk") REFERENCES "public"."users"("public_pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_pk_auth_sessions_public_pk_fk" FOREIGN KEY ("session_pk") REFERENCES "public"."auth_sessions"("public_pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_challenges" ADD CONSTRAINT "sign_in_challenges_user_pk_users_public_pk_fk" FOREIGN KEY ("user_pk") REFERENCES "public"."users"("public_pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_user_pk_users_public_pk_fk" FOREIGN KEY ("user_pk") REFERENCES "public"."users"("public_pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_pk_users_public_pk_fk" FOREIGN KEY ("user_pk") REFERENCES "public"."users"("public_pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_user_pk_users_public_pk_fk" FOREIGN KEY ("user_pk") REFERENCES "public"."users"("public_pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_backup_contacts" ADD CONSTRAINT "user_backup_contacts_user_pk_users_public_pk_fk" FOREIGN KEY ("user_pk") REFERENCES "public"."users"("public_pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_details" ADD CONSTRAINT "user_details_user_pk_users_public_pk_fk" FOREIGN KEY ("user_pk") REFERENCES "public"."users"("public_pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_shipping_addresses" ADD CONSTRAINT "user_shipping_addresses_user_pk_users_public_pk_fk" FOREIGN KEY ("user_pk") REFERENCES "public"."users"("public_pk") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_sessions_user_idx" ON "auth_sessions" USING btree ("user_pk");--> statement-breakpoint
CREATE UNIQUE INDEX "federated_flows_state_key" ON "federated_flows" USING btree ("state_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "federated_flows_exchange_key" ON "federated_flows" USING btree ("exchange_code_hash") WHERE "federated_flows"."exchange_code_hash" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "federated_identities_subject_key" ON "federated_identities" USING btree ("provider","subject");--> statement-breakpoint
CREATE INDEX "federated_identities_user_idx" ON "federated_identities" USING btree ("user_pk");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to_address","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_key" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_pk");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_challenges_session_key" ON "sign_in_challenges" USING btree ("session_hash");--> statement-breakpoint
CREATE INDEX "user_groups_name_idx" ON "user_groups" USING btree ("name");--> statement-breakpoint
CREATE INDEX "verification_codes_user_purpose_idx" ON "verification_codes" USING btree ("user_pk","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "user_backup_contacts_user_key" ON "user_backup_contacts" USING btree ("user_pk");--> statement-breakpoint
CREATE UNIQUE INDEX "user_details_user_key" ON "user_details" USING btree ("user_pk");--> statement-breakpoint
CREATE UNIQUE INDEX "user_shipping_addresses_user_key" ON "user_shipping_addresses" USING btree ("user_pk");--> statement-breakpoint
CREATE UNIQUE INDEX "users_handler_lower_key" ON "users" USING btree (lower("handler"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email")) WHERE "users"."email" is not null;