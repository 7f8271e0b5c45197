import { asReturningVisitor, expect, goto, test } from './support/fixtures';

/** Spec part 1 §2: old addresses show a 2500 ms transition, then land on their new address. */
const REDIRECTS: Array<[from: string, to: string]> = [
  ['/brands', '/marketplace'],
  ['/producers', '/marketplace'],
  ['/releases', '/marketplace'],
  ['/brands/glen-aurora', '/producers/glen-aurora'],
  ['/brands/saltwind-rum/hurricane-relief-auction?ref=mail#lots', '/producers/saltwind-rum/hurricane-relief-auction?ref=mail#lots'],
  ['/producers/old-glen-aurora', '/producers/glen-aurora'],
  ['/brands/old-glen-aurora', '/producers/glen-aurora'],
  ['/producers/saltwind-rum/charity-cask-auction', '/producers/saltwind-rum/hurricane-relief-auction'],
];

/**
 * Where a redirect lands. A release page then swaps its slug for the release's publicPk (keeping the
 * query and hash), so either form is the right place.
 */
function landing(to: string): string | RegExp {
  const release = /^(\/producers\/[^/?#]+\/)([^/?#]+)(.*)$/.exec(to);
  if (!release) return to;
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^https?://[^/]+${escape(release[1]!)}(${escape(release[2]!)}|[0-9a-f-]{36})${escape(release[3]!)}$`);
}

test.describe('redirects', () => {
  test.beforeEach(async ({ page }) => {
    await asReturningVisitor(page);
  });

  for (const [from, to] of REDIRECTS) {
    test(`${from} → ${to}`, async ({ page }) => {
      const started = Date.now();
      // Not waiting for the load event: under load it can come after the transition has ended.
      await page.goto(from, { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { name: 'This page has moved' })).toBeVisible();
      await expect(page).toHaveURL(landing(to), { timeout: 10_000 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(2500);
      await expect(page.getByRole('heading', { name: 'This page has moved' })).toBeHidden();
    });
  }

  test('the transition offers a way to go at once, and the old address leaves no history entry', async ({ page }) => {
    await goto(page, '/about');
    await page.evaluate(() => window.history.pushState({}, '', '/brands'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await page.getByRole('link', { name: 'Go there now' }).click();
    await expect(page).toHaveURL('/marketplace');
    await page.goBack();
    await expect(page).toHaveURL('/about');
  });

  test('current addresses are left alone', async ({ page }) => {
    await goto(page, '/producers/glen-aurora');
    await page.waitForTimeout(500);
    await expect(page.getByRole('heading', { name: 'This page has moved' })).toHaveCount(0);
    await expect(page).toHaveURL('/producers/glen-aurora');
  });
});
