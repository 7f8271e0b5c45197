import type { Page } from '@playwright/test';
import { chooseFromAccountMenu } from './auth-support';
import { signInAsNewCollector } from './checkout-support';
import { asReturningVisitor, expect, goto, test } from './support/fixtures';
import { DEMO_PASSWORD, signInWithEmail } from './wallet-support';

/** A real PNG drawn by the browser (a bottle on a cask-brown ground), as a producer's release image. */
async function bottlePng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 480;
    const draw = canvas.getContext('2d')!;
    const ground = draw.createLinearGradient(0, 0, 0, 480);
    ground.addColorStop(0, '#3b2412');
    ground.addColorStop(1, '#c9862b');
    draw.fillStyle = ground;
    draw.fillRect(0, 0, 480, 480);
    draw.fillStyle = '#f5e6c8';
    draw.fillRect(195, 150, 90, 270);
    draw.fillRect(222, 70, 36, 90);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}
const SHOTS = process.env.CONSOLE_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A `datetime-local` value in the browser's zone for the server's business time plus `offsetMs`. */
async function localInput(page: Page, offsetMs: number): Promise<string> {
  const clock = (await (await page.request.get('/dev/clock')).json()) as { now: string };
  return page.evaluate((iso) => {
    const date = new Date(iso);
    return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  }, new Date(Date.parse(clock.now) + offsetMs).toISOString());
}

