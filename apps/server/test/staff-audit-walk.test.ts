import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, redemptions, wireTransfers } from '@caskmark/db';
import { PaymentSubmissionSchema } from '@caskmark/shared/api/payments';
import type { StaffRedemption } from '@caskmark/shared/api/staff-redemptions';
import { PICKUP_LOCATIONS } from '@caskmark/shared/reference/pickup-locations';
import { authorizeCard, capture, submitWireProof } from '../src/modules/payments/public';
import { buildBidder } from './auction-helpers';
import { buildSignedInMember, buildSignedInUser, totpCode } from './identity-helpers';
import { submission, tokenOf } from './payments-helpers';
import { buildOwedPayout } from './payout-helpers';
import { buildHeldNft, buildRedeemer, dateInDays, postRedeem } from './redemption-helpers';
import { refuseAuditInserts, settledFingerprint, tableFingerprint } from './support/audit-faults';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Every mutating staff call leaves its audit row, in the transaction of its change (issue 16). The
 * OpenAPI document is walked: each POST/PUT/PATCH/DELETE under /api/staff/v1 must have a subject
 * below (console-tagged calls are walked the same way in console-catalogue.test.ts), so a new staff
 * endpoint fails here until it is given one. For each: called once by staff it writes exactly one row
 * (actor, subject); and with the audit table refusing inserts the call fails and changes nothing.
 */
interface Subject {
  /** A fresh request on a fresh subject. */
  prepare(): Promise<{ path: string; body?: unknown; subjectPk: string }>;
  action: string;
}

let t: TestApp;
let staff: { token: string; userPk: string };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

beforeAll(async () => {
  t = await startTestApp();
  const member = await buildSignedInMember(t, ['staff']);
  const associated = await t.post<{ secretCode: string }>('/api/auth/v1/totp/associate', undefined, { token: member.tokens.idToken });
  await t.post('/api/auth/v1/totp/verify', { code: await totpCode(associated.body.secretCode) }, { token: member.tokens.idToken });
  staff = { token: member.tokens.idToken, userPk: member.userPk };
}, 180_000);
afterAll(async () => t?.close());

const asStaff = <T>(method: string, path: string, body?: unknown) => t.request<T>(method, path, { body, token: staff.token });

async function submittedWire(): Promise<string> {
  const user = await buildSignedInUser(t);
  const intent = await submitWireProof(t.context, { purpose: 'checkout', referencePk: randomUUID(), userPk: user.userPk, amountCents: 9_000_00, phoneNumber: '+1 212 555 0100', receipt: { filename: 'receipt.pdf', bytes: PDF } });
  const [wire] = await t.context.db.select({ pk: wireTransfers.publicPk }).from(wireTransfers).where(eq(wireTransfers.intentPk, intent.publicPk));
  return wire!.pk;
}

async function pendingProofOfFunds(): Promise<string> {
  const bidder = await buildBidder(t, null);
  const form = new FormData();
  const fields = { firstName: 'Ava', lastName: 'Bidder', address: '1 Cellar Row', city: 'New York', state: 'NY', postcode: '10001', dob: '04/12/1985', phone: '+1 212 555 0100', country: 'USA', amountUsd: '10000' };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('bankStatement', new Blob([PDF]), 'statement.pdf');
  const response = await fetch(`${t.baseUrl}/api/account/v2/proof-of-funds`, { method: 'POST', body: form, headers: { authorization: `Bearer ${bidder.token}` } });
  expect(response.status).toBeLessThan(300);
  return ((await response.json()) as { publicPk: string }).publicPk;
}

async function paidCard(): Promise<string> {
  const user = await buildSignedInUser(t);
  const sub = PaymentSubmissionSchema.parse(submission({ tokenValue: await tokenOf(t, user.tokens.idToken) }));
  const authorized = await authorizeCard(t.context, { purpose: 'checkout', referencePk: randomUUID(), userPk: user.userPk, amountCents: 80_00, idempotencyKey: sub.uniqueId, submission: sub });
  return (await capture(t.context, authorized.intent!.publicPk)).publicPk;
}

