import { asReturningVisitor, expect, goto, test } from './support/fixtures';

const SEARCH = 'Start typing to search for country/state';

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

test('shipping information shows the three tabs and 25 rows a page', async ({ page }) => {
  await goto(page, '/shipping-information');
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping information' })).toBeVisible();
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Overview', 'Countries we cannot ship to', 'Pick up locations']);
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

  // The overview explains the delivery conditions before the table.
  await expect(page.getByText('We deliver in Anchorage only, with an extra $9 per kg.')).toBeVisible();
  await expect(page.getByText('Hong Kong requires a license for spirits over 30% alcohol by volume.', { exact: false })).toBeVisible();
  await expect(page.getByText('Book at least 45 days ahead.', { exact: false })).toBeVisible();

  const table = page.getByRole('table', { name: 'Where we ship' });
  await expect(table.getByRole('columnheader')).toHaveText(['Status', 'Location']);
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(25);
  await expect(page.getByText(/Showing 1–25 of \d+ locations/)).toBeVisible();
  const firstOnPageOne = await rows.first().innerText();

  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(page.getByText(/Showing 26–50 of \d+ locations/)).toBeVisible();
  await expect(rows).toHaveCount(25);
  await expect(rows.first()).not.toHaveText(firstOnPageOne);
});

test('searching filters the rows: a supported country and a state we cannot ship to', async ({ page }) => {
  await goto(page, '/shipping-information');
  const search = page.getByPlaceholder(SEARCH);
  const rows = page.getByRole('table', { name: 'Where we ship' }).locator('tbody tr');

  await search.fill('japan');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Japan');
  await expect(rows.first()).toContainText('Supported');
  await expect(rows.first()).not.toContainText('Not Supported');

  await search.fill('utah');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Utah');
  await expect(rows.first()).toContainText('Not Supported');

  await search.fill('atlantis');
  await expect(page.getByText('No locations match “atlantis”.', { exact: false })).toBeVisible();
});

test('countries we cannot ship to lists an unsupported country, and the tab is kept in the URL', async ({ page }) => {
  await goto(page, '/shipping-information');
  await page.getByRole('tab', { name: 'Countries we cannot ship to' }).click();
  await expect(page).toHaveURL(/\?tab=unsupported$/);
  const rows = page.getByRole('table', { name: 'Countries we cannot ship to' }).locator('tbody tr');
  await expect(rows).toHaveCount(25);
  await expect(page.getByText(/Showing 1–25 of \d+ countries/)).toBeVisible();

  await page.getByPlaceholder(SEARCH).fill('Canada');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Not Supported');
  await expect(rows.first()).toContainText('Canada');

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Countries we cannot ship to' })).toHaveAttribute('aria-selected', 'true');
});

test('pick up locations lists the airports and border crossings with their address', async ({ page }) => {
  await goto(page, '/shipping-information?tab=pickup');
  const table = page.getByRole('table', { name: 'Pick up locations' });
  await expect(table.locator('tbody tr')).toHaveCount(25);
  await page.getByPlaceholder(SEARCH).fill('panama');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table).toContainText('Tocumen International Airport');
  await expect(table).toContainText('Avenida Domingo Diaz, Panama City');
});
