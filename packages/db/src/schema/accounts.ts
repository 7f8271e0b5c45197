import { date, pgTable, text, uniqueIndex, uuid, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import { createdAt, publicPk, updatedAt } from './columns';
import { users } from './users';

/**
 * A table of at most one row per user, deleted with the user: `publicPk`, `userPk`, the given
 * columns, the timestamps, and the unique index `<name>_user_key` on `userPk`.
 */
function oneRowPerUserTable<TName extends string, TColumns extends Record<string, PgColumnBuilderBase>>(name: TName, columns: TColumns) {
  return pgTable(
    name,
    {
      publicPk: publicPk(),
      userPk: uuid('user_pk')
        .notNull()
        .references(() => users.publicPk, { onDelete: 'cascade' }),
      ...columns,
      createdAt: createdAt(),
      updatedAt: updatedAt(),
    },
    (t) => [uniqueIndex(`${name}_user_key`).on(t.userPk)],
  );
}

/** The profile form (spec part 2 §3 Profile): one row per user, absent until first saved. */
export const userDetails = oneRowPerUserTable('user_details', {
  title: text('title').notNull().default('-'),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  dob: date('dob', { mode: 'string' }),
  country: text('country').notNull(),
  state: text('state').notNull().default(''),
  city: text('city').notNull(),
});

/** The default shipping address (spec part 1 §3 Default address), prefilled in redemption. */
export const userShippingAddresses = oneRowPerUserTable('user_shipping_addresses', {
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  address: text('address').notNull(),
  addressLine: text('address_line').notNull().default(''),
  city: text('city').notNull(),
  state: text('state').notNull().default(''),
  postcode: text('postcode').notNull(),
  country: text('country').notNull(),
  phone: text('phone').notNull(),
});

/** Someone we may contact about the collection when the owner cannot be reached. */
export const userBackupContacts = oneRowPerUserTable('user_backup_contacts', {
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  relationship: text('relationship').notNull().default(''),
});
