import type { APIRequestContext, Page } from '@playwright/test';
import { fillSignIn, nextCode, PASSWORD, seenMessages, typeCode, uniqueEmail } from './auth-support';
import { liveAirdropPack, signInAsNewCollector } from './checkout-support';
import { asReturningVisitor, expect, goto, test } from './support/fixtures';

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

const SHOTS = process.env.E2E_SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

/** A fresh collector with one NFT of their own in their custodial wallet: a claimed airdrop (nobody else's edition). */
async function collectorWithClaimedNft(page: Page): Promise<string> {
  const pack = await liveAirdropPack(page.request);
  const email = await signInAsNewCollector(page, 'gifter');
  await goto(page, `/producers/${pack.brandSlug}/${pack.publicPk}/claim-page`);
  await page.getByRole('button', { name: 'CLAIM YOUR NFT' }).click();
  const drawer = page.getByRole('dialog', { name: 'YOUR CART' });
  await drawer.getByRole('button', { name: 'TRANSFER NFT' }).click();
  await expect(drawer.getByText('Congratulations, it is yours!')).toBeVisible({ timeout: 90_000 });
  return email;
}

/** The link of the newest gift e-mail to `to`, as a path on this server. */
async function giftLink(request: APIRequestContext, to: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const messages = (await (await request.get(`/dev/mailbox?to=${encodeURIComponent(to)}`, { headers: { accept: 'application/json' } })).json()) as Array<{ subject: string; text: string }>;
      const gift = messages.find((message) => message.subject.includes('sent you a gift'));
      link = gift?.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes('gifts') || url.includes('signup')) ?? '';
      return link;
    })
    .toContain('/auth/signup');
  return new URL(link).pathname + new URL(link).search + new URL(link).hash;
}

test('a gift to a new e-mail: the recipient signs up from the link, accepts, and the NFT is in their vault', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await collectorWithClaimedNft(page);
  const receiverEmail = uniqueEmail('giftee');

  await test.step('the owner gifts the NFT from the vault drawer, with the confirmation', async () => {
    await goto(page, '/vault');
    await page.getByRole('button', { name: /Custodial/ }).first().click();
    const drawer = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Gift', exact: true }) });
    await drawer.getByRole('button', { name: 'Gift', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Gift your NFT' });
    const gift = dialog.getByRole('button', { name: 'Gift', exact: true });
    await expect(gift).toBeDisabled();
    await dialog.getByLabel('Recipient email').fill('not-an-email');
    await expect(gift).toBeDisabled();
    await dialog.getByLabel('Recipient email').fill(receiverEmail);
    await dialog.getByLabel('Message').fill('A dram for your new flat. Cheers!');
    await expect(gift).toBeEnabled();
    await shot(page, 'gift-dialog-1280');
    await gift.click();
    await expect(dialog.getByText('Are you sure you want to gift this NFT?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes, gift it' }).click();
    await expect(page.getByText(`Your gift is on its way to ${receiverEmail}.`)).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step('GIFTS MADE BY ME lists it; Resend says Notification sent', async () => {
    await goto(page, '/vault#gifts');
    const byMe = page.getByRole('region', { name: 'GIFTS MADE BY ME' });
    await expect(byMe.getByText(`To ${receiverEmail}`, { exact: false })).toBeVisible();
    await expect(page.getByRole('region', { name: 'GIFTS MADE TO ME' }).getByText("You Don't have any pending Gifts")).toBeVisible();
    await byMe.getByRole('button', { name: 'Resend' }).click();
    await expect(page.getByText('Notification sent')).toBeVisible();
    await shot(page, 'gifts-tab-sender-1280');
  });

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: new URL(page.url()).origin });
  const receiver = await context.newPage();
  await asReturningVisitor(receiver);
  await test.step('the recipient follows the e-mail link, signs up, verifies and signs in', async () => {
    const path = await giftLink(page.request, receiverEmail);
    const seen = await seenMessages(page.request, receiverEmail);
    await goto(receiver, path);
    await receiver.getByLabel('Email', { exact: true }).fill(receiverEmail);
    await receiver.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await receiver.getByLabel('Confirm password').fill(PASSWORD);
    await receiver.getByRole('button', { name: 'SIGN UP', exact: true }).click();
    await typeCode(receiver, 'Verification code', await nextCode(page.request, receiverEmail, seen));
    await expect(receiver).toHaveURL(/\/auth\/signin/);
    await fillSignIn(receiver, receiverEmail, PASSWORD);
    await expect(receiver).toHaveURL(/\/vault#gifts$/);
  });

  await test.step('GIFTS MADE TO ME: accept into a new Caskmark vault and follow the transfer', async () => {
    const toMe = receiver.getByRole('region', { name: 'GIFTS MADE TO ME' });
    await expect(toMe.getByText('A dram for your new flat. Cheers!')).toBeVisible();
    await shot(receiver, 'gifts-tab-receiver-390');
    await toMe.getByRole('button', { name: 'Accept' }).click();
    const dialog = receiver.getByRole('dialog', { name: 'Accept your gift' });
    await expect(dialog.getByRole('radio', { name: /A new Caskmark vault/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Accept gift' }).click();
    await expect(dialog.getByText('The NFT is now in your collection.')).toBeVisible({ timeout: 90_000 });
    await shot(receiver, 'gift-accepted-390');
    await receiver.keyboard.press('Escape');
  });

  await test.step('the NFT is in the recipient’s collection, and no longer in the giver’s', async () => {
    await goto(receiver, '/vault');
    await expect(receiver.getByText('1 NFT')).toBeVisible();
    await shot(receiver, 'vault-after-gift-390');
    await goto(page, '/vault');
    await expect(page.getByText('There are no NFTs')).toBeVisible();
  });
  await context.close();
});
