import type { Locator, Page, TestInfo } from '@playwright/test';
import { addFirstEditionToCart, completeProfile, liveLobbyRelease, signInAsNewCollector } from './checkout-support';
import { asReturningVisitor, expect, goto, test } from './support/fixtures';

/**
 * Card checkout in Chromium (issue 11): a new card through the bank's 3-D Secure challenge, a card
 * saved on a first purchase paying a second one, a declined card and a broken connection. Test cards
 * are the sandbox PSP's (README). Each step is photographed into the test's output folder.
 */
test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

// The journeys buy from the same demo release: one after the other, so they never race for an edition.
test.describe.configure({ mode: 'default' });

const CHALLENGE_CARD = '4000 0000 0000 3220';
const DECLINED_CARD = '4000 0000 0000 0002';

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}-${page.viewportSize()?.width ?? 0}.png`) });
}

/** A signed-in collector with a complete profile (cards need one) and one edition in the cart drawer. */
async function collectorWithEditionInCart(page: Page, label: string, width: number): Promise<{ email: string; drawer: Locator }> {
  // Signed in on a desktop-wide window (the sign-in helper reads the header's @handler), then at `width`.
  const email = await signInAsNewCollector(page, label);
  await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
  await completeProfile(page.request, email);
  await addFirstEditionToCart(page, await liveLobbyRelease(page.request));
  return { email, drawer: page.getByRole('dialog', { name: 'YOUR CART' }) };
}

async function chooseCreditCard(drawer: Locator): Promise<void> {
  await drawer.getByRole('button', { name: 'Complete purchase' }).click();
  await expect(drawer.getByText('Select payment method')).toBeVisible();
  await drawer.getByRole('radio', { name: 'Credit Card' }).click();
  await drawer.getByRole('button', { name: 'Continue' }).click();
  await expect(drawer.getByText(/^Pay \$[\d,]+\.\d\d by credit card$/)).toBeVisible();
}

/** Credit Card step with a new card: the name and expiry beside the PSP's hosted number and security code. */
async function enterNewCard(page: Page, drawer: Locator, number: string, options: { save?: boolean } = {}): Promise<void> {
  const useNew = drawer.getByRole('radio', { name: 'Use a new card' });
  if (await useNew.isVisible()) await useNew.check();
  await drawer.getByRole('textbox', { name: 'Name on card' }).fill('Wren Calloway');
  const fields = drawer.getByTitle('Card number and security code').contentFrame();
  await fields.getByLabel('Card number').fill(number);
  await fields.getByLabel('Security code').fill('123');
  await drawer.getByRole('combobox', { name: 'Expiration month' }).click();
  await page.getByRole('option', { name: '12', exact: true }).click();
  await drawer.getByRole('combobox', { name: 'Expiration year' }).click();
  await page.getByRole('option', { name: String(new Date().getUTCFullYear() + 3), exact: true }).click();
  if (options.save) await drawer.getByRole('checkbox', { name: 'Save this card for next time' }).check();
}

/** Billing Info step, then its Pay button. */
async function enterBillingAndPay(page: Page, drawer: Locator, testInfo: TestInfo): Promise<void> {
  await expect(drawer.getByRole('textbox', { name: 'First name' })).toBeVisible({ timeout: 15_000 });
  await enterBillingAddress(page, drawer);
  await shoot(page, testInfo, '2-billing-info');
  await drawer.getByRole('button', { name: /^Pay \$[\d,]+\.\d\d$/ }).click();
}

async function enterBillingAddress(page: Page, drawer: Locator): Promise<void> {
  await drawer.getByRole('textbox', { name: 'First name' }).fill('Wren');
  await drawer.getByRole('textbox', { name: 'Last name' }).fill('Calloway');
  await drawer.getByRole('textbox', { name: 'Phone number' }).fill('+1 415 555 0134');
  await drawer.getByRole('combobox', { name: 'Country' }).fill('United States');
  await page.getByRole('option', { name: 'United States', exact: true }).click();
  await drawer.getByRole('textbox', { name: 'Street address' }).fill('500 Terry Francine St');
  await drawer.getByRole('textbox', { name: 'City' }).fill('San Francisco');
  await drawer.getByRole('combobox', { name: 'State' }).fill('California');
  await page.getByRole('option', { name: 'California', exact: true }).click();
  await drawer.getByRole('textbox', { name: 'Zip code' }).fill('94158');
}

/** The bank's step-up page in its frame: the sandbox issuer's code. */
async function answerBankChallenge(page: Page, drawer: Locator, testInfo: TestInfo): Promise<void> {
  await expect(drawer.getByText('Verify this payment with your bank')).toBeVisible({ timeout: 20_000 });
  const bank = drawer.getByTitle('Card verification').contentFrame();
  await expect(bank.getByRole('heading', { name: "Verify it's you" })).toBeVisible();
  await shoot(page, testInfo, '3-bank-challenge');
  await bank.getByLabel('Verification code').fill('1234');
  await bank.getByRole('button', { name: 'Submit' }).click();
}

/** The success view, then MY COLLECTION: the bought edition is in the vault. Answers the product title. */
async function expectDeliveredToVault(page: Page, drawer: Locator, testInfo: TestInfo): Promise<void> {
  await expect(drawer.getByText('Congratulations, it is yours!')).toBeVisible({ timeout: 90_000 });
  await expect(drawer.getByText(/^Paid \$[\d,]+\.\d\d\./)).toBeVisible();
  const bought = drawer.getByRole('list', { name: 'Purchased editions' }).getByRole('listitem').first();
  const title = (await bought.locator('p').first().innerText()).trim();
  await shoot(page, testInfo, '4-success');
  await drawer.getByRole('link', { name: 'MY COLLECTION' }).click();
  await expect(page).toHaveURL(/\/vault$/);
  await expect(page.getByRole('list', { name: 'My collection' }).getByText(title).first()).toBeVisible({ timeout: 30_000 });
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test('a new card through the bank’s 3-D Secure challenge ends on the success view and in the vault', async ({ page }, testInfo) => {
      test.setTimeout(180_000);
      const { drawer } = await collectorWithEditionInCart(page, `card3ds${width}`, width);
      await chooseCreditCard(drawer);
      await enterNewCard(page, drawer, CHALLENGE_CARD);
      await shoot(page, testInfo, '1-credit-card');
      await drawer.getByRole('button', { name: 'Continue' }).click();
      await enterBillingAndPay(page, drawer, testInfo);

      await answerBankChallenge(page, drawer, testInfo);
      await expectDeliveredToVault(page, drawer, testInfo);
    });
  });
}

test.describe('at 390 px', () => {
  test('a card saved on a first purchase pays the second one, the bank asking both times; the profile lists it', async ({ page }, testInfo) => {
    test.setTimeout(240_000);
    const { drawer } = await collectorWithEditionInCart(page, 'cardsaved', 390);
    await chooseCreditCard(drawer);
    await enterNewCard(page, drawer, CHALLENGE_CARD, { save: true });
    await drawer.getByRole('button', { name: 'Continue' }).click();
    await enterBillingAndPay(page, drawer, testInfo);
    await answerBankChallenge(page, drawer, testInfo);
    await expectDeliveredToVault(page, drawer, testInfo);

    await goto(page, '/profile?page=paymentMethods');
    const saved = page.getByRole('list', { name: 'Saved cards' });
    await expect(saved.getByRole('listitem', { name: 'Visa ending in 3220' })).toBeVisible();
    await expect(saved.getByText(`Expires 12/${new Date().getUTCFullYear() + 3}`)).toBeVisible();
    await expect(saved.getByText('Default', { exact: true })).toBeVisible();
    await saved.scrollIntoViewIfNeeded();
    await shoot(page, testInfo, '5-profile-cards');

    await addFirstEditionToCart(page, await liveLobbyRelease(page.request));
    await chooseCreditCard(drawer);
    await expect(drawer.getByRole('radio', { name: 'Visa ending in 3220' })).toBeChecked();
    await shoot(page, testInfo, '6-saved-card-chosen');
    await drawer.getByRole('button', { name: 'Pay with this card' }).click();
    // The saved card asks for 3-D Secure again: the bank's frame shows in the Submit step.
    await answerBankChallenge(page, drawer, testInfo);
    await expectDeliveredToVault(page, drawer, testInfo);
  });
});

test('a declined card says why and goes back a step; a broken connection shows the overlay whose Start Over begins again', async ({ page, consoleErrors }, testInfo) => {
  test.setTimeout(180_000);
  const { drawer } = await collectorWithEditionInCart(page, 'carddecline', 1280);
  await chooseCreditCard(drawer);
  await enterNewCard(page, drawer, DECLINED_CARD);
  await drawer.getByRole('button', { name: 'Continue' }).click();
  await enterBillingAndPay(page, drawer, testInfo);
  await expect(drawer.getByRole('alert').filter({ hasText: 'Could not process payment. Please try again. The card was declined by the issuer' })).toBeVisible({ timeout: 20_000 });
  // Back one step: Billing Info again, the cart still held for another card.
  await expect(drawer.getByRole('textbox', { name: 'First name' })).toBeVisible();
  await shoot(page, testInfo, '3-declined');

  // The connection breaks on the next attempt: the full-screen overlay, then Start Over.
  await page.route('**/services/fiat/v1/payments/capture', (route) => route.fulfill({ status: 502, contentType: 'application/json', body: '{"code":"bad_gateway"}' }), { times: 1 });
  await drawer.getByRole('button', { name: /^Pay \$[\d,]+\.\d\d$/ }).click();
  const overlay = page.getByRole('alertdialog', { name: 'There was an issue connecting your credit card' });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByText('Something has gone terribly wrong.')).toBeVisible();
  await shoot(page, testInfo, '3-connection-issue');
  await overlay.getByRole('button', { name: 'Start Over' }).click();
  await expect(overlay).toBeHidden();
  await expect(drawer.getByRole('textbox', { name: 'Name on card' })).toBeVisible();
  // The 502 above is the failure this test stages; Chromium logs it as a console error.
  const staged = consoleErrors.findIndex((text) => text.includes('502'));
  expect(staged).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(staged, 1);
});

for (const width of [1280, 390]) {
  test(`profile at ${width} px: add cards through card verification (the bank asking for one), make one the default, delete one after confirming`, async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await signInAsNewCollector(page, `cardprofile${width}`);
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await goto(page, '/profile?page=paymentMethods');
    await expect(page.getByText('No saved cards yet.')).toBeVisible();

    const addCard = async (number: string, name: string, challenge: boolean) => {
      await page.getByRole('button', { name: 'Add a card' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a card' });
      await expect(dialog.getByText('Your bank checks the card and it is saved to your account. Nothing is charged.')).toBeVisible();
      await enterNewCard(page, dialog, number);
      await shoot(page, testInfo, `7-add-card-${challenge ? 'challenge' : 'frictionless'}-1-credit-card`);
      await expect(dialog.getByRole('checkbox', { name: 'Save this card for next time' })).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await expect(dialog.getByRole('textbox', { name: 'First name' })).toBeVisible({ timeout: 15_000 });
      await enterBillingAddress(page, dialog);
      await shoot(page, testInfo, `7-add-card-${challenge ? 'challenge' : 'frictionless'}-2-billing`);
      await dialog.getByRole('button', { name: 'Save card' }).click();
      if (challenge) {
        await expect(dialog.getByText('Verify this card with your bank')).toBeVisible({ timeout: 20_000 });
        const bank = dialog.getByTitle('Card verification').contentFrame();
        await expect(bank.getByRole('heading', { name: "Verify it's you" })).toBeVisible();
        await shoot(page, testInfo, '7-add-card-challenge-3-bank');
        await bank.getByLabel('Verification code').fill('1234');
        await bank.getByRole('button', { name: 'Submit' }).click();
      }
      await expect(dialog).toBeHidden({ timeout: 20_000 });
      await expect(page.getByRole('list', { name: 'Saved cards' }).getByRole('listitem', { name })).toBeVisible();
    };
    await addCard('5555 5555 5555 4444', 'Mastercard ending in 4444', false);
    await addCard(CHALLENGE_CARD, 'Visa ending in 3220', true);

    const saved = page.getByRole('list', { name: 'Saved cards' });
    // The first card saved is the default; the second can take the flag.
    await expect(saved.getByRole('listitem', { name: 'Mastercard ending in 4444' }).getByText('Default', { exact: true })).toBeVisible();
    await saved.getByRole('button', { name: 'Make Visa ending in 3220 my default card' }).click();
    await expect(saved.getByRole('listitem', { name: 'Visa ending in 3220' }).getByText('Default', { exact: true })).toBeVisible();
    await expect(saved.getByRole('listitem').first()).toHaveAccessibleName('Visa ending in 3220');
    await saved.scrollIntoViewIfNeeded();
    await shoot(page, testInfo, '8-profile-two-cards');

    await saved.getByRole('button', { name: 'Delete Mastercard ending in 4444' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this card?' });
    await expect(confirm.getByText(/Mastercard ending in 4444 \(expires 12\/\d{4}\) will be removed/)).toBeVisible();
    await shoot(page, testInfo, '9-profile-delete-confirmation');
    await confirm.getByRole('button', { name: 'Delete card' }).click();
    await expect(saved.getByRole('listitem', { name: 'Mastercard ending in 4444' })).toBeHidden();
    await expect(saved.getByRole('listitem')).toHaveCount(1);
  });
}
