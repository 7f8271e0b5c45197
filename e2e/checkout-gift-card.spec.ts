import type { Locator, Page } from '@playwright/test';
import { addFirstEditionToCart, apiGetAs, apiToken, liveLobbyRelease, signInAsNewCollector } from './checkout-support';
import { asReturningVisitor, expect, test } from './support/fixtures';

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

const usd = (amount: number) => amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** The figure beside a totals label ('Subtotal', 'Total', 'Gift card: …'). */
async function totalsFigure(drawer: Locator, label: string | RegExp): Promise<number> {
  const text = await drawer.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]').innerText();
  return Number(text.replace(/[^0-9.]/g, ''));
}

async function issueGiftCard(page: Page, body: Record<string, unknown>): Promise<void> {
  const response = await page.request.post('/dev/gift-cards', { data: body });
  expect(response.status(), await response.text()).toBe(201);
}

test('a gift card sent to the collector is accepted in the drawer, lowers the total, and a card that covers it all pays through TRANSFER NFT', async ({ page }) => {
  test.setTimeout(150_000);
  const email = await signInAsNewCollector(page, 'giftcard');
  await issueGiftCard(page, { email, amount: 10, fromEmail: 'ava@caskmark.test', title: 'Birthday dram', message: 'Cheers to you!' });
  await issueGiftCard(page, { email, amount: 20_000, status: 'accepted', title: 'Cellar gift card' });
  const release = await liveLobbyRelease(page.request);
  await addFirstEditionToCart(page, release);
  const drawer = page.getByRole('dialog', { name: 'YOUR CART' });

  const row = drawer.getByRole('group', { name: 'Gift card' });
  await expect(row.getByText('Gift card balance: $20,000.00')).toBeVisible();
  await expect(row.getByText('A gift card was sent to you')).toBeVisible();
  const subtotal = await totalsFigure(drawer, 'Subtotal');
  expect(await totalsFigure(drawer, 'Total')).toBe(subtotal);

  // Accept the card Ava sent, pay part of the cart with it.
  await row.getByRole('button', { name: 'Use gift card' }).click();
  await expect(drawer.getByText('Select gift card')).toBeVisible();
  const offers = drawer.getByRole('region', { name: 'Gift cards sent to you' });
  await expect(offers.getByText('$10.00 from @ava')).toBeVisible();
  await expect(offers.getByText('“Cheers to you!”')).toBeVisible();
  await offers.getByRole('button', { name: 'Accept Birthday dram' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Birthday dram accepted: $10.00 to spend' }).first()).toBeVisible();
  await expect(offers).toBeHidden();
  await expect(drawer.getByRole('radio', { name: 'Birthday dram' })).toBeChecked();
  await drawer.getByRole('button', { name: 'Apply' }).click();

  await expect(drawer.getByText('Gift card applied')).toBeVisible();
  await expect(drawer.getByText('Birthday dram: pays $10.00 of $10.00')).toBeVisible();
  expect(await totalsFigure(drawer, 'Gift card: Birthday dram')).toBe(10);
  await expect.poll(() => totalsFigure(drawer, 'Total')).toBe(Math.round((subtotal - 10) * 100) / 100);

  // The rest goes to the payment methods, which weigh the lower total.
  await drawer.getByRole('button', { name: 'Complete purchase' }).click();
  await expect(drawer.getByText('Select payment method')).toBeVisible();
  expect(await totalsFigure(drawer, 'Total')).toBe(Math.round((subtotal - 10) * 100) / 100);
  await drawer.getByRole('button', { name: 'Back' }).click();

  // The larger card covers everything: the total stops at $0.00, and one-click pays.
  await drawer.getByRole('button', { name: 'Change' }).click();
  await drawer.getByRole('radio', { name: 'Cellar gift card' }).click();
  await expect(drawer.getByRole('radio', { name: 'Cellar gift card' }).getByText(`Pays ${usd(subtotal)} of this cart`)).toBeVisible();
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(drawer.getByText(`Cellar gift card: pays ${usd(subtotal)} of $20,000.00`)).toBeVisible();
  await expect(drawer.getByText('$0.00', { exact: true })).toBeVisible();
  expect(await totalsFigure(drawer, 'Total')).toBe(0);
  await drawer.getByRole('button', { name: 'Complete purchase' }).click();
  await expect(drawer.getByRole('radio', { name: 'Create a Caskmark custodial wallet for me' })).toBeChecked();
  await drawer.getByRole('button', { name: 'TRANSFER NFT' }).click();
  await expect(drawer.getByText('Congratulations, it is yours!')).toBeVisible({ timeout: 90_000 });
  await expect(drawer.getByText(new RegExp(`Paid ${usd(subtotal).replace(/[$.]/g, '\\$&')}, all of it by gift card\\.`))).toBeVisible();

  // What the card paid is gone from its balance; the card accepted in the drawer is untouched.
  const token = await apiToken(page.request, email);
  const cards = await apiGetAs<{ results: Array<{ title: string; availableBalance: number }> }>(page.request, token, '/api/gift-card/v1/edition/user');
  expect(cards.results.find((card) => card.title === 'Cellar gift card')?.availableBalance).toBe(Math.round((20_000 - subtotal) * 100) / 100);
  expect(cards.results.find((card) => card.title === 'Birthday dram')?.availableBalance).toBe(10);
});
