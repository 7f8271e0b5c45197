import type { Browser, Page } from '@playwright/test';
import type { VaultEdition, VaultPage } from '@caskmark/shared/api/vault';
import { apiGetAs, apiToken } from './checkout-support';
import { asReturningVisitor, expect, goto } from './support/fixtures';
import { DEMO_PASSWORD, devAccount, signInWithEmail } from './wallet-support';

/**
 * Helpers of the secondary-market tests: Ben sells from his own approved wallet (demo account 10),
 * Ava buys with hers (account 3). Each test takes editions of Ben's at random among those in that
 * wallet that were never listed, so tests and reruns on one demo never sell the same edition twice.
 */
export const BEN = 'ben@caskmark.test';
export const AVA = 'ava@caskmark.test';
export const benWallet = devAccount(10);
export const avaWallet = devAccount(3);

export async function snap(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SNAPSHOTS;
  if (!folder) return;
  await page.screenshot({ path: `${folder}/listing-${page.viewportSize()?.width ?? 0}-${name}.png` });
}

const inBensWallet = (edition: VaultEdition) => !edition.isInManagedWallet && !edition.isListed && !edition.isLocked && !!edition.editionNftTokenId && edition.currentOwnerAddress?.toLowerCase() === benWallet.address.toLowerCase();
const inBensCustody = (edition: VaultEdition) => edition.isInManagedWallet && !edition.isListed && !edition.isLocked && !!edition.editionNftTokenId;

async function bensEditions(page: Page, token: string): Promise<VaultEdition[]> {
  const editions: VaultEdition[] = [];
  for (let index = 1; index <= 3; index += 1) {
    const vault = await apiGetAs<VaultPage>(page.request, token, `/api/account/v2/vault?state=owned&size=50&page=${index}`);
    editions.push(...vault.results);
    if (!vault.next) break;
  }
  return editions;
}

/**
 * `count` of Ben's editions in his own wallet: minted, never listed, not locked. The demo keeps most of
 * his editions in custody, so each test takes editions of his custodial wallet at random and transfers
 * them out to his own wallet first (POST /api/account/v1/nft-transfer-request, as the transfer dialog
 * does): tests and reruns on one demo never sell the same edition twice.
 */
export async function bensFreeEditions(page: Page, count: number): Promise<VaultEdition[]> {
  const token = await apiToken(page.request, BEN, DEMO_PASSWORD);
  const custodial = (await bensEditions(page, token)).filter(inBensCustody).sort(() => Math.random() - 0.5);
  expect(custodial.length, "Ben's custodial editions left to move out and sell").toBeGreaterThanOrEqual(count);
  const chosen = custodial.slice(0, count);
  for (const edition of chosen) {
    const response = await page.request.post('/api/account/v1/nft-transfer-request', {
      headers: { authorization: `Bearer ${token}` },
      data: { editionNftPublicPk: edition.publicPk, walletAddress: benWallet.address },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
  const moved = async () => {
    const editions = await bensEditions(page, token);
    return chosen.map((edition) => editions.find((row) => row.publicPk === edition.publicPk)).filter((row) => row && inBensWallet(row)) as VaultEdition[];
  };
  await expect.poll(async () => (await moved()).length, { timeout: 90_000, intervals: [1_000] }).toBe(count);
  return moved();
}

/** A second person in their own browser context, signed in, at `width`. */
export async function signedIn(browser: Browser, email: string, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await asReturningVisitor(page);
  await signInWithEmail(page, email, DEMO_PASSWORD);
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  return page;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Opens the vault drawer of `edition` through the collection's search. */
export async function openInVault(page: Page, edition: VaultEdition) {
  await goto(page, '/vault');
  await page.getByRole('textbox', { name: 'Search my collection' }).fill(`#${edition.editionNumber}`);
  const card = page.getByRole('list', { name: 'My collection' }).getByRole('listitem').filter({ hasText: new RegExp(`${escapeRegExp(edition.name)}[\\s\\S]*#${edition.editionNumber}\\b`) });
  await expect(card.first()).toBeVisible();
  await card.first().getByRole('button').first().click();
  const drawer = page.getByRole('dialog', { name: new RegExp(escapeRegExp(edition.name)) });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Whether Ben's vault still holds `edition` (read through the API, as the vault page does). */
export async function benHolds(page: Page, edition: VaultEdition): Promise<boolean> {
  const token = await apiToken(page.request, BEN, DEMO_PASSWORD);
  const vault = await apiGetAs<VaultPage>(page.request, token, `/api/account/v2/vault?state=owned&size=50&search=%23${edition.editionNumber}`);
  return vault.results.some((row) => row.publicPk === edition.publicPk);
}