test.describe('the producer console (issue 16)', () => {
  // Both journeys mint from the server's minter: one after the other.
  test.describe.configure({ mode: 'default' });
  test.beforeEach(async ({ page }) => {
    await asReturningVisitor(page);
  });

  test('a producer writes an FCFS release, uploads its image, previews, publishes and mints it; a collector sees it', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const title = `Aurora Console Cask ${Date.now().toString(36)}`;
    await signInWithEmail(page, 'cellar@glen-aurora.test', DEMO_PASSWORD);
    await chooseFromAccountMenu(page, 'glenaurora', 'Producer console');
    await expect(page).toHaveURL(/\/staff\/releases$/);
    // The menu opened on hover: move away so it closes before the page is used.
    await page.mouse.move(10, 600);
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Producer console' })).toBeVisible();
    const sections = page.getByRole('navigation', { name: 'Console sections' });
    await expect(sections.getByRole('link', { name: 'Releases' })).toBeVisible();
    await expect(sections.getByRole('link', { name: 'Audit log' })).toHaveCount(0);

    await page.getByRole('link', { name: 'New release' }).click();
    await expect(page.getByRole('heading', { name: 'New release' })).toBeVisible();
    await page.getByLabel('Release title').fill(title);
    await page.getByLabel('Lobby opens').fill(await localInput(page, -10 * 60_000));
    await page.getByLabel('Lobby closes').fill(await localInput(page, 10 * 86_400_000));
    await page.getByLabel('Release description').fill('Forty bottles from a single refill hogshead, written in the console.');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload release image' }).click();
    await (await chooser).setFiles({ name: 'cask.png', mimeType: 'image/png', buffer: await bottlePng(page) });
    await expect(page.getByRole('button', { name: 'Upload release image' })).toHaveText('Replace');
    await page.getByLabel('Bottle title').fill('Glen Aurora 15 Refill Hogshead');
    await page.getByLabel('Country').fill('Scotland');
    await page.getByLabel('Region').fill('Speyside');
    await page.getByLabel('Age statement (years)').fill('15');
    await page.getByLabel('Pack name').fill('One bottle, 70 cl');
    await page.getByLabel('Quantity').fill('5');
    await page.getByLabel('Price (USD)').fill('65');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL(/\/staff\/releases\/[0-9a-f-]{36}$/);
    await shot(page, 'console-editor-1280');

    await page.getByRole('link', { name: 'Preview' }).click();
    await expect(page.getByText('Preview — not live')).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('$65', { exact: true })).toBeVisible();
    await shot(page, 'console-preview-1280');
    await page.getByRole('link', { name: 'Back to the release' }).click();

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Mint One bottle, 70 cl' }).click();
    await expect(page.getByText('Minted 5 of 5')).toBeVisible({ timeout: 90_000 });
    await shot(page, 'console-live-1280');
    await page.setViewportSize({ width: 900, height: 1000 });
    await shot(page, 'console-live-900');
    const releaseUrl = await page.getByRole('link', { name: 'Open the release page' }).getAttribute('href');
    expect(releaseUrl).toMatch(/^\/producers\/glen-aurora\/[0-9a-f-]{36}$/);

    await page.getByRole('link', { name: 'Sales figures' }).click();
    await expect(page.getByRole('heading', { name: 'Sales figures' })).toBeVisible();
    await expect(page.getByRole('cell', { name: /One bottle, 70 cl/ }).first()).toBeVisible();
    await shot(page, 'console-figures-900');

    // A collector finds the release on its public page.
    const collectorContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const collector = await collectorContext.newPage();
    await asReturningVisitor(collector);
    await signInAsNewCollector(collector, 'console-buyer');
    await goto(collector, releaseUrl!);
    await expect(collector.getByRole('heading', { name: title }).first()).toBeVisible();
    await shot(collector, 'console-public-release-1280');
    await collectorContext.close();
  });

  test('a producer launches an English auction of one lot: starting bid and reserve, published, minted; a collector finds PLACE BID', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const title = `Aurora Console Auction ${Date.now().toString(36)}`;
    await signInWithEmail(page, 'cellar@glen-aurora.test', DEMO_PASSWORD);
    await chooseFromAccountMenu(page, 'glenaurora', 'Producer console');
    await expect(page).toHaveURL(/\/staff\/releases$/);
    await page.mouse.move(10, 600);
    await page.getByRole('link', { name: 'New release' }).click();
    await expect(page.getByRole('heading', { name: 'New release' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Release style' }).click();
    await page.getByRole('option', { name: 'Auction', exact: true }).click();
    await page.getByLabel('Release title').fill(title);
    await page.getByLabel('Lobby opens').fill(await localInput(page, -10 * 60_000));
    await page.getByLabel('Lobby closes').fill(await localInput(page, 3 * 86_400_000));
    await page.getByLabel('Release description').fill('One cask-strength bottle, sold to the highest bidder.');
    await page.getByLabel('Bottle title').fill('Glen Aurora 30 Sherry Butt');
    await page.getByLabel('Country').fill('Scotland');
    await page.getByLabel('Region').fill('Speyside');
    await page.getByLabel('Pack name').fill('Lot 1, 70 cl');
    await page.getByLabel('Quantity').fill('1');
    await page.getByLabel('Starting bid (USD)').fill('500');
    await page.getByLabel('Reserve (USD)').fill('900');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL(/\/staff\/releases\/[0-9a-f-]{36}$/);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Mint Lot 1, 70 cl' }).click();
    await expect(page.getByText('Minted 1 of 1')).toBeVisible({ timeout: 90_000 });
    await shot(page, 'console-auction-live-1280');
    const releaseUrl = await page.getByRole('link', { name: 'Open the release page' }).getAttribute('href');

    const collectorContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const collector = await collectorContext.newPage();
    await asReturningVisitor(collector);
    await goto(collector, releaseUrl!);
    await expect(collector.getByRole('heading', { name: title }).first()).toBeVisible();
    await expect(collector.getByRole('button', { name: 'PLACE BID on Lot 1, 70 cl' })).toBeEnabled();
    await expect(collector.getByText('Starting bid').first()).toBeVisible();
    await shot(collector, 'console-public-auction-1280');
    await collectorContext.close();
  });

  test('a producer sent to a staff queue lands on their releases; a collector is sent home', async ({ page }) => {
    await signInWithEmail(page, 'cellar@glen-aurora.test', DEMO_PASSWORD);
    await goto(page, '/staff/wire-transfers');
    await expect(page).toHaveURL(/\/staff\/releases$/);
  });
});
