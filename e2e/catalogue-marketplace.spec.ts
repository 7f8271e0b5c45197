import { apiJson, cardFromPrices, packCards } from './catalogue-helpers';
import { asReturningVisitor, expect, goto, test } from './support/fixtures';

interface PackPage {
  next: string | null;
  results: { name: string; brandName: string }[];
}

test.describe('marketplace', () => {
  test.beforeEach(async ({ page }) => {
    await asReturningVisitor(page);
  });

  test('filters by Country and Category: results narrow, the URL follows, reload and back keep it', async ({ page, request }) => {
    const expected = await apiJson<PackPage>(request, '/api/marketplace/v3/release-packs-cursor?country=Scotland&category=Whisky&limit=100');
    expect(expected.results.length).toBeGreaterThan(0);
    await goto(page, '/marketplace');
    await expect.poll(async () => packCards(page).count()).toBeGreaterThanOrEqual(8);

    const panel = page.getByRole('region', { name: 'Filters' });
    await panel.getByRole('group', { name: 'Country' }).getByRole('checkbox', { name: /^Scotland/ }).check();
    await expect(page).toHaveURL(/[?&]country=Scotland(&|$)/);
    await panel.getByRole('group', { name: 'Category' }).getByRole('checkbox', { name: /^Whisky/ }).check();
    await expect(page).toHaveURL(/[?&]category=Whisky(&|$)/);
    await expect(packCards(page)).toHaveCount(expected.results.length);
    for (const pack of expected.results) await expect(packCards(page).getByRole('button', { name: pack.name, exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Country: Scotland');

    await page.reload();
    await expect(packCards(page)).toHaveCount(expected.results.length);
    await expect(panel.getByRole('group', { name: 'Country' }).getByRole('checkbox', { name: /^Scotland/ })).toBeChecked();
    await expect(panel.getByRole('group', { name: 'Category' }).getByRole('checkbox', { name: /^Whisky/ })).toBeChecked();

    await page.goBack();
    await expect(page).not.toHaveURL(/category=/);
    await expect(page).toHaveURL(/country=Scotland/);
    await expect(panel.getByRole('group', { name: 'Category' }).getByRole('checkbox', { name: /^Whisky/ })).not.toBeChecked();
  });

  test('orders by price, low to high', async ({ page }) => {
    await goto(page, '/marketplace');
    await expect.poll(async () => packCards(page).count()).toBeGreaterThanOrEqual(8);
    await page.getByRole('combobox', { name: 'Order by' }).selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/ordering=min_price_usd/);
    // The grid shows the previous order until the new first page arrives.
    await expect
      .poll(async () => {
        const prices = await cardFromPrices(page);
        return prices.length > 4 && prices[0] === 0 && prices.join() === [...prices].sort((a, b) => a - b).join();
      })
      .toBe(true);

    await page.getByRole('combobox', { name: 'Order by' }).selectOption({ label: 'Price: high to low' });
    await expect(page).toHaveURL(/ordering=-min_price_usd/);
    await expect.poll(async () => {
      const descending = await cardFromPrices(page);
      return descending.length > 1 && descending[0]! > descending.at(-1)!;
    }).toBe(true);
  });

  test('loads more release packs, a cursor page at a time, as the grid is scrolled', async ({ page, request }) => {
    const all = await apiJson<PackPage>(request, '/api/marketplace/v3/release-packs-cursor?limit=100');
    expect(all.results.length).toBeGreaterThan(16);
    const pages: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/marketplace/v3/release-packs-cursor')) pages.push(new URL(req.url()).searchParams.get('cursor') ?? 'first');
    });
    await goto(page, '/marketplace');
    await expect.poll(async () => packCards(page).count()).toBeGreaterThanOrEqual(8);
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          return packCards(page).count();
        },
        { timeout: 30_000 },
      )
      .toBe(all.results.length);
    // Eight a page (part 1 §9): every page after the first was asked for with the previous page's cursor.
    // The first page comes inside the HTML (the server preloads it) or, failing that, as a request without cursor.
    const preloadedFirst = pages[0] !== 'first';
    expect(pages.filter((cursor) => cursor === 'first')).toHaveLength(preloadedFirst ? 0 : 1);
    expect(pages.length).toBe(Math.ceil(all.results.length / 8) - (preloadedFirst ? 1 : 0));
    expect(new Set(pages).size).toBe(pages.length);
    await expect(page.getByTestId('infinite-sentinel')).toHaveCount(0);
  });

  test('says so when nothing matches, and clears the filters in one click', async ({ page }) => {
    await goto(page, '/marketplace?min_price=99999999');
    await expect(page.getByRole('heading', { name: 'No release packs match these filters' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(/\/marketplace$/);
    await expect.poll(async () => packCards(page).count()).toBeGreaterThanOrEqual(8);
  });

  test('on a small screen the filters open in a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 900 });
    await goto(page, '/marketplace');
    await expect(page.getByRole('region', { name: 'Filters' })).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByRole('group', { name: 'Country' }).getByRole('checkbox', { name: /^Japan/ }).check();
    await expect(page).toHaveURL(/country=Japan/);
    await drawer.getByRole('button', { name: 'Show results' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    // Two cards a row at 600 px.
    const [first, second] = [await packCards(page).nth(0).boundingBox(), await packCards(page).nth(1).boundingBox()];
    expect(Math.abs(first!.y - second!.y)).toBeLessThan(2);
  });
});
