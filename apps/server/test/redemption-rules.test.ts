import { stat } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editionNfts, redemptions, users } from '@caskmark/db';
import type { RedeemEligibility, RedeemExists, RedemptionPage, RedemptionPrice } from '@caskmark/shared/api/redemption';
import { PICKUP_LOCATIONS } from '@caskmark/shared/reference/pickup-locations';
import { buildSignedInMember } from './identity-helpers';
import { buildHeldNft, buildRedeemer, dateInDays, dobYearsAgo, nftRow, PDF, PNG, postRedeem, type Redeemer } from './redemption-helpers';
import { submission, tokenOf } from './payments-helpers';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Every rule of the redeem form and the redeem page, enforced by the server whatever the browser
 * sends (spec part 1 §4–§6, §9; decision 270). No chain here: a shipping request waits for its fee.
 */
let t: TestApp;
let ava: Redeemer;
const JFK = PICKUP_LOCATIONS.find((location) => location.name.startsWith('John F. Kennedy'))!;

beforeAll(async () => {
  t = await startTestApp();
  ava = await buildRedeemer(t);
});
afterAll(async () => t?.close());

const field = (body: Record<string, unknown>, name: string) => (body[name] as string[] | undefined)?.[0];

describe('who may redeem', () => {
  it("refuses someone else's NFT (owner only, from the chain index), and the page sees it as locked", async () => {
    const ben = await buildRedeemer(t);
    const nft = await buildHeldNft(t, ben);
    const refused = await postRedeem(t, ava.token, { editionNftPublicPk: nft.publicPk });
    expect(refused.status).toBe(403);
    expect(refused.body.userAlerts).toEqual(['You are not the owner of this NFT']);
    const exists = await t.get<RedeemExists>(`/api/account/v1/redeem/exists/${nft.publicPk}`, { token: ava.token });
    expect(exists.body).toEqual({ isLocked: true, status: null, redeemNftPublicPk: null, redeemType: null });
    // A stale owner_pk of mine changes nothing: the address decides.
    await t.context.db.update(editionNfts).set({ ownerPk: ava.userPk }).where(eq(editionNfts.publicPk, nft.publicPk));
    expect((await postRedeem(t, ava.token, { editionNftPublicPk: nft.publicPk })).status).toBe(403);
    expect(await t.context.db.select().from(redemptions).where(eq(redemptions.editionNftPk, nft.publicPk))).toHaveLength(0);
  });

  it('refuses an NFT whose redeemAfter is in the future, until the business clock passes it', async () => {
    const nft = await buildHeldNft(t, ava, { redeemAfter: new Date(t.context.clock.nowMs() + 10 * 60_000) });
    const eligibility = await t.get<RedeemEligibility>(`/api/account/v2/redeem/eligibility/${nft.publicPk}`, { token: ava.token });
    expect(eligibility.body.eligible).toBe(false);
    expect(eligibility.body.refusals.map((refusal) => refusal.code)).toEqual(['not_yet_redeemable']);
    const refused = await postRedeem(t, ava.token, { editionNftPublicPk: nft.publicPk });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('not_yet_redeemable');
    // (Ten minutes: the session's tokens live on the same clock.)
    await t.post('/dev/clock', { advanceMs: 11 * 60_000 });
    expect((await postRedeem(t, ava.token, { editionNftPublicPk: nft.publicPk })).status).toBe(200);
  });

  it('needs a verified communication e-mail (a wallet account without one is refused)', async () => {
    const walletUser = await buildRedeemer(t);
    await t.context.db.update(users).set({ isWallet: true, communicationEmail: 'later@example.test', communicationEmailIsVerified: false }).where(eq(users.publicPk, walletUser.userPk));
    const nft = await buildHeldNft(t, walletUser);
    const eligibility = await t.get<RedeemEligibility>(`/api/account/v2/redeem/eligibility/${nft.publicPk}`, { token: walletUser.token });
    expect(eligibility.body).toMatchObject({ eligible: false, communicationEmailIsVerified: false });
    const refused = await postRedeem(t, walletUser.token, { editionNftPublicPk: nft.publicPk });
    expect(refused.body.code).toBe('email_not_verified');
    await t.context.db.update(users).set({ communicationEmailIsVerified: true }).where(eq(users.publicPk, walletUser.userPk));
    expect((await postRedeem(t, walletUser.token, { editionNftPublicPk: nft.publicPk })).status).toBe(200);
  });

  it('refuses a locked NFT (a transfer out under way) and a visitor', async () => {
    const nft = await buildHeldNft(t, ava);
    await t.context.db.update(editionNfts).set({ isLocked: true }).where(eq(editionNfts.publicPk, nft.publicPk));
    expect((await postRedeem(t, ava.token, { editionNftPublicPk: nft.publicPk })).body.code).toBe('locked');
    expect((await t.request('POST', '/api/account/v2/redeem', { body: new FormData() })).status).toBe(401);
  });
});

