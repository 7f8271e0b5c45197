import { eq } from 'drizzle-orm';
import { userDetails, users } from '@caskmark/db';
import type { CartLineResult, CheckoutCart } from '@caskmark/shared/api/checkout';
import { buildEditionNfts, buildRelease, buildReleasePack, type ReleaseOverrides, type UserRow } from './support/builders';
import { buildSignedInUser } from './identity-helpers';
import type { TestApp, TestClient } from './support/test-app';

export interface Buyer {
  userPk: string;
  token: string;
  row: UserRow;
}

/** A signed-in collector; with a complete profile (card and wire need one) unless `profile: false`. */
export async function buildBuyer(t: TestApp, options: { profile?: boolean } = {}): Promise<Buyer> {
  const user = await buildSignedInUser(t);
  if (options.profile !== false) {
    await t.context.db.insert(userDetails).values({ userPk: user.userPk, firstName: 'Ava', lastName: 'Collector', dob: '1985-04-12', country: 'USA', state: 'NY', city: 'New York' });
  }
  const [row] = await t.context.db.select().from(users).where(eq(users.publicPk, user.userPk));
  return { userPk: user.userPk, token: user.tokens.idToken, row: row! };
}

/** A live lobby pack with `count` editions at `priceCents`. */
export async function buildPackForSale(t: TestApp, options: { count?: number; priceCents?: number; maxPerUser?: number | null; release?: ReleaseOverrides; isBundle?: boolean } = {}) {
  const db = t.context.db;
  const release = await buildRelease(db, { now: t.context.clock.now(), ...options.release });
  const pack = await buildReleasePack(db, { releasePk: release.publicPk, listingPriceCents: options.priceCents ?? 10_000, maxPerUser: options.maxPerUser ?? null, isBundle: options.isBundle ?? false });
  const { nfts } = await buildEditionNfts(db, { pack, count: options.count ?? 3, priceCents: options.priceCents ?? 10_000 });
  return { release, pack, nfts };
}

export function addLine(t: TestClient, buyer: Buyer, body: { releasePackPublicPk: string; editionNft?: string; cart?: string; origin?: string }) {
  return t.post<CartLineResult & { code?: string; nonFieldErrors?: string[] }>('/api/primary-payments/v2/checkout/cart/line', body, { token: buyer.token });
}

export function activeCart(t: TestApp, buyer: Buyer) {
  return t.get<CheckoutCart & { code?: string; message?: string }>('/api/primary-payments/v2/checkout/cart', { token: buyer.token });
}

export function cartById(t: TestClient, buyer: Buyer, cartPk: string) {
  return t.get<CheckoutCart & { code?: string; message?: string }>(`/api/primary-payments/v2/checkout/cart/${cartPk}`, { token: buyer.token });
}

export async function graphql<T = Record<string, unknown>>(t: TestApp, buyer: Buyer | null, query: string, variables: Record<string, unknown> = {}) {
  const response = await t.post<{ data?: T; errors?: Array<{ message: string }> }>('/graphql', { query, variables }, buyer ? { token: buyer.token } : {});
  return response.body;
}

export const advanceClock = (t: TestApp, advanceMs: number) => t.post('/dev/clock', { advanceMs });
