import { expect, type APIRequestContext } from '@playwright/test';
import { apiJson } from './catalogue-helpers';
import { apiToken } from './checkout-support';
import { DEMO_PASSWORD } from './wallet-support';

/** The demo's live one-lot English auction (the Hurricane Relief charity cask) and its pack. */
export async function liveCharityLot(request: APIRequestContext) {
  const { results } = await apiJson<{ results: Array<{ releasePublicPk: string; releaseStyle: string; saleStatus: string; productTitle: string; brand: { slug: string } }> }>(
    request,
    '/api/marketplace/v2/release?size=50',
  );
  const release = results.find((row) => row.releaseStyle === 'auction' && row.saleStatus === 'live' && row.productTitle === 'Hurricane Relief Auction');
  expect(release, 'the live Hurricane Relief auction in the demo').toBeTruthy();
  const packs = await apiJson<{ results: Array<{ publicPk: string; name: string }> }>(request, `/api/release/v3/release-page/${release!.releasePublicPk}/packs`);
  return { release: release!, pack: packs.results[0]! };
}

export interface LotStatsBody {
  currentBidUsd: number | null;
  nextBidAmountInUsd: number;
  highestBidderHandler: string | null;
}

export function lotStats(request: APIRequestContext, packPk: string): Promise<LotStatsBody> {
  return apiJson<LotStatsBody>(request, `/api/release/v3/auction/release-pack/${packPk}/stats`);
}

/** A demo collector with a funded connected wallet on the dev chain places a max bid through the API. */
export async function maxBidAs(request: APIRequestContext, email: string, packPk: string, maxBidInUsd: number) {
  const token = await apiToken(request, email, DEMO_PASSWORD);
  const response = await request.post(`/api/release/v2/${packPk}/auction/max-bid`, {
    headers: { authorization: `Bearer ${token}` },
    data: { maxBidInUsd, currency: 'USD' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { maxBidInUsd: number; isHighestBidder: boolean };
}

/** The first allowed amount at or above `usd` on the auction ladder. */
export async function ladderAtOrAbove(request: APIRequestContext, usd: number): Promise<number> {
  const ladder = await apiJson<number[]>(request, '/api/release/v3/auction/bid-increments');
  const found = ladder.find((amount) => amount >= usd);
  expect(found, `an increment at or above ${usd}`).toBeTruthy();
  return found!;
}
