import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { apiJson } from './catalogue-helpers';
import { completeProfile, signInAsNewCollector } from './checkout-support';
import { asReturningVisitor, expect, goto, test } from './support/fixtures';
import { DEMO_PASSWORD, signInWithEmail } from './wallet-support';
import { wireReceiptPdf, wireReceiptPng } from './wire-proof-files';

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

// Both journeys buy from the one demo pack above $5,000: one after the other, so they never race for an edition.
test.describe.configure({ mode: 'default' });

interface WirePack {
  publicPk: string;
  name: string;
  brandSlug: string;
  releasePublicPk: string;
}

/** A live lobby or first-come-first-served pack above the $5,000 wire threshold (the demo has one). */
async function wirePack(request: APIRequestContext): Promise<WirePack> {
  const { results } = await apiJson<{ results: Array<{ releasePublicPk: string; releaseStyle: string; saleStatus: string }> }>(request, '/api/marketplace/v2/release?primary_available=true&size=50');
  for (const release of results.filter((row) => ['lobby', 'fcfs'].includes(row.releaseStyle) && row.saleStatus === 'live')) {
    const packs = await apiJson<{ results: Array<{ publicPk: string; name: string; brandSlug: string; listingPrice: number; primaryAvailable: number }> }>(request, `/api/release/v3/release-page/${release.releasePublicPk}/packs`);
    const pack = packs.results.find((candidate) => candidate.listingPrice > 5000 && candidate.listingPrice <= 20_000 && candidate.primaryAvailable > 0);
    if (pack) return { ...pack, releasePublicPk: release.releasePublicPk };
  }
  throw new Error('the demo has no live pack above $5,000 sold through the cart');
}

