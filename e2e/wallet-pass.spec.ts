import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { VaultEdition, VaultPage } from '@caskmark/shared/api/vault';
import { apiGetAs, apiToken } from './checkout-support';
import { AVA, avaWallet, openInVault, signedIn } from './listings-support';
import { expect, goto, test } from './support/fixtures';
import { DEMO_PASSWORD } from './wallet-support';

/**
 * The wallet pass (issue 15, decisions 348 and 350): Ava's own wallet (demo account 3, signed for by the
 * dev wallet) signs the server's message for an edition it holds; the server checks and issues the pass
 * and the browser downloads the PDF; opened again, the dialog says 'Pass already generated' and offers
 * the download. A pass moves nothing, so an edition Ava has listed (the demo's own-wallet ones) will do.
 */
async function avasEditionWithoutPass(page: Page): Promise<VaultEdition> {
  const token = await apiToken(page.request, AVA, DEMO_PASSWORD);
  const editions: VaultEdition[] = [];
  for (let index = 1; index <= 3; index += 1) {
    const vault = await apiGetAs<VaultPage>(page.request, token, `/api/account/v2/vault?state=owned&size=50&page=${index}`);
    editions.push(...vault.results);
    if (!vault.next) break;
  }
  const own = editions.filter((edition) => !edition.isInManagedWallet && edition.currentOwnerAddress?.toLowerCase() === avaWallet.address.toLowerCase());
  for (const edition of own) {
    const asked = await apiGetAs<{ passPublicPk: string | null }>(page.request, token, `/api/account/v1/wallet-pass/${edition.publicPk}/message`);
    if (!asked.passPublicPk) return edition;
  }
  throw new Error('No edition in Ava’s own wallet without a pass');
}

test('Ava signs with the wallet that holds her edition and downloads its pass, at 1280 and 390 px', async ({ browser, page }) => {
  test.setTimeout(120_000);
  await goto(page, '/');
  const edition = await avasEditionWithoutPass(page);
  const ava = await signedIn(browser, AVA, 1280);
  const drawer = await openInVault(ava, edition!);
  await drawer.getByRole('button', { name: 'Wallet pass' }).click();
  const dialog = ava.getByRole('dialog', { name: 'Wallet pass' });
  await expect(dialog.getByText('Held by')).toBeVisible();
  await ava.screenshot({ path: 'test-results/wallet-pass-1280-ask.png' });

  const download = ava.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Sign and get my pass' }).click();
  await expect(dialog.getByText('ETH Pass generated')).toBeVisible({ timeout: 30_000 });
  const file = await download;
  expect(file.suggestedFilename()).toBe(`caskmark-pass-${edition!.editionNumber}.pdf`);
  expect((await readFile((await file.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  await ava.screenshot({ path: 'test-results/wallet-pass-1280-done.png' });

  // Opened again, on a phone: the pass exists, and downloads again.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await ava.setViewportSize({ width: 390, height: 844 });
  await drawer.getByRole('button', { name: 'Wallet pass' }).click();
  await expect(dialog.getByText('Pass already generated')).toBeVisible();
  const again = ava.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download pass' }).click();
  expect((await again).suggestedFilename()).toBe(`caskmark-pass-${edition!.editionNumber}.pdf`);
  await ava.screenshot({ path: 'test-results/wallet-pass-390-again.png' });
  await ava.context().close();
});
