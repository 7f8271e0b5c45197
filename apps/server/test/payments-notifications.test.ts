import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { paymentLedger, pspSandboxNotifications } from '@caskmark/db';
import * as sandbox from '../src/modules/psp-sandbox/public';
import { createIntent } from '../src/modules/payments/intents';
import { intentByPk } from '../src/modules/payments/public';
import { buildSignedInUser } from './identity-helpers';
import { tokenOf } from './payments-helpers';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  // The sandbox's own deliveries go nowhere: the test is the only one delivering notifications.
  t = await startTestApp({ PSP_SANDBOX_WEBHOOK_URL: 'http://127.0.0.1:9/nowhere' });
});
afterAll(async () => {
  await t?.close();
});

async function deliver(payload: Record<string, unknown>, signature?: string) {
  const body = JSON.stringify(payload);
  return t.request<{ received?: boolean }>('POST', sandbox.MERCHANT_NOTIFICATION_PATH, {
    headers: { 'content-type': 'application/json', [sandbox.SIGNATURE_HEADER]: signature ?? sandbox.signNotification(sandbox.webhookSecret(t.context), body, Date.now()) },
    body: payload,
  });
}

/** An intent whose whole story happened at the PSP: we learn it from notifications only. */
async function storyAtPsp(steps: Array<'capture' | 'refund' | 'void'>, refundCents = 2_000) {
  const user = await buildSignedInUser(t);
  const { row } = await createIntent(t.context.db, {
    purpose: 'checkout',
    referencePk: randomUUID(),
    userPk: user.userPk,
    rail: 'card',
    amountCents: 10_000,
    status: 'requires_action',
    idempotencyKey: randomUUID(),
  });
  const source = await tokenOf(t, user.tokens.idToken);
  const auth = await sandbox.authorize(t.context, { idempotencyKey: `${row.publicPk}:a`, merchantReference: row.publicPk, amountCents: 10_000, source });
  let captureId = '';
  for (const step of steps) {
    if (step === 'capture') captureId = (await sandbox.capture(t.context, { idempotencyKey: `${row.publicPk}:c`, authorizationId: auth.id, amountCents: 10_000 })).id;
    if (step === 'void') await sandbox.voidAuthorization(t.context, { idempotencyKey: `${row.publicPk}:v`, authorizationId: auth.id });
    if (step === 'refund') await sandbox.refund(t.context, { idempotencyKey: `${row.publicPk}:r`, captureId, amountCents: refundCents });
  }
  const notifications = await t.context.db
    .select()
    .from(pspSandboxNotifications)
    .where(eq(pspSandboxNotifications.transactionId, auth.id));
  const followUps = await t.context.db.select().from(pspSandboxNotifications);
  const mine = followUps.filter((item) => (item.payload.transaction as { merchantReference: string }).merchantReference === row.publicPk);
  expect(notifications).toHaveLength(1);
  return { intentPk: row.publicPk, payloads: mine.map((item) => item.payload) };
}

function shuffled<T>(items: T[], seed: number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = (seed * (index + 7)) % (index + 1);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

describe('PSP notifications', () => {
  it('refuses an unsigned, tampered or stale notification', async () => {
    const { payloads } = await storyAtPsp([]);
    expect((await deliver(payloads[0]!, 't=1,v1=00')).status).toBe(401);
    const body = JSON.stringify(payloads[0]);
    const stale = sandbox.signNotification(sandbox.webhookSecret(t.context), body, Date.now() - 10 * 60_000);
    expect((await deliver(payloads[0]!, stale)).status).toBe(401);
    const tampered = { ...payloads[0]!, transaction: { ...(payloads[0]!.transaction as object), amountCents: 1 } };
    expect((await deliver(tampered, sandbox.signNotification(sandbox.webhookSecret(t.context), body, Date.now()))).status).toBe(401);
  });

  it('authorized, captured, refunded delivered three times in shuffled orders: one ledger row each, the same final state', async () => {
    const { intentPk, payloads } = await storyAtPsp(['capture', 'refund']);
    expect(payloads.map((payload) => payload.eventType).sort()).toEqual(['payment.authorized', 'payment.captured', 'payment.refunded']);
    for (const round of [1, 2, 3]) {
      for (const payload of shuffled(payloads, round * 13)) expect((await deliver(payload)).status).toBe(200);
      expect((await intentByPk(t.context, intentPk))!.status).toBe('partially_refunded');
    }
    // Concurrent duplicates too.
    await Promise.all(payloads.flatMap((payload) => [deliver(payload), deliver(payload)]));
    const ledger = await t.context.db.select().from(paymentLedger).where(eq(paymentLedger.intentPk, intentPk));
    expect(ledger.map((row) => row.kind).sort()).toEqual(['authorized', 'captured', 'refunded']);
    expect(ledger.find((row) => row.kind === 'refunded')!.amountCents).toBe(2_000);
  });

  it('a capture that arrives before its authorization still ends captured; a void story ends voided in any order', async () => {
    const { intentPk, payloads } = await storyAtPsp(['capture']);
    const byType = (type: string) => payloads.find((payload) => payload.eventType === type)!;
    await deliver(byType('payment.captured'));
    expect((await intentByPk(t.context, intentPk))!.status).toBe('captured');
    await deliver(byType('payment.authorized'));
    expect((await intentByPk(t.context, intentPk))!.status).toBe('captured');

    const voided = await storyAtPsp(['void']);
    for (const payload of [...voided.payloads].reverse()) await deliver(payload);
    expect((await intentByPk(t.context, voided.intentPk))!.status).toBe('voided');
  });

  it('a notification for an intent we do not know is acknowledged and changes nothing', async () => {
    const { payloads } = await storyAtPsp([]);
    const foreign = { ...payloads[0]!, id: 'evt_foreign', transaction: { ...(payloads[0]!.transaction as object), merchantReference: randomUUID(), id: 'auth_foreign' } };
    const response = await deliver(foreign);
    expect(response.status).toBe(200);
    expect(await t.context.db.select().from(paymentLedger).where(inArray(paymentLedger.sourceKey, ['psp:auth_foreign']))).toHaveLength(0);
  });
});
