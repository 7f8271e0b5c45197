import { asReturningVisitor, expect, goto, test } from './support/fixtures';
import { connectDevWallet, devAccount } from './wallet-support';

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

test('signing in with a new wallet creates the account and connects the wallet', async ({ page }) => {
  const wallet = devAccount(8);
  await goto(page, '/auth/signin');
  await page.getByRole('button', { name: 'Sign in with a wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect Your Wallet' });
  await expect(dialog.getByText('Other Wallets')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Coinbase Wallet' })).toBeDisabled();
  await connectDevWallet(page, 8);

  const handler = `wallet-${wallet.address.slice(2, 8).toLowerCase()}`;
  await expect(page.getByRole('button', { name: `@${handler}` })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await goto(page, '/profile?page=paymentMethods');
  await expect(page.getByRole('article', { name: new RegExp(wallet.address, 'i') })).toBeVisible();
});
