import { z } from 'zod';
import { StaffVotingListSchema, VoteCastSchema, VotingResultsSchema, VotingSchema } from '@caskmark/shared/api/voting';
import { VoteAnswersPayloadSchema } from '@caskmark/shared/forms/vote';
import type { AppContext } from '../../context';
import { notFound } from '../../platform/errors';
import type { App } from '../../platform/module';
import { authenticate, requireStaff, requireUser } from '../identity/public';
import { questionsOf, releasesWithVotes, releaseWindow, votedEditionsOf } from './voting-repository';
import { castVote, isVotingOpen, votingResults } from './voting-service';

const tags = ['voting'];
const ErrorSchema = z.object({ code: z.string(), message: z.string() }).catchall(z.unknown());
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const Params = z.object({ publicPk: z.uuid() });

/** Release votes (spec part 1 §7: GET /api/release/v2/voting/{publicPk}, POST /api/release/v2/voting-answer; decision 346). */
export function registerVotingRoutes(app: App, context: AppContext) {
  app.get(
    '/api/release/v2/voting/:publicPk',
    { schema: { tags, summary: "A release's vote: window, questions and options; for a signed-in owner, which of their NFTs voted", params: Params, response: { 200: VotingSchema, ...errors } } },
    async (request) => {
      const window = await releaseWindow(context.db, request.params.publicPk);
      if (!window) throw notFound('Voting');
      const principal = await authenticate(request);
      return {
        publicPk: request.params.publicPk,
        votingOpenDate: window.open?.toISOString() ?? null,
        votingCloseDate: window.close?.toISOString() ?? null,
        isOpen: isVotingOpen(window, context.clock.now()),
        questions: await questionsOf(context.db, request.params.publicPk),
        votedEditionNftPublicPks: principal ? await votedEditionsOf(context.db, request.params.publicPk, principal.userPk) : [],
      };
    },
  );

  app.post(
    '/api/release/v2/voting-answer',
    { schema: { tags, summary: 'Cast the ballot of one of my NFTs: a rank for every option of every question, each rank once per question', body: VoteAnswersPayloadSchema, response: { 200: VoteCastSchema, ...errors } } },
    async (request) => castVote(context, (await requireUser(request)).userPk, request.body.answers),
  );

  app.get(
    '/api/staff/v1/voting',
    { schema: { tags: ['staff'], summary: 'Staff: every release with a vote — window, ballots cast, NFTs that may vote', response: { 200: StaffVotingListSchema, ...errors } } },
    async (request) => {
      await requireStaff(request);
      const now = context.clock.now();
      const rows = await releasesWithVotes(context.db);
      return {
        results: rows.map((row) => ({
          releasePublicPk: row.releasePk,
          title: row.title,
          brandName: row.brandName,
          votingOpenDate: row.open?.toISOString() ?? null,
          votingCloseDate: row.close?.toISOString() ?? null,
          isOpen: isVotingOpen(row, now),
          questionCount: row.questionCount,
          ballots: row.ballots,
          eligibleNfts: row.eligibleNfts,
        })),
      };
    },
  );

  app.get(
    '/api/staff/v1/voting/:publicPk/results',
    { schema: { tags: ['staff'], summary: "Staff: a release vote's results (Borda points, first places, average rank)", params: Params, response: { 200: VotingResultsSchema, ...errors } } },
    async (request) => {
      await requireStaff(request);
      return votingResults(context, request.params.publicPk);
    },
  );
}
