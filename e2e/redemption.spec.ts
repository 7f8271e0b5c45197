import type { Browser } from '@playwright/test';
import { advanceClock, signInAsNewCollector } from './checkout-support';
import { choose, claimABottle, openRedeemWizard, PASSPORT_PNG, payByCard, snap } from './redemption-support';
import { asReturningVisitor, expect, goto, test } from './support/fixtures';
import { DEMO_PASSWORD, devAccount, signInWithEmail } from './wallet-support';

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

// In order, in one worker: the last journey moves the business clock by a day and a half, which would lapse
// the ETH journey's 15-minute quote (and sessions) under it.
test.describe.configure({ mode: 'default' });

/**
 * The shipping fee in ETH with the dev wallet (decision 277): PAY VIA ETH opens 'Shipment Payment', the
 * collector picks a connected wallet, PAY has the wallet send `pay(reference)` to the receiver, the
 * server learns the payment from the chain and burns the NFT; the modal shows 'Transaction confirmed',
 * 'Payment validated', then 'Payment Complete!'. The payer is @ben, whose own approved wallet is dev
 * account 10 (every free dev account 5–9 belongs to another journey); his bottle is a fresh airdrop
 * claim, made here after every desktop journey (some read his vault) has run.
 */
test('a collector pays the shipping fee in ETH from their connected wallet: the chain confirms it, the NFT burns, Payment Complete!', async ({ page }) => {
  test.setTimeout(240_000);
  await signInWithEmail(page, 'ben@caskmark.test', DEMO_PASSWORD);
  await claimABottle(page);
  await openRedeemWizard(page);

  await choose(page, 'Delivery country', 'United States');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Ben');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Okafor');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('+1 503 555 0142');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('800 SW Broadway');
  await page.getByRole('textbox', { name: 'City' }).fill('Portland');
  await choose(page, 'State', 'Oregon');
  await page.getByRole('textbox', { name: 'Postcode' }).fill('97205');
  await page.getByLabel('Date of birth').fill('1979-09-03');
  await page.locator('input[type="file"]').setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PASSPORT_PNG });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm address' }).click();
  await expect(page.getByLabel('Shipping cost', { exact: true })).toHaveText(/^\$\d+\.\d\d$/);
  const fee = (await page.getByLabel('Shipping cost', { exact: true }).textContent())!;

  await page.getByRole('button', { name: 'PAY VIA ETH' }).click();
  const modal = page.getByRole('dialog', { name: 'Shipment Payment' });
  await expect(modal.getByText(fee)).toBeVisible();
  await expect(modal.getByText(/^About \d+\.\d{4} ETH at \$[\d,]+\.\d\d per ETH\./)).toBeVisible();
  // Not closed by Escape; PAY waits for a wallet.
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: 'PAY' })).toBeDisabled();
  const wallet = devAccount(10);
  await modal.getByRole('radio', { name: new RegExp(wallet.address, 'i') }).click();
  await snap(page, 'eth-1-select-wallet');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'eth-1-select-wallet');
  await page.setViewportSize({ width: 1280, height: 900 });
  await modal.getByRole('button', { name: 'PAY' }).click();

  await expect(modal.getByText('Payment Complete!')).toBeVisible({ timeout: 90_000 });
  await snap(page, 'eth-2-complete');
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'YOUR BOTTLE IS ON THE WAY!' })).toBeVisible();
  const orderNumber = ((await page.getByText(/^Order number [0-9a-f]{8}$/).textContent()) ?? '').slice(-8);

  // The request is paid: the server set it so only once the chain showed the burn (decision 274).
  await page.getByRole('link', { name: 'View my requests' }).click();
  const request = page.getByRole('list', { name: 'Redemption requests' }).getByRole('listitem').filter({ hasText: `Order ${orderNumber}` });
  await expect(request.getByText('Paid', { exact: true })).toBeVisible();
});


/** Staff, in a browser of their own at 1280 px: pack the order, book the courier, ship it with the waybill, leave a note. */
async function staffShips(browser: Browser, orderNumber: string): Promise<string> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await asReturningVisitor(page);
  await signInWithEmail(page, 'staff@caskmark.test', DEMO_PASSWORD);
  await goto(page, '/staff/redemptions');
  await expect(page.getByRole('heading', { name: 'Redemptions' })).toBeVisible();
  const order = page.getByRole('listitem', { name: `Order ${orderNumber}` });
  await expect(order.getByText('Paid', { exact: true })).toBeVisible();
  await order.getByRole('button', { name: 'Mark packed' }).click();
  await expect(order.getByText('Packed', { exact: true })).toBeVisible();
  await order.getByRole('button', { name: 'Book shipment' }).click();
  await expect(order.getByRole('textbox', { name: 'Tracking code' })).toHaveValue(/^\d{10}$/);
  const trackingCode = await order.getByRole('textbox', { name: 'Tracking code' }).inputValue();
  await order.getByRole('textbox', { name: 'Note to the collector' }).fill('Packed in a wooden case; signature required on delivery.');
  await order.getByRole('button', { name: 'Add note' }).click();
  await expect(order.getByText('Packed in a wooden case; signature required on delivery.')).toBeVisible();
  await snap(page, 'staff-packed');
  await order.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(order.getByText('Shipped', { exact: true })).toBeVisible();
  await snap(page, 'staff-shipped');
  expect(errors).toEqual([]);
  await context.close();
  return trackingCode;
}

