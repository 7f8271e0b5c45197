import { expect, type Page } from '@playwright/test';
import { type Address, createPublicClient, http, parseAbi } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { goto } from './support/fixtures';

/**
 * Helpers of the wallet and custody end-to-end tests. The dev chain's demo accounts 5–9 are free for
 * tests (3 and 4 are Ava's and Ben's); each test uses its own, so they can run side by side.
 */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';
export const DEMO_PASSWORD = 'Demo-pass-2026';

export function devAccount(index: number) {
  return mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index });
}

/** In an open connect dialog: the Dev wallet tile, the demo account, Connect. */
export async function connectDevWallet(page: Page, index: number): Promise<void> {
  await page.getByRole('button', { name: 'Dev wallet' }).click();
  await page.getByRole('radio', { name: new RegExp(`Account #${index}\\b`) }).check();
  await page.getByRole('button', { name: 'Connect dev wallet' }).click();
}

export async function signInWithEmail(page: Page, email: string, password: string): Promise<void> {
  await goto(page, '/auth/signin');
  // Exact names: the footer's newsletter form has an 'Email address' field too.
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await expect(page.getByRole('button', { name: /^@/ }).first()).toBeVisible();
}

const editionTokenAbi = parseAbi(['function ownerOf(uint256 tokenId) view returns (address)', 'function isApprovedForAll(address owner, address operator) view returns (bool)']);

/** Reads the dev chain through the server's same-origin RPC, the way the browser's dev wallet does. */
export async function chainReader(page: Page) {
  const config = (await (await page.request.get('/services/utility/v1/chain-config')).json()) as {
    rpcUrl: string;
    contracts: { editionToken: Address; marketplace: Address };
  };
  const client = createPublicClient({ transport: http(new URL(config.rpcUrl, page.url()).toString()) });
  return {
    ownerOf: (tokenId: bigint) => client.readContract({ address: config.contracts.editionToken, abi: editionTokenAbi, functionName: 'ownerOf', args: [tokenId] }),
    isApprovedForAll: (owner: Address) =>
      client.readContract({ address: config.contracts.editionToken, abi: editionTokenAbi, functionName: 'isApprovedForAll', args: [owner, config.contracts.marketplace] }),
  };
}

/** The refusal a test provoked on purpose: the browser logs it as a console error; exactly one is expected. */
export function forgiveRefusal(consoleErrors: string[], status: number): void {
  const pattern = new RegExp(`status of ${status}\\b`);
  expect(consoleErrors.filter((error) => pattern.test(error))).toHaveLength(1);
  consoleErrors.splice(consoleErrors.findIndex((error) => pattern.test(error)), 1);
}
