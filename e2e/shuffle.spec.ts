import type { Page } from '@playwright/test';
import { apiJson } from './catalogue-helpers';
import { PASSWORD, fillSignIn } from './auth-support';
import { advanceClock, signInAsNewCollector } from './checkout-support';
import { asReturningVisitor, expect, goto, test } from './support/fixtures';

/**
 * The shuffle end to end (issue 15, decision 362), in its own clock project before the sweepstakes':
 * a collector deposits for the demo's Cristalino Reserva shuffle with a card (held, not captured), the
 * business clock passes the close, the draw gives them a bottle, and the shuffleCongrats page shows the
 * result with the way to claim it — at 1280 and 390 px.
 */
interface Release {
  releasePublicPk: string;
  releaseStyle: string;
  productTitle: string;
  brand: { slug: string };
}

async function shuffleRelease(page: Page): Promise<{ release: Release; pack: { publicPk: string; lobbyCloseDate: string } }> {
  const { results } = await apiJson<{ results: Release[] }>(page.request, '/api/marketplace/v2/release?size=50');
  const release = results.find((row) => row.releaseStyle === 'shuffle' && row.productTitle === 'Cristalino Reserva Shuffle');
  expect(release, 'the demo Cristalino Reserva shuffle').toBeTruthy();
  const packs = await apiJson<{ results: Array<{ publicPk: string; lobbyCloseDate: string }> }>(page.request, `/api/release/v3/release-page/${release!.releasePublicPk}/packs`);
  return { release: release!, pack: packs.results[0]! };
}

async function choose(page: Page, field: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: field }).fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a collector deposits for a shuffle, the draw at the close gives them a bottle, and the congrats page leads to the cart', async ({ page, consoleErrors }) => {
  test.setTimeout(180_000);
  await asReturningVisitor(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = await signInAsNewCollector(page, 'shuffle');
  const { release, pack } = await shuffleRelease(page);

  await goto(page, `/shuffle?releasePublicPk=${release.releasePublicPk}`);
  await expect(page.getByRole('heading', { name: 'Cristalino Reserva Shuffle' })).toBeVisible();
  await page.getByRole('button', { name: 'JOIN THE SHUFFLE' }).click();

  // The deposit is held on a card through the checkout's card flow.
  await expect(page.getByText('Pay $95.00 by credit card')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name on card' }).fill('Wren Calloway');
  const fields = page.frameLocator('iframe[title="Card number and security code"]');
  await fields.getByLabel('Card number').fill('4111111111111111');
  await fields.getByLabel('Security code').fill('123');
  await page.getByRole('combobox', { name: 'Expiration month' }).click();
  await page.getByRole('option', { name: /^12/ }).click();
  await page.getByRole('combobox', { name: 'Expiration year' }).click();
  await page.getByRole('option').nth(3).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('textbox', { name: 'First name' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('textbox', { name: 'First name' }).fill('Wren');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Calloway');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('+1 212 555 0100');
  await choose(page, 'Country', 'United States');
  await page.getByRole('textbox', { name: 'Street address' }).fill('1 Cask Lane');
  await page.getByRole('textbox', { name: 'City' }).fill('New York');
  await choose(page, 'State', 'New York');
  await page.getByRole('textbox', { name: 'Zip code' }).fill('10001');
  await page.getByRole('button', { name: /^Pay \$\d+\.\d\d$/ }).click();
  await expect(page.getByText('Your deposit of $95.00 is held. Good luck in the draw!')).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: 'test-results/shuffle-deposit-1280.png' });

  await page.getByRole('link', { name: 'See my result' }).click();
  await expect(page).toHaveURL(new RegExp(`/producers/${release.brand.slug}/shuffleCongrats/${pack.publicPk}/[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { name: 'You are in the shuffle' })).toBeVisible();
  const congratsPath = new URL(page.url()).pathname;

  // The business clock passes the close; the draw task draws by itself.
  const now = (await apiJson<{ now: string }>(page.request, '/services/utility/v1/system-time')).now;
  await advanceClock(page.request, new Date(pack.lobbyCloseDate).getTime() - new Date(now).getTime() + 60_000);
  await expect(async () => {
    const draw = await apiJson<{ seed: string | null }>(page.request, `/api/release/v3/sweepstakes/${pack.publicPk}/draw`);
    expect(draw.seed).not.toBeNull();
  }).toPass({ timeout: 30_000 });

  // The close is weeks ahead, past the 30-day life of a session on the business clock: the browser's
  // refresh is refused (400, the one console error forgiven below), the session ends, and the page
  // asks for a sign-in and comes back.
  const refusedRefreshes: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/auth/v1/refresh') && response.status() === 400) refusedRefreshes.push(response.status());
  });
  await goto(page, congratsPath);
  await expect(page).toHaveURL(/\/auth\/signin\/?\?next=/);
  await fillSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${congratsPath}$`));
  expect(refusedRefreshes).toEqual([400]);
  const refusal = consoleErrors.findIndex((text) => text.startsWith('Failed to load resource: the server responded with a status of 400'));
  expect(refusal).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(refusal, 1);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await goto(page, congratsPath);
    await expect(page.getByRole('heading', { name: 'CONGRATULATIONS!' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/Edition #\d+ is yours/)).toBeVisible();
    await page.screenshot({ path: `test-results/shuffle-congrats-${width}.png` });
  }

  // The next step: the prize waits in the cart, which opens from the page and claims the edition.
  await page.getByRole('button', { name: 'OPEN MY CART' }).click();
  const cart = page.getByRole('dialog', { name: 'YOUR CART' });
  await expect(cart.getByText('Cristalino Reserva', { exact: false }).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/shuffle-cart-390.png' });
});