/** A redemption as the burn workflow leaves it (paid), then moved by staff as far as `stage`. */
async function redemption(kind: 'shipping' | 'pickUp', stage: 'paid' | 'packed' | 'booked' = 'paid'): Promise<{ pk: string; trackingCode?: string }> {
  const owner = await buildRedeemer(t);
  const nft = await buildHeldNft(t, owner);
  const created = await postRedeem(
    t,
    owner.token,
    kind === 'pickUp'
      ? {
          editionNftPublicPk: nft.publicPk,
          selectedCountryCode: '',
          selectedPickupLocation: PICKUP_LOCATIONS[0]!.publicPk,
          shippingDetails: { address: '', city: '', state: '', postcode: '', homeAddress: '1 Rue de Rivoli, Paris', pickupDate: dateInDays(t, 60), flightNumber: 'AF23', destination: 'FRA', airline: 'Air France' },
        }
      : { editionNftPublicPk: nft.publicPk },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const pk = created.body.publicPk;
  await t.context.db.update(redemptions).set({ status: 'paid', paidAt: t.context.clock.now() }).where(eq(redemptions.publicPk, pk));
  if (stage === 'paid') return { pk };
  expect((await asStaff<StaffRedemption>('POST', `/api/staff/v1/redemptions/${pk}/pack`, {})).status).toBe(200);
  if (stage === 'packed') return { pk };
  const booked = await asStaff<{ trackingCode: string }>('POST', `/api/staff/v1/redemptions/${pk}/book-shipment`, {});
  expect(booked.status).toBe(200);
  return { pk, trackingCode: booked.body.trackingCode };
}

const subjects: Record<string, Subject> = {
  'POST /api/staff/v1/users/{pk}/lock': {
    action: 'user.lock',
    prepare: async () => {
      const user = await buildSignedInUser(t);
      return { path: `/api/staff/v1/users/${user.userPk}/lock`, body: { reason: 'Chargeback fraud' }, subjectPk: user.userPk };
    },
  },
  'POST /api/staff/v1/users/{pk}/unlock': {
    action: 'user.unlock',
    prepare: async () => {
      const user = await buildSignedInUser(t);
      expect((await asStaff('POST', `/api/staff/v1/users/${user.userPk}/lock`, { reason: 'Checking' })).status).toBe(200);
      return { path: `/api/staff/v1/users/${user.userPk}/unlock`, body: { reason: 'Cleared' }, subjectPk: user.userPk };
    },
  },
  'POST /api/staff/v1/users/{pk}/roles/grant': {
    action: 'user.role_grant',
    prepare: async () => {
      const user = await buildSignedInUser(t);
      return { path: `/api/staff/v1/users/${user.userPk}/roles/grant`, body: { group: 'Glen_Aurora', reason: 'New producer' }, subjectPk: user.userPk };
    },
  },
  'POST /api/staff/v1/users/{pk}/roles/revoke': {
    action: 'user.role_revoke',
    prepare: async () => {
      const user = await buildSignedInMember(t, ['Glen_Aurora']);
      return { path: `/api/staff/v1/users/${user.userPk}/roles/revoke`, body: { group: 'Glen_Aurora', reason: 'Left the brand' }, subjectPk: user.userPk };
    },
  },
  'POST /api/staff/v1/wire-transfers/{pk}/confirm': {
    action: 'wire.confirm',
    prepare: async () => {
      const pk = await submittedWire();
      return { path: `/api/staff/v1/wire-transfers/${pk}/confirm`, subjectPk: pk };
    },
  },
  'POST /api/staff/v1/wire-transfers/{pk}/reject': {
    action: 'wire.reject',
    prepare: async () => {
      const pk = await submittedWire();
      return { path: `/api/staff/v1/wire-transfers/${pk}/reject`, body: { reason: 'No funds arrived within 72 hours' }, subjectPk: pk };
    },
  },
  'POST /api/staff/v1/refunds': {
    action: 'payment.refund',
    prepare: async () => {
      const intentPk = await paidCard();
      return { path: '/api/staff/v1/refunds', body: { intentPk, amountCents: 20_00, reason: 'One bottle arrived chipped', uniqueId: randomUUID() }, subjectPk: intentPk };
    },
  },
  'POST /api/staff/v1/payouts/{pk}/mark-paid': {
    action: 'payout.mark_paid',
    prepare: async () => {
      const { payout } = await buildOwedPayout(t);
      return { path: `/api/staff/v1/payouts/${payout.publicPk}/mark-paid`, body: { reference: 'WIRE-2026-11-28' }, subjectPk: payout.publicPk };
    },
  },
  'POST /api/staff/v1/gift-cards': {
    action: 'gift_card.issue',
    prepare: async () => {
      const user = await buildSignedInUser(t);
      return { path: '/api/staff/v1/gift-cards', body: { email: user.email, amountCents: 25_00, reason: 'Delayed shipment', uniqueId: randomUUID() }, subjectPk: '' };
    },
  },
  'POST /api/staff/v1/proofs-of-funds/{pk}/approve': {
    action: 'proof_of_funds.approve',
    prepare: async () => {
      const pk = await pendingProofOfFunds();
      return { path: `/api/staff/v1/proofs-of-funds/${pk}/approve`, body: { amountUsd: 8_000 }, subjectPk: pk };
    },
  },
  'POST /api/staff/v1/proofs-of-funds/{pk}/reject': {
    action: 'proof_of_funds.reject',
    prepare: async () => {
      const pk = await pendingProofOfFunds();
      return { path: `/api/staff/v1/proofs-of-funds/${pk}/reject`, body: { reason: 'Statement is older than 30 days' }, subjectPk: pk };
    },
  },
  'POST /api/staff/v1/redemptions/{pk}/notes': {
    action: 'redemption.note',
    prepare: async () => {
      const { pk } = await redemption('shipping');
      return { path: `/api/staff/v1/redemptions/${pk}/notes`, body: { body: 'Bottle checked, capsule intact.' }, subjectPk: pk };
    },
  },
  'POST /api/staff/v1/redemptions/{pk}/pack': {
    action: 'redemption.pack',
    prepare: async () => {
      const { pk } = await redemption('shipping');
      return { path: `/api/staff/v1/redemptions/${pk}/pack`, body: {}, subjectPk: pk };
    },
  },
  'POST /api/staff/v1/redemptions/{pk}/book-shipment': {
    action: 'redemption.book_shipment',
    prepare: async () => {
      const { pk } = await redemption('shipping', 'packed');
      return { path: `/api/staff/v1/redemptions/${pk}/book-shipment`, body: {}, subjectPk: pk };
    },
  },
  'POST /api/staff/v1/redemptions/{pk}/ship': {
    action: 'redemption.ship',
    prepare: async () => {
      const { pk, trackingCode } = await redemption('shipping', 'booked');
      return { path: `/api/staff/v1/redemptions/${pk}/ship`, body: { trackingCode }, subjectPk: pk };
    },
  },
  'POST /api/staff/v1/redemptions/{pk}/picked-up': {
    action: 'redemption.picked_up',
    prepare: async () => {
      const { pk } = await redemption('pickUp', 'packed');
      return { path: `/api/staff/v1/redemptions/${pk}/picked-up`, body: {}, subjectPk: pk };
    },
  },
};

async function mutatingStaffOperations(): Promise<string[]> {
  const doc = await t.get<{ paths: Record<string, Record<string, { tags?: string[] }>> }>('/api/openapi.json');
  return Object.entries(doc.body.paths)
    .filter(([route]) => route.startsWith('/api/staff/v1/'))
    .flatMap(([route, methods]) =>
      Object.entries(methods)
        .filter(([method, operation]) => ['post', 'put', 'patch', 'delete'].includes(method) && !operation.tags?.includes('console'))
        .map(([method]) => `${method.toUpperCase()} ${route}`),
    )
    .sort();
}

describe('staff calls and their audit rows (issue 16)', () => {
  it('every mutating /api/staff/v1 operation of the OpenAPI document has a subject here (console calls: console-catalogue.test.ts)', async () => {
    expect(await mutatingStaffOperations()).toEqual(Object.keys(subjects).sort());
  });

  it('each, called once by staff, writes exactly one audit row naming the staff member, the action and the subject', async () => {
    for (const [name, subject] of Object.entries(subjects)) {
      const [method] = name.split(' ');
      const prepared = await subject.prepare();
      const seen = new Set((await t.context.db.select({ pk: auditLog.publicPk }).from(auditLog)).map((row) => row.pk));
      const answer = await asStaff(method!, prepared.path, prepared.body);
      expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
      const rows = (await t.context.db.select().from(auditLog)).filter((row) => !seen.has(row.publicPk));
      expect(rows, `${name} audit rows`).toHaveLength(1);
      expect(rows[0], name).toMatchObject({ actorPk: staff.userPk, action: subject.action, ...(prepared.subjectPk ? { subjectPk: prepared.subjectPk } : {}) });
      expect(rows[0]!.actorIp, name).toBeTruthy();
    }
  }, 180_000);

  it('each changes nothing when its audit row cannot be written: the change and its row commit together', async () => {
    for (const [name, subject] of Object.entries(subjects)) {
      const [method] = name.split(' ');
      const prepared = await subject.prepare();
      const before = await settledFingerprint(t.context.db);
      await refuseAuditInserts(t.context.db, true);
      let status: number;
      try {
        status = (await asStaff(method!, prepared.path, prepared.body)).status;
      } finally {
        await refuseAuditInserts(t.context.db, false);
      }
      expect(status, name).toBeGreaterThanOrEqual(500);
      const after = await tableFingerprint(t.context.db);
      const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
      expect(changed, `${name} changed without its audit row`).toEqual([]);
      // And it still goes through afterwards, once, with its row.
      expect((await asStaff(method!, prepared.path, prepared.body)).status, name).toBeLessThan(300);
      expect(await t.context.db.select().from(auditLog).where(and(eq(auditLog.action, subject.action), prepared.subjectPk ? eq(auditLog.subjectPk, prepared.subjectPk) : sql`true`)), name).not.toHaveLength(0);
    }
  }, 240_000);
});
