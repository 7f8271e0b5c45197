import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { editionNfts, wallets } from '@caskmark/db';
import type { RedemptionRequest, RedeemShippingDetails } from '@caskmark/shared/api/redemption';
import { buildEditionNfts, buildProduct, buildRelease, buildReleasePack, type EditionNftRow } from './support/builders';
import { buildSignedInUser } from './identity-helpers';
import type { TestApp } from './support/test-app';

export interface Redeemer {
  userPk: string;
  token: string;
  address: string;
}

/** A signed-in collector (an e-mail account: its address is verified) with a custodial wallet row. */
export async function buildRedeemer(t: TestApp, address = `0x${randomBytes(20).toString('hex')}`): Promise<Redeemer> {
  const user = await buildSignedInUser(t);
  await t.context.db.insert(wallets).values({ userPk: user.userPk, address, walletProvider: 'fireblocks', isManaged: true });
  return { userPk: user.userPk, token: user.tokens.idToken, address };
}

let nextTokenId = 50_000;

/** An edition NFT held by `owner`'s wallet per the chain index (owner_address), with a token id. */
export async function buildHeldNft(
  t: TestApp,
  owner: { address: string; userPk: string },
  options: { redeemAfter?: Date | null; abv?: string; weightKg?: string; category?: string; tokenId?: string } = {},
): Promise<EditionNftRow> {
  const db = t.context.db;
  const release = await buildRelease(db, { now: t.context.clock.now(), redeemAfter: options.redeemAfter ?? null });
  const pack = await buildReleasePack(db, { releasePk: release.publicPk });
  const product = await buildProduct(db, { brandPk: release.brandPk, abv: options.abv ?? '46.0', weightKg: options.weightKg ?? '1.50', category: options.category ?? 'Whisky' });
  const { nfts } = await buildEditionNfts(db, {
    pack,
    count: 1,
    productPk: product.publicPk,
    nft: { status: 'owned', ownerPk: owner.userPk, ownerAddress: owner.address, tokenId: options.tokenId ?? String((nextTokenId += 1)), soldAt: new Date() },
  });
  return nfts[0]!;
}

export async function nftRow(t: TestApp, pk: string): Promise<EditionNftRow> {
  return (await t.context.db.select().from(editionNfts).where(eq(editionNfts.publicPk, pk)))[0]!;
}

/** A real PNG header: the server checks documents by their first bytes. */
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);
export const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(64)]);

/** A date of birth `years` years before the business clock's today (plus `days`). */
export function dobYearsAgo(t: TestApp, years: number, days = 0): string {
  const now = t.context.clock.now();
  const date = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days));
  return date.toISOString().slice(0, 10);
}

/** A date `days` after the business clock's today. */
export function dateInDays(t: TestApp, days: number): string {
  return new Date(t.context.clock.nowMs() + days * 86_400_000).toISOString().slice(0, 10);
}

export const NEW_YORK: Partial<RedeemShippingDetails> = { firstName: 'Ava', lastName: 'Collector', address: '1 Cask Lane', city: 'New York', state: 'NY', postcode: '10001', phone: '+1 212 555 0100' };

export interface RedeemFormInput {
  editionNftPublicPk?: string;
  dob?: string;
  selectedCountryCode?: string;
  selectedPickupLocation?: string;
  shippingDetails?: Partial<RedeemShippingDetails>;
  photoId?: { bytes: Buffer; name: string } | null;
}

export function redeemForm(t: TestApp, input: RedeemFormInput): FormData {
  const form = new FormData();
  if (input.editionNftPublicPk) form.set('editionNftPublicPk', input.editionNftPublicPk);
  form.set('dob', input.dob ?? dobYearsAgo(t, 30));
  if (input.selectedCountryCode !== '') form.set('selectedCountryCode', input.selectedCountryCode ?? 'USA');
  if (input.selectedPickupLocation) form.set('selectedPickupLocation', input.selectedPickupLocation);
  form.set('shippingDetails', JSON.stringify({ ...NEW_YORK, ...input.shippingDetails }));
  const photo = input.photoId === undefined ? { bytes: PNG, name: 'passport.png' } : input.photoId;
  if (photo) form.set('photoId', new Blob([photo.bytes]), photo.name);
  return form;
}

export type RedeemAnswer = RedemptionRequest & { code?: string; message?: string; nonFieldErrors?: string[]; userAlerts?: string[] } & Record<string, unknown>;

export function postRedeem(t: TestApp, token: string, input: RedeemFormInput) {
  return t.request<RedeemAnswer>('POST', '/api/account/v2/redeem', { body: redeemForm(t, input), token });
}
