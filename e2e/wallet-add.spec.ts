import type { Hex } from 'viem';
import { createAccount, uniqueEmail, PASSWORD } from './auth-support';
import { asReturningVisitor, expect, goto, test } from './support/fixtures';
import { chainReader, connectDevWallet, devAccount, forgiveRefusal, signInWithEmail } from './wallet-support';

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

test('connect the dev wallet, verify ownership, provide access until the chain confirms it, then delete the wallet', async ({ page }) => {
  test.setTimeout(120_000);
  const wallet = devAccount(5);
  const email = uniqueEmail('wallet-add');
  await createAccount(page.request, email);
  await signInWithEmail(page, email, PASSWORD);
  await goto(page, '/profile?page=paymentMethods');
  await expect(page.getByText('No wallet is connected to your account yet.', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'Add wallet' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Connect your wallet' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'MetaMask' })).toBeEnabled();
  await expect(dialog.getByRole('button', { name: 'WalletConnect' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Fortmatic' })).toBeDisabled();
  await connectDevWallet(page, 5);

  await expect(dialog.getByRole('heading', { name: 'Add Your Wallet' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Verify Ownership' }).click();
  await dialog.getByRole('button', { name: 'Provide Access to Caskmark' }).click();
  await expect(page.getByText('Wallet approval confirmed!')).toBeVisible({ timeout: 45_000 });
  await expect(dialog.getByRole('heading', { name: 'Your wallet is ready!' })).toBeVisible();
  expect(await (await chainReader(page)).isApprovedForAll(wallet.address)).toBe(true);
  await dialog.getByRole('button', { name: 'CLOSE', exact: true }).click();

  const card = page.getByRole('article', { name: new RegExp(wallet.address, 'i') });
  await expect(card.getByText('Approved')).toBeVisible();
  await expect(card.getByText(/ETH$/)).toBeVisible();
  await card.getByRole('button', { name: /^Delete wallet/ }).click();
  await page.getByRole('dialog', { name: 'Delete this wallet?' }).getByRole('button', { name: 'Delete wallet' }).click();
  await expect(page.getByText('Wallet successfully deleted')).toBeVisible();
  await expect(card).toBeHidden();
});

test("a signature from another key is refused: 'Could not verify wallet ownership. Please try again'", async ({ page, consoleErrors }) => {
  const wallet = devAccount(6);
  const impostor = devAccount(7);
  const email = uniqueEmail('wallet-signer');
  await createAccount(page.request, email);
  await signInWithEmail(page, email, PASSWORD);
  // Between the browser and the server, the signature is swapped for one by another key over the same message.
  await page.route('**/api/account/v1/wallet', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const body = route.request().postDataJSON() as { message: string; signature: Hex };
    const signature = await impostor.signMessage({ message: body.message });
    await route.continue({ postData: JSON.stringify({ ...body, signature }) });
  });
  await goto(page, '/profile?page=paymentMethods');
  await page.getByRole('button', { name: 'Add wallet' }).click();
  const dialog = page.getByRole('dialog');
  await connectDevWallet(page, 6);
  await dialog.getByRole('button', { name: 'Verify Ownership' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Could not verify wallet ownership. Please try again');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('article', { name: new RegExp(wallet.address, 'i') })).toHaveCount(0);
  forgiveRefusal(consoleErrors, 400);
});
