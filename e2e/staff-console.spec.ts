import { asReturningVisitor, expect, goto, test } from './support/fixtures';
import { chooseFromAccountMenu } from './auth-support';
import { DEMO_PASSWORD, signInWithEmail } from './wallet-support';

test.describe('staff console', () => {
  test.beforeEach(async ({ page }) => {
    await asReturningVisitor(page);
  });

  test('staff open the console from their menu and read the audit log', async ({ page }) => {
    await signInWithEmail(page, 'staff@caskmark.test', DEMO_PASSWORD);
    await chooseFromAccountMenu(page, 'caskmark', 'Staff console');
    await expect(page).toHaveURL(/\/staff$/);
    await expect(page.getByRole('heading', { name: 'Staff console' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Audit log' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
    await page.getByLabel('Action').fill('wire.');
    await expect(page.getByText(/No actions recorded|View change/).first()).toBeVisible();
    await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Wire transfers' }).click();
    await expect(page).toHaveURL(/\/staff\/wire-transfers$/);
    await expect(page.getByRole('heading', { name: 'Wire transfers' })).toBeVisible();
    await expect(page.getByText(/No wire transfers are waiting\.|View proof/).first()).toBeVisible();
  });

  test('a collector who opens /staff is sent home', async ({ page }) => {
    await signInWithEmail(page, 'ben@caskmark.test', DEMO_PASSWORD);
    await goto(page, '/staff/audit-log');
    await expect(page).toHaveURL(/\/$/);
  });
});
