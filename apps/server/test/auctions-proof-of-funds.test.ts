import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@caskmark/db';
import { PROOF_OF_FUNDS_FILE_TYPE_MESSAGE, PROOF_OF_FUNDS_PENDING_MESSAGE, type ProofOfFunds } from '@caskmark/shared/api/proof-of-funds';
import { PHOTO_ID_REQUIRED_MESSAGE } from '@caskmark/shared/forms/proof-of-funds';
import { NO_FUNDING_SOURCE_MESSAGE } from '@caskmark/shared/rules/funds-check';
import { buildBidder, buildLot, maxBid } from './auction-helpers';
import { buildSignedInMember } from './identity-helpers';
import { startTestApp, type TestApp } from './support/test-app';

/** Proof of funds (decision 256): upload checked by content, stored privately, staff approval audited, and the funds check honours it. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const EXE = Buffer.from('MZ\x90\x00\x03\x00\x00\x00 this is not a pdf');
const FIELDS = { firstName: 'Ava', lastName: 'Bidder', address: '1 Cellar Row', city: 'New York', state: 'NY', postcode: '10001', dob: '04/12/1985', phone: '+1 212 555 0100', country: 'USA' };

async function submit(token: string, amountUsd: number, files: Array<{ field: string; name: string; bytes: Buffer }>, method = 'POST') {
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...FIELDS, amountUsd: String(amountUsd) })) form.append(key, value);
  for (const file of files) form.append(file.field, new Blob([file.bytes]), file.name);
  const response = await fetch(`${t.baseUrl}/api/account/v2/proof-of-funds`, { method, body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as ProofOfFunds & Record<string, unknown> };
}

describe('proof of funds', () => {
  it('refuses documents that are not PDF/JPG/PNG by content, and a photo ID missing above $75,000', async () => {
    const ava = await buildBidder(t, null);
    const fake = await submit(ava.token, 5_000, [{ field: 'bankStatement', name: 'statement.pdf', bytes: EXE }]);
    expect(fake.status).toBe(400);
    expect(fake.body.bankStatement).toEqual([PROOF_OF_FUNDS_FILE_TYPE_MESSAGE]);
    const noId = await submit(ava.token, 80_000, [{ field: 'bankStatement', name: 'statement.pdf', bytes: PDF }]);
    expect(noId.status).toBe(400);
    expect(noId.body.photoId).toEqual([PHOTO_ID_REQUIRED_MESSAGE]);
    const none = await submit(ava.token, 5_000, []);
    expect(none.body.bankStatement).toEqual(['Required Field']);
    expect((await t.get('/api/account/v2/proof-of-funds', { token: ava.token })).body).toBeNull();
  });

  it('is pending until staff approve it (audited); then the server funds check counts it for bids', async () => {
    const ava = await buildBidder(t, null);
    const { pack } = await buildLot(t, { startingUsd: 1000 });
    const refused = await maxBid(t, ava, pack.publicPk, 5_000);
    expect(refused.body.userAlerts).toEqual([NO_FUNDING_SOURCE_MESSAGE]);

    const sent = await submit(ava.token, 10_000, [
      { field: 'bankStatement', name: 'statement.pdf', bytes: PDF },
      { field: 'photoId', name: 'passport.pdf', bytes: PDF },
    ]);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ status: 'pending', amountUsd: 10_000, firstName: 'Ava' });
    expect((sent.body.files as Array<{ fileType: string }>).map((file) => file.fileType).sort()).toEqual(['bankStatement', 'photoId']);
    expect(JSON.stringify(sent.body)).not.toContain('private');
    const again = await submit(ava.token, 20_000, [{ field: 'bankStatement', name: 'statement.pdf', bytes: PDF }], 'PUT');
    expect(again.status).toBe(409);
    expect(again.body.nonFieldErrors).toEqual([PROOF_OF_FUNDS_PENDING_MESSAGE]);
    // Pending counts for nothing yet.
    expect((await maxBid(t, ava, pack.publicPk, 5_000)).status).toBe(400);

    expect((await t.get('/api/staff/v1/proofs-of-funds', { token: ava.token })).status).toBe(403);
    const staff = await buildSignedInMember(t, ['staff']);
    const token = staff.tokens.idToken;
    const queue = await t.get<{ results: Array<ProofOfFunds & { handler: string }> }>('/api/staff/v1/proofs-of-funds', { token });
    const listed = queue.body.results.find((row) => row.publicPk === sent.body.publicPk)!;
    expect(listed).toMatchObject({ handler: ava.handler, status: 'pending' });
    const file = listed.files[0]!;
    const download = await fetch(`${t.baseUrl}/api/staff/v1/proofs-of-funds/${listed.publicPk}/files/${file.publicPk}`, { headers: { authorization: `Bearer ${token}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
    expect((await fetch(`${t.baseUrl}/api/staff/v1/proofs-of-funds/${listed.publicPk}/files/${file.publicPk}`)).status).toBe(401);
    // The owner reads their own document back; another collector gets a 404, as if it did not exist.
    const own = `${t.baseUrl}/api/account/v2/proof-of-funds/${listed.publicPk}/files/${file.publicPk}`;
    const mine = await fetch(own, { headers: { authorization: `Bearer ${ava.token}` } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(Buffer.from(await mine.arrayBuffer()).equals(PDF)).toBe(true);
    const bo = await buildBidder(t, null);
    expect((await fetch(own, { headers: { authorization: `Bearer ${bo.token}` } })).status).toBe(404);
    expect((await fetch(own)).status).toBe(401);

    const approved = await t.post<ProofOfFunds>(`/api/staff/v1/proofs-of-funds/${listed.publicPk}/approve`, { amountUsd: 8_000 }, { token });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', amountUsd: 8_000 });
    expect((await t.post(`/api/staff/v1/proofs-of-funds/${listed.publicPk}/reject`, { reason: 'too late' }, { token })).status).toBe(409);
    const audit = await t.context.db.select().from(auditLog).where(and(eq(auditLog.subjectType, 'proof_of_funds'), eq(auditLog.subjectPk, listed.publicPk)));
    expect(audit.map((row) => [row.action, row.actorPk])).toEqual([['proof_of_funds.approve', staff.userPk]]);
    expect((await t.get<ProofOfFunds>('/api/account/v2/proof-of-funds', { token: ava.token })).body).toMatchObject({ status: 'approved', amountUsd: 8_000 });

    const placed = await maxBid(t, ava, pack.publicPk, 5_000);
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ fundCheckType: 'preApproval', fundCheckValue: listed.publicPk });
    // Above the approved amount: refused.
    expect((await maxBid(t, ava, pack.publicPk, 9_000)).status).toBe(400);
  });
});