describe('the form, checked on the server', () => {
  it('checks the minimum age by country on the birthday: 21 in the USA, 20 in Japan; 0–150 or Invalid date', async () => {
    const nft = await buildHeldNft(t, ava);
    const young = await postRedeem(t, ava.token, { editionNftPublicPk: nft.publicPk, dob: dobYearsAgo(t, 21, 1) });
    expect(young.status).toBe(400);
    expect(field(young.body, 'dob')).toBe('You are under the legal drinking age for United States');
    expect(young.body.message).toBe('Please update all required fields');
    expect((await postRedeem(t, ava.token, { editionNftPublicPk: nft.publicPk, dob: dobYearsAgo(t, 21) })).status).toBe(200);
    const japan = await buildHeldNft(t, ava);
    const tokyo = { firstName: 'Ava', lastName: 'C', address: '1-1 Marunouchi', city: 'Tokyo', state: '', postcode: '100-0005', phone: '+81 3 0000 0000' };
    expect((await postRedeem(t, ava.token, { editionNftPublicPk: japan.publicPk, selectedCountryCode: 'JPN', shippingDetails: tokyo, dob: dobYearsAgo(t, 20) })).status).toBe(200);
    const ancient = await postRedeem(t, ava.token, { editionNftPublicPk: japan.publicPk, dob: '1850-01-01' });
    expect(field(ancient.body, 'dob')).toBe('Invalid date');
    expect(field((await postRedeem(t, ava.token, { editionNftPublicPk: japan.publicPk, dob: '' })).body, 'dob')).toBe('Please enter your date of birth');
  });

  it('requires the contact and shipping fields and a state from the list for the USA', async () => {
    const nft = await buildHeldNft(t, ava);
    const empty = await postRedeem(t, ava.token, { editionNftPublicPk: nft.publicPk, shippingDetails: { firstName: '', lastName: '', address: '', city: '', postcode: '', phone: '', state: '' } });
    for (const name of ['firstName', 'lastName', 'address', 'city', 'postcode', 'phone', 'state']) expect(field(empty.body, name)).toBe('Required field');
    const missing = await postRedeem(t, ava.token, { editionNftPublicPk: nft.publicPk, selectedCountryCode: '' });
    expect(missing.body.nonFieldErrors).toEqual(['An error occurred trying to complete redemption. Please make sure you have filled out all relevant data.']);
    const noEdition = await postRedeem(t, ava.token, {});
    expect(noEdition.body.nonFieldErrors).toEqual(['An error occurred trying to complete redemption. Please try again']);
  });

  it('refuses the countries and US regions we cannot deliver to, and prices Anchorage and Hawaii at $9/kg more', async () => {
    const nft = await buildHeldNft(t, ava, { weightKg: '1.50' });
    const canada = await postRedeem(t, ava.token, { editionNftPublicPk: nft.publicPk, selectedCountryCode: 'CAN', shippingDetails: { city: 'Toronto', state: 'ON', postcode: 'M5H 2N2' } });
    expect(canada.status).toBe(400);
    expect(canada.body.nonFieldErrors).toEqual(['We cannot ship to Canada.']);
    const france = await postRedeem(t, ava.token, { editionNftPublicPk: nft.publicPk, selectedCountryCode: 'FRA', shippingDetails: { city: 'Paris', state: '', postcode: '75001' } });
    expect(france.body.nonFieldErrors).toEqual(['We cannot ship to France.']);
    for (const state of ['AR', 'IA', 'MS', 'NH', 'UT']) {
      const refused = await postRedeem(t, ava.token, { editionNftPublicPk: nft.publicPk, shippingDetails: { state, city: 'Springfield' } });
      expect(refused.status, state).toBe(400);
      expect(field(refused.body, 'state'), state).toMatch(/^We cannot ship to /);
    }
    const juneau = await postRedeem(t, ava.token, { editionNftPublicPk: nft.publicPk, shippingDetails: { state: 'AK', city: 'Juneau', postcode: '99801' } });
    expect(field(juneau.body, 'city')).toBe('In Alaska we can only ship to Anchorage.');
    const territory = await postRedeem(t, ava.token, { editionNftPublicPk: nft.publicPk, shippingDetails: { state: 'PR', city: 'San Juan' } });
    expect(territory.status).toBe(400);

    const price = async (details: Record<string, string>) => {
      const created = await postRedeem(t, ava.token, { editionNftPublicPk: nft.publicPk, shippingDetails: details });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      return (await t.get<RedemptionPrice>(`/api/account/v2/redeem/${created.body.publicPk}/price`, { token: ava.token })).body;
    };
    const newYork = await price({ state: 'NY', city: 'New York' });
    expect(newYork).toMatchObject({ redemptionPrice: 44, currency: 'USD', breakdown: { base: 35, weight: 9, surcharge: 0, weightKg: 1.5 } });
    // 1.5 kg counts as 2 started kilograms: 2 × $9.
    expect((await price({ state: 'AK', city: 'Anchorage', postcode: '99501' })).redemptionPrice).toBe(44 + 18);
    expect((await price({ state: 'HI', city: 'Honolulu', postcode: '96813' })).redemptionPrice).toBe(44 + 18);
  });

  it('asks a Hong Kong licence for spirits above 30 % ABV only', async () => {
    const hongKong = { city: 'Hong Kong', state: '', postcode: '000000', address: '1 Queen’s Road' };
    const spirit = await buildHeldNft(t, ava, { abv: '46.0' });
    const refused = await postRedeem(t, ava.token, { editionNftPublicPk: spirit.publicPk, selectedCountryCode: 'HKG', shippingDetails: hongKong });
    expect(field(refused.body, 'hongKongLicence')).toMatch(/^Hong Kong requires a license/);
    expect((await postRedeem(t, ava.token, { editionNftPublicPk: spirit.publicPk, selectedCountryCode: 'HKG', shippingDetails: { ...hongKong, hongKongLicence: 'HK-LIQ-2291' } })).status).toBe(200);
    const wine = await buildHeldNft(t, ava, { abv: '13.5', category: 'Wine' });
    expect((await postRedeem(t, ava.token, { editionNftPublicPk: wine.publicPk, selectedCountryCode: 'HKG', shippingDetails: hongKong })).status).toBe(200);
  });

  it('books a pickup 45 days ahead at the earliest, for an international departure, at no charge', async () => {
    const nft = await buildHeldNft(t, ava);
    const pickup = (pickupDate: string, destination = 'GBR') =>
      postRedeem(t, ava.token, {
        editionNftPublicPk: nft.publicPk,
        selectedCountryCode: '',
        selectedPickupLocation: JFK.publicPk,
        shippingDetails: { address: '', city: '', state: '', postcode: '', homeAddress: '10 Downing St, London', pickupDate, flightNumber: 'BA112', destination, airline: 'British Airways' },
      });
    expect(field((await pickup(dateInDays(t, 44))).body, 'pickupDate')).toBe('Please choose a date at least 45 days in the future');
    expect(field((await pickup('')).body, 'pickupDate')).toBe('Please enter your flight date / pickup date.');
    expect(field((await pickup(dateInDays(t, 60), 'USA')).body, 'destination')).toBe('Pickup is only available for international departures.');
    const booked = await pickup(dateInDays(t, 45));
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect(booked.body).toMatchObject({ redeemType: 'pickUp', shippingPrice: 0, isFree: true, pickupDate: dateInDays(t, 45) });
    expect(booked.body.pickupLocation?.name).toBe(JFK.name);
  });
});

