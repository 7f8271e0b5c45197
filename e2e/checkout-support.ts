import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createAccount, PASSWORD, uniqueEmail } from './auth-support';
import { apiJson } from './catalogue-helpers';
import { countRacedAddToCart, expect, goto } from './support/fixtures';
import { signInWithEmail } from './wallet-support';

interface ReleaseRow {
  releasePublicPk: string;
  releaseStyle: string;
  minPriceUsd: number | null;
  primaryAvailable: number;
  saleStatus: string;
  brand: { slug: string };
}

/** A fresh collector (carts are per collector, so parallel tests never share one), signed in. */
export async function signInAsNewCollector(page: Page, label: string): Promise<string> {
  const email = uniqueEmail(label);
  await createAccount(page.request, email);
  await signInWithEmail(page, email, PASSWORD);
  return email;
}

/** A live lobby release of the demo with editions for sale under the card limit. */
export async function liveLobbyRelease(request: APIRequestContext): Promise<ReleaseRow> {
  const { results } = await apiJson<{ results: ReleaseRow[] }>(request, '/api/marketplace/v2/release?primary_available=true&size=50');
  const release = results.find((row) => row.releaseStyle === 'lobby' && row.saleStatus === 'live' && row.primaryAvailable > 3 && (row.minPriceUsd ?? 0) > 0 && (row.minPriceUsd ?? 0) < 5000);
  expect(release, 'a live lobby release under $5,000 in the demo').toBeTruthy();
  return release!;
}

/**
 * Editions sold earlier in the run fill the edition browser's first pages: scrolls on (more load on
 * scroll) until `target` is among the loaded editions.
 */
export async function scrollEditionsUntil(browser: Locator, target: Locator): Promise<void> {
  const editions = browser.getByRole('list', { name: 'Editions' }).getByRole('listitem');
  await expect(editions.first()).toBeVisible();
  for (let round = 0; round < 20 && (await target.count()) === 0; round += 1) {
    const shown = await editions.count();
    await editions.last().scrollIntoViewIfNeeded();
    await expect.poll(async () => (await target.count()) > 0 || (await editions.count()) > shown, { message: 'more editions loaded, or the one looked for' }).toBe(true);
  }
  await expect(target.first()).toBeAttached();
}

/** Opens the release, its first pack's edition browser, and adds the first edition for sale: the cart drawer opens. */
export async function addFirstEditionToCart(page: Page, release: ReleaseRow): Promise<number> {
  await goto(page, `/producers/${release.brand.slug}/${release.releasePublicPk}`);
  await page.locator('button[aria-haspopup="dialog"]').first().click();
  const browser = page.getByRole('dialog', { name: 'RELEASE PACK EDITIONS' });
  await scrollEditionsUntil(browser, browser.getByRole('button', { name: /^Add Edition #\d+ to cart$/ }).first());
  // Tests run in parallel on one demo: two of them taking "the first edition for sale" at the same
  // moment would race for one hold. Take one at random among those shown, and another if it was taken.
  const cart = page.getByRole('dialog', { name: 'YOUR CART' });
  for (let attempt = 1; ; attempt += 1) {
    const choices = browser.getByRole('button', { name: /^Add Edition #\d+ to cart$/ });
    // A live update can re-render the list meanwhile (an edition held or sold elsewhere): find one again.
    if ((await choices.count()) === 0) await scrollEditionsUntil(browser, choices.first());
    const count = await choices.count();
    const choice = choices.nth(Math.floor(Math.random() * count));
    const label = (await choice.getAttribute('aria-label')) ?? '';
    await choice.click();
    const opened = await cart.waitFor({ state: 'visible', timeout: attempt < 3 ? 8_000 : 20_000 }).then(() => true, () => false);
    if (!opened && attempt < 3) {
      countRacedAddToCart(page);
      continue;
    }
    await expect(cart, 'the cart drawer after adding an edition').toBeVisible();
    return Number(/#(\d+)/.exec(label)![1]);
  }
}

export async function advanceClock(request: APIRequestContext, advanceMs: number): Promise<void> {
  const response = await request.post('/dev/clock', { data: { advanceMs } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The demo's live airdrop pack (free to claim). */
export async function liveAirdropPack(request: APIRequestContext): Promise<{ publicPk: string; brandSlug: string }> {
  const { results } = await apiJson<{ results: ReleaseRow[] }>(request, '/api/marketplace/v2/release?primary_available=true&size=50');
  const release = results.find((row) => row.releaseStyle === 'airdrop' && row.saleStatus === 'live');
  expect(release, 'a live airdrop in the demo').toBeTruthy();
  const packs = await apiJson<{ results: Array<{ publicPk: string; brandSlug: string; primaryAvailable: number }> }>(request, `/api/release/v3/release-page/${release!.releasePublicPk}/packs`);
  const pack = packs.results.find((candidate) => candidate.primaryAvailable > 0);
  expect(pack, 'an airdrop pack with editions left').toBeTruthy();
  return pack!;
}

/** A bearer token for the account, for checks the UI does not show (the browser's token stays in memory). */
export async function apiToken(request: APIRequestContext, email: string, password = PASSWORD): Promise<string> {
  const response = await request.post('/api/auth/v1/sign-in', { data: { username: email, password } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { tokens: { idToken: string } }).tokens.idToken;
}

/** GET `path` as the bearer of `token`, answering the JSON body. */
export async function apiGetAs<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Card and wire need a complete profile (spec part 1 §5): filled in through the account API. */
export async function completeProfile(request: APIRequestContext, email: string): Promise<void> {
  const token = await apiToken(request, email);
  const response = await request.post('/api/account/v2/user-details', {
    headers: { authorization: `Bearer ${token}` },
    data: { title: 'Ms', firstName: 'Wren', lastName: 'Calloway', dob: '1984-05-17', country: 'GBR', city: 'Edinburgh' },
  });
  expect(response.ok(), await response.text()).toBe(true);
}
