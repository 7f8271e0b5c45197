import type { Browser, Page } from '@playwright/test';
import { signInAsNewCollector } from './checkout-support';
import { choose, claimABottle, openRedeemWizard, PASSPORT_PNG, snap } from './redemption-support';
import { asReturningVisitor, expect, goto, test } from './support/fixtures';
import { DEMO_PASSWORD, signInWithEmail } from './wallet-support';

/**
 * Redemptions that need no fee, and the ones the rules refuse (decisions 270, 279): a pickup before an
 * international flight walked end to end — the 45-day rule, international departures only, REDEEM NOW,
 * staff mark it Ready for Pickup and picked up while the collector's list follows without a reload —
 * and the refusals of Canada and of an under-age buyer. Neither moves the business clock. (The ETH
 * fee is paid in e2e/redemption.spec.ts, before that file's clock jump.)
 */
test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const yearsAgo = (years: number) => new Date(Date.now() - years * 365.25 * 86_400_000 - 2 * 86_400_000).toISOString().slice(0, 10);

/** Staff, in a browser of their own, moves the order with one of the console's buttons. */
async function staffMoves(browser: Browser, orderNumber: string, action: string, after: string): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await asReturningVisitor(page);
  await signInWithEmail(page, 'staff@caskmark.test', DEMO_PASSWORD);
  await goto(page, '/staff/redemptions');
  // 'All': a picked-up order leaves the To do list.
  await page.getByRole('radiogroup', { name: 'Show redemptions' }).getByText('All', { exact: true }).click();
  const order = page.getByRole('listitem', { name: `Order ${orderNumber}` });
  await expect(order).toBeVisible();
  await order.getByRole('button', { name: action }).click();
  await expect(order.getByText(after, { exact: true })).toBeVisible();
  await context.close();
}

async function fillIdentity(page: Page, dob: string): Promise<void> {
  await page.getByRole('textbox', { name: 'First name' }).fill('Noor');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Haddad');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('+44 20 7946 0000');
  await page.getByLabel('Date of birth').fill(dob);
  await page.locator('input[type="file"]').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PASSPORT_PNG });
}

