import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

/** Small durable settings shared by every server instance (clock offset, seed marker, ...). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Rate-limit windows when there is no Redis (decision 152): fixed windows that survive a restart.
 * Keys are already hashed and namespaced by the limiter; rows past `resetAt` are swept.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('rate_limit_counters_reset_at_idx').on(table.resetAt)],
);
