import { apiJson, expectOnlyNotFoundErrors } from './catalogue-helpers';
import { asReturningVisitor, expect, goto, test } from './support/fixtures';

interface Brand {
  slug: string;
  name: string;
  country: string;
}
interface ReleasePage {
  count: number;
  results: { productTitle: string; releasePublicPk: string }[];
}

test.describe('producer and activity pages', () => {
  test.beforeEach(async ({ page }) => {
    await asReturningVisitor(page);
  });

  test('a producer page shows the brand and lists its releases, each leading to its page', async ({ page, request }) => {
    const brand = await apiJson<Brand>(request, '/api/brands/v1/glen-aurora');
    const releases = await apiJson<ReleasePage>(request, '/api/marketplace/v2/release?brand_slug=glen-aurora&size=50');
    expect(releases.count).toBeGreaterThan(1);
    await goto(page, '/producers/glen-aurora');
    await expect(page.getByRole('heading', { level: 1, name: brand.name })).toBeVisible();
    await expect(page.getByRole('banner').last()).toBeVisible();
    await expect(page.getByText(brand.country, { exact: true })).toBeVisible();
    await expect(page.getByText(`${releases.count} releases`).first()).toBeVisible();
    const grid = page.getByRole('list', { name: 'Releases' });
    await expect(grid.getByRole('listitem')).toHaveCount(releases.count);
    const first = releases.results[0]!;
    await grid.getByRole('link', { name: first.productTitle }).first().click();
    await expect(page).toHaveURL(`/producers/glen-aurora/${first.releasePublicPk}`);
    await expect(page.getByRole('heading', { level: 1, name: first.productTitle })).toBeVisible();
  });

  test('an unknown producer is the not-found page', async ({ page, consoleErrors }) => {
    await goto(page, '/producers/no-such-distillery');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expectOnlyNotFoundErrors(consoleErrors);
  });

  test('the activity page lists site-wide history newest first, filtered by event and paged by 10', async ({ page, request }) => {
    const latest = await apiJson<{ count: number; results: { createdAt: string }[] }>(request, '/api/release/v2/history?ordering=-created_at&limit=10');
    expect(latest.count).toBeGreaterThan(10);
    await goto(page, '/activity');
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    const table = page.getByRole('table', { name: 'History' });
    await expect(table.getByRole('row')).toHaveCount(11);
    const dates = await table.getByRole('row').locator('td:last-child').allInnerTexts();
    expect(dates.map((text) => Date.parse(text))).toEqual([...dates].map((text) => Date.parse(text)).sort((a, b) => b - a));

    await page.getByRole('combobox', { name: 'Event' }).click();
    await page.getByRole('option', { name: 'Mint' }).click();
    await expect.poll(async () => (await table.locator('tbody tr td:nth-child(4)').allInnerTexts()).every((text) => text === 'Mint')).toBe(true);
    await expect(table.locator('tbody tr').first()).toContainText('Mint');

    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(table.locator('tbody tr').first()).toContainText('Mint');
  });
});