/** Collector side: the pack's edition into the cart, wire chosen, instructions read, proof sent. Answers the memo. */
async function payByWire(page: Page, pack: WirePack, receipt: { name: string; mimeType: string; buffer: (memo: string) => Buffer }): Promise<string> {
  await goto(page, `/producers/${pack.brandSlug}/${pack.releasePublicPk}`);
  await page.getByRole('button', { name: pack.name }).first().click();
  const browser = page.getByRole('dialog', { name: 'RELEASE PACK EDITIONS' });
  await browser.getByRole('button', { name: /^Add Edition #\d+ to cart$/ }).first().click();
  const drawer = page.getByRole('dialog', { name: 'YOUR CART' });
  await drawer.getByRole('button', { name: 'Complete purchase' }).click();
  await expect(drawer.getByText('Select payment method')).toBeVisible();
  await expect(drawer.getByRole('radio', { name: 'Wire Transfer' })).toBeEnabled();
  await drawer.getByRole('radio', { name: 'Wire Transfer' }).click();
  await drawer.getByRole('button', { name: 'Continue' }).click();

  await expect(drawer.getByText(/^Pay \$[\d,]+\.\d\d by wire transfer$/)).toBeVisible();
  await expect(drawer.getByText('Send the total plus a $20.00 wire fee from your bank, in USD.')).toBeVisible();
  await drawer.getByRole('button', { name: 'Continue' }).click();
  const details = drawer.getByRole('table', { name: 'Bank details' });
  await expect(details.getByRole('rowheader', { name: 'Amount to send' })).toBeVisible();
  await expect(details.getByText('$20.00', { exact: true })).toBeVisible();
  const memo = (await details.getByRole('row', { name: /Memo/ }).getByRole('cell').innerText()).trim().split(/\s/)[0]!;
  expect(memo).toMatch(/^CASKMARK-[0-9a-f-]{36}$/);
  await drawer.getByRole('button', { name: 'I have sent it' }).click();

  // The form's own rule first: nothing filled in.
  await drawer.getByRole('button', { name: 'Submit Proof', exact: true }).click();
  await expect(drawer.getByText('Please enter your phone number and upload proof of transfer.')).toBeVisible();
  await drawer.getByRole('textbox', { name: 'Phone number' }).fill('+44 131 496 0710');
  await drawer.locator('input[type="file"]').setInputFiles({ name: receipt.name, mimeType: receipt.mimeType, buffer: receipt.buffer(memo) });
  await drawer.getByRole('button', { name: 'Submit Proof', exact: true }).click();
  await expect(drawer.getByRole('status').getByText('In Progress')).toBeVisible();
  await expect(drawer.getByText(/We have your proof of transfer\./)).toBeVisible();
  return memo;
}

/**
 * Staff side, in a browser of their own at `width` px: the waiting proof by its memo, viewed, then
 * decided. Up to 900 px the queue is a list of cards, wider a table; on a phone staff reach the queue
 * through the console's menu (decision 300). With E2E_SNAPSHOTS set, the queue is saved there.
 */
async function staffDecide(browser: Browser, memo: string, width: number, decide: (page: Page, item: Locator) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await asReturningVisitor(page);
  await signInWithEmail(page, 'staff@caskmark.test', DEMO_PASSWORD);
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  if (width < 768) {
    await goto(page, '/staff');
    await page.getByRole('button', { name: 'Console menu' }).click();
    await page.getByRole('dialog', { name: 'Staff console' }).getByRole('link', { name: 'Wire transfers' }).click();
    await expect(page.getByRole('dialog', { name: 'Staff console' })).toBeHidden();
  } else {
    await goto(page, '/staff/wire-transfers');
  }
  await expect(page.getByRole('heading', { name: 'Wire transfers' })).toBeVisible();
  const item = page.getByRole(width > 900 ? 'row' : 'listitem').filter({ hasText: memo });
  await expect(item).toBeVisible();
  await expect(item.getByText('Waiting')).toBeVisible();
  if (process.env.E2E_SNAPSHOTS) await page.screenshot({ path: `${process.env.E2E_SNAPSHOTS}/wire-staff-${width}.png`, fullPage: true });
  const popup = page.waitForEvent('popup');
  await item.getByRole('button', { name: 'View proof' }).click();
  const proof = await popup;
  await expect.poll(() => proof.url()).toMatch(/^blob:/);
  await proof.close();
  await decide(page, item);
  expect(errors).toEqual([]);
  await context.close();
}

async function mailTo(request: APIRequestContext, email: string): Promise<Array<{ subject: string; text: string }>> {
  const response = await request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`, { headers: { accept: 'application/json' } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Array<{ subject: string; text: string }>;
}

test('wire: proof of transfer, staff confirm, the collector sees it completed, in the vault and by e-mail', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const email = await signInAsNewCollector(page, 'wire');
  await completeProfile(page.request, email);
  const pack = await wirePack(page.request);
  const memo = await payByWire(page, pack, { name: 'wire-confirmation.pdf', mimeType: 'application/pdf', buffer: wireReceiptPdf });

  await staffDecide(browser, memo, 900, async (staff, item) => {
    await item.getByRole('button', { name: 'Confirm' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Confirm wire transfer' });
    await expect(dialog.getByText(memo)).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm wire' }).click();
    await expect(dialog).toBeHidden();
    await expect(item).toBeHidden();
  });

  const drawer = page.getByRole('dialog', { name: 'YOUR CART' });
  await expect(drawer.getByText('Congratulations, it is yours!')).toBeVisible({ timeout: 90_000 });
  await expect(drawer.getByText(/^Paid \$[\d,]+\.\d\d\. Delivered to 0x/)).toBeVisible();
  await expect
    .poll(async () => (await mailTo(page.request, email)).find((message) => /^Your Caskmark order [0-9A-F]{8}$/.test(message.subject))?.text ?? '', { timeout: 20_000, message: 'the receipt e-mail' })
    .toContain('wire transfer');

  await drawer.getByRole('link', { name: 'MY COLLECTION' }).click();
  await expect(page).toHaveURL(/\/vault$/);
  await expect(page.getByRole('list', { name: 'My collection' }).getByText(/25 Year Old Peated Cask/).first()).toBeVisible({ timeout: 30_000 });
});

test('wire: staff reject the proof with a reason; the collector sees the failure and is e-mailed', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const email = await signInAsNewCollector(page, 'wirereject');
  await completeProfile(page.request, email);
  const pack = await wirePack(page.request);
  const memo = await payByWire(page, pack, { name: 'banking-app.png', mimeType: 'image/png', buffer: () => wireReceiptPng() });
  const reason = 'No funds with this memo arrived within 72 hours';

  await staffDecide(browser, memo, 390, async (staff, item) => {
    await item.getByRole('button', { name: 'Reject' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Reject wire transfer' });
    await dialog.getByRole('button', { name: 'Reject wire' }).click();
    await expect(dialog.getByText('Please give the reason the wire is refused.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await dialog.getByRole('button', { name: 'Reject wire' }).click();
    await expect(dialog).toBeHidden();
  });

  const drawer = page.getByRole('dialog', { name: 'YOUR CART' });
  await expect(drawer.getByRole('alert').filter({ hasText: 'Your checkout could not be completed' })).toBeVisible({ timeout: 60_000 });
  await expect(drawer.getByText(`Reason: ${reason}.`, { exact: false })).toBeVisible();
  await expect
    .poll(async () => (await mailTo(page.request, email)).find((message) => / could not be completed$/.test(message.subject))?.text ?? '', { timeout: 20_000 })
    .toContain(reason);
});
