import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, wireTransfers } from '@caskmark/db';
import { privateDir } from '../src/modules/payments/wire';
import { intentByPk, onIntentSettled, submitWireProof, wireInstructions, wireTransferFor, type PaymentIntent } from '../src/modules/payments/public';
import { buildSignedInMember, buildSignedInUser } from './identity-helpers';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
const settled: PaymentIntent[] = [];
beforeAll(async () => {
  t = await startTestApp();
  onIntentSettled('checkout', async (intent) => {
    settled.push(intent);
  });
});
afterAll(async () => {
  await t?.close();
});

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2_000, 0x20)]);
const EXE = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00]), Buffer.alloc(2_000)]);
const ORDER_CENTS = 12_500_00;

async function proof(userPk: string, overrides: Partial<{ phoneNumber: string; receipt: { filename: string; bytes: Buffer } | null; amountCents: number; referencePk: string }> = {}) {
  return submitWireProof(t.context, {
    purpose: 'checkout',
    referencePk: overrides.referencePk ?? randomUUID(),
    userPk,
    amountCents: overrides.amountCents ?? ORDER_CENTS,
    phoneNumber: overrides.phoneNumber ?? '+1 (212) 555-0100',
    receipt: overrides.receipt === undefined ? { filename: 'receipt.pdf', bytes: PDF } : overrides.receipt,
  });
}

