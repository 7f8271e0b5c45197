import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, publicPk, updatedAt } from './columns';
import { brands, releases } from './catalogue';
import { users } from './users';

export const releaseDraftStatuses = ['draft', 'published'] as const;

/**
 * A release written in the console before it goes live (decision 290): one document holding the
 * release, its products and packs, validated by `ReleaseDraftDocumentSchema`. Nothing the public
 * reads exists until publishing copies it into the catalogue's tables in one transaction.
 */
export const releaseDrafts = pgTable(
  'release_drafts',
  {
    publicPk: publicPk(),
    brandPk: uuid('brand_pk').notNull().references(() => brands.publicPk),
    status: text('status', { enum: releaseDraftStatuses }).notNull().default('draft'),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    releasePk: uuid('release_pk').references(() => releases.publicPk),
    createdByPk: uuid('created_by_pk').references(() => users.publicPk),
    publishedAt: at('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('release_drafts_brand_idx').on(t.brandPk, t.updatedAt)],
);
