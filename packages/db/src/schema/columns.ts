import { sql } from 'drizzle-orm';
import { bigint, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every entity is addressed from the outside by a random UUID, the spec's `publicPk`. */
export const publicPk = () => uuid('public_pk').primaryKey().default(sql`gen_random_uuid()`);

/** Money in USD is kept in integer cents (see the money decision record in docs/decisions). */
export const cents = (name: string) => bigint(name, { mode: 'number' });

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
