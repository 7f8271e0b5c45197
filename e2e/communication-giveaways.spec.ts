import { asReturningVisitor, expect, goto, test } from './support/fixtures';

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

test('the giveaways list shows the current giveaways and opens one with its terms', async ({ page }) => {
  await goto(page, '/giveaways');
  await expect(page.getByRole('heading', { level: 1, name: 'Win a bottle' })).toBeVisible();
  const live = page.getByRole('link', { name: /Solera 25 Summer Giveaway/ });
  await expect(live).toBeVisible();
  await expect(live.getByText('Open now')).toBeVisible();
  // Giveaways that have closed or not opened yet are not current.
  await expect(page.getByRole('link', { name: /Château Vellanne Harvest Giveaway/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Kuroyama Cherry Blossom Giveaway/ })).toHaveCount(0);

  await live.click();
  await expect(page).toHaveURL(/\/giveaways\/solera-25-summer-giveaway$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Solera 25 Summer Giveaway' })).toBeVisible();
  await expect(page.getByText('Saltwind Solera 25 (NFT + bottle)')).toBeVisible();
  await expect(page.getByRole('timer', { name: /^Closes in/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Giveaway Terms of Service' })).toBeVisible();
  await expect(page.getByText('No purchase necessary.', { exact: false })).toBeVisible();

  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Email address' }).fill(`entrant-${Date.now()}@example.com`);
  await main.getByRole('button', { name: 'Subscribe' }).click();
  await expect(main.getByText('Thank you for your submission!')).toBeVisible();
});

test('a closed giveaway says so and takes no entries', async ({ page }) => {
  await goto(page, '/giveaways/vellanne-harvest-giveaway');
  await expect(page.getByRole('heading', { level: 1, name: 'Château Vellanne Harvest Giveaway' })).toBeVisible();
  await expect(page.getByText('This giveaway has ended.', { exact: false })).toBeVisible();
  await expect(page.getByRole('main').getByRole('textbox', { name: 'Email address' })).toHaveCount(0);
});
