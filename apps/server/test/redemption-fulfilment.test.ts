import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, redemptions, wallets } from '@caskmark/db';
import type { DhlTracking, RedemptionRequest } from '@caskmark/shared/api/redemption';
import type { StaffRedemption } from '@caskmark/shared/api/staff-redemptions';
import { PICKUP_LOCATIONS } from '@caskmark/shared/reference/pickup-locations';
import { buildSignedInMember, buildSignedInUser, mailbox, signIn } from './identity-helpers';
import { buildHeldNft, dateInDays, postRedeem } from './redemption-helpers';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Fulfilment by staff (decision 273) and the carrier sandbox (decision 272): packed, booked, shipped
 * with a tracking code the carrier knows, scans that follow the business clock until delivered, the
 * collector's e-mails, notes and the audit rows. The burn is the chain tests' business: here a request
 * is marked paid as the workflow leaves it.
 */
let t: TestApp;
let staffToken: string;
let staffEmail: string;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await startTestApp();
  const member = await buildSignedInMember(t, ['staff']);
  staffToken = member.tokens.idToken;
  staffEmail = member.email;
});
afterAll(async () => t?.close());

async function collector() {
  const user = await buildSignedInUser(t);
  const address = `0x${Math.random().toString(16).slice(2).padEnd(40, '0').slice(0, 40)}`;
  await t.context.db.insert(wallets).values({ userPk: user.userPk, address, walletProvider: 'fireblocks', isManaged: true });
  return { ...user, token: user.tokens.idToken, address };
}

