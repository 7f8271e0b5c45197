import { liveAirdropPack, signInAsNewCollector } from './checkout-support';
import { asReturningVisitor, expect, goto, test } from './support/fixtures';

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

test('a visitor claiming an airdrop signs in first; the claim goes to a new managed wallet through TRANSFER NFT', async ({ page }) => {
  test.setTimeout(120_000);
  const pack = await liveAirdropPack(page.request);
  await goto(page, `/producers/${pack.brandSlug}/${pack.publicPk}/claim-page`);
  await page.getByRole('button', { name: 'CLAIM YOUR NFT' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'LOG IN' })).toBeVisible();
  await page.keyboard.press('Escape');

  await signInAsNewCollector(page, 'claim');
  await goto(page, `/producers/${pack.brandSlug}/${pack.publicPk}/claim-page`);
  await page.getByRole('button', { name: 'CLAIM YOUR NFT' }).click();
  const drawer = page.getByRole('dialog', { name: 'YOUR CART' });
  await expect(drawer.getByRole('radio', { name: 'Create a Caskmark custodial wallet for me' })).toBeChecked();
  await drawer.getByRole('button', { name: 'TRANSFER NFT' }).click();
  await expect(drawer.getByText('Congratulations, it is yours!')).toBeVisible({ timeout: 90_000 });
  await expect(drawer.getByText(/Paid \$0\.00\. Delivered to 0x/)).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'MY COLLECTION' })).toHaveAttribute('href', '/vault');
});

test("a pack that is not an airdrop reads 'This Airdrop Has Ended' with the ways on", async ({ page, request }) => {
  const { results } = await (await request.get('/api/marketplace/v2/release?primary_available=true&size=50')).json();
  const lobby = (results as Array<{ releaseStyle: string; releasePublicPk: string }>).find((row) => row.releaseStyle === 'lobby')!;
  const packs = await (await request.get(`/api/release/v3/release-page/${lobby.releasePublicPk}/packs`)).json();
  const pack = packs.results[0] as { publicPk: string; brandSlug: string };
  await goto(page, `/producers/${pack.brandSlug}/${pack.publicPk}/claim-page`);
  await expect(page.getByText('This Airdrop Has Ended')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Release' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Marketplace' })).toBeVisible();
});
