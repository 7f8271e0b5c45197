import type { Page } from '@playwright/test';
import { liveLobbyRelease, scrollEditionsUntil, signInAsNewCollector } from './checkout-support';
import { asReturningVisitor, expect, goto, test } from './support/fixtures';

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

/** Opens the release's first pack in the edition browser and answers the drawer. */
async function openFirstPack(page: Page, path: string) {
  await goto(page, path);
  await page.locator('button[aria-haspopup="dialog"]').first().click();
  const browser = page.getByRole('dialog', { name: 'RELEASE PACK EDITIONS' });
  await expect(browser.getByRole('link', { name: /^Edition #\d+ of \d+, / }).first()).toBeVisible();
  return browser;
}

test('live cart events: a second browser watching the pack sees an edition go to Checkout In Progress and back within two seconds', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const release = await liveLobbyRelease(page.request);
  const path = `/producers/${release.brand.slug}/${release.releasePublicPk}`;

  // The watcher: a visitor with the pack's editions open (the edition browser does not poll).
  const watching = await openFirstPack(page, path);

  // The buyer, in a browser of their own.
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  const buyerErrors: string[] = [];
  buyer.on('pageerror', (error) => buyerErrors.push(error.message));
  await asReturningVisitor(buyer);
  await signInAsNewCollector(buyer, 'live');
  const buyerBrowser = await openFirstPack(buyer, path);
  // The last one loaded: other journeys take a free edition of this pack, often among the first.
  await scrollEditionsUntil(buyerBrowser, buyerBrowser.getByRole('button', { name: /^Add Edition #\d+ to cart$/ }));
  const add = buyerBrowser.getByRole('button', { name: /^Add Edition #\d+ to cart$/ }).last();
  const number = Number(/#(\d+)/.exec((await add.getAttribute('aria-label')) ?? '')![1]);
  const card = watching.getByRole('link', { name: new RegExp(`^Edition #${number} of \\d+, `) });
  await scrollEditionsUntil(watching, card);
  await expect(card).toHaveAccessibleName(/, Available$/);

  await add.click();
  const drawer = buyer.getByRole('dialog', { name: 'YOUR CART' });
  await expect(drawer.getByText(`Edition #${number}`)).toBeVisible();
  const held = Date.now();
  await expect(card).toHaveAccessibleName(/, Checkout In Progress$/, { timeout: 2_500 });
  console.log(`watcher saw the hold after ${Date.now() - held} ms`);
  await expect(card.getByText('Checkout In Progress')).toBeVisible();

  await drawer.getByRole('button', { name: `Remove Edition #${number}` }).click();
  await expect(drawer.getByText('Your cart is empty')).toBeVisible();
  const released = Date.now();
  await expect(card).toHaveAccessibleName(/, Available$/, { timeout: 2_500 });
  console.log(`watcher saw the release after ${Date.now() - released} ms`);

  expect(buyerErrors).toEqual([]);
  await buyerContext.close();
});
