import { asReturningVisitor, expect, goto, test } from './support/fixtures';

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

test('a deep link to a FAQ answer opens it and scrolls it into view', async ({ page }) => {
  await goto(page, '/faq#fees');
  const question = page.getByRole('button', { name: 'What are the fees?' });
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  const answer = page.getByText('Caskmark keeps a 10% platform fee and you receive 90% of the sale price.', { exact: false });
  await expect(answer).toBeVisible();
  await expect(answer).toBeInViewport();
  // Other answers stay closed.
  await expect(page.getByRole('button', { name: 'How can I pay?' })).toHaveAttribute('aria-expanded', 'false');
});

test('the fees link on how it works lands on the open FAQ answer', async ({ page }) => {
  await goto(page, '/how-it-works');
  await expect(page.getByRole('heading', { level: 1, name: 'From release to glass' })).toBeVisible();
  await page.getByRole('link', { name: 'More about fees' }).click();
  await expect(page).toHaveURL(/\/faq#fees$/);
  await expect(page.getByRole('button', { name: 'What are the fees?' })).toHaveAttribute('aria-expanded', 'true');
});

test('FAQ answers quote the figures the rules enforce', async ({ page }) => {
  await goto(page, '/faq#how-do-offers-work');
  await expect(page.getByText('Offers stay valid for 1, 3, 7 or 30 days (3 by default).', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'What is the minimum age to redeem?' }).click();
  await expect(page.getByText('21 in the United States; 20 in Iceland, Japan and South Korea;', { exact: false })).toBeVisible();
});

test('the FAQ search narrows the questions', async ({ page }) => {
  await goto(page, '/faq');
  await page.getByRole('textbox', { name: 'Search the FAQ' }).fill('gift');
  await expect(page.getByRole('button', { name: 'Can I give a bottle as a gift?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'How can I pay?' })).toHaveCount(0);
});

test('an experience page shows its content and an unknown one is not found', async ({ page }) => {
  await goto(page, '/experiences/private-tastings');
  await expect(page.getByRole('heading', { level: 1, name: 'Private tastings' })).toBeVisible();
  await page.getByRole('link', { name: 'Discover distillery visits' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Distillery visits' })).toBeVisible();

  await goto(page, '/experiences/moon-landing');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('the how Caskmark works page is on while its flag is on', async ({ page }) => {
  await goto(page, '/how-caskmark-works');
  await expect(page.getByRole('heading', { level: 1, name: 'How Caskmark works' })).toBeVisible();
});
