import { addFirstEditionToCart, advanceClock, liveLobbyRelease, signInAsNewCollector } from './checkout-support';
import { asReturningVisitor, expect, goto, test } from './support/fixtures';

// Moves the shared business clock by 19 minutes: runs in the 'clock-minutes' project, after the others.
test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

test("'Are you still there?' two minutes before the hold ends, then the cart expires on the business clock", async ({ page }) => {
  await signInAsNewCollector(page, 'expiry');
  const release = await liveLobbyRelease(page.request);
  await addFirstEditionToCart(page, release);

  // 8 min 30 s later (the browser syncs its clock with the server's on load).
  await advanceClock(page.request, 8.5 * 60_000);
  await goto(page, '/marketplace');
  const warning = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: "I'm still here" }).click();
  const drawer = page.getByRole('dialog', { name: 'YOUR CART' });
  await expect(drawer.getByRole('timer', { name: /^Expires in (10:00|09:\d\d)$/ })).toBeVisible();
  await expect(warning).toBeHidden();

  // Past the extended deadline the server releases the hold; the open drawer and a toast say so.
  await advanceClock(page.request, 10.5 * 60_000);
  await expect(drawer.getByText('Your checkout cart has expired!')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'Your checkout cart has expired!' }).first()).toBeVisible();
});