describe('the photo ID', () => {
  it('is checked by its content and size, stored privately, and readable by staff only', async () => {
    const nft = await buildHeldNft(t, ava);
    const renamed = await postRedeem(t, ava.token, { editionNftPublicPk: nft.publicPk, photoId: { bytes: Buffer.from('MZ\x90\x00 definitely not a picture'), name: 'passport.png' } });
    expect(field(renamed.body, 'photoId')).toBe('Your photo ID must be a JPG, PNG or PDF file.');
    const wrongName = await postRedeem(t, ava.token, { editionNftPublicPk: nft.publicPk, photoId: { bytes: PNG, name: 'passport.gif' } });
    expect(field(wrongName.body, 'photoId')).toBe('Only JPG, JPEG, PNG and PDF files are allowed.');
    const large = await postRedeem(t, ava.token, { editionNftPublicPk: nft.publicPk, photoId: { bytes: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), name: 'passport.pdf' } });
    expect(large.status).toBe(400);
    expect(field((await postRedeem(t, ava.token, { editionNftPublicPk: nft.publicPk, photoId: null })).body, 'photoId')).toBe('Required field');

    const created = await postRedeem(t, ava.token, { editionNftPublicPk: nft.publicPk, photoId: { bytes: PDF, name: 'passport.pdf' } });
    expect(created.status).toBe(200);
    const [row] = await t.context.db.select().from(redemptions).where(eq(redemptions.publicPk, created.body.publicPk));
    expect(row!.photoIdType).toBe('application/pdf');
    const file = path.join(t.context.config.dataDir, 'private', 'photo-ids', row!.photoIdPath);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.stringify(created.body)).not.toContain(row!.photoIdPath);

    // Another collector reads neither the request nor the file; the collector has no file URL either.
    const ben = await buildRedeemer(t);
    expect((await t.get(`/api/account/v2/redeem/${row!.publicPk}`, { token: ben.token })).status).toBe(404);
    expect((await t.get(`/api/staff/v1/redemptions/${row!.publicPk}/photo-id`, { token: ben.token })).status).toBe(403);
    expect((await t.get(`/api/staff/v1/redemptions/${row!.publicPk}/photo-id`, { token: ava.token })).status).toBe(403);
    expect((await t.get(`/api/staff/v1/redemptions/${row!.publicPk}/photo-id`)).status).toBe(401);
    expect((await t.get(`/uploads/private/photo-ids/${row!.photoIdPath}`)).status).toBe(404);
    const staff = await buildSignedInMember(t, ['staff']);
    const download = await t.get<string>(`/api/staff/v1/redemptions/${row!.publicPk}/photo-id`, { token: staff.tokens.idToken });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="photo-id-[0-9a-f]{8}\.pdf"$/);
    expect(download.headers.get('content-type')).toBe('application/pdf');
  });
});

