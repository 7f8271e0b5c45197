import { z } from 'zod';

/** Release votes (spec part 1 §3 "Voting", §4, §5 "Vote", §7 voting calls; decision 346). */
const IsoDate = z.string().describe('ISO 8601 date-time');

export const VOTING_CLOSED_MESSAGE = 'Voting is not open for this release.';
export const VOTING_ALREADY_MESSAGE = 'This NFT has already voted.';
export const VOTING_ONE_EDITION_MESSAGE = 'A ballot is for one NFT at a time.';
export const VOTING_NOT_OWNER_MESSAGE = 'Only the owner of an NFT of this release can vote with it.';

export const VotingOptionSchema = z.object({ publicPk: z.uuid(), image: z.string(), description: z.string() });
export const VotingQuestionSchema = z.object({ publicPk: z.uuid(), question: z.string(), options: z.array(VotingOptionSchema) });
export type VotingQuestion = z.infer<typeof VotingQuestionSchema>;

export const VotingSchema = z.object({
  publicPk: z.uuid().describe('The release (a vault edition’s votingPublicPk)'),
  votingOpenDate: IsoDate.nullable(),
  votingCloseDate: IsoDate.nullable(),
  isOpen: z.boolean().describe('Now (business clock) is inside the voting window'),
  questions: z.array(VotingQuestionSchema),
  votedEditionNftPublicPks: z.array(z.uuid()).describe('My editions of this release that have voted'),
});
export type Voting = z.infer<typeof VotingSchema>;

export const VoteCastSchema = z.object({ publicPk: z.uuid(), editionNftPublicPk: z.uuid(), createdAt: IsoDate });

/** Staff: each option's score (Borda: n − rank + 1 points per ballot) and first-place count. */
export const VotingResultsSchema = z.object({
  publicPk: z.uuid(),
  ballots: z.number().int(),
  questions: z.array(
    z.object({
      publicPk: z.uuid(),
      question: z.string(),
      options: z.array(z.object({ publicPk: z.uuid(), description: z.string(), points: z.number().int(), firstPlaces: z.number().int(), averageRank: z.number().nullable() })),
    }),
  ),
});
export type VotingResults = z.infer<typeof VotingResultsSchema>;

/** Staff: every release with a vote — its window, ballots cast and the NFTs that could vote (decision 349). */
export const StaffVotingListSchema = z.object({
  results: z.array(
    z.object({
      releasePublicPk: z.uuid(),
      title: z.string(),
      brandName: z.string(),
      votingOpenDate: IsoDate.nullable(),
      votingCloseDate: IsoDate.nullable(),
      isOpen: z.boolean(),
      questionCount: z.number().int(),
      ballots: z.number().int(),
      eligibleNfts: z.number().int().describe('Edition NFTs of the release owned by someone now (one ballot each)'),
    }),
  ),
});
export type StaffVotingList = z.infer<typeof StaffVotingListSchema>;
