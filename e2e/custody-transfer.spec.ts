import { asReturningVisitor, expect, goto, test } from './support/fixtures';
import { chainReader, DEMO_PASSWORD, devAccount, signInWithEmail } from './wallet-support';

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

test('the custodial NFTs list shows ten at a time, with Show more', async ({ page }) => {
  // The demo keeps 50 of Ava's editions in her custodial wallet.
  await signInWithEmail(page, 'ava@caskmark.test', DEMO_PASSWORD);
  await goto(page, '/profile?page=paymentMethods');
  const section = page.getByRole('region', { name: 'My custodial NFTs' });
  await expect(section.getByRole('listitem')).toHaveCount(10);
  const total = Number(((await section.getByText(/^Showing 10 of \d+$/).textContent()) ?? '').match(/of (\d+)/)![1]);
  expect(total).toBeGreaterThan(20);
  await section.getByRole('button', { name: 'Show more NFTs' }).click();
  await expect(section.getByRole('listitem')).toHaveCount(20);
  await expect(section.getByText(`Showing 20 of ${total}`)).toBeVisible();
});

test('transfer out of custody from wallet choice to ownership confirmed, with the token moved on chain', async ({ page }) => {
  test.setTimeout(150_000);
  // Ava's own wallet is demo account 3; the demo keeps some of her editions in her custodial wallet.
  const avaWallet = devAccount(3);
  await signInWithEmail(page, 'ava@caskmark.test', DEMO_PASSWORD);
  await goto(page, '/profile?page=paymentMethods');

  const custodial = page.getByRole('region', { name: 'My custodial NFTs' }).getByRole('listitem').first();
  await expect(custodial).toBeVisible();
  const tokenId = BigInt(((await custodial.getByText(/Token \d+/).textContent()) ?? '').match(/Token (\d+)/)![1]!);
  const chain = await chainReader(page);
  expect(await chain.ownerOf(tokenId)).not.toBe(avaWallet.address);

  // The owner's edition page (screen 16): 'View Details', then the transfer dialog (screen 12).
  await custodial.getByRole('link').click();
  await expect(page.getByText('Since this NFT is currently in the custodial wallet, you must transfer it to your wallet before listing it for sale.')).toBeVisible();
  await page.getByRole('button', { name: 'View Details' }).click();
  await page.getByRole('button', { name: 'Transfer Out of Custodial wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transfer NFT' });
  await dialog.getByRole('radio', { name: new RegExp(avaWallet.address.slice(0, 6)) }).check();

  // The dev chain finishes in a moment: the status answers wait until the page in progress has been checked.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/account/v1/nft-transfer-request/status/**', async (route) => {
    await held;
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'TRANSFER NFT' }).click();
  await expect(dialog.getByText('Please dont close the window, we are transferring your nft')).toBeVisible();
  await expect(dialog.getByRole('progressbar', { name: 'Transfer progress' })).toHaveAttribute('aria-valuenow', '0');
  await page.evaluate(() => history.back());
  const leave = page.getByRole('dialog', { name: 'Leave this page?' });
  await expect(leave.getByText('Please dont close the window, we are transferring your nft')).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  release();

  await expect(dialog.getByText('Nft successfully transfer out of custodial wallet')).toBeVisible({ timeout: 90_000 });
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Ownership confirmed' })).toHaveAttribute('data-state', 'done');
  await expect(dialog.getByRole('link', { name: 'MY COLLECTION' })).toHaveAttribute('href', '/vault');
  expect(await chain.ownerOf(tokenId)).toBe(avaWallet.address);
  // Once the dialog closes, the edition is no longer shown as held in custody.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Since this NFT is currently in the custodial wallet, you must transfer it to your wallet before listing it for sale.')).toBeHidden();
});
