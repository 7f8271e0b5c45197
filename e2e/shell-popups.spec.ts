import type { Page } from '@playwright/test';
import { expect, goto, test } from './support/fixtures';

/** Sets only the given local flags, so one timed popup can be tested without the others. */
async function withStoredFlags(page: Page, flags: Record<string, string>) {
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, flags);
}

test.describe('first visit and timed popups', () => {
  test('a first visit shows the splash for at least 3 s; a returning visitor never sees it', async ({ page }) => {
    const started = Date.now();
    // From the first byte: the page's code now follows its first paint (decision 367), so on a busy machine
    // the load event can come after the splash has already gone.
    await page.goto('/marketplace', { waitUntil: 'commit' });
    const splash = page.locator('#cm-splash');
    await expect(splash).toBeVisible();
    await expect(splash).toBeHidden({ timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    expect(await page.evaluate(() => localStorage.getItem('caskmark.visited'))).toBe('1');

    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Marketplace' })).toBeVisible();
    await expect(splash).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.classList.contains('cm-splash'))).toBe(false);
  });

  test('the cookie banner appears 5 s after start and stays dismissed', async ({ page }) => {
    await withStoredFlags(page, { 'caskmark.visited': '1', 'caskmark.newsletterModalShown': '1' });
    const started = Date.now();
    await goto(page, '/marketplace');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible({ timeout: 15_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(4500);
    await banner.getByRole('button', { name: 'Accept all' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('caskmark.cookieConsent'))).toBe('accepted');

    await page.reload();
    await page.waitForTimeout(6_000);
    await expect(banner).toBeHidden();
  });

  test('the newsletter modal opens on / after 10 s, once per browser', async ({ page }) => {
    await withStoredFlags(page, { 'caskmark.visited': '1', 'caskmark.cookieConsent': 'accepted' });
    const started = Date.now();
    await goto(page, '/');
    const modal = page.getByRole('dialog', { name: 'Be the first to know!' });
    await expect(modal).toBeVisible({ timeout: 14_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(9500);
    await expect(modal.getByRole('textbox', { name: 'Email address' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();

    await page.reload();
    await page.waitForTimeout(11_000);
    await expect(modal).toBeHidden();
  });

  test('the newsletter modal does not open on other pages', async ({ page }) => {
    await withStoredFlags(page, { 'caskmark.visited': '1', 'caskmark.cookieConsent': 'accepted' });
    await goto(page, '/about');
    await page.waitForTimeout(11_000);
    await expect(page.getByRole('dialog', { name: 'Be the first to know!' })).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('caskmark.newsletterModalShown'))).toBeNull();
  });

  test('the header newsletter button opens the same modal, which signs up', async ({ page }) => {
    await withStoredFlags(page, { 'caskmark.visited': '1', 'caskmark.cookieConsent': 'accepted', 'caskmark.newsletterModalShown': '1' });
    await goto(page, '/marketplace');
    await page.getByRole('banner').getByRole('button', { name: 'Newsletter' }).click();
    const modal = page.getByRole('dialog', { name: 'Be the first to know!' });
    await modal.getByRole('textbox', { name: 'Email address' }).fill(`modal-${Date.now()}@example.com`);
    await modal.getByRole('button', { name: 'Subscribe' }).click();
    await expect(modal.getByText('Thank you for your submission!')).toBeVisible();
  });

  test('URL flags: hideCookiesConsent hides the banner, isCrawlerBot skips the splash and popups', async ({ page }) => {
    await withStoredFlags(page, { 'caskmark.visited': '1', 'caskmark.newsletterModalShown': '1' });
    await goto(page, '/marketplace?hideCookiesConsent=true');
    await page.waitForTimeout(6_000);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
  });

  test('isCrawlerBot: no splash, no banner, no newsletter modal, no visit recorded', async ({ page }) => {
    await page.goto('/?isCrawlerBot=true');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Marketplace' })).toBeVisible();
    await expect(page.locator('#cm-splash')).toBeHidden();
    await page.waitForTimeout(11_000);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('caskmark.visited'))).toBeNull();
  });
});
