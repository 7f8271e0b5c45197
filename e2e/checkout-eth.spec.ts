import type { Page } from '@playwright/test';
import { createWalletClient, defineChain, http, type Address, type Hex } from 'viem';
import type { CheckoutCart } from '@caskmark/shared/api/checkout';
import { addFirstEditionToCart, apiGetAs, apiToken, liveLobbyRelease, signInAsNewCollector } from './checkout-support';
import { asReturningVisitor, expect, test } from './support/fixtures';
import { chainReader, connectDevWallet, devAccount } from './wallet-support';

/**
 * Buying with ETH through the dev wallet (decision 220 server, 222 web): Crypto (ETH) → select ETH
 * wallet (the wallet is added from the drawer, verified, not yet approved) → approve transaction runs
 * switch chain, request accounts, check approval (the approval is asked for here), send → the server
 * sees the payment on chain → success, and the NFT is in the vault. Each test uses its own demo account
 * (9 and 7: free in the other wallet tests, where 7 only ever signs).
 *
 * With E2E_SNAPSHOTS set to a folder, each drawer step is also saved there as a PNG.
 */
test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

// Both buy the first free edition of the same release: one after the other, so they never race for it.
test.describe.configure({ mode: 'default' });

async function snap(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SNAPSHOTS;
  if (!folder) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${folder}/eth-${width}-${name}.png` });
}

/** Cart → payment method → Crypto (ETH) → select ETH wallet, where a wallet is added (verified only). */
async function chooseEthWithNewWallet(page: Page, accountIndex: number) {
  const release = await liveLobbyRelease(page.request);
  await addFirstEditionToCart(page, release);
  const drawer = page.getByRole('dialog', { name: 'YOUR CART' });
  await snap(page, '1-cart');
  await drawer.getByRole('button', { name: 'Complete purchase' }).click();
  await expect(drawer.getByText('Select payment method')).toBeVisible();
  await expect(drawer.getByRole('radio', { name: 'Crypto (ETH)' })).toBeEnabled();
  await drawer.getByRole('radio', { name: 'Crypto (ETH)' }).click();
  await snap(page, '2-payment-method');
  await drawer.getByRole('button', { name: 'Continue' }).click();

  await expect(drawer.getByText('Pay with ETH')).toBeVisible();
  await expect(drawer.getByText(/^About \d+\.\d+ ETH at \$[\d,]+\.\d\d per ETH\./)).toBeVisible();
  // No wallet yet: Continue says so.
  await expect(drawer.getByText('You have no wallet of your own on Caskmark yet.', { exact: false })).toBeVisible();
  await drawer.getByRole('button', { name: 'Continue' }).click();
  await expect(drawer.getByRole('alert')).toHaveText('Please select a wallet to continue!');
  await snap(page, '3-eth-wallet-empty');

  await drawer.getByRole('button', { name: 'Add a wallet' }).click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Connect your wallet' }) });
  await expect(dialog).toBeVisible();
  await connectDevWallet(page, accountIndex);
  const adding = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Add Your Wallet' }) });
  await adding.getByRole('button', { name: 'Verify Ownership' }).click();
  await expect(adding.getByRole('button', { name: 'Provide Access to Caskmark' })).toBeVisible();
  // Access is left for the checkout to ask for.
  await adding.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(adding).toBeHidden();

  const wallet = devAccount(accountIndex);
  const choice = drawer.getByRole('radio', { name: new RegExp(wallet.address, 'i') });
  await expect(choice).toBeChecked();
  await expect(drawer.getByRole('alert')).toBeHidden();
  await snap(page, '4-eth-wallet');
  await drawer.getByRole('button', { name: 'Continue' }).click();

  await expect(drawer.getByText('Approve transaction')).toBeVisible();
  await expect(drawer.getByRole('timer', { name: /^Price held for 1[45]:\d\d$/ })).toBeVisible();
  await snap(page, '5-approve');
  return { drawer, wallet };
}

/**
 * Pays the collector's ETH checkout from the wallet's own key with less than the quote, as someone
 * lowering the amount in their wallet would: the receiver takes it (above its 0.004 ETH floor), the
 * server counts it short.
 */
async function payShort(page: Page, email: string, accountIndex: number, wei: bigint): Promise<void> {
  const cart = await apiGetAs<CheckoutCart>(page.request, await apiToken(page.request, email), '/api/primary-payments/v2/checkout/cart');
  const payload = cart.ethTransferPayload!;
  expect(BigInt(payload.value)).toBeGreaterThan(wei);
  const config = (await (await page.request.get('/services/utility/v1/chain-config')).json()) as { rpcUrl: string; chainId: number };
  const rpc = new URL(config.rpcUrl, page.url()).toString();
  const chain = defineChain({ id: config.chainId, name: 'dev', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpc] } } });
  const wallet = createWalletClient({ account: devAccount(accountIndex), chain, transport: http(rpc) });
  await wallet.sendTransaction({ to: payload.to as Address, data: payload.data as Hex, value: wei });
}

async function expectDelivered(page: Page, drawer: ReturnType<Page['getByRole']>, address: `0x${string}`) {
  await expect(drawer.getByText('Congratulations, it is yours!')).toBeVisible({ timeout: 90_000 });
  const bought = drawer.getByRole('list', { name: 'Purchased editions' }).getByRole('listitem').first();
  const title = (await bought.innerText()).split('\n')[0]!.trim();
  await expect(drawer.getByText(new RegExp(`^Paid \\$[\\d,]+\\.\\d\\d\\. Delivered to ${address.slice(0, 6)}`))).toBeVisible();
  await snap(page, '7-success');
  expect(await (await chainReader(page)).isApprovedForAll(address)).toBe(true);
  await drawer.getByRole('link', { name: 'MY COLLECTION' }).click();
  await expect(page).toHaveURL(/\/vault$/);
  await expect(page.getByRole('list', { name: 'My collection' }).getByText(title).first()).toBeVisible({ timeout: 30_000 });
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('buy with ETH through the dev wallet: approval, payment, success, the NFT in the vault; then a payment short of the quote fails', async ({ page }) => {
    test.setTimeout(240_000);
    const email = await signInAsNewCollector(page, 'eth');
    const { drawer, wallet } = await chooseEthWithNewWallet(page, 9);
    await drawer.getByRole('button', { name: /^PAY \d+\.\d+ ETH$/ }).click();
    // The progress view lasts as long as the chain takes: on an idle dev chain the cart may be Completed first.
    await expect(drawer.getByText('✓ Transaction sent').or(drawer.getByText('Congratulations, it is yours!'))).toBeVisible({ timeout: 60_000 });
    await snap(page, '6-progress');
    await expectDelivered(page, drawer, wallet.address);

    await test.step("a second edition, paid 0.005 ETH short of its quote: 'ETH amount mismatch'", async () => {
      await addFirstEditionToCart(page, await liveLobbyRelease(page.request));
      await drawer.getByRole('button', { name: 'Complete purchase' }).click();
      await drawer.getByRole('radio', { name: 'Crypto (ETH)' }).click();
      await drawer.getByRole('button', { name: 'Continue' }).click();
      await expect(drawer.getByRole('radio', { name: new RegExp(wallet.address, 'i') })).toBeChecked();
      await drawer.getByRole('button', { name: 'Continue' }).click();
      await expect(drawer.getByText('Approve transaction')).toBeVisible();
      await payShort(page, email, 9, 5_000_000_000_000_000n);
      await expect(drawer.getByRole('alert').filter({ hasText: 'Your checkout could not be completed' })).toBeVisible({ timeout: 60_000 });
      await expect(drawer.getByText('Reason: ETH amount mismatch. Any amount taken is refunded to you automatically.')).toBeVisible();
      await snap(page, '8-mismatch');
      await page.setViewportSize({ width: 390, height: 844 });
      await snap(page, '8-mismatch');
    });
  });
});

test.describe('at 390 px', () => {
  test('the approval refused in the wallet (4001) asks to CONTINUE; CONTINUE then pays', async ({ page }) => {
    test.setTimeout(180_000);
    await signInAsNewCollector(page, 'ethrefuse');
    // Signed in at desktop width (the sign-in helper looks for the header's account button), then a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    // The wallet says no to the first transaction it is asked to sign (the approval), as a person would.
    let refused = false;
    await page.route('**/dev/chain-rpc', async (route) => {
      const call = route.request().postDataJSON() as { id: number; method: string };
      if (refused || call.method !== 'eth_sendRawTransaction') return route.continue();
      refused = true;
      await route.fulfill({ json: { jsonrpc: '2.0', id: call.id, error: { code: 4001, message: 'User rejected the request.' } } });
    });
    const { drawer, wallet } = await chooseEthWithNewWallet(page, 7);
    await drawer.getByRole('button', { name: /^PAY \d+\.\d+ ETH$/ }).click();
    await expect(drawer.getByRole('alert')).toHaveText('It looks like you did not provide approval. Click CONTINUE to start again.');
    await snap(page, '5b-refused');
    expect(refused).toBe(true);
    await drawer.getByRole('button', { name: 'CONTINUE' }).click();
    await expectDelivered(page, drawer, wallet.address);
  });
});
