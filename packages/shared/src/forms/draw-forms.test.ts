import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toFieldErrors } from './field-errors';
import { createSweepstakesQuestionnaireSchema, SweepstakesQuantitySchema, sweepstakesEntryFeeCents } from './sweepstakes';
import { createVoteFormSchema, ranksFromVoteAnswers, takenRanks, voteAnswersFromRanks } from './vote';

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  return result.success ? {} : toFieldErrors(result.error);
}

describe('sweepstakes questionnaire', () => {
  const schema = createSweepstakesQuestionnaireSchema({ now: new Date('2026-11-22T12:00:00Z') });
  const entry = { name: 'Ann', email: 'ann@example.com', dob: '1990-01-01', country: 'usa', acknowledgement: true, platformAcknowledgement: true, description: 'Islay, peated' };

  it('gives the spec messages for missing fields', () => {
    expect(errorsOf(schema, {})).toEqual({
      name: ['Please enter your name'],
      email: ['Please enter your email'],
      dob: ['Please enter your date of birth'],
      country: ['Country is required!'],
      acknowledgement: ['You must acknowledge the campaign message to proceed'],
      platformAcknowledgement: ['You must acknowledge the campaign message to proceed'],
      nonFieldErrors: ['Please upload a valid photo ID or tell us about your favorite whiskey.'],
      description: ['Please tell us about your favorite whiskey.'],
    });
  });

  it('needs a valid e-mail, age 21 or more, and a photo ID or a description', () => {
    expect(errorsOf(schema, { ...entry, email: 'ann' })).toEqual({ email: ['Please enter a valid email'] });
    expect(errorsOf(schema, { ...entry, dob: '2005-11-23' })).toEqual({ dob: ['You must be at least 21 years old to enter.'] });
    expect(errorsOf(schema, { ...entry, dob: '2005-11-22' })).toEqual({});
    expect(errorsOf(schema, { ...entry, description: '', photoId: 'photo-1' })).toEqual({});
  });

  it('the entry fee is listingPrice × quantity', () => {
    expect(sweepstakesEntryFeeCents(24.99, 3)).toBe(7497);
    expect(sweepstakesEntryFeeCents(0.1, 10)).toBe(100);
  });

  it.each([
    [1, true],
    [10, true],
    ['3', true],
    [0, false],
    [11, false],
    [2.5, false],
  ])('quantity %s is allowed (1 to 10): %s', (quantity, ok) => {
    expect(SweepstakesQuantitySchema.safeParse(quantity).success).toBe(ok);
  });
});

describe('vote form', () => {
  const questions = [
    { publicPk: 'q1', options: [{ publicPk: 'a' }, { publicPk: 'b' }, { publicPk: 'c' }] },
    { publicPk: 'q2', options: [{ publicPk: 'x' }, { publicPk: 'y' }] },
  ];
  const schema = createVoteFormSchema(questions);

  it("every option of every question needs a rank ('Please select the rating')", () => {
    expect(errorsOf(schema, { ranks: { q1: { a: '1', b: '2' } } })).toEqual({
      'ranks.q1.c': ['Please select the rating'],
      'ranks.q2.x': ['Please select the rating'],
      'ranks.q2.y': ['Please select the rating'],
    });
  });

  it('each rank is used once per question', () => {
    expect(errorsOf(schema, { ranks: { q1: { a: '1', b: '1', c: '3' }, q2: { x: '1', y: '2' } } })).toEqual({
      'ranks.q1.b': ['Each rating can be used once per question'],
    });
    expect(errorsOf(schema, { ranks: { q1: { a: '4', b: '1', c: '3' }, q2: { x: '1', y: '2' } } })).toEqual({ 'ranks.q1.a': ['Please select the rating'] });
    expect(takenRanks({ a: '1', b: '', c: '3' })).toEqual(new Set(['1', '3']));
  });

  it('converts ranks to the payload answers and back', () => {
    const ranks = { q1: { a: '2', b: '1', c: '3' }, q2: { x: '1', y: '2' } };
    const answers = voteAnswersFromRanks('ed-1', ranks);
    expect(answers).toHaveLength(5);
    expect(answers[0]).toEqual({ editionNftPublicPk: 'ed-1', questionPublicPk: 'q1', optionPublicPk: 'a', answer: '2' });
    expect(ranksFromVoteAnswers(answers)).toEqual(ranks);
    expect(errorsOf(schema, { ranks })).toEqual({});
  });
});
