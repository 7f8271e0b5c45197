import type { Browser, Page } from '@playwright/test';
import { PASSWORD, fillSignIn } from './auth-support';
import { apiJson } from './catalogue-helpers';
import { advanceClock, signInAsNewCollector } from './checkout-support';
import { asReturningVisitor, expect, goto, test } from './support/fixtures';

/**
 * Sweepstakes end to end (issue 15, decisions 360–361), in its own clock project: two collectors — at
 * 1280 and 390 px — enter the demo's cask-strength sweepstakes with the questionnaire, a photo ID and
 * the card fee; the business clock passes the close; the published draw verifies in the browser and
 * each winner gets the e-mail.
 */
const PASSPORT_PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);

interface Release {
  releasePublicPk: string;
  releaseStyle: string;
  productTitle: string;
  brand: { slug: string };
}
interface Pack {
  publicPk: string;
  name: string;
  lobbyCloseDate: string;
}

async function sweepstakesRelease(page: Page): Promise<{ release: Release; pack: Pack }> {
  const { results } = await apiJson<{ results: Release[] }>(page.request, '/api/marketplace/v2/release?size=50');
  const release = results.find((row) => row.releaseStyle === 'sweepstakes' && row.productTitle === 'Solera Cask Strength Sweepstakes');
  expect(release, 'the demo cask-strength sweepstakes').toBeTruthy();
  const packs = await apiJson<{ results: Pack[] }>(page.request, `/api/release/v3/release-page/${release!.releasePublicPk}/packs`);
  return { release: release!, pack: packs.results[0]! };
}

async function choose(page: Page, scope: ReturnType<Page['getByRole']>, field: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: field }).fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function enter(page: Page, release: Release, quantity: number, label: string): Promise<string> {
  await asReturningVisitor(page);
  // Signed in at desktop width (the sign-in helper waits for the header's account button, which a phone
  // keeps in its menu), then back to the page's own width.
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = await signInAsNewCollector(page, label);
  await page.setViewportSize(viewport);
  await goto(page, `/producers/${release.brand.slug}/${release.releasePublicPk}/sweepstakes`);
  const drawer = page.getByRole('dialog', { name: 'SWEEPSTAKES ENTRY' });
  await expect(drawer.getByText('Entry fee', { exact: true })).toBeVisible({ timeout: 20_000 });
  await drawer.getByRole('textbox', { name: 'Quantity' }).fill(String(quantity));
  await expect(drawer.getByTestId('entry-fee')).toHaveText(`$${quantity * 10}.00`);

  // The questionnaire: the age rule first, then a valid entry with a photo ID.
  await drawer.getByRole('textbox', { name: 'Name' }).fill('Wren Calloway');
  await drawer.getByRole('textbox', { name: 'Email' }).fill(email);
  await drawer.getByLabel('Date of birth').fill('2010-05-04');
  await choose(page, drawer, 'Country', 'United States');
  await drawer.getByRole('textbox', { name: 'Name' }).click();
  await expect(drawer.getByText('You must be at least 21 years old to enter.')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await drawer.getByLabel('Date of birth').fill('1984-05-04');
  await drawer.getByRole('checkbox', { name: /I certify that I am at least 21/ }).check();
  await drawer.getByRole('checkbox', { name: /I acknowledge that Caskmark runs this campaign/ }).check();
  await drawer.locator('input[type="file"]').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PASSPORT_PNG });
  await expect(drawer.getByText('Photo ID uploaded')).toBeVisible({ timeout: 20_000 });
  await drawer.getByRole('button', { name: 'Submit' }).click();

  // The card fee through the checkout's card flow.
  await drawer.getByRole('button', { name: 'PAY VIA CREDIT CARD' }).click();
  await expect(drawer.getByText(`Pay $${quantity * 10}.00 by credit card`)).toBeVisible();
  await drawer.getByRole('textbox', { name: 'Name on card' }).fill('Wren Calloway');
  const fields = page.frameLocator('iframe[title="Card number and security code"]');
  await fields.getByLabel('Card number').fill('4111111111111111');
  await fields.getByLabel('Security code').fill('123');
  await drawer.getByRole('combobox', { name: 'Expiration month' }).click();
  await page.getByRole('option', { name: /^12/ }).click();
  await drawer.getByRole('combobox', { name: 'Expiration year' }).click();
  await page.getByRole('option').nth(3).click();
  await drawer.getByRole('button', { name: 'Continue' }).click();
  await expect(drawer.getByRole('textbox', { name: 'First name' })).toBeVisible({ timeout: 20_000 });
  await drawer.getByRole('textbox', { name: 'First name' }).fill('Wren');
  await drawer.getByRole('textbox', { name: 'Last name' }).fill('Calloway');
  await drawer.getByRole('textbox', { name: 'Phone number' }).fill('+1 212 555 0100');
  await choose(page, drawer, 'Country', 'United States');
  await drawer.getByRole('textbox', { name: 'Street address' }).fill('1 Cask Lane');
  await drawer.getByRole('textbox', { name: 'City' }).fill('New York');
  await choose(page, drawer, 'State', 'New York');
  await drawer.getByRole('textbox', { name: 'Zip code' }).fill('10001');
  await drawer.getByRole('button', { name: /^Pay \$\d+\.\d\d$/ }).click();
  await expect(drawer.getByText('Your entry has been submitted.')).toBeVisible({ timeout: 60_000 });
  return email;
}

