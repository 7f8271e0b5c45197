import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, publicPk, updatedAt } from './columns';

/**
 * A person's account on Caskmark. Credentials, sessions and federated links live in the
 * identity tables; this row is what every other domain refers to.
 */
export const users = pgTable(
  'users',
  {
    publicPk: publicPk(),
    username: text('username').notNull(),
    handler: text('handler').notNull(),
    email: text('email'),
    isWallet: boolean('is_wallet').notNull().default(false),
    isManagedEmail: boolean('is_managed_email').notNull().default(false),
    communicationEmail: text('communication_email'),
    communicationEmailIsVerified: boolean('communication_email_is_verified').notNull().default(false),
    isBrand: boolean('is_brand').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(t.username),
    uniqueIndex('users_handler_key').on(t.handler),
    index('users_email_idx').on(t.email),
    // Handlers and sign-in e-mails are unique whatever their case (docs/decisions/061).
    uniqueIndex('users_handler_lower_key').on(sql`lower(${t.handler})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`).where(sql`${t.email} is not null`),
  ],
);
