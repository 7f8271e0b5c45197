import { z } from 'zod';

export const VOTE_RANK_REQUIRED_MESSAGE = 'Please select the rating';
export const VOTE_RANK_TAKEN_MESSAGE = 'Each rating can be used once per question';

export interface VoteQuestion {
  publicPk: string;
  options: readonly { publicPk: string }[];
}

/** Ranks 1..n offered for a question with n options, as the strings the API stores. */
export function voteRanks(question: VoteQuestion): string[] {
  return question.options.map((_, index) => String(index + 1));
}

/** Ranks already used in a question, to disable them for the other options. */
export function takenRanks(ranks: Readonly<Record<string, string>> | undefined): Set<string> {
  return new Set(Object.values(ranks ?? {}).filter(Boolean));
}

/**
 * The voting form: ranks[questionPk][optionPk] = '1'..'n'. Every option of every question needs a rank, and each
 * rank is used once per question. Errors sit on ['ranks', questionPk, optionPk].
 */
export function createVoteFormSchema(questions: readonly VoteQuestion[]) {
  return z
    .object({ ranks: z.record(z.string(), z.record(z.string(), z.string())).prefault({}) })
    .superRefine(({ ranks }, ctx) => {
      for (const question of questions) {
        const allowed = new Set(voteRanks(question));
        const seen = new Set<string>();
        for (const option of question.options) {
          const rank = ranks[question.publicPk]?.[option.publicPk] ?? '';
          const path = ['ranks', question.publicPk, option.publicPk];
          if (!allowed.has(rank)) ctx.addIssue({ code: 'custom', path, message: VOTE_RANK_REQUIRED_MESSAGE });
          else if (seen.has(rank)) ctx.addIssue({ code: 'custom', path, message: VOTE_RANK_TAKEN_MESSAGE });
          seen.add(rank);
        }
      }
    });
}

export interface VoteAnswer {
  editionNftPublicPk: string;
  questionPublicPk: string;
  optionPublicPk: string;
  answer: string;
}

/** POST /api/release/v2/voting-answer {answers[]}. */
export const VoteAnswersPayloadSchema = z.object({
  answers: z
    .array(z.object({ editionNftPublicPk: z.uuid(), questionPublicPk: z.uuid(), optionPublicPk: z.uuid(), answer: z.string().regex(/^\d+$/) }))
    .min(1, VOTE_RANK_REQUIRED_MESSAGE),
});

/** The form's ranks as the payload's answers. */
export function voteAnswersFromRanks(editionNftPublicPk: string, ranks: Readonly<Record<string, Readonly<Record<string, string>>>>): VoteAnswer[] {
  return Object.entries(ranks).flatMap(([questionPublicPk, options]) =>
    Object.entries(options).map(([optionPublicPk, answer]) => ({ editionNftPublicPk, questionPublicPk, optionPublicPk, answer })),
  );
}

/** The payload's answers back as ranks, so the server checks them with createVoteFormSchema. */
export function ranksFromVoteAnswers(answers: readonly VoteAnswer[]): Record<string, Record<string, string>> {
  const ranks: Record<string, Record<string, string>> = {};
  for (const answer of answers) (ranks[answer.questionPublicPk] ??= {})[answer.optionPublicPk] = answer.answer;
  return ranks;
}
