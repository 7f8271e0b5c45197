import { and, asc, count, countDistinct, desc, eq, inArray } from 'drizzle-orm';
import { brands, editionNfts, editions, releasePacks, releases, votingAnswers, votingBallots, votingOptions, votingQuestions, type DbOrTx } from '@caskmark/db';
import type { VotingQuestion } from '@caskmark/shared/api/voting';

export async function releaseWindow(db: DbOrTx, releasePk: string): Promise<{ open: Date | null; close: Date | null } | null> {
  const [row] = await db.select({ open: releases.votingOpenDate, close: releases.votingCloseDate }).from(releases).where(eq(releases.publicPk, releasePk));
  return row ?? null;
}

/** The release's questions in order, each with its options in order. */
export async function questionsOf(db: DbOrTx, releasePk: string): Promise<VotingQuestion[]> {
  const questions = await db.select().from(votingQuestions).where(eq(votingQuestions.releasePk, releasePk)).orderBy(asc(votingQuestions.position));
  if (questions.length === 0) return [];
  const options = await db
    .select()
    .from(votingOptions)
    .where(inArray(votingOptions.questionPk, questions.map((question) => question.publicPk)))
    .orderBy(asc(votingOptions.position));
  return questions.map((question) => ({
    publicPk: question.publicPk,
    question: question.question,
    options: options.filter((option) => option.questionPk === question.publicPk).map((option) => ({ publicPk: option.publicPk, image: option.image, description: option.description })),
  }));
}

export async function votedEditionsOf(db: DbOrTx, releasePk: string, userPk: string): Promise<string[]> {
  const rows = await db.select({ nft: votingBallots.editionNftPk }).from(votingBallots).where(and(eq(votingBallots.releasePk, releasePk), eq(votingBallots.userPk, userPk)));
  return rows.map((row) => row.nft);
}

export async function answersOfRelease(db: DbOrTx, releasePk: string) {
  return db
    .select({ ballotPk: votingAnswers.ballotPk, questionPk: votingAnswers.questionPk, optionPk: votingAnswers.optionPk, rank: votingAnswers.rank })
    .from(votingAnswers)
    .innerJoin(votingBallots, eq(votingBallots.publicPk, votingAnswers.ballotPk))
    .where(eq(votingBallots.releasePk, releasePk));
}

/** Staff: the releases that carry a vote, newest window first, with ballots cast and owned NFTs (who may vote). */
export async function releasesWithVotes(db: DbOrTx) {
  const rows = await db
    .select({
      releasePk: releases.publicPk,
      title: releases.productTitle,
      brandName: brands.name,
      open: releases.votingOpenDate,
      close: releases.votingCloseDate,
      questionCount: countDistinct(votingQuestions.publicPk),
    })
    .from(votingQuestions)
    .innerJoin(releases, eq(releases.publicPk, votingQuestions.releasePk))
    .innerJoin(brands, eq(brands.publicPk, releases.brandPk))
    .groupBy(releases.publicPk, brands.name)
    .orderBy(desc(releases.votingOpenDate), asc(releases.productTitle));
  if (rows.length === 0) return [];
  const pks = rows.map((row) => row.releasePk);
  const ballots = await db
    .select({ releasePk: votingBallots.releasePk, ballots: count() })
    .from(votingBallots)
    .where(inArray(votingBallots.releasePk, pks))
    .groupBy(votingBallots.releasePk);
  const owned = await db
    .select({ releasePk: releasePacks.releasePk, nfts: count() })
    .from(editionNfts)
    .innerJoin(editions, eq(editions.publicPk, editionNfts.editionPk))
    .innerJoin(releasePacks, eq(releasePacks.publicPk, editions.releasePackPk))
    .where(and(inArray(releasePacks.releasePk, pks), eq(editionNfts.status, 'owned')))
    .groupBy(releasePacks.releasePk);
  return rows.map((row) => ({
    ...row,
    ballots: ballots.find((entry) => entry.releasePk === row.releasePk)?.ballots ?? 0,
    eligibleNfts: owned.find((entry) => entry.releasePk === row.releasePk)?.nfts ?? 0,
  }));
}
