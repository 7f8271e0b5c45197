import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, publicPk, updatedAt } from './columns';
import { users } from './users';

/**
 * How a person proves who they are. One row per user; a user without a password (federated or
 * wallet account) keeps `passwordHash` null. Secrets are never stored in the clear: passwords are
 * argon2id hashes, TOTP secrets are encrypted with the server's data key.
 */
export const userIdentities = pgTable('user_identities', {
  userPk: uuid('user_pk')
    .primaryKey()
    .references(() => users.publicPk, { onDelete: 'cascade' }),
  passwordHash: text('password_hash'),
  /** Set for accounts created by staff with a temporary password (NEW_PASSWORD_REQUIRED). */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  /** When the sign-in e-mail was verified; until then the account is "not confirmed". */
  confirmedAt: at('confirmed_at'),
  passwordChangedAt: at('password_changed_at'),
  totpSecret: text('totp_secret'),
  totpEnabledAt: at('totp_enabled_at'),
  /** Secret handed out by totp/associate, waiting for its first code. */
  totpPendingSecret: text('totp_pending_secret'),
  /** Last accepted RFC 6238 time step: a code is never accepted twice. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Group membership: `staff`, and one group per brand (brand name with spaces as underscores). */
export const userGroups = pgTable(
  'user_groups',
  {
    userPk: uuid('user_pk')
      .notNull()
      .references(() => users.publicPk, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userPk, t.name] }), index('user_groups_name_idx').on(t.name)],
);

export const federatedProviders = ['google', 'apple'] as const;

/** A Google or Apple identity linked to an account (`subject` is the provider's stable `sub`). */
export const federatedIdentities = pgTable(
  'federated_identities',
  {
    publicPk: publicPk(),
    userPk: uuid('user_pk')
      .notNull()
      .references(() => users.publicPk, { onDelete: 'cascade' }),
    provider: text('provider', { enum: federatedProviders }).notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('federated_identities_subject_key').on(t.provider, t.subject), index('federated_identities_user_idx').on(t.userPk)],
);

export const verificationPurposes = ['sign_up', 'password_reset', 'signin_email', 'communication_email'] as const;

/** Six-digit codes sent by e-mail: stored as keyed hashes, single use, limited tries. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    publicPk: publicPk(),
    userPk: uuid('user_pk')
      .notNull()
      .references(() => users.publicPk, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: verificationPurposes }).notNull(),
    codeHash: text('code_hash').notNull(),
    /** The address being verified (a new e-mail); null when it is the account's own e-mail. */
    targetEmail: text('target_email'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_user_purpose_idx').on(t.userPk, t.purpose)],
);

/**
 * A signed-in session: one refresh-token family. `publicPk` is the `sid` claim of every id token
 * issued in it, so revoking the row ends the id tokens too.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    publicPk: publicPk(),
    userPk: uuid('user_pk')
      .notNull()
      .references(() => users.publicPk, { onDelete: 'cascade' }),
    /** How the session began: `pwd`, `google`, `apple`. */
    method: text('method').notNull(),
    /** Last time a TOTP code was proven in this session (sign-in MFA or step-up). */
    mfaAt: at('mfa_at'),
    /** Set by `POST /api/account/v1/user-info/login`; a second call is `duplicate_login_call`. */
    loginRecordedAt: at('login_recorded_at'),
    lastRefreshedAt: at('last_refreshed_at'),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userPk)],
);

/** Refresh tokens, hashed; a rotated token presented again revokes its whole session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    publicPk: publicPk(),
    sessionPk: uuid('session_pk')
      .notNull()
      .references(() => authSessions.publicPk, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    rotatedAt: at('rotated_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash), index('refresh_tokens_session_idx').on(t.sessionPk)],
);

export const signInChallengeNames = ['SOFTWARE_TOKEN_MFA', 'NEW_PASSWORD_REQUIRED'] as const;

/** The `session` handed back with a sign-in challenge: short-lived, single use, limited tries. */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    publicPk: publicPk(),
    userPk: uuid('user_pk')
      .notNull()
      .references(() => users.publicPk, { onDelete: 'cascade' }),
    name: text('name', { enum: signInChallengeNames }).notNull(),
    sessionHash: text('session_hash').notNull(),
    method: text('method').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sign_in_challenges_session_key').on(t.sessionHash)],
);

/**
 * One federated sign-in in flight: the OIDC `state`, nonce and PKCE verifier, bound to the browser
 * that started it; then the one-time code the web app exchanges for tokens.
 */
export const federatedFlows = pgTable(
  'federated_flows',
  {
    publicPk: publicPk(),
    provider: text('provider', { enum: federatedProviders }).notNull(),
    stateHash: text('state_hash').notNull(),
    browserBindingHash: text('browser_binding_hash').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    nextPath: text('next_path').notNull().default('/'),
    expiresAt: at('expires_at').notNull(),
    callbackAt: at('callback_at'),
    userPk: uuid('user_pk').references(() => users.publicPk, { onDelete: 'cascade' }),
    exchangeCodeHash: text('exchange_code_hash'),
    exchangedAt: at('exchanged_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('federated_flows_state_key').on(t.stateHash),
    uniqueIndex('federated_flows_exchange_key').on(t.exchangeCodeHash).where(sql`${t.exchangeCodeHash} is not null`),
  ],
);

export const mailStatuses = ['stored', 'sent', 'failed'] as const;

/** Every e-mail the system writes. The embedded default stops here; with SMTP it is also sent. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    publicPk: publicPk(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    template: text('template').notNull(),
    status: text('status', { enum: mailStatuses }).notNull().default('stored'),
    error: text('error'),
    sentAt: at('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.toAddress, t.createdAt)],
);
