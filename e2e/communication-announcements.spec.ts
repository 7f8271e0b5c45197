import { asReturningVisitor, expect, goto, test } from './support/fixtures';

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

test('announcements list opens an announcement and comes back', async ({ page }) => {
  await goto(page, '/announcements');
  await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
  await expect(page.getByText(/^\d+ announcements?$/)).toBeVisible();

  await page.getByRole('link', { name: /Glen Aurora joins Caskmark/ }).click();
  await expect(page).toHaveURL(/\/announcements\/glen-aurora-joins-caskmark$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Glen Aurora joins Caskmark' })).toBeVisible();
  await expect(page.getByText('Glen Aurora opens its warehouses to Caskmark collectors', { exact: false })).toBeVisible();
  await expect(page).toHaveTitle('Glen Aurora joins Caskmark | Caskmark');

  await page.getByRole('link', { name: 'All announcements' }).click();
  await expect(page).toHaveURL(/\/announcements$/);
});

test('an unknown announcement shows the not-found page', async ({ page, consoleErrors }) => {
  await goto(page, '/announcements/no-such-news');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('This announcement does not exist or has been taken down.')).toBeVisible();
  // The browser reports the API's 404 for the missing announcement; nothing else may fail.
  forgive(consoleErrors, /status of 404/);
});

function forgive(errors: string[], pattern: RegExp) {
  const index = errors.findIndex((error) => pattern.test(error));
  expect(index, `expected a console error matching ${pattern}`).toBeGreaterThanOrEqual(0);
  errors.splice(index, 1);
}
