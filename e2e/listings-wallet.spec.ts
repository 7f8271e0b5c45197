import { avaWallet, benHolds, bensFreeEditions, AVA, BEN, escapeRegExp as escape, openInVault, signedIn, snap } from './listings-support';
import { expect, goto, test } from './support/fixtures';
import { chainReader } from './wallet-support';

/**
 * The secondary market with two people and the dev wallet (issue 14, decisions 330–332): Ben lists an
 * edition from his own approved wallet (demo account 10) through the marketplace contract, Ava buys it
 * with hers (account 3); both vaults, the chain and the edition history follow. Then, at 390 px, a
 * private bundle at a low price.
 *
 * Both journeys send transactions from the same two dev wallets, so they run one after the other in one
 * worker: side by side, both took the same nonce ('nonce too low').
 *
 * With E2E_SNAPSHOTS set to a folder, each step is also saved there as a PNG.
 */

test.describe.configure({ mode: 'default' });

test('at 1280 px: Ben lists an edition from his wallet, Ava buys it with hers, both vaults and the history follow', async ({ browser, page }) => {
  test.setTimeout(360_000);
  await goto(page, '/');
  const [edition] = await bensFreeEditions(page, 1);
  const ben = await signedIn(browser, BEN, 1280);
  const drawer = await openInVault(ben, edition!);
  await drawer.getByRole('button', { name: 'List for Sale' }).click();
  const dialog = ben.getByRole('dialog', { name: 'List on Marketplace' });
  await expect(dialog.getByRole('textbox', { name: 'Price' })).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Expiration' })).toHaveValue('1 month');
  await expect(dialog.getByText('Expires in 28 days')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Price' }).fill('240');
  await expect(dialog.getByText(/You receive about \$216(\.00)?,/)).toBeVisible();
  // USD → ETH converts the price to 2 decimals, and back.
  await dialog.getByText('ETH', { exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: 'Price' })).toHaveValue(/^\d+\.\d\d$/);
  await dialog.getByText('USD', { exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Price' }).fill('240');
  await snap(ben, '1-form');
  await dialog.getByRole('button', { name: 'List Edition' }).click();
  await expect(dialog.getByRole('heading', { name: 'Your item has been listed!' })).toBeVisible({ timeout: 60_000 });
  await expect(ben.getByText('You have successfully listed this bottle on the marketplace!')).toBeVisible();
  await snap(ben, '2-listed');
  await dialog.getByRole('link', { name: 'View listing' }).click();
  await expect(ben).toHaveURL(/\/listings\/\d+$/);
  const listingUrl = new URL(ben.url()).pathname;
  await expect(ben.getByRole('button', { name: 'Update Listing' })).toBeVisible();
  await snap(ben, '3-listing-seller');

  const ava = await signedIn(browser, AVA, 1280);
  await goto(ava, listingUrl);
  await expect(ava.getByRole('heading', { name: new RegExp(escape(edition!.name)) })).toBeVisible();
  await ava.getByRole('button', { name: 'Buy Now' }).click();
  const purchase = ava.getByRole('dialog', { name: 'Complete Purchase' });
  await expect(purchase.getByRole('radio', { name: new RegExp(avaWallet.address, 'i') })).toBeChecked();
  await snap(ava, '4-purchase');
  await purchase.getByRole('button', { name: 'PURCHASE' }).click();
  await expect(purchase.getByRole('heading', { name: 'Your purchase is complete!' })).toBeVisible({ timeout: 90_000 });
  await snap(ava, '5-purchased');
  expect((await (await chainReader(ava)).ownerOf(BigInt(edition!.editionNftTokenId!))).toLowerCase()).toBe(avaWallet.address.toLowerCase());

  // Ava's collection has it; Ben's no longer does; the listing says it was sold; the history has the sale.
  await purchase.getByRole('link', { name: 'MY COLLECTION' }).click();
  await expect(ava).toHaveURL(/\/vault$/);
  await ava.getByRole('textbox', { name: 'Search my collection' }).fill(`#${edition!.editionNumber}`);
  await expect(ava.getByRole('list', { name: 'My collection' }).getByText(new RegExp(`${escape(edition!.name)}`)).first()).toBeVisible();
  await goto(ben, '/vault');
  await ben.getByRole('textbox', { name: 'Search my collection' }).fill(`#${edition!.editionNumber}`);
  await expect.poll(() => benHolds(ben, edition!)).toBe(false);
  await goto(ava, listingUrl);
  await expect(ava.getByText('It has been sold.')).toBeVisible();
  await ava.getByRole('link', { name: new RegExp(`${escape(edition!.name)}`) }).first().click();
  await expect(ava.getByRole('table').getByText('Secondary Market Sale').first()).toBeVisible({ timeout: 30_000 });
  await snap(ava, '6-history');
  await ben.context().close();
  await ava.context().close();
});

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
  await dialog.getByRole('checkbox', { name: new RegExp(`${escape(editions[1]!.name)} #${editions[1]!.editionNumber}\\b`) }).check();
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

/**
 * Offers (issue 14, decisions 333–337): Ava, at 390 px, makes an offer on an edition in Ben's wallet
 * from its page; Ben, at 1280 px, counters it from his vault's OFFERS tab and his wallet lists the
 * edition privately for her wallet; she accepts the counter offer and, inside the 3 days, buys it.
 * It sends from the same two dev wallets as the journeys above, so it runs after them in this file.
 */
test('offers: Ava offers at 390 px, Ben counters at 1280 px, Ava accepts and purchases within 3 days', async ({ browser, page }) => {
  test.setTimeout(360_000);
  await goto(page, '/');
  const [edition] = await bensFreeEditions(page, 1);
  const ava = await signedIn(browser, AVA, 390);
  await goto(ava, `/marketplace/${edition!.brandSlug}/${edition!.releaseSlug}/${edition!.publicPk}`);
  await ava.getByRole('button', { name: 'MAKE OFFER' }).click();
  const make = ava.getByRole('dialog', { name: 'Make an offer' });
  await make.getByRole('textbox', { name: 'Offer amount' }).fill('150');
  await expect(make.getByRole('combobox', { name: 'Offer expires in' })).toHaveValue('3 days');
  await snap(ava, 'offer-1-make');
  await make.getByRole('button', { name: 'SUBMIT OFFER' }).click();
  await expect(ava.getByText('Your offer has been submitted!')).toBeVisible();
  await expect(ava.getByRole('button', { name: 'UPDATE OFFER' })).toBeVisible();

  const ben = await signedIn(browser, BEN, 1280);
  await goto(ben, '/vault#offers');
  const toBen = ben.getByRole('region', { name: 'OFFERS ON MY NFTs' });
  await toBen.getByRole('button', { name: new RegExp(`on ${escape(edition!.name)}`) }).first().click();
  const details = ben.getByRole('dialog', { name: 'Offer Details' });
  await details.getByRole('button', { name: 'Make counter offer' }).click();
  await details.getByRole('textbox', { name: 'Counter offer amount' }).fill('200');
  await details.getByRole('button', { name: 'Submit counter offer' }).click();
  await expect(ben.getByText('Your counter offer has been sent!')).toBeVisible();
  await snap(ben, 'offer-2-countered');
  await details.getByRole('button', { name: 'CREATE PRIVATE LISTING' }).click();
  await expect(details.getByText('The private listing for the offerer is on chain.')).toBeVisible({ timeout: 90_000 });

  await ava.reload();
  await ava.getByRole('button', { name: 'VIEW MY OFFER' }).click();
  const answer = ava.getByRole('dialog', { name: 'Offer Details' });
  await answer.getByRole('button', { name: 'Accept counter offer' }).click();
  await expect(ava.getByText('Counter offer accepted! You have 3 days to purchase.')).toBeVisible();
  await snap(ava, 'offer-3-accepted');
  await answer.getByRole('link', { name: 'Purchase' }).click();
  await expect(ava).toHaveURL(/\/listings\/\d+$/);
  await expect(ava.getByText('DIRECT OFFER')).toBeVisible();
  await ava.getByRole('button', { name: 'Buy Now' }).click();
  const purchase = ava.getByRole('dialog', { name: 'Complete Purchase' });
  await expect(purchase.getByRole('radio', { name: new RegExp(avaWallet.address, 'i') })).toBeChecked();
  await purchase.getByRole('button', { name: 'PURCHASE' }).click();
  await expect(purchase.getByRole('heading', { name: 'Your purchase is complete!' })).toBeVisible({ timeout: 90_000 });
  await snap(ava, 'offer-4-purchased');
  expect((await (await chainReader(ava)).ownerOf(BigInt(edition!.editionNftTokenId!))).toLowerCase()).toBe(avaWallet.address.toLowerCase());
  await ben.context().close();
  await ava.context().close();
});
