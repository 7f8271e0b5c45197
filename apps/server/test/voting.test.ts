import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { votingOptions, votingQuestions } from '@caskmark/db';
import type { StaffVotingList, Voting, VotingResults } from '@caskmark/shared/api/voting';
import { buildSignedInMember, buildSignedInUser } from './identity-helpers';
import { buildEditionNfts, buildRelease, buildReleasePack } from './support/builders';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DAY = 86_400_000;
type ErrorBody = { code: string; message: string; nonFieldErrors?: string[] };

/** A release voting between `openDays` and `closeDays` from now, with two questions of 3 and 2 options, and `owner`'s NFTs. */
async function votingRelease(ownerPk: string, openDays = -1, closeDays = 2, count = 2) {
  const now = t.context.clock.nowMs();
  const release = await buildRelease(t.context.db, { now: new Date(now), votingOpenDate: new Date(now + openDays * DAY), votingCloseDate: new Date(now + closeDays * DAY) });
  const pack = await buildReleasePack(t.context.db, { releasePk: release.publicPk });
  const { nfts } = await buildEditionNfts(t.context.db, { pack, count, nft: { status: 'owned', ownerPk } });
  const questions = [];
  for (const [position, [text, size]] of ([['Which cask next?', 3], ['Which label?', 2]] as const).entries()) {
    const [question] = await t.context.db.insert(votingQuestions).values({ releasePk: release.publicPk, position, question: text }).returning();
    const options = await t.context.db
      .insert(votingOptions)
      .values(Array.from({ length: size }, (_, index) => ({ questionPk: question!.publicPk, position: index, description: `Option ${index + 1}` })))
      .returning();
    questions.push({ publicPk: question!.publicPk, options: options.map((option) => option.publicPk) });
  }
  return { releasePk: release.publicPk, nfts, questions };
}

function ballot(nftPk: string, questions: Array<{ publicPk: string; options: string[] }>, order: (options: string[]) => string[] = (options) => options) {
  return { answers: questions.flatMap((question) => order(question.options).map((optionPk, index) => ({ editionNftPublicPk: nftPk, questionPublicPk: question.publicPk, optionPublicPk: optionPk, answer: String(index + 1) }))) };
}

describe('release voting', () => {
  it('shows the questions; an owner ranks every option once per NFT, a second ballot for the NFT is refused', async () => {
    const owner = await buildSignedInUser(t);
    const token = owner.tokens.idToken;
    const { releasePk, nfts, questions } = await votingRelease(owner.userPk);
    const voting = await t.get<Voting>(`/api/release/v2/voting/${releasePk}`, { token });
    expect(voting.body).toMatchObject({ isOpen: true, votedEditionNftPublicPks: [] });
    expect(voting.body.questions.map((question) => question.options.length)).toEqual([3, 2]);

    const cast = await t.post<{ publicPk: string }>('/api/release/v2/voting-answer', ballot(nfts[0]!.publicPk, questions), { token });
    expect(cast.status).toBe(200);
    const twice = await t.post<ErrorBody>('/api/release/v2/voting-answer', ballot(nfts[0]!.publicPk, questions, (options) => [...options].reverse()), { token });
    expect(twice.body).toMatchObject({ code: 'already_voted', nonFieldErrors: ['This NFT has already voted.'] });
    const [raceA, raceB] = await Promise.all([
      t.post('/api/release/v2/voting-answer', ballot(nfts[1]!.publicPk, questions), { token }),
      t.post('/api/release/v2/voting-answer', ballot(nfts[1]!.publicPk, questions), { token }),
    ]);
    expect([raceA.status, raceB.status].sort()).toEqual([200, 400]);
    const after = await t.get<Voting>(`/api/release/v2/voting/${releasePk}`, { token });
    expect(after.body.votedEditionNftPublicPks.sort()).toEqual([nfts[0]!.publicPk, nfts[1]!.publicPk].sort());

    const staff = await buildSignedInMember(t, ['staff']);
    const results = await t.get<VotingResults>(`/api/staff/v1/voting/${releasePk}/results`, { token: staff.tokens.idToken });
    expect(results.body.ballots).toBe(2);
    expect(results.body.questions[0]!.options[0]).toMatchObject({ publicPk: questions[0]!.options[0], points: 6, firstPlaces: 2, averageRank: 1 });
    expect((await t.get(`/api/staff/v1/voting/${releasePk}/results`, { token })).status).toBe(403);
  });

  it("refuses a rank missing or used twice ('Please select the rating'), another's NFT, and outside the window", async () => {
    const owner = await buildSignedInUser(t);
    const stranger = await buildSignedInUser(t);
    const token = owner.tokens.idToken;
    const { nfts, questions } = await votingRelease(owner.userPk);
    const missing = ballot(nfts[0]!.publicPk, questions);
    missing.answers.pop();
    expect((await t.post<ErrorBody>('/api/release/v2/voting-answer', missing, { token })).body.nonFieldErrors).toEqual(['Please select the rating']);
    const doubled = ballot(nfts[0]!.publicPk, questions);
    doubled.answers[1]!.answer = '1';
    expect((await t.post<ErrorBody>('/api/release/v2/voting-answer', doubled, { token })).body.code).toBe('invalid_ballot');
    expect((await t.post<ErrorBody>('/api/release/v2/voting-answer', ballot(nfts[0]!.publicPk, questions), { token: stranger.tokens.idToken })).status).toBe(403);

    const closed = await votingRelease(owner.userPk, -3, -1, 1);
    expect((await t.post<ErrorBody>('/api/release/v2/voting-answer', ballot(closed.nfts[0]!.publicPk, closed.questions), { token })).body.code).toBe('voting_closed');
    const early = await votingRelease(owner.userPk, 1, 3, 1);
    expect((await t.post<ErrorBody>('/api/release/v2/voting-answer', ballot(early.nfts[0]!.publicPk, early.questions), { token })).body.code).toBe('voting_closed');
    // Nothing half-written: the refused ballots left no rows, so the NFT can still vote.
    expect((await t.post('/api/release/v2/voting-answer', ballot(nfts[0]!.publicPk, questions), { token })).status).toBe(200);
  });

  it('lists every release with a vote for staff only: window, ballots cast and the NFTs that may vote', async () => {
    const owner = await buildSignedInUser(t);
    const token = owner.tokens.idToken;
    const open = await votingRelease(owner.userPk, -1, 2, 3);
    const closed = await votingRelease(owner.userPk, -3, -1, 1);
    expect((await t.post('/api/release/v2/voting-answer', ballot(open.nfts[0]!.publicPk, open.questions), { token })).status).toBe(200);

    const staff = await buildSignedInMember(t, ['staff']);
    const list = await t.get<StaffVotingList>('/api/staff/v1/voting', { token: staff.tokens.idToken });
    expect(list.status).toBe(200);
    const row = (pk: string) => list.body.results.find((entry) => entry.releasePublicPk === pk);
    expect(row(open.releasePk)).toMatchObject({ isOpen: true, questionCount: 2, ballots: 1, eligibleNfts: 3 });
    expect(row(closed.releasePk)).toMatchObject({ isOpen: false, questionCount: 2, ballots: 0, eligibleNfts: 1 });
    expect(row(open.releasePk)!.brandName).toEqual(expect.any(String));
    expect((await t.get('/api/staff/v1/voting', { token })).status).toBe(403);
    expect((await t.get('/api/staff/v1/voting')).status).toBe(401);
  });
});
