import { asReturningVisitor, expect, goto, test } from './support/fixtures';

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

function signUpForm(page: import('@playwright/test').Page) {
  const main = page.getByRole('main');
  return { email: main.getByRole('textbox', { name: 'Email address' }), submit: main.getByRole('button', { name: 'Subscribe' }), main };
}

test('signing up on the newsletter page thanks the visitor', async ({ page }) => {
  await goto(page, '/newsletter');
  await expect(page.getByRole('heading', { level: 1, name: 'Be the first to know!' })).toBeVisible();
  const form = signUpForm(page);
  await form.email.fill(`collector-${Date.now()}@example.com`);
  // The answer waits until the in-between state has been seen (on a fast machine it lasts a few milliseconds).
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/communication/v1/newsletter', async (route) => {
    await held;
    await route.continue();
  });
  await form.submit.click();
  await expect(form.main.getByText('Validating email address...')).toBeVisible();
  answer();
  await expect(form.main.getByText('Thank you for your submission!')).toBeVisible();
});

test('an empty or invalid address is refused with the spec messages', async ({ page }) => {
  await goto(page, '/newsletter');
  const form = signUpForm(page);
  await form.submit.click();
  await expect(form.main.getByText('Please enter your email address')).toBeVisible();
  await form.email.fill('not-an-email');
  await form.submit.click();
  await expect(form.main.getByText('Please provide a valid email address!')).toBeVisible();
  await expect(form.main.getByText('Thank you for your submission!')).toHaveCount(0);
});

test('signing up twice for a partner counts as success', async ({ page, consoleErrors }) => {
  const email = `twice-${Date.now()}@example.com`;
  await goto(page, '/newsletter/glen-aurora');
  await expect(page.getByText('In partnership with Glen Aurora')).toBeVisible();
  let form = signUpForm(page);
  await form.email.fill(email);
  await form.submit.click();
  await expect(form.main.getByText('Thank you for your submission!')).toBeVisible();

  await goto(page, '/newsletter/glen-aurora');
  form = signUpForm(page);
  await form.email.fill(email.toUpperCase());
  await form.submit.click();
  await expect(form.main.getByText('Thank you for your submission!')).toBeVisible();
  // The duplicate is answered with a 400 that the page treats as success; the browser logs the status.
  const index = consoleErrors.findIndex((error) => /status of 400/.test(error));
  expect(index).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(index, 1);
});

test('a malformed partner code is not a page', async ({ page }) => {
  await goto(page, '/newsletter/-not%20a%20partner');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
