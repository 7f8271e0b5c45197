import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, publicPk } from './columns';

/**
 * State of the built-in OpenID provider (`/oidc`, the Google/Apple stand-in): sessions, interactions,
 * grants, codes and tokens, one row per oidc-provider model and id. In the database rather than in the
 * process so a sign-in started before a restart, or on another instance, still completes. Rows carry
 * their expiry; expired ones are never read and are swept as new ones are written.
 */
export const oidcProviderRecords = pgTable(
  'oidc_provider_records',
  {
    publicPk: publicPk(),
    /** oidc-provider's model name: Session, Interaction, Grant, AuthorizationCode, AccessToken, ... */
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    /** Set for the token models a grant revocation removes together. */
    grantId: text('grant_id'),
    /** Sessions are also looked up by their uid, device codes by their user code. */
    uid: text('uid'),
    userCode: text('user_code'),
    /** Null for rows oidc-provider stores without a lifetime. */
    expiresAt: at('expires_at'),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('oidc_provider_records_model_id_key').on(t.model, t.id),
    index('oidc_provider_records_grant_idx').on(t.grantId),
    index('oidc_provider_records_uid_idx').on(t.model, t.uid),
    index('oidc_provider_records_user_code_idx').on(t.model, t.userCode),
    index('oidc_provider_records_expires_idx').on(t.expiresAt),
  ],
);
