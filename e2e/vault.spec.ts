import { asReturningVisitor, expect, goto, test } from './support/fixtures';
import { DEMO_PASSWORD, forgiveRefusal, signInWithEmail } from './wallet-support';

const REDEEM_DATE = /^(NOW|[A-Z][a-z]+ \d{1,2}, \d{4})$/;

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

test('a collector scrolls the grid, switches to the table, searches and opens an edition', async ({ page }) => {
  // Ben holds 35 demo editions; only e2e/listings-wallet.spec.ts sells a few of them (to Ava).
  await signInWithEmail(page, 'ben@caskmark.test', DEMO_PASSWORD);
  const firstPage = page.waitForResponse((response) => response.url().includes('/api/account/v2/vault?'));
  await page.getByRole('link', { name: 'MY COLLECTION' }).click();
  // The grid asks for 8 at a time.
  const first = await firstPage;
  expect(new URL(first.url()).searchParams.get('size')).toBe('8');
  expect(((await first.json()) as { results: unknown[] }).results).toHaveLength(8);
  await expect(page).toHaveURL(/\/vault$/);
  await expect(page.getByRole('heading', { name: 'My Collection' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'MY COLLECTION' })).toHaveAttribute('aria-selected', 'true');

  // Grid: 8 at first, 8 more as the last card comes near.
  const grid = page.getByRole('list', { name: 'My collection' });
  await expect(grid.getByRole('listitem').nth(7)).toBeVisible();
  await page.mouse.wheel(0, 4000);
  await grid.getByRole('listitem').last().scrollIntoViewIfNeeded();
  await expect.poll(() => grid.getByRole('listitem').count()).toBeGreaterThanOrEqual(16);

  // Table: 10 a page, NFT and Redeem Date (NOW or a date).
  await page.getByRole('button', { name: 'Table view' }).click();
  const table = page.getByRole('table', { name: 'My collection' });
  await expect(table.getByRole('columnheader', { name: 'NFT' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Redeem Date' })).toBeVisible();
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(10);
  for (const text of await rows.locator('td:nth-child(2)').allInnerTexts()) expect(text.trim()).toMatch(REDEEM_DATE);
  const firstOnPageOne = await rows.first().innerText();
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(rows.first()).not.toHaveText(firstOnPageOne);
  await expect(rows).toHaveCount(10);

  // Search (debounced): by a bottle's name, then by something nobody holds.
  const name = ((await rows.first().locator('td').first().innerText()).split('\n').pop() ?? '').replace(/ #\d+$/, '').trim();
  const search = page.getByRole('textbox', { name: 'Search my collection' });
  await search.fill(name);
  await expect.poll(async () => (await rows.locator('td:first-child').allInnerTexts()).every((text) => text.includes(name))).toBe(true);
  await search.fill('no bottle is called this');
  await expect(page.getByText('There are no NFTs')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(rows).toHaveCount(10);

  // The edition drawer: every field, the actions that work now and those that come later.
  const title = (await rows.first().locator('td').first().innerText()).split('\n').pop()!.trim();
  await rows.first().getByRole('button').click();
  const drawer = page.getByRole('dialog', { name: title });
  await expect(drawer).toBeVisible();
  for (const label of ['Release date', 'Token ID', 'Price paid', 'Number of sales', 'Average list price', 'My list price', 'Held in']) {
    await expect(drawer.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(drawer.getByText(/Redeem available|Redeemed/)).toBeVisible();
  // Listing opens the List on Marketplace dialog (e2e/listings-wallet.spec.ts goes through it).
  await expect(drawer.getByRole('button', { name: /List for Sale|Adjust Price/ })).toBeVisible();
  // Gift works for an edition in the custodial wallet (decision 345); e2e/gifts.spec.ts follows it.
  await expect(drawer.getByRole('button', { name: 'Gift', exact: true })).toBeVisible();
  // The wallet pass is there too (decision 350; e2e/wallet-pass.spec.ts signs for one).
  await expect(drawer.getByRole('button', { name: 'Wallet pass' })).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'NFT Offers' })).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'My Listings' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Download assets' }).click();
  await expect(page.getByRole('menuitem', { name: 'Image' })).toHaveAttribute('download', /\.svg$/);
  await page.keyboard.press('Escape');
  await expect(drawer.getByRole('link', { name: 'Print' })).toHaveAttribute('href', /^\/vault\/print\//);

  // The printable certificate of the same edition.
  const printHref = (await drawer.getByRole('link', { name: 'Print' }).getAttribute('href'))!;
  await goto(page, printHref);
  await expect(page.getByRole('article', { name: 'Certificate' }).getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
});

test('the tabs follow the URL hash, navigation and the account menu', async ({ page }) => {
  await signInWithEmail(page, 'ben@caskmark.test', DEMO_PASSWORD);
  await goto(page, '/vault#offers');
  await expect(page.getByRole('tab', { name: 'OFFERS' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'OFFERS ON MY NFTs' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'OFFERS MADE BY ME' })).toBeVisible();

  await page.getByRole('tab', { name: 'MY LISTINGS' }).click();
  await expect(page).toHaveURL(/\/vault#listings$/);
  await expect(page.getByRole('table', { name: 'Listings' })).toBeVisible();

  await page.getByRole('tab', { name: 'ACTIVITY' }).click();
  await expect(page).toHaveURL(/\/vault#activity$/);
  await expect(page.getByRole('columnheader', { name: 'Event' })).toBeVisible();

  await expect(page.getByRole('tab', { name: 'GIFTS' })).toBeDisabled();
  await expect(page.getByRole('tab', { name: 'MY ARTWORKS' })).toBeDisabled();

  await page.getByRole('button', { name: '@ben' }).click();
  await page.getByRole('menuitem', { name: 'Redeemed Editions' }).click();
  await expect(page).toHaveURL(/\/vault#redeemedEditions$/);
  await expect(page.getByRole('tab', { name: 'REDEEMED EDITIONS' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('There are no NFTs')).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('tab', { name: 'ACTIVITY' })).toHaveAttribute('aria-selected', 'true');
});

test("a collector's redeemed editions, and their public collection as @handler", async ({ page, browser, consoleErrors }) => {
  // Ava redeemed the demo bottle she was given.
  await signInWithEmail(page, 'ava@caskmark.test', DEMO_PASSWORD);
  await goto(page, '/vault#redeemedEditions');
  const redeemed = page.getByRole('list', { name: 'Redeemed editions' });
  await expect(redeemed.getByRole('listitem')).toHaveCount(1);
  await expect(redeemed.getByText('Redeemed', { exact: true })).toBeVisible();
  await redeemed.getByRole('button').click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('Burned at redemption')).toBeVisible();
  await expect(drawer.getByRole('heading', { name: /Maison Corvel VSOP/ })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Redeem' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Anyone may look at @jules's collection: no addresses, no prices paid, a 'Redeemed Editions' badge.
  const visitor = await browser.newPage({ baseURL: new URL(page.url()).origin });
  await asReturningVisitor(visitor);
  await visitor.goto('/vault/jules');
  await expect(visitor.getByRole('heading', { name: '@jules' })).toBeVisible();
  await expect(visitor.getByText('Redeemed Editions: 1')).toBeVisible();
  const cards = visitor.getByRole('list', { name: "@jules's collection" }).getByRole('listitem');
  await expect(cards.nth(7)).toBeVisible();
  await expect(cards.first().getByRole('link')).toHaveAttribute('href', /^\/marketplace\//);
  // (The footer shows the contract's address; the collection itself shows none.)
  const content = visitor.getByRole('main');
  await expect(content.getByText(/0x[0-9a-fA-F]{6}/)).toHaveCount(0);
  await expect(content.getByText('Price paid')).toHaveCount(0);
  await visitor.getByRole('textbox', { name: "Search @jules's collection" }).fill('no bottle is called this');
  await expect(visitor.getByText('There are no NFTs')).toBeVisible();
  await visitor.close();

  // From the signed-in vault, the own public page is one link away; an unknown handler is not found.
  await page.getByRole('link', { name: 'View public collection' }).click();
  await expect(page).toHaveURL(/\/vault\/ava$/);
  await expect(page.getByRole('heading', { name: '@ava' })).toBeVisible();
  await expect(page.getByText('Redeemed Editions: 1')).toBeVisible();
  await goto(page, '/vault/nobody-holds-this-handler');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  forgiveRefusal(consoleErrors, 404);
});

test('the redeem address opens the wizard, whose Cancel leads back to the collection', async ({ page }) => {
  await signInWithEmail(page, 'ben@caskmark.test', DEMO_PASSWORD);
  await goto(page, '/vault');
  await page.getByRole('list', { name: 'My collection' }).getByRole('listitem').first().getByRole('button').click();
  const drawer = page.getByRole('dialog');
  const redeem = drawer.getByRole('link', { name: 'Redeem' });
  // The drawer's actions render once the edition is read: decide only then which kind it has.
  await expect(redeem.or(drawer.getByRole('button', { name: 'Redeem' }))).toBeVisible();
  if ((await redeem.count()) === 0) {
    await expect(drawer.getByRole('button', { name: 'Redeem' })).toBeDisabled();
    await expect(drawer.getByText(/^Redeemable from /)).toBeVisible();
    return;
  }
  await redeem.click();
  await expect(page).toHaveURL(/\/vault\/redeem\/[0-9a-f-]{36}$/);
  // The wizard's first step (e2e/redemption.spec.ts walks it to the end): I CONFIRM waits for the terms.
  await expect(page.getByRole('heading', { name: 'Redeem your bottle' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'I CONFIRM' })).toBeDisabled();
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/vault$/);
});
