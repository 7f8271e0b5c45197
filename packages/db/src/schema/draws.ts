import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, cents, createdAt, publicPk, updatedAt } from './columns';
import { releasePacks } from './catalogue';
import { users } from './users';

export const drawKinds = ['sweepstakes', 'shuffle'] as const;
/** Spec part 1 §3 "Sweepstakes entry": inProgress (unpaid or paying) → paid (the fee is captured) → success (drawn). */
export const drawEntryStatuses = ['inProgress', 'paid', 'success'] as const;
export const drawOutcomes = ['won', 'lost', 'void'] as const;

/** One frozen line of the published list of a draw (decision 360). */
export interface PublishedDrawEntry {
  publicPk: string;
  handler: string;
  weight: number;
}

/**
 * The commitment of one sweepstakes or shuffle pack (decision 360): the secret seed chosen when the sale
 * opens and its sha256, published at once; at the draw the entries are frozen into `entries`, the winners
 * stored, and the seed becomes public. One per pack.
 */
export const draws = pgTable(
  'draws',
  {
    publicPk: publicPk(),
    releasePackPk: uuid('release_pack_pk')
      .notNull()
      .references(() => releasePacks.publicPk),
    kind: text('kind', { enum: drawKinds }).notNull(),
    /** 64 hex digits; never sent out before `drawn_at`. */
    seed: text('seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    prizes: integer('prizes'),
    editionNftPks: jsonb('edition_nft_pks').$type<string[]>(),
    entries: jsonb('entries').$type<PublishedDrawEntry[]>(),
    winners: jsonb('winners').$type<string[]>(),
    drawnAt: at('drawn_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('draws_pack_key').on(t.releasePackPk), index('draws_undrawn_idx').on(t.createdAt).where(sql`${t.drawnAt} is null`)],
);

/** The questionnaire of spec part 1 §3 as stored (the photo is a private file, named by its id). */
export interface StoredQuestionnaire {
  name: string;
  email: string;
  dob: string;
  country: string;
  acknowledgement: boolean;
  platformAcknowledgement: boolean;
  description: string;
  photoId: string | null;
}

/**
 * A collector's sweepstakes entry or shuffle deposit (one per pack and collector): the quantity bought
 * (1 to 10; a deposit is 1), its fee, the payment intent that paid it, and after the draw its outcome,
 * the prize edition and the free award cart that delivers it.
 */
export const drawEntries = pgTable(
  'draw_entries',
  {
    publicPk: publicPk(),
    releasePackPk: uuid('release_pack_pk')
      .notNull()
      .references(() => releasePacks.publicPk),
    userPk: uuid('user_pk')
      .notNull()
      .references(() => users.publicPk),
    kind: text('kind', { enum: drawKinds }).notNull(),
    status: text('status', { enum: drawEntryStatuses }).notNull().default('inProgress'),
    quantity: integer('quantity').notNull().default(1),
    amountCents: cents('amount_cents').notNull(),
    questionnaire: jsonb('questionnaire').$type<StoredQuestionnaire>(),
    paidIntentPk: uuid('paid_intent_pk'),
    paidAt: at('paid_at'),
    outcome: text('outcome', { enum: drawOutcomes }),
    prizeEditionNftPk: uuid('prize_edition_nft_pk'),
    cartPk: uuid('cart_pk'),
    mailedAt: at('mailed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('draw_entries_pack_user_key').on(t.releasePackPk, t.userPk), index('draw_entries_user_idx').on(t.userPk)],
);

export const photoUploadStatuses = ['requested', 'confirmed'] as const;

/**
 * A photo ID upload of a sweepstakes entry (spec part 1 §7 "Sweepstakes photo"): asked for with a
 * declared type and name, posted to the file store's presigned address under `image_key`, then
 * confirmed — the stored bytes are checked then, whatever the declared type said.
 */
export const drawPhotoIds = pgTable(
  'draw_photo_ids',
  {
    publicPk: publicPk(),
    entryPk: uuid('entry_pk')
      .notNull()
      .references(() => drawEntries.publicPk),
    imageKey: text('image_key').notNull(),
    declaredType: text('declared_type').notNull(),
    fileName: text('file_name').notNull(),
    storedType: text('stored_type'),
    status: text('status', { enum: photoUploadStatuses }).notNull().default('requested'),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('draw_photo_ids_key').on(t.imageKey), index('draw_photo_ids_entry_idx').on(t.entryPk)],
);