test('a collector redeems a bottle for shipping, pays the fee by card; staff ship it; the collector tracks it to delivered', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await signInAsNewCollector(page, 'redeem');
  await claimABottle(page);

  // From the vault's drawer to the wizard.
  await goto(page, '/vault');
  await page.getByRole('list', { name: 'My collection' }).getByRole('listitem').first().getByRole('button').click();
  await page.getByRole('dialog').getByRole('link', { name: 'Redeem' }).click();
  await expect(page).toHaveURL(/\/vault\/redeem\/[0-9a-f-]{36}$/);

  // 1 RedeemInfo: I CONFIRM waits for the terms.
  await expect(page.getByRole('button', { name: 'I CONFIRM' })).toBeDisabled();
  await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
  await page.getByRole('button', { name: 'I CONFIRM' }).click();

  // 2 CustomsInfo: Continue waits for a country.
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await choose(page, 'Delivery country', 'United States');
  await page.getByRole('button', { name: 'Continue' }).click();

  // 3 RedeemForm (Continue acts 500 ms after the last click): the spec's messages first, then the address.
  await expect(page.getByRole('heading', { name: 'Where should we send it?' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please update all required fields')).toBeVisible();
  await expect(page.getByText('Please enter your date of birth')).toBeVisible();
  await page.getByRole('textbox', { name: 'First name' }).fill('Wren');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Calloway');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('+1 212 555 0100');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('1 Cask Lane');
  await page.getByRole('textbox', { name: 'City' }).fill('New York');
  await choose(page, 'State', 'New York');
  await page.getByRole('textbox', { name: 'Postcode' }).fill('10001');
  const underage = new Date(Date.now() - 19 * 365.25 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Date of birth').fill(underage);
  await page.locator('input[type="file"]').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PASSPORT_PNG });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('You are under the legal drinking age for United States')).toBeVisible();
  await page.getByLabel('Date of birth').fill('1985-04-12');
  await page.getByRole('button', { name: 'Continue' }).click();

  // 4 ConfirmAddress creates the request; 5 Payment shows the server's fee.
  const details = page.getByRole('table', { name: 'Your details' });
  await expect(details.getByText('passport.png')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm address' }).click();
  await expect(page.getByRole('heading', { name: 'Shipping Costs' })).toBeVisible();
  await expect(page.getByLabel('Shipping cost', { exact: true })).toHaveText(/^\$\d+\.\d\d$/);
  await expect(page.getByText('OR', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'PAY VIA CREDIT CARD' }).click();
  await payByCard(page);

  // Captured and burned: 6 Success with the order number.
  await expect(page.getByRole('heading', { name: 'YOUR BOTTLE IS ON THE WAY!' })).toBeVisible({ timeout: 90_000 });
  const orderNumber = ((await page.getByText(/^Order number [0-9a-f]{8}$/).textContent()) ?? '').slice(-8);
  expect(orderNumber).toMatch(/^[0-9a-f]{8}$/);

  // The request in the vault: Paid, its details with the stepper and no notes yet.
  await page.getByRole('link', { name: 'View my requests' }).click();
  await expect(page).toHaveURL(/\/vault#redeemedEditions$/);
  const requests = page.getByRole('list', { name: 'Redemption requests' });
  const request = requests.getByRole('listitem').filter({ hasText: `Order ${orderNumber}` });
  await expect(request.getByText('Paid', { exact: true })).toBeVisible();
  await request.getByRole('button', { name: /^View Details/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Request Details' });
  await expect(drawer.getByText('Payment received')).toBeVisible();
  await expect(drawer.getByText('No Request Notes from a representative yet')).toBeVisible();
  await page.keyboard.press('Escape');

  const trackingCode = await staffShips(browser, orderNumber);

  // A day and a half later on the business clock the carrier has scanned it through to delivered. The page is
  // left first (for a page outside the app, without its browser-asked favicon): its polls would otherwise
  // carry a token the jump has just expired.
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
  await page.goto('/healthz');
  await advanceClock(page.request, 36 * 3_600_000);
  await goto(page, '/vault#redeemedEditions');
  await expect(request.getByText('Delivered', { exact: true })).toBeVisible({ timeout: 30_000 });
  await request.getByRole('button', { name: /^View Details/ }).click();
  await expect(drawer.getByText(trackingCode)).toBeVisible();
  const events = drawer.getByRole('list', { name: 'Carrier events' });
  await expect(events.getByRole('listitem').first()).toContainText(/Delivered/i);
  await expect(events.getByRole('listitem')).not.toHaveCount(1);
  await expect(drawer.getByText('Packed in a wooden case; signature required on delivery.')).toBeVisible();
  await expect(drawer.getByText('How was your experience? Leave us a review')).toBeVisible();
});