/** A request as the workflow leaves it after the burn: paid. */
async function paidRequest(owner: Awaited<ReturnType<typeof collector>>, pickup = false) {
  const nft = await buildHeldNft(t, owner);
  const created = await postRedeem(
    t,
    owner.token,
    pickup
      ? {
          editionNftPublicPk: nft.publicPk,
          selectedCountryCode: '',
          selectedPickupLocation: PICKUP_LOCATIONS[0]!.publicPk,
          shippingDetails: { address: '', city: '', state: '', postcode: '', homeAddress: '1 Rue de Rivoli, Paris', pickupDate: dateInDays(t, 60), flightNumber: 'AF23', destination: 'FRA', airline: 'Air France' },
        }
      : { editionNftPublicPk: nft.publicPk },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  await t.context.db.update(redemptions).set({ status: 'paid', paidAt: t.context.clock.now() }).where(eq(redemptions.publicPk, created.body.publicPk));
  return created.body.publicPk;
}

const staff = (path: string, body?: unknown) => t.post<StaffRedemption & { code?: string; nonFieldErrors?: string[] }>(`/api/staff/v1/redemptions/${path}`, body ?? {}, { token: staffToken });

describe('fulfilment of a shipment', () => {
  it('packs, books, ships and tracks to delivered on the business clock, e-mailing the collector and auditing each step', async () => {
    const ava = await collector();
    const pk = await paidRequest(ava);

    expect((await t.get('/api/staff/v1/redemptions', { token: ava.token })).status).toBe(403);
    const queue = await t.get<{ results: StaffRedemption[] }>('/api/staff/v1/redemptions', { token: staffToken });
    const listed = queue.body.results.find((row) => row.publicPk === pk)!;
    expect(listed).toMatchObject({ status: 'paid', redeemType: 'shipping', recipient: 'Ava Collector', shippingPrice: 44, orderNumber: pk.slice(0, 8) });
    expect(listed.shipTo).toEqual(['1 Cask Lane', 'New York, NY 10001', 'United States']);
    expect(queue.headers.get('cache-control')).toBe('no-store');

    expect((await staff(`${pk}/ship`, { trackingCode: '1234567890' })).body.nonFieldErrors).toEqual(['Mark the bottle packed (or ready for pickup) first.']);
    expect((await staff(`${pk}/pack`)).body.status).toBe('confirmed');
    expect((await staff(`${pk}/notes`, { body: 'Your bottle is packed in a padded case.' })).status).toBe(200);
    const mine = await t.get<RedemptionRequest>(`/api/account/v2/redeem/${pk}`, { token: ava.token });
    expect(mine.body).toMatchObject({ status: 'confirmed', notes: [{ body: 'Your bottle is packed in a padded case.' }] });

    const booked = await t.post<{ trackingCode: string; carrier: string }>(`/api/staff/v1/redemptions/${pk}/book-shipment`, {}, { token: staffToken });
    expect(booked.body).toMatchObject({ carrier: 'DHL', trackingCode: expect.stringMatching(/^\d{10}$/) });
    const unknown = await staff(`${pk}/ship`, { trackingCode: '0000000000' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.nonFieldErrors).toEqual(['The carrier does not know this tracking code.']);
    const shipped = await staff(`${pk}/ship`, { trackingCode: booked.body.trackingCode });
    expect(shipped.body).toMatchObject({ status: 'shipped', trackingCode: booked.body.trackingCode });
    expect((await staff(`${pk}/ship`, { trackingCode: booked.body.trackingCode })).status).toBe(409);
    expect((await mailbox(t, ava.email)).some((mail) => mail.subject === `Your bottle has shipped (${pk.slice(0, 8)})`)).toBe(true);

    const track = (token: string) => t.get<DhlTracking>(`/services/external/v1/dhl-tracking?trackingNumber=${booked.body.trackingCode}`, { token });
    const first = await track(ava.token);
    expect(first.body.shipments[0]!.events.map((event) => event.description)).toEqual(['Shipment picked up']);
    const ben = await collector();
    expect((await track(ben.token)).status).toBe(404);

    await t.post('/dev/clock', { advanceMs: 10 * HOUR });
    const token = (await signIn(t, ava.email)).body.tokens!.idToken;
    const moving = await track(token);
    expect(moving.body.shipments[0]!.status.status).toBe('transit');
    expect(moving.body.shipments[0]!.events[0]!.description).toBe('Departed Facility in LOUISVILLE - USA');
    expect((await t.get<RedemptionRequest>(`/api/account/v2/redeem/${pk}`, { token })).body.status).toBe('shipped');

    await t.post('/dev/clock', { advanceMs: 30 * HOUR });
    const later = (await signIn(t, ava.email)).body.tokens!.idToken;
    const delivered = (await t.get<RedemptionRequest>(`/api/account/v2/redeem/${pk}`, { token: later })).body;
    expect(delivered.status).toBe('delivered');
    expect(delivered.shipments[0]!.status).toBe('delivered');
    expect(delivered.shipments[0]!.events.at(-1)!.description).toBe('Delivered');
    expect(delivered.deliveredAt).toBe(delivered.shipments[0]!.events.at(-1)!.timestamp);
    expect((await mailbox(t, ava.email)).some((mail) => mail.subject.startsWith('Delivered: '))).toBe(true);

    const audits = await t.context.db.select().from(auditLog).where(and(eq(auditLog.subjectPk, pk), like(auditLog.action, 'redemption.%')));
    expect(audits.map((row) => row.action).sort()).toEqual(['redemption.book_shipment', 'redemption.note', 'redemption.pack', 'redemption.ship']);
  });
});

describe('fulfilment of a pickup', () => {
  it('is Ready for Pickup, cannot be shipped, and is delivered when picked up', async () => {
    // Sessions live on the business clock, which the shipment above moved by almost two days.
    staffToken = (await signIn(t, staffEmail)).body.tokens!.idToken;
    const ava = await collector();
    const pk = await paidRequest(ava, true);
    expect((await staff(`${pk}/pack`)).body.status).toBe('confirmed');
    expect((await staff(`${pk}/ship`, { trackingCode: '1234567890' })).body.nonFieldErrors).toEqual(['A pickup is not shipped; mark it picked up instead.']);
    expect((await staff(`${pk}/picked-up`)).body.status).toBe('delivered');
    expect((await t.get<RedemptionRequest>(`/api/account/v2/redeem/${pk}`, { token: ava.token })).body).toMatchObject({ status: 'delivered', redeemType: 'pickUp' });
    const actions = (await t.context.db.select().from(auditLog).where(eq(auditLog.subjectPk, pk))).map((row) => row.action).sort();
    expect(actions).toEqual(['redemption.picked_up', 'redemption.ready_for_pickup']);
  });
});
