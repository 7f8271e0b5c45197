import { addFirstEditionToCart, liveLobbyRelease, signInAsNewCollector } from './checkout-support';
import { asReturningVisitor, expect, test } from './support/fixtures';

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

test('add to cart opens the drawer with the countdown; remove empties it; cancel asks first', async ({ page }) => {
  await signInAsNewCollector(page, 'cart');
  const release = await liveLobbyRelease(page.request);
  const number = await addFirstEditionToCart(page, release);
  const drawer = page.getByRole('dialog', { name: 'YOUR CART' });
  await expect(drawer.getByRole('timer', { name: /^Expires in (10:00|09:\d\d)$/ })).toBeVisible();
  await expect(drawer.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);
  await expect(drawer.getByText(`Edition #${number}`)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Cart, 1 item, expires in/ }).first()).toBeAttached();

  await drawer.getByRole('button', { name: `Remove Edition #${number}` }).click();
  await expect(drawer.getByText('Your cart is empty')).toBeVisible();

  // Again, then cancel through the checkout bar's question.
  await page.keyboard.press('Escape');
  await addFirstEditionToCart(page, release);
  await drawer.getByRole('button', { name: 'Cancel' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel checkout' });
  await expect(confirm.getByText('Are you sure you want to cancel your checkout?')).toBeVisible();
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(drawer.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);
  await drawer.getByRole('button', { name: 'Cancel' }).click();
  await confirm.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(drawer.getByText('Your cart is empty')).toBeVisible();
});

test('payment methods follow the limits: card needs a complete profile, wire only above $5,000, ETH needs neither', async ({ page }) => {
  await signInAsNewCollector(page, 'methods');
  const release = await liveLobbyRelease(page.request);
  await addFirstEditionToCart(page, release);
  const drawer = page.getByRole('dialog', { name: 'YOUR CART' });
  await drawer.getByRole('button', { name: 'Complete purchase' }).click();
  await expect(drawer.getByText('Select payment method')).toBeVisible();
  await expect(drawer.getByRole('radio', { name: 'Credit Card' })).toBeDisabled();
  await expect(drawer.getByText('Please complete your profile to pay by card or wire transfer.')).toBeVisible();
  await expect(drawer.getByRole('radio', { name: 'Wire Transfer' })).toBeDisabled();
  await expect(drawer.getByText('Wire Transfers are only allowed for NFTs over $5,000.')).toBeVisible();
  // ETH (above 0.004 ETH) is what is left, so it is chosen.
  await expect(drawer.getByRole('radio', { name: 'Crypto (ETH)' })).toBeChecked();
  await expect(drawer.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await drawer.getByRole('button', { name: 'Back' }).click();
  await expect(drawer.getByRole('button', { name: 'Complete purchase' })).toBeVisible();
});
