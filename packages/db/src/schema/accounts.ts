import { date, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, publicPk, updatedAt } from './columns';
import { users } from './users';

/** The profile form (spec part 2 §3 Profile): one row per user, absent until first saved. */
export const userDetails = pgTable(
  'user_details',
  {
    publicPk: publicPk(),
    userPk: uuid('user_pk')
      .notNull()
      .references(() => users.publicPk, { onDelete: 'cascade' }),
    title: text('title').notNull().default('-'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dob: date('dob', { mode: 'string' }),
    country: text('country').notNull(),
    state: text('state').notNull().default(''),
    city: text('city').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('user_details_user_key').on(t.userPk)],
);

/** The default shipping address (spec part 1 §3 Default address), prefilled in redemption. */
export const userShippingAddresses = pgTable(
  'user_shipping_addresses',
  {
    publicPk: publicPk(),
    userPk: uuid('user_pk')
      .notNull()
      .references(() => users.publicPk, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    address: text('address').notNull(),
    addressLine: text('address_line').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull().default(''),
    postcode: text('postcode').notNull(),
    country: text('country').notNull(),
    phone: text('phone').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('user_shipping_addresses_user_key').on(t.userPk)],
);

/** Someone we may contact about the collection when the owner cannot be reached. */
export const userBackupContacts = pgTable(
  'user_backup_contacts',
  {
    publicPk: publicPk(),
    userPk: uuid('user_pk')
      .notNull()
      .references(() => users.publicPk, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    relationship: text('relationship').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('user_backup_contacts_user_key').on(t.userPk)],
);
