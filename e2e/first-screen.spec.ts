import type { Page } from '@playwright/test';
import { apiJson } from './catalogue-helpers';
import { asReturningVisitor, expect, test } from './support/fixtures';

/**
 * The first screen the server writes (decision 367): before the app's code has run a public page
 * already shows its content, laid out where the app then lays it out, and the app replaces it.
 */
interface Listing {
  editionData: {
    editionNftPublicPk: string;
    brandSlug: string;
    releaseSlug: string;
    name: string;
    editionNumber: number;
  }[];
}

/** The app's scripts answered with nothing: the page as a visitor sees it while they are on their way. */
async function withoutTheAppsCode(page: Page) {
  await page.route(/\/assets\/[^?]+\.js$/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
}

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(page: Page, selector: string): Promise<Box> {
  const box = await page.locator(selector).first().boundingBox();
  expect(box, selector).not.toBeNull();
  return box!;
}

function expectSameBox(snapshot: Box, app: Box, what: string) {
  for (const key of ['x', 'y', 'width', 'height'] as const) {
    expect(
      Math.abs(snapshot[key] - app[key]),
      `${what}: ${key} ${snapshot[key]} (first screen) vs ${app[key]} (app)`,
    ).toBeLessThanOrEqual(1);
  }
}

test.describe('the first screen written by the server', () => {
  test.beforeEach(async ({ page }) => {
    await asReturningVisitor(page);
  });

  // One test a width: nine pages loaded twice each in one test outlasted its minute on CI's busy cores.
  for (const width of [390, 900, 1280]) {
    const title = `at ${width} px: listings, an edition and the marketplace, readable before the code, in place`;
    test(title, async ({ page, request }) => {
      const listings = await apiJson<{ results: Listing[] }>(
        request,
        '/api/marketplace/v2/listings/marketplace?size=1',
      );
      const edition = listings.results[0]!.editionData[0]!;
      const editionPath = `/marketplace/${edition.brandSlug}/${edition.releaseSlug}/${edition.editionNftPublicPk}`;
      const pages = [
        { path: '/listings', heading: 'Listings', picture: null },
        { path: editionPath, heading: edition.name, picture: 'section img' },
        { path: '/marketplace', heading: 'Marketplace', picture: 'article img' },
      ];
      await page.setViewportSize({ width, height: 900 });
      for (const { path, heading, picture } of pages) {
        await withoutTheAppsCode(page);
        await page.goto(path);
        const snapshot = page.locator('#cm-snapshot');
        await expect(
          snapshot.getByRole('heading', { level: 1, name: heading, includeHidden: true }).filter({ visible: true }),
        ).toBeVisible();
        const snapshotHeading = await boxOf(page, '#cm-snapshot h1:visible');
        const snapshotPicture = picture ? await boxOf(page, `#cm-snapshot ${picture}:visible`) : null;
        // The page asks for its code once its stylesheets apply, which may come after its first paint:
        // withheld until then, or the app's entry would arrive with the rest of its code held back.
        await page.waitForFunction(() => document.querySelector('script[type="module"]') !== null);
        await page.unrouteAll();

        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(snapshot).toHaveCount(0);
        expectSameBox(snapshotHeading, await boxOf(page, '#root h1'), `${path} at ${width} px, the heading`);
        if (picture)
          expectSameBox(snapshotPicture!, await boxOf(page, `#root ${picture}`), `${path} at ${width} px, the picture`);
      }
    });
  }

  test('at 390 px the listings show as cards before the code; it cannot be clicked or reached by keyboard', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await withoutTheAppsCode(page);
    await page.goto('/listings');
    const snapshot = page.locator('#cm-snapshot');
    await expect(snapshot.locator('select').filter({ visible: true })).toHaveValue('valid_until');
    await expect(snapshot.locator('table').filter({ visible: true })).toHaveCount(0);
    await expect(
      snapshot.getByRole('link', { name: 'Buy Now', includeHidden: true }).filter({ visible: true }).first(),
    ).toBeVisible();
    await expect(snapshot).toHaveAttribute('aria-hidden', 'true');
    await expect(snapshot).toHaveAttribute('inert', '');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#cm-snapshot') ?? null)).toBeNull();
  });

  test("a signed-in browser does not see the visitor's Login and Signup in it", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.addInitScript(() =>
      localStorage.setItem('caskmark.auth.refreshToken', 'not-used-while-the-code-is-away'),
    );
    await withoutTheAppsCode(page);
    await page.goto('/marketplace');
    const snapshot = page.locator('#cm-snapshot');
    await expect(
      snapshot.getByRole('heading', { level: 1, name: 'Marketplace', includeHidden: true }).filter({ visible: true }),
    ).toBeVisible();
    await expect(snapshot.locator('[data-visitor-only]').first()).toBeHidden();
    await expect(snapshot.locator('a', { hasText: 'Login' }).first()).toBeHidden();
  });
});
