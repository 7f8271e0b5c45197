import { eq } from 'drizzle-orm';
import { editionNfts, editions, releasePacks, votingAnswers, votingBallots } from '@caskmark/db';
import {
  VOTING_ALREADY_MESSAGE,
  VOTING_CLOSED_MESSAGE,
  VOTING_NOT_OWNER_MESSAGE,
  VOTING_ONE_EDITION_MESSAGE,
  type VotingResults,
} from '@caskmark/shared/api/voting';
import { createVoteFormSchema, ranksFromVoteAnswers, VOTE_RANK_REQUIRED_MESSAGE, type VoteAnswer } from '@caskmark/shared/forms/vote';
import type { AppContext } from '../../context';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { isUniqueViolation } from '../../platform/unique-violation';
import { answersOfRelease, questionsOf, releaseWindow } from './voting-repository';

export function isVotingOpen(window: { open: Date | null; close: Date | null }, now: Date): boolean {
  return window.open !== null && window.close !== null && window.open.getTime() <= now.getTime() && now.getTime() < window.close.getTime();
}

/** The release an edition NFT belongs to, and whether `userPk` owns it now. */
async function editionFacts(context: AppContext, nftPk: string) {
  const [row] = await context.db
    .select({ ownerPk: editionNfts.ownerPk, status: editionNfts.status, releasePk: releasePacks.releasePk })
    .from(editionNfts)
    .innerJoin(editions, eq(editions.publicPk, editionNfts.editionPk))
    .innerJoin(releasePacks, eq(releasePacks.publicPk, editions.releasePackPk))
    .where(eq(editionNfts.publicPk, nftPk));
  return row ?? null;
}

/**
 * POST /api/release/v2/voting-answer (decision 346): one NFT's ballot. The owner of an edition NFT of
 * the release, inside the window (business clock), ranks every option of every question, each rank
 * once ('Please select the rating'); the ballot and its answers commit together and an NFT votes once.
 */
export async function castVote(context: AppContext, userPk: string, answers: VoteAnswer[]) {
  const nftPks = new Set(answers.map((answer) => answer.editionNftPublicPk));
  if (nftPks.size !== 1) throw badRequest(VOTING_ONE_EDITION_MESSAGE, { code: 'one_edition' });
  const [nftPk] = [...nftPks] as [string];
  const facts = await editionFacts(context, nftPk);
  if (!facts || facts.ownerPk !== userPk || facts.status !== 'owned') throw new AppError({ status: 403, code: 'not_owner', message: VOTING_NOT_OWNER_MESSAGE, nonFieldErrors: [VOTING_NOT_OWNER_MESSAGE] });
  const window = await releaseWindow(context.db, facts.releasePk);
  if (!window || !isVotingOpen(window, context.clock.now())) throw badRequest(VOTING_CLOSED_MESSAGE, { code: 'voting_closed' });
  const questions = await questionsOf(context.db, facts.releasePk);
  const known = new Set(questions.flatMap((question) => question.options.map((option) => `${question.publicPk}:${option.publicPk}`)));
  const parsed = createVoteFormSchema(questions).safeParse({ ranks: ranksFromVoteAnswers(answers) });
  if (questions.length === 0 || answers.some((answer) => !known.has(`${answer.questionPublicPk}:${answer.optionPublicPk}`)) || !parsed.success) {
    const message = parsed.success ? VOTE_RANK_REQUIRED_MESSAGE : parsed.error.issues[0]!.message;
    throw badRequest(message, { code: 'invalid_ballot' });
  }
  const now = context.clock.now();
  try {
    return await context.db.transaction(async (tx) => {
      const [ballot] = await tx.insert(votingBallots).values({ releasePk: facts.releasePk, editionNftPk: nftPk, userPk, createdAt: now }).returning();
      await tx.insert(votingAnswers).values(answers.map((answer) => ({ ballotPk: ballot!.publicPk, questionPk: answer.questionPublicPk, optionPk: answer.optionPublicPk, rank: Number(answer.answer) })));
      return { publicPk: ballot!.publicPk, editionNftPublicPk: nftPk, createdAt: now.toISOString() };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'voting_ballots_nft_key')) throw badRequest(VOTING_ALREADY_MESSAGE, { code: 'already_voted' });
    throw error;
  }
}

/** Staff: per option, Borda points (n − rank + 1 each ballot), first places and the average rank. */
export async function votingResults(context: AppContext, releasePk: string): Promise<VotingResults> {
  if (!(await releaseWindow(context.db, releasePk))) throw notFound('Release');
  const questions = await questionsOf(context.db, releasePk);
  const answers = await answersOfRelease(context.db, releasePk);
  const ballots = new Set(answers.map((answer) => answer.ballotPk)).size;
  return {
    publicPk: releasePk,
    ballots,
    questions: questions.map((question) => {
      const n = question.options.length;
      return {
        publicPk: question.publicPk,
        question: question.question,
        options: question.options
          .map((option) => {
            const ranks = answers.filter((answer) => answer.optionPk === option.publicPk).map((answer) => answer.rank);
            return {
              publicPk: option.publicPk,
              description: option.description,
              points: ranks.reduce((sum, rank) => sum + (n - rank + 1), 0),
              firstPlaces: ranks.filter((rank) => rank === 1).length,
              averageRank: ranks.length ? Math.round((ranks.reduce((sum, rank) => sum + rank, 0) / ranks.length) * 100) / 100 : null,
            };
          })
          .sort((a, b) => b.points - a.points),
      };
    }),
  };
}