async function collectorPage(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
  return context.newPage();
}

test('two collectors enter with the questionnaire, a photo ID and the card fee; the draw at the close is verifiable and the winners are e-mailed', async ({ browser, page }) => {
  test.setTimeout(240_000);
  const { release, pack } = await sweepstakesRelease(page);
  const wide = await collectorPage(browser, 1280);
  const narrow = await collectorPage(browser, 390);
  const wideEmail = await enter(wide, release, 3, 'sweeps-wide');
  await wide.screenshot({ path: 'test-results/sweepstakes-entered-1280.png' });
  const narrowEmail = await enter(narrow, release, 1, 'sweeps-narrow');
  await narrow.screenshot({ path: 'test-results/sweepstakes-entered-390.png' });

  // Before the close the draw page shows the commitment only.
  await goto(wide, `/draws/${pack.publicPk}`);
  await expect(wide.getByText(/Not drawn yet: 2 entrants hold 4 tickets so far/)).toBeVisible();

  // The business clock passes the close; the draw task draws by itself.
  const now = (await apiJson<{ now: string }>(page.request, '/services/utility/v1/system-time')).now;
  await advanceClock(page.request, new Date(pack.lobbyCloseDate).getTime() - new Date(now).getTime() + 60_000);
  await expect(async () => {
    const draw = await apiJson<{ seed: string | null }>(page.request, `/api/release/v3/sweepstakes/${pack.publicPk}/draw`);
    expect(draw.seed).not.toBeNull();
  }).toPass({ timeout: 30_000 });

  for (const [collector, width] of [
    [wide, 1280],
    [narrow, 390],
  ] as const) {
    await goto(collector, `/draws/${pack.publicPk}`);
    await expect(collector.getByRole('heading', { name: 'Winners' })).toBeVisible();
    await collector.getByRole('button', { name: 'Verify in this browser' }).click();
    await expect(collector.getByText('Verified: seed matches its hash and the winners recompute')).toBeVisible();
    await collector.screenshot({ path: `test-results/sweepstakes-draw-${width}.png`, fullPage: true });
  }

  // Two prizes, two entrants: both win, each e-mailed once with the link to the draw.
  for (const email of [wideEmail, narrowEmail]) {
    await expect(async () => {
      const mails = await apiJson<Array<{ subject: string; text: string }>>(page.request, `/dev/mailbox?to=${encodeURIComponent(email)}`);
      const won = mails.filter((mail) => mail.subject === `You won ${pack.name}`);
      expect(won).toHaveLength(1);
      expect(won[0]!.text).toContain(`/draws/${pack.publicPk}`);
    }).toPass({ timeout: 30_000 });
  }

  // The clock moved past the close, weeks ahead. Whether the 30-day session lapsed with it depends on how
  // far earlier clock projects had already moved it (the shuffle's runs first): the winner signs in
  // again when the app asks, and comes back to the sweepstakes either way.
  const sweepstakesPath = `/producers/${release.brand.slug}/${release.releasePublicPk}/sweepstakes`;
  await goto(wide, `/auth/signin/?next=${encodeURIComponent(sweepstakesPath)}`);
  const drawer = wide.getByRole('dialog', { name: 'SWEEPSTAKES ENTRY' });
  const emailField = wide.getByRole('textbox', { name: 'Email', exact: true });
  await expect(emailField.or(drawer)).toBeVisible({ timeout: 20_000 });
  if (await emailField.isVisible()) await fillSignIn(wide, wideEmail, PASSWORD);
  await expect(wide).toHaveURL(new RegExp(`${sweepstakesPath}$`));
  await expect(wide.getByRole('dialog', { name: 'SWEEPSTAKES ENTRY' }).getByText('Congratulations, you won!')).toBeVisible();
  await wide.screenshot({ path: 'test-results/sweepstakes-won-1280.png' });
});
