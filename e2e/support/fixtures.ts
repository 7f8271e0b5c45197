import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every end-to-end test drives Chromium like a person would, by role and visible text. A console
 * error or an uncaught page error fails the test (STYLE.md rule 13).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens a path and waits until the app has rendered its shell. */
export async function goto(page: Page, path: string) {
  await page.goto(path);
  await page.locator('#root').waitFor();
}

/** Marks the browser as a returning visitor, so the first-visit splash and timed popups stay away. */
export async function asReturningVisitor(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('caskmark.visited', '1');
    localStorage.setItem('caskmark.newsletterModalShown', '1');
    localStorage.setItem('caskmark.cookieConsent', 'accepted');
  });
}
