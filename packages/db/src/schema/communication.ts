import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, publicPk } from './columns';

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    publicPk: publicPk(),
    email: text('email').notNull(),
    partner: text('partner').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_email_partner_key').on(t.email, t.partner)],
);

export const giveaways = pgTable(
  'giveaways',
  {
    publicPk: publicPk(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    image: text('image').notNull().default(''),
    prize: text('prize').notNull().default(''),
    brandSlug: text('brand_slug'),
    startDate: at('start_date').notNull(),
    endDate: at('end_date').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('giveaways_slug_key').on(t.slug)],
);

export const giveawayTerms = pgTable('giveaway_terms', {
  publicPk: publicPk(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  startDate: at('start_date').notNull(),
  endDate: at('end_date'),
  createdAt: createdAt(),
});

export const announcements = pgTable(
  'announcements',
  {
    publicPk: publicPk(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    image: text('image').notNull().default(''),
    publishedAt: at('published_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('announcements_slug_key').on(t.slug)],
);

export const pressReleases = pgTable('press_releases', {
  publicPk: publicPk(),
  title: text('title').notNull(),
  outlet: text('outlet').notNull(),
  summary: text('summary').notNull(),
  url: text('url').notNull(),
  releaseSlug: text('release_slug'),
  isGeneric: boolean('is_generic').notNull().default(false),
  publishedAt: at('published_at').notNull(),
  createdAt: createdAt(),
});