test('a pickup before an international flight: the date and departure rules, REDEEM NOW, then Ready for Pickup and picked up, live in the list', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await signInAsNewCollector(page, 'pickup');
  await claimABottle(page);
  await openRedeemWizard(page);

  await page.getByRole('radio', { name: /Pick it up before an international flight/ }).check();
  await choose(page, 'Pickup location', 'John F. Kennedy International Airport (Queens, NY)');
  await expect(page.getByText('JFK Access Rd, Queens, NY 11430, United States')).toBeVisible();
  await snap(page, 'pickup-1-location');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Your pickup details' })).toBeVisible();
  await fillIdentity(page, '1988-02-29');
  await page.getByRole('textbox', { name: 'Home address' }).fill('12 Albert Embankment, London SE1 7SP');
  await page.getByLabel('Flight date / pickup date').fill(inDays(30));
  await page.getByRole('textbox', { name: 'Flight number' }).fill('BA178');
  await page.getByRole('textbox', { name: 'Airline' }).fill('British Airways');
  // International departures only: the location's own country is not a destination.
  await page.getByRole('combobox', { name: 'Destination country' }).fill('United States');
  await expect(page.getByRole('option', { name: 'United States', exact: true })).toHaveCount(0);
  await choose(page, 'Destination country', 'United Kingdom');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please choose a date at least 45 days in the future')).toBeVisible();
  // The field's own message shows as it loses focus; the Continue itself acts 500 ms later (its
  // debounce). Wait for that answer: a date fixed before it would let this click carry the form on,
  // and the next click would land on the confirmation's Continue, in the same place.
  await expect(page.getByRole('alert').filter({ hasText: 'Please update all required fields' })).toBeVisible();
  await snap(page, 'pickup-2-rules');

  await page.getByLabel('Flight date / pickup date').fill(inDays(60));
  // (Not Enter in the field: the form moves on during the key press and Playwright, finding the field
  // gone before the key came up, waits for it again forever.)
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('table', { name: 'Your details' }).getByText('BA178')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Payment: nothing to pay, REDEEM NOW posts the request; the NFT burns at once.
  await expect(page.getByRole('heading', { name: 'Ready to redeem' })).toBeVisible();
  await snap(page, 'pickup-3-redeem-now');
  await page.getByRole('button', { name: 'REDEEM NOW' }).click();
  await expect(page.getByRole('heading', { name: 'YOUR BOTTLE IS ON THE WAY!' })).toBeVisible({ timeout: 60_000 });
  const orderNumber = ((await page.getByText(/^Order number [0-9a-f]{8}$/).textContent()) ?? '').slice(-8);

  await page.getByRole('link', { name: 'View my requests' }).click();
  const request = page.getByRole('list', { name: 'Redemption requests' }).getByRole('listitem').filter({ hasText: `Order ${orderNumber}` });
  await expect(request).toContainText('Pickup at John F. Kennedy International Airport');
  await expect(request.getByText('Paid', { exact: true })).toBeVisible({ timeout: 60_000 });
  await request.getByRole('button', { name: /^View Details/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Request Details' });
  await expect(drawer.getByText(`on ${inDays(60)}`, { exact: false })).toBeVisible();
  await snap(page, 'pickup-4-details-paid');

  // Staff get it ready: the open drawer follows without a reload.
  await staffMoves(browser, orderNumber, 'Mark ready for pickup', 'Ready for Pickup');
  // (Request Details polls every 15 s while the request is under way.)
  await expect(drawer.getByText('Ready for delivery')).toBeVisible({ timeout: 40_000 });
  await snap(page, 'pickup-5-ready');
  await page.keyboard.press('Escape');
  await expect(request.getByText('Ready for Pickup', { exact: true })).toBeVisible({ timeout: 40_000 });

  // Collected at the airport: Delivered in the list, again without a reload, and the review prompt.
  await staffMoves(browser, orderNumber, 'Mark picked up', 'Delivered');
  await expect(request.getByText('Delivered', { exact: true })).toBeVisible({ timeout: 40_000 });
  await request.getByRole('button', { name: /^View Details/ }).click();
  await expect(drawer.getByText('How was your experience? Leave us a review')).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Leave a review' })).toHaveAttribute('href', '/get-in-touch#review');
  await snap(page, 'pickup-6-delivered');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'pickup-6-delivered');
});

test('refusals: Canada is not offered, and a 19-year-old is told the legal age of Japan (20)', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsNewCollector(page, 'refused');
  await claimABottle(page);
  await openRedeemWizard(page);

  // Canada: the country list answers with the server's own refusal, and Continue stays off.
  await page.getByRole('combobox', { name: 'Delivery country' }).fill('Canada');
  await expect(page.getByText('We cannot ship to Canada.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await snap(page, 'refused-canada');
  // The wizard's step indicator stays on one row at every width (decision 279).
  for (const width of [390, 600, 900]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await snap(page, 'refused-canada');
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Japan's legal age is 20: a 19-year-old is refused.
  await choose(page, 'Delivery country', 'Japan');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('You must be at least 20 to receive alcohol in Japan.')).toBeVisible();
  await fillIdentity(page, yearsAgo(19));
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('1-1 Marunouchi');
  await page.getByRole('textbox', { name: 'City' }).fill('Tokyo');
  await page.getByRole('textbox', { name: 'Postcode' }).fill('100-0005');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('You are under the legal drinking age for Japan')).toBeVisible();
  await snap(page, 'refused-under-age');
  // Refused: the form stays, nothing was created.
  await expect(page.getByRole('heading', { name: 'Where should we send it?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm address' })).toHaveCount(0);
});
