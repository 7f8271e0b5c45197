import { index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, publicPk } from './columns';
import { editionNfts, releases } from './catalogue';
import { users } from './users';

/** A question of a release's vote (spec part 1 §3 "Voting"); the window is the release's voting dates. */
export const votingQuestions = pgTable(
  'voting_questions',
  {
    publicPk: publicPk(),
    releasePk: uuid('release_pk')
      .notNull()
      .references(() => releases.publicPk),
    position: integer('position').notNull(),
    question: text('question').notNull(),
  },
  (t) => [index('voting_questions_release_idx').on(t.releasePk, t.position)],
);

export const votingOptions = pgTable(
  'voting_options',
  {
    publicPk: publicPk(),
    questionPk: uuid('question_pk')
      .notNull()
      .references(() => votingQuestions.publicPk),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull().default(''),
  },
  (t) => [index('voting_options_question_idx').on(t.questionPk, t.position)],
);

/** One ballot per edition NFT, ever: whoever holds it when voting casts it. */
export const votingBallots = pgTable(
  'voting_ballots',
  {
    publicPk: publicPk(),
    releasePk: uuid('release_pk')
      .notNull()
      .references(() => releases.publicPk),
    editionNftPk: uuid('edition_nft_pk')
      .notNull()
      .references(() => editionNfts.publicPk),
    userPk: uuid('user_pk')
      .notNull()
      .references(() => users.publicPk),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('voting_ballots_nft_key').on(t.editionNftPk), index('voting_ballots_release_idx').on(t.releasePk)],
);

/** A ballot's rank of one option (1 = first); each rank once per question. */
export const votingAnswers = pgTable(
  'voting_answers',
  {
    ballotPk: uuid('ballot_pk')
      .notNull()
      .references(() => votingBallots.publicPk),
    questionPk: uuid('question_pk')
      .notNull()
      .references(() => votingQuestions.publicPk),
    optionPk: uuid('option_pk')
      .notNull()
      .references(() => votingOptions.publicPk),
    rank: integer('rank').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ballotPk, t.optionPk] }), uniqueIndex('voting_answers_rank_key').on(t.ballotPk, t.questionPk, t.rank), index('voting_answers_option_idx').on(t.optionPk)],
);
