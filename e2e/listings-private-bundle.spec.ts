import { avaWallet, benHolds, bensFreeEditions, AVA, BEN, escapeRegExp, openInVault, signedIn, snap } from './listings-support';
import { expect, goto, test } from './support/fixtures';
import { chainReader } from './wallet-support';

/**
 * At 390 px (issue 14): Ben lists two editions of his wallet as one private bundle for Ava's wallet
 * at a low price — the warning asks for confirmation first; the listing reads 'Bundle Listing of 2 NFTs'
 * and 'DIRECT OFFER'; Ava's wallet is chosen for her; she buys; both NFTs move to her wallet.
 */

test('at 390 px: a private bundle for Ava at a low price, confirmed, bought with her wallet', async ({ browser, page }) => {
  test.setTimeout(360_000);
  await goto(page, '/');
  const editions = await bensFreeEditions(page, 2);
  const ben = await signedIn(browser, BEN, 390);
  const drawer = await openInVault(ben, editions[0]!);
  await drawer.getByRole('button', { name: 'List for Sale' }).click();
  const dialog = ben.getByRole('dialog', { name: 'List on Marketplace' });
  await dialog.getByRole('textbox', { name: 'Price' }).fill('45');
  await dialog.getByRole('switch', { name: /Private listing/ }).check();
  await dialog.getByRole('textbox', { name: 'Buyer wallet address' }).fill(avaWallet.address.toLowerCase());
  await dialog.getByRole('switch', { name: /Sell as bundle/ }).check();
  await dialog.getByRole('checkbox', { name: new RegExp(`${escapeRegExp(editions[1]!.name)} #${editions[1]!.editionNumber}\\b`) }).check();
  await expect(dialog.getByRole('alert').filter({ hasText: 'This price is $50 or less' })).toBeVisible();
  await dialog.getByRole('button', { name: 'List Edition' }).click();
  await expect(dialog.getByRole('button', { name: 'Yes, list at this price' })).toBeVisible();
  await snap(ben, '1-low-price');
  await dialog.getByRole('button', { name: 'Yes, list at this price' }).click();
  await expect(dialog.getByRole('heading', { name: 'Your item has been listed!' })).toBeVisible({ timeout: 60_000 });
  await snap(ben, '2-listed');
  await dialog.getByRole('link', { name: 'View listing' }).click();
  await expect(ben).toHaveURL(/\/listings\/\d+$/);
  const listingUrl = new URL(ben.url()).pathname;
  await expect(ben.getByText('DIRECT OFFER')).toBeVisible();
  await expect(ben.getByRole('heading', { name: 'Bundle Listing of 2 NFTs' })).toBeVisible();

  const ava = await signedIn(browser, AVA, 390);
  await goto(ava, listingUrl);
  await ava.getByRole('button', { name: 'Buy Now' }).click();
  const purchase = ava.getByRole('dialog', { name: 'Complete Purchase' });
  // The private listing's wallet is chosen for her.
  await expect(purchase.getByRole('radio', { name: new RegExp(avaWallet.address, 'i') })).toBeChecked();
  await snap(ava, '3-purchase');
  await purchase.getByRole('button', { name: 'PURCHASE' }).click();
  await expect(purchase.getByRole('heading', { name: 'Your purchase is complete!' })).toBeVisible({ timeout: 90_000 });
  await snap(ava, '4-purchased');
  const chain = await chainReader(ava);
  for (const edition of editions) expect((await chain.ownerOf(BigInt(edition.editionNftTokenId!))).toLowerCase()).toBe(avaWallet.address.toLowerCase());
  await expect.poll(() => benHolds(ben, editions[0]!)).toBe(false);
  await ben.context().close();
  await ava.context().close();
});
