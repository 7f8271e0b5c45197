import { choose, claimABottle, openRedeemWizard, PASSPORT_PNG, snap } from './redemption-support';
import { asReturningVisitor, expect, test } from './support/fixtures';
import { DEMO_PASSWORD, devAccount, signInWithEmail } from './wallet-support';

/**
 * The shipping fee in ETH with the dev wallet (decision 277): PAY VIA ETH opens 'Shipment Payment', the
 * collector picks a connected wallet, PAY has the wallet send `pay(reference)` to the receiver, the
 * server learns the payment from the chain and burns the NFT; the modal shows 'Transaction confirmed',
 * 'Payment validated', then 'Payment Complete!'. The payer is @gus_cellars, a demo collector whose own
 * wallet is dev account 14 (every free dev account 5–9 belongs to other journeys); the bottle is a fresh
 * airdrop claim, so no other journey's edition is touched.
 */
test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

test('a collector pays the shipping fee in ETH from their connected wallet: the chain confirms it, the NFT burns, Payment Complete!', async ({ page }) => {
  test.setTimeout(240_000);
  await signInWithEmail(page, 'gus@collectors.test', DEMO_PASSWORD);
  await claimABottle(page);
  await openRedeemWizard(page);

  await choose(page, 'Delivery country', 'United States');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Gus');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Ferreira');
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
  const wallet = devAccount(14);
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
