import { apiJson, expectOnlyNotFoundErrors } from './catalogue-helpers';
import { asReturningVisitor, expect, goto, test } from './support/fixtures';

interface ReleaseRow {
  releasePublicPk: string;
  releaseSlug: string;
  productTitle: string;
  saleStatus: 'upcoming' | 'live' | 'closed';
  packCount: number;
  brand: { slug: string; name: string };
}
interface Pack {
  publicPk: string;
  name: string;
  totalCount: number;
}

async function releases(request: Parameters<typeof apiJson>[0]) {
  return (await apiJson<{ results: ReleaseRow[] }>(request, '/api/marketplace/v2/release?size=100')).results;
}

test.describe('release page', () => {
  test.beforeEach(async ({ page }) => {
    await asReturningVisitor(page);
  });

  test('by publicPk: the release, its packs, its figures and its history', async ({ page, request }) => {
    const release = (await releases(request)).find((row) => row.releaseSlug === 'aurora-borealis-40')!;
    const packs = (await apiJson<{ results: Pack[] }>(request, `/api/release/v3/release-page/${release.releasePublicPk}/packs`)).results;
    await goto(page, `/producers/${release.brand.slug}/${release.releasePublicPk}`);
    await expect(page.getByRole('heading', { level: 1, name: release.productTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: release.brand.name })).toHaveAttribute('href', `/producers/${release.brand.slug}`);
    await expect(page.getByText('Auction', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/^Lot (opens|opened|closes|closed on)$/).first()).toBeVisible();
    await expect(page.getByRole('group', { name: 'Lowest Ask' })).toContainText(/\$[\d,]+|-/);
    await expect(page.getByRole('group', { name: 'Last Sale' })).toContainText(/\$[\d,]+|-/);
    const grid = page.getByRole('list', { name: 'Release packs' });
    await expect(grid.getByRole('listitem')).toHaveCount(packs.length);
    for (const pack of packs) await expect(grid.getByRole('button', { name: pack.name })).toBeVisible();

  });

  test("the release's history: its editions' events, filtered by event, prices switch to ETH", async ({ page, request }) => {
    const release = (await releases(request)).find((row) => row.releaseSlug === 'glen-aurora-18-sherry-cask')!;
    const history = await apiJson<{ count: number }>(request, `/api/release/v2/history?release_public_pk=${release.releasePublicPk}`);
    expect(history.count).toBeGreaterThan(0);
    await goto(page, `/producers/${release.brand.slug}/${release.releasePublicPk}`);
    await page.getByRole('heading', { name: 'History' }).scrollIntoViewIfNeeded();
    const table = page.getByRole('table', { name: 'History' });
    await expect(table.getByRole('columnheader')).toHaveText(['Name', 'From', 'To', 'Event', 'Price', 'Date']);
    await expect(table.locator('tbody tr')).toHaveCount(Math.min(history.count, 10));
    await expect(table.locator('tbody tr').first()).toContainText(release.productTitle);

    await page.getByRole('combobox', { name: 'Event' }).click();
    await page.getByRole('option', { name: 'Primary Market Sale' }).click();
    await expect.poll(async () => (await table.locator('tbody tr td:nth-child(4)').allInnerTexts()).every((text) => text === 'Primary Market Sale')).toBe(true);
    await expect(table.locator('tbody tr td:nth-child(5)').first()).toHaveText(/^\$[\d,]+$/);
    await page.getByRole('group', { name: 'Price currency' }).last().getByRole('button', { name: 'ETH' }).click();
    await expect(table.locator('tbody tr td:nth-child(5)').first()).toHaveText(/^[\d.,]+ ETH$/);
    await page.getByRole('group', { name: 'Price currency' }).last().getByRole('button', { name: 'USD' }).click();
  });

  test('by slug: the slug resolves and the URL becomes the publicPk form', async ({ page, request }) => {
    const release = (await releases(request)).find((row) => row.releaseSlug === 'glen-aurora-18-sherry-cask')!;
    await goto(page, `/producers/${release.brand.slug}/${release.releaseSlug}`);
    await expect(page).toHaveURL(`/producers/${release.brand.slug}/${release.releasePublicPk}`);
    await expect(page.getByRole('heading', { level: 1, name: release.productTitle })).toBeVisible();
  });

  test("an upcoming release reads 'Live on {date}' and counts down to its opening", async ({ page, request }) => {
    const release = (await releases(request)).find((row) => row.saleStatus === 'upcoming')!;
    await goto(page, `/producers/${release.brand.slug}/${release.releasePublicPk}`);
    await expect(page.getByText(/^Live on [A-Z][a-z]+ \d{1,2}, \d{4}$/).first()).toBeVisible();
    await expect(page.getByRole('timer', { name: /^(Opens|Lot opens) in/ }).first()).toBeVisible();
  });

  test("a pack card opens 'RELEASE PACK EDITIONS': two columns, more on scroll, a way back to the release", async ({ page, request }) => {
    const release = (await releases(request)).find((row) => row.releaseSlug === 'glen-aurora-18-sherry-cask')!;
    const [pack] = (await apiJson<{ results: Pack[] }>(request, `/api/release/v3/release-page/${release.releasePublicPk}/packs`)).results;
    expect(pack!.totalCount).toBeGreaterThan(16);
    await goto(page, `/producers/${release.brand.slug}/${release.releasePublicPk}`);
    await page.getByRole('list', { name: 'Release packs' }).getByRole('button', { name: pack!.name }).click();

    const drawer = page.getByRole('dialog', { name: 'RELEASE PACK EDITIONS' });
    // The drawer's code loads on first use.
    await expect(drawer).toBeVisible({ timeout: 20_000 });
    await expect(drawer.getByRole('link', { name: 'VIEW RELEASE' })).toHaveAttribute('href', `/producers/${release.brand.slug}/${release.releasePublicPk}`);
    const editions = drawer.getByRole('list', { name: 'Editions' }).getByRole('listitem');
    await expect.poll(async () => editions.count()).toBeGreaterThanOrEqual(8);
    const [a, b, c] = [await editions.nth(0).boundingBox(), await editions.nth(1).boundingBox(), await editions.nth(2).boundingBox()];
    expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
    expect(c!.y).toBeGreaterThan(a!.y + a!.height - 1);
    expect(Math.abs(c!.x - a!.x)).toBeLessThan(2);
    await expect(editions.first()).toContainText(/Edition \d+ \/ \d+/);

    const before = await editions.count();
    await expect
      .poll(async () => {
        await drawer.locator('.mantine-Drawer-body').evaluate((body) => body.parentElement?.scrollBy(0, 4000));
        await editions.last().scrollIntoViewIfNeeded().catch(() => undefined);
        return editions.count();
      })
      .toBeGreaterThan(before);

    await editions.first().getByRole('link').click();
    await expect(page).toHaveURL(/^.*\/marketplace\/glen-aurora\/glen-aurora-18-sherry-cask\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/^#\d+ of \d+$/)).toBeVisible();
  });

  test('an unknown release, or a known one under the wrong producer, is the not-found page', async ({ page, request, consoleErrors }) => {
    const release = (await releases(request))[0]!;
    await goto(page, `/producers/${release.brand.slug}/no-such-release`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await goto(page, `/producers/${release.brand.slug}/00000000-0000-4000-8000-000000000000`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await goto(page, `/producers/not-${release.brand.slug}/${release.releasePublicPk}`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expectOnlyNotFoundErrors(consoleErrors);
  });
});
