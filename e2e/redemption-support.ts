import type { Page } from '@playwright/test';
import { liveAirdropPack } from './checkout-support';
import { expect, goto } from './support/fixtures';

/** Helpers of the redemption journeys (e2e/redemption*.spec.ts). */

/** A real PNG header: the server checks the photo ID by its first bytes. */
export const PASSPORT_PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);

/** The collector claims the live airdrop (free) so they own a bottle; answers its name. */
export async function claimABottle(page: Page): Promise<void> {
  const pack = await liveAirdropPack(page.request);
  await goto(page, `/producers/${pack.brandSlug}/${pack.publicPk}/claim-page`);
  await page.getByRole('button', { name: 'CLAIM YOUR NFT' }).click();
  const cart = page.getByRole('dialog', { name: 'YOUR CART' });
  await cart.getByRole('button', { name: 'TRANSFER NFT' }).click();
  await expect(cart.getByText('Congratulations, it is yours!')).toBeVisible({ timeout: 90_000 });
  await page.keyboard.press('Escape');
}

export async function choose(page: Page, field: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: field }).fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The PSP's hosted fields and the billing step of the checkout's card flow, inside 'PAY VIA CREDIT CARD'. */
export async function payByCard(page: Page): Promise<void> {
  const modal = page.getByRole('dialog', { name: 'PAY VIA CREDIT CARD' });
  await expect(modal.getByText(/^Pay \$\d+\.\d\d by credit card$/)).toBeVisible();
  await modal.getByRole('textbox', { name: 'Name on card' }).fill('Wren Calloway');
  const fields = page.frameLocator('iframe[title="Card number and security code"]');
  await fields.getByLabel('Card number').fill('4111111111111111');
  await fields.getByLabel('Security code').fill('123');
  await modal.getByRole('combobox', { name: 'Expiration month' }).click();
  await page.getByRole('option', { name: /^12/ }).click();
  await modal.getByRole('combobox', { name: 'Expiration year' }).click();
  await page.getByRole('option').nth(3).click();
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(modal.getByRole('textbox', { name: 'First name' })).toBeVisible({ timeout: 20_000 });
  await modal.getByRole('textbox', { name: 'First name' }).fill('Wren');
  await modal.getByRole('textbox', { name: 'Last name' }).fill('Calloway');
  await modal.getByRole('textbox', { name: 'Phone number' }).fill('+1 212 555 0100');
  await choose(page, 'Country', 'United States');
  await modal.getByRole('textbox', { name: 'Street address' }).fill('1 Cask Lane');
  await modal.getByRole('textbox', { name: 'City' }).fill('New York');
  await choose(page, 'State', 'New York');
  await modal.getByRole('textbox', { name: 'Zip code' }).fill('10001');
  await modal.getByRole('button', { name: /^Pay \$\d+\.\d\d$/ }).click();
}

/** From the vault's first edition, through its drawer, into the redeem wizard; then the terms. */
export async function openRedeemWizard(page: Page): Promise<void> {
  await goto(page, '/vault');
  await page.getByRole('list', { name: 'My collection' }).getByRole('listitem').first().getByRole('button').click();
  await page.getByRole('dialog').getByRole('link', { name: 'Redeem' }).click();
  await expect(page).toHaveURL(/\/vault\/redeem\/[0-9a-f-]{36}$/);
  await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
  await page.getByRole('button', { name: 'I CONFIRM' }).click();
}

/** Saves the page as `<E2E_SNAPSHOTS>/redeem-<width>-<name>.png` when E2E_SNAPSHOTS names a folder. */
export async function snap(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SNAPSHOTS;
  if (!folder) return;
  await page.screenshot({ path: `${folder}/redeem-${page.viewportSize()?.width ?? 0}-${name}.png`, fullPage: true });
}
