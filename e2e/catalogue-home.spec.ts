import { asReturningVisitor, expect, goto, test } from './support/fixtures';

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await asReturningVisitor(page);
  });

  test('shows featured releases live now and opening soon, with countdowns that tick', async ({ page }) => {
    await goto(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Own the bottle. Trade the token.' })).toBeVisible();
    const live = page.getByRole('list', { name: 'Live now' });
    const soon = page.getByRole('list', { name: 'Opening soon' });
    await expect(live.getByRole('listitem').first()).toBeVisible();
    await expect(soon.getByRole('listitem').first()).toBeVisible();
    await expect(live.getByText('Live', { exact: true }).first()).toBeVisible();
    await expect(soon.getByText(/^Live on /).first()).toBeVisible();

    // The spotlight of the hero leads to its release and counts down every second.
    const spotlight = page.locator('article[aria-labelledby="spotlight-title"]');
    await expect(spotlight.getByRole('link', { name: 'View release' })).toHaveAttribute('href', /^\/producers\/[a-z0-9-]+\/[0-9a-f-]{36}$/);
    const timer = soon.getByRole('timer').first();
    const before = await timer.getAttribute('aria-label');
    await expect.poll(async () => timer.getAttribute('aria-label'), { timeout: 3000 }).not.toBe(before);
    expect(before).toMatch(/\d+ days \d+ hours \d+ mins \d+ secs$/);
  });

  test('lists the producers and the latest activity, each leading to its page', async ({ page }) => {
    await goto(page, '/');
    const producers = page.getByRole('list', { name: 'Producers' });
    await producers.scrollIntoViewIfNeeded();
    await producers.getByRole('link', { name: 'Glen Aurora' }).click();
    await expect(page).toHaveURL('/producers/glen-aurora');
    await expect(page.getByRole('heading', { level: 1, name: 'Glen Aurora' })).toBeVisible();

    await goto(page, '/');
    await page.getByRole('heading', { name: 'Recent activity' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('link', { name: 'View all activity' })).toHaveAttribute('href', '/activity');
    await expect(page.locator('main li').filter({ hasText: /Mint|Sale|Transfer|Gift|Claim|Redeem/ }).first()).toBeVisible();
  });
});