async function until<T>(probe: () => T | undefined, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('wire transfers', () => {
  it('instructions: bank details, memo CASKMARK-<order>, the total plus the $20.00 fee', () => {
    const referencePk = randomUUID();
    const instructions = wireInstructions(t.context, { purpose: 'checkout', referencePk, userPk: randomUUID(), amountCents: ORDER_CENTS });
    expect(instructions).toMatchObject({ memo: `CASKMARK-${referencePk}`, amountToSend: 12_520, fee: 20, status: 'instructions' });
    expect(instructions.accountNumber).toBeTruthy();
  });

  it('refuses a renamed .exe, a missing file, a bad phone, a file over 10 MB and an order at or below $5,000', async () => {
    const user = await buildSignedInUser(t);
    await expect(proof(user.userPk, { receipt: { filename: 'receipt.pdf', bytes: EXE } })).rejects.toMatchObject({ status: 400, fieldErrors: { receipt: ['The proof of transfer must be a PDF, JPG or PNG file.'] } });
    await expect(proof(user.userPk, { receipt: null })).rejects.toMatchObject({ fieldErrors: { receipt: ['Please Upload the proof of transfer'] } });
    await expect(proof(user.userPk, { phoneNumber: '' })).rejects.toMatchObject({ fieldErrors: { phone_number: ['Please enter your phone number'] } });
    await expect(proof(user.userPk, { phoneNumber: '12' })).rejects.toMatchObject({ fieldErrors: { phone_number: ['Not a valid phone number.'] } });
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    await expect(proof(user.userPk, { receipt: { filename: 'big.pdf', bytes: big } })).rejects.toMatchObject({ fieldErrors: { receipt: ['The proof of transfer must be 10 MB or smaller.'] } });
    await expect(proof(user.userPk, { amountCents: 5_000_00 })).rejects.toMatchObject({ status: 400, message: 'Wire Transfers are only allowed for NFTs over $5,000.' });
    expect(await t.context.db.select().from(wireTransfers).where(eq(wireTransfers.userPk, user.userPk))).toHaveLength(0);
  });

  it('stores the proof privately, awaits the transfer, refuses a second proof; staff confirm it once, audited', async () => {
    const user = await buildSignedInUser(t);
    const referencePk = randomUUID();
    const intent = await proof(user.userPk, { referencePk, receipt: { filename: 'my receipt.png', bytes: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100)]) } });
    expect(intent).toMatchObject({ rail: 'wire', status: 'awaiting_transfer', amountCents: ORDER_CENTS });
    const [wire] = await t.context.db.select().from(wireTransfers).where(eq(wireTransfers.intentPk, intent.publicPk));
    expect(wire).toMatchObject({ status: 'submitted', receiptType: 'image/png', memo: `CASKMARK-${referencePk}`, amountToSendCents: ORDER_CENTS + 2_000 });
    const file = await stat(privateDir(t.context, wire!.receiptPath));
    expect(file.mode & 0o777).toBe(0o600);
    expect((await wireTransferFor(t.context, { purpose: 'checkout', referencePk, userPk: user.userPk, amountCents: ORDER_CENTS })).status).toBe('proof_submitted');
    await expect(proof(user.userPk, { referencePk })).rejects.toMatchObject({ status: 409, message: 'A proof of transfer was already submitted for this order.' });

    // Staff only.
    expect((await t.get('/api/staff/v1/wire-transfers', { token: user.tokens.idToken })).status).toBe(403);
    expect((await t.post(`/api/staff/v1/wire-transfers/${wire!.publicPk}/confirm`, undefined, { token: user.tokens.idToken })).status).toBe(403);
    const staff = await buildSignedInMember(t, ['staff']);
    const token = staff.tokens.idToken;
    const queue = await t.get<{ results: Array<{ publicPk: string; status: string; amountToSend: number; memo: string; receiptUrl: string }> }>('/api/staff/v1/wire-transfers?status=submitted', { token });
    const listed = queue.body.results.find((item) => item.publicPk === wire!.publicPk)!;
    expect(listed).toMatchObject({ status: 'submitted', amountToSend: 12_520, memo: `CASKMARK-${referencePk}` });
    const download = await fetch(`${t.baseUrl}${listed.receiptUrl}`, { headers: { authorization: `Bearer ${token}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('attachment');
    expect(Buffer.from(await download.arrayBuffer()).subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    expect((await fetch(`${t.baseUrl}${listed.receiptUrl}`)).status).toBe(401);

    const confirmed = await t.post<{ status: string }>(`/api/staff/v1/wire-transfers/${wire!.publicPk}/confirm`, undefined, { token });
    expect(confirmed.body.status).toBe('confirmed');
    expect((await t.post(`/api/staff/v1/wire-transfers/${wire!.publicPk}/confirm`, undefined, { token })).status).toBe(200);
    expect((await t.post(`/api/staff/v1/wire-transfers/${wire!.publicPk}/reject`, { reason: 'no' }, { token })).status).toBe(409);
    expect((await intentByPk(t.context, intent.publicPk))!.status).toBe('captured');
    const audits = await t.context.db.select().from(auditLog).where(and(eq(auditLog.subjectPk, wire!.publicPk), eq(auditLog.action, 'wire.confirm')));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actorPk).toBe(staff.userPk);
    // The flow hears of it.
    const heard = await until(() => settled.find((item) => item.publicPk === intent.publicPk && item.status === 'captured'));
    expect(heard.referencePk).toBe(referencePk);
  });

  it('staff reject with a reason: the intent fails with it, audited; no reason → 400', async () => {
    const user = await buildSignedInUser(t);
    const intent = await proof(user.userPk);
    const staff = await buildSignedInMember(t, ['staff']);
    const token = staff.tokens.idToken;
    expect((await t.post(`/api/staff/v1/wire-transfers/${intent.publicPk}/reject`, { reason: ' ' }, { token })).status).toBe(400);
    const rejected = await t.post<{ status: string; rejectReason: string }>(`/api/staff/v1/wire-transfers/${intent.publicPk}/reject`, { reason: 'No funds arrived within 72 hours' }, { token });
    expect(rejected.body).toMatchObject({ status: 'rejected', rejectReason: 'No funds arrived within 72 hours' });
    const after = await intentByPk(t.context, intent.publicPk);
    expect(after).toMatchObject({ status: 'failed', failureReason: 'No funds arrived within 72 hours' });
    const [audit] = await t.context.db.select().from(auditLog).where(eq(auditLog.action, 'wire.reject'));
    expect(audit!.reason).toBe('No funds arrived within 72 hours');
    expect((await t.post(`/api/staff/v1/wire-transfers/${randomUUID()}/confirm`, undefined, { token })).status).toBe(404);
  });
});