describe('requests and their reads', () => {
  it('replaces the details of an unpaid request (same request), lists it, and answers its status', async () => {
    const nft = await buildHeldNft(t, ava);
    const first = await postRedeem(t, ava.token, { editionNftPublicPk: nft.publicPk });
    const again = await postRedeem(t, ava.token, { editionNftPublicPk: nft.publicPk, shippingDetails: { state: 'HI', city: 'Honolulu', postcode: '96813' } });
    expect(again.body.publicPk).toBe(first.body.publicPk);
    expect(again.body.shipTo).toBe('Honolulu, HI, United States');
    const exists = await t.get<RedeemExists>(`/api/account/v1/redeem/exists/${nft.publicPk}`, { token: ava.token });
    expect(exists.body).toEqual({ isLocked: false, status: 'pending', redeemNftPublicPk: first.body.publicPk, redeemType: 'shipping' });
    const status = await t.get<{ status: string; payment: string; burned: boolean }>(`/api/account/v2/redeem/status/${first.body.publicPk}`, { token: ava.token });
    expect(status.body).toMatchObject({ status: 'pending', payment: 'none', burned: false });
    const list = await t.get<RedemptionPage>('/api/account/v2/redeem?size=50', { token: ava.token });
    expect(list.body.results.filter((request) => request.editionNftPublicPk === nft.publicPk)).toHaveLength(1);
    const handler = (await t.context.db.select({ handler: users.handler }).from(users).where(eq(users.publicPk, ava.userPk)))[0]!.handler;
    expect((await t.get<RedemptionPage>(`/api/account/v2/${handler}/redeem`, { token: ava.token })).body.count).toBe(list.body.count);
    const ben = await buildRedeemer(t);
    expect((await t.get(`/api/account/v2/${handler}/redeem`, { token: ben.token })).status).toBe(404);
    expect((await nftRow(t, nft.publicPk)).status).toBe('owned');
  });

  it('two tabs submitting at once end with one live request for the NFT', async () => {
    const nft = await buildHeldNft(t, ava);
    const answers = await Promise.all([postRedeem(t, ava.token, { editionNftPublicPk: nft.publicPk }), postRedeem(t, ava.token, { editionNftPublicPk: nft.publicPk })]);
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    const rows = await t.context.db.select().from(redemptions).where(eq(redemptions.editionNftPk, nft.publicPk));
    expect(rows.filter((row) => row.status !== 'cancelled')).toHaveLength(1);
  });

  it('a declined card leaves the request pending and the NFT as it was (nothing burned)', async () => {
    const nft = await buildHeldNft(t, ava);
    const created = await postRedeem(t, ava.token, { editionNftPublicPk: nft.publicPk });
    const paid = await t.post<{ status: string; message: string }>(
      '/services/fiat/v1/payments/capture-redeem',
      submission({ tokenValue: await tokenOf(t, ava.token, '4000000000000002'), redeemNftPublicPk: created.body.publicPk }),
      { token: ava.token },
    );
    expect(paid.body.status).toBe('DECLINED');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const status = await t.get<{ status: string; payment: string; burned: boolean }>(`/api/account/v2/redeem/status/${created.body.publicPk}`, { token: ava.token });
    expect(status.body).toMatchObject({ status: 'pending', payment: 'failed', burned: false });
    expect(await nftRow(t, nft.publicPk)).toMatchObject({ status: 'owned', isLocked: false });
    // Only the collector pays their own request.
    const ben = await buildRedeemer(t);
    const stranger = await t.post('/services/fiat/v1/payments/capture-redeem', submission({ tokenValue: await tokenOf(t, ben.token), redeemNftPublicPk: created.body.publicPk }), { token: ben.token });
    expect(stranger.status).toBe(404);
  });
});
