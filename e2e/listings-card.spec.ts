import type { Locator, Page } from '@playwright/test';
import { completeProfile, signInAsNewCollector } from './checkout-support';
import { snap } from './listings-support';
import { apiJson } from './catalogue-helpers';
import { asReturningVisitor, expect, goto, test } from './support/fixtures';
import { DEMO_PASSWORD, signInWithEmail } from './wallet-support';

/**
 * Buying a USD listing by card (issue 14, decision 340) and the payout staff see (decision 294). The
 * listing is one of the demo's, on chain from its seller's wallet; the purchase sends nothing from a
 * dev wallet (the platform's operator settles), so it runs beside the wallet journeys.
 */
interface Listing {
  publicPk: string;
  listingId: string | null;
  listingHandler: string;
  currency: 'USD' | 'ETH';
  priceUsd: number;
  isBundle: boolean;
  forSpecificBuyer: boolean;
}

const CHALLENGE_CARD = '4000 0000 0000 3220';

/**
 * A public single-edition USD listing under the card limit, taken from the end of the expiry order so
 * the listings journeys (which open the first one) never meet it sold.
 */
async function cardListing(page: Page): Promise<Listing> {
  const { results } = await apiJson<{ results: Listing[] }>(page.request, '/api/marketplace/v2/listings/marketplace?size=50&ordering=-valid_until');
  const candidates = results.filter((row) => row.currency === 'USD' && !row.isBundle && !row.forSpecificBuyer && row.listingId && row.priceUsd < 10_000);
  expect(candidates.length, 'a public USD listing in the demo').toBeGreaterThan(1);
  return candidates[Math.floor(Math.random() * Math.min(3, candidates.length - 1))]!;
}

async function enterCard(page: Page, dialog: Locator): Promise<void> {
  await dialog.getByRole('textbox', { name: 'Name on card' }).fill('Wren Calloway');
  const fields = dialog.getByTitle('Card number and security code').contentFrame();
  await fields.getByLabel('Card number').fill(CHALLENGE_CARD);
  await fields.getByLabel('Security code').fill('123');
  await dialog.getByRole('combobox', { name: 'Expiration month' }).click();
  await page.getByRole('option', { name: '12', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Expiration year' }).click();
  await page.getByRole('option', { name: String(new Date().getUTCFullYear() + 3), exact: true }).click();
}

async function enterBilling(page: Page, dialog: Locator): Promise<void> {
  await expect(dialog.getByRole('textbox', { name: 'First name' })).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Wren');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Calloway');
  await dialog.getByRole('textbox', { name: 'Phone number' }).fill('+1 415 555 0134');
  await dialog.getByRole('combobox', { name: 'Country' }).fill('United States');
  await page.getByRole('option', { name: 'United States', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Street address' }).fill('500 Terry Francine St');
  await dialog.getByRole('textbox', { name: 'City' }).fill('San Francisco');
  await dialog.getByRole('combobox', { name: 'State' }).fill('California');
  await page.getByRole('option', { name: 'California', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Zip code' }).fill('94158');
}

test('a collector buys a USD listing by card through 3-D Secure, and staff see the seller’s payout', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await asReturningVisitor(page);
  const listing = await cardListing(page);
  const email = await signInAsNewCollector(page, 'cardbuyer');
  await completeProfile(page.request, email);
  await page.setViewportSize({ width: 1280, height: 900 });
  await goto(page, `/listings/${listing.listingId}`);
  await page.getByRole('button', { name: 'Buy Now' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Complete Purchase' });
  await dialog.getByText('Credit card', { exact: true }).click();
  await expect(dialog.getByText(/^Pay \$[\d,]+\.\d\d by credit card$/)).toBeVisible();
  await expect(dialog.getByText('This listing is held for you for 15 minutes.', { exact: false })).toBeVisible();
  await snap(page, 'card-1-card-step');

  // The rest at phone width: the same dialog, full screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await enterCard(page, dialog);
  await snap(page, 'card-2-card-filled');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await enterBilling(page, dialog);
  await dialog.getByRole('button', { name: /^Pay \$[\d,]+\.\d\d$/ }).click();
  await expect(dialog.getByText('Verify this payment with your bank')).toBeVisible({ timeout: 20_000 });
  const bank = dialog.getByTitle('Card verification').contentFrame();
  await bank.getByLabel('Verification code').fill('1234');
  await snap(page, 'card-3-bank');
  await bank.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Your purchase is complete!')).toBeVisible({ timeout: 120_000 });
  await expect(dialog.getByText(/^Paid \$[\d,.]+ by card\./)).toBeVisible();
  await snap(page, 'card-4-complete');
  await dialog.getByRole('link', { name: 'MY COLLECTION' }).click();
  await expect(page).toHaveURL(/\/vault$/);

  // Staff: the payout owed to the seller (90 % of the price), Mark paid asking for the authenticator code.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staff = await context.newPage();
  await asReturningVisitor(staff);
  await signInWithEmail(staff, 'staff@caskmark.test', DEMO_PASSWORD);
  // The console at 900 px (below 1024 px the header's account button moves into the menu).
  await staff.setViewportSize({ width: 900, height: 900 });
  await goto(staff, '/staff/payouts');
  await expect(staff.getByRole('heading', { name: 'Payouts' })).toBeVisible();
  await staff.getByRole('textbox', { name: 'Seller' }).fill(listing.listingHandler);
  const owed = `$${(Math.round(listing.priceUsd * 90) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const card = staff.getByRole('listitem', { name: `Payout to @${listing.listingHandler}` }).filter({ hasText: `listing #${listing.listingId}` });
  await expect(card.getByText(`${owed} to @${listing.listingHandler}`)).toBeVisible({ timeout: 30_000 });
  await snap(staff, 'card-5-payouts');
  await card.getByRole('button', { name: 'Mark paid' }).click();
  const confirm = staff.getByRole('dialog', { name: 'Mark payout paid' });
  await confirm.getByRole('button', { name: 'Mark paid' }).click();
  await expect(confirm.getByText('Give the bank or transfer reference of the payment.')).toBeVisible();
  await confirm.getByRole('textbox', { name: 'Payment reference' }).fill('WIRE-E2E-1');
  await confirm.getByRole('button', { name: 'Mark paid' }).click();
  await expect(confirm.getByText('Enter a code from your authenticator app to mark it paid.')).toBeVisible();
  await snap(staff, 'card-6-mark-paid');
  await context.close();
});
