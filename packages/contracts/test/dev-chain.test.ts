import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEther } from 'viem';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveAnvilBinary } from '../src/anvil-binary';
import { DEV_ACCOUNT_INDEX, devAccounts } from '../src/dev-accounts';
import { startDevChain, type DevChain } from '../src/dev-chain';
import { startDevNetwork, type DevNetwork } from '../src/dev-network';
import { networkGasPrice, priorityFeeCeiling, serverGas, serverGasPrice } from '../src/gas';
import { devPriceFeedAbi } from '../src/generated/dev-price-feed';
import { editionTokenAbi } from '../src/generated/edition-token';
import { marketplaceAbi } from '../src/generated/marketplace';
import { listingIdFromReceipt, mintEditions } from '../src/operations';
import { ListingCurrency } from '../src/sale-math';

const running = new Set<DevChain | DevNetwork>();
const folders: string[] = [];
afterAll(async () => {
  for (const item of running) await item.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});
function tempDir(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'caskmark-chain-'));
  folders.push(folder);
  return folder;
}
async function network(options: Parameters<typeof startDevNetwork>[0]): Promise<DevNetwork> {
  const started = await startDevNetwork(options);
  running.add(started);
  return started;
}
async function stop(item: DevChain | DevNetwork) {
  await item.stop();
  running.delete(item);
}

describe('startDevChain', () => {
  it('runs anvil from the npm package on a free port with the fixed mnemonic’s funded accounts', async () => {
    expect(resolveAnvilBinary()).toMatch(/node_modules\/@foundry-rs\/anvil-[a-z0-9]+-[a-z0-9]+\/bin\/anvil$/);
    const chain = await startDevChain();
    running.add(chain);
    expect(chain.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await chain.testClient.getChainId()).toBe(31_337);
    expect(chain.accounts).toEqual(devAccounts(10).map((account) => account.address));
    expect(chain.accounts[0]).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(await chain.testClient.getBalance({ address: chain.accounts[9] })).toBe(parseEther('10000'));

    // A fresh anvil suggests a 1 gwei tip over a 1 gwei base fee; eth_gasPrice agrees.
    const gasPrice = await chain.testClient.getGasPrice();
    expect(await networkGasPrice(chain.testClient)).toBe(gasPrice);
    expect(await serverGasPrice(chain.testClient)).toBe(2n * gasPrice);

    const before = await chain.latestTimestamp();
    await chain.advanceTime(3 * 86_400);
    expect((await chain.latestTimestamp()) - before).toBeGreaterThanOrEqual(3 * 86_400);
    const target = (await chain.latestTimestamp()) + 10_000;
    await chain.syncTime(target);
    expect(await chain.latestTimestamp()).toBe(target);
    await chain.syncTime(target - 500);
    expect(await chain.latestTimestamp()).toBe(target);
    await expect(chain.advanceTime(-1)).rejects.toThrow(RangeError);

    const stranger = '0x00000000000000000000000000000000000a11ce';
    await chain.fund(stranger, parseEther('5'));
    await chain.fund(stranger, parseEther('1'));
    expect(await chain.testClient.getBalance({ address: stranger })).toBe(parseEther('5'));

    await stop(chain);
    await expect(chain.testClient.getChainId()).rejects.toThrow();
  });
});

describe('startDevNetwork', () => {
  const baseTokenUri = 'http://localhost:3000/api/metadata/edition-nft/';

  it('deploys once, keeps tokens, listings and events across restarts, and never moves time back', async () => {
    const dataDir = tempDir();
    const first = await network({ dataDir, baseTokenUri });
    expect(first.origin).toBe('new-chain');
    const { editionToken, marketplace } = first.deployment.addresses;
    const collector = first.chain.accounts[DEV_ACCOUNT_INDEX.firstCollector];
    const mints = [1n, 2n, 3n].map((tokenId) => ({ to: collector, tokenId }));
    expect((await mintEditions(first.adminClient, first.publicClient, editionToken, mints)).minted).toEqual([1n, 2n, 3n]);
    expect(await mintEditions(first.adminClient, first.publicClient, editionToken, mints)).toMatchObject({ minted: [], alreadyMinted: [1n, 2n, 3n] });

    const seller = first.walletClientFor(DEV_ACCOUNT_INDEX.firstCollector);
    await first.publicClient.waitForTransactionReceipt({
      hash: await seller.writeContract({ address: editionToken, abi: editionTokenAbi, functionName: 'setApprovalForAll', args: [marketplace, true] }),
    });
    const expiration = BigInt(await first.chain.latestTimestamp()) + 86_400n;
    const listed = await first.publicClient.waitForTransactionReceipt({
      hash: await seller.writeContract({
        address: marketplace,
        abi: marketplaceAbi,
        functionName: 'createPublicListing',
        args: [[2n], 5_000n, ListingCurrency.USD, expiration],
      }),
    });
    const listingId = listingIdFromReceipt(listed)!;
    await first.chain.advanceTime(3_600);
    const lastTime = await first.chain.latestTimestamp();
    await stop(first);
    expect(statSync(path.join(dataDir, 'anvil-state.json')).size).toBeGreaterThan(0);

    const second = await network({ dataDir, baseTokenUri: 'http://localhost:4000/m/', ethPriceUsd: '2999.99' });
    expect(second.origin).toBe('reused');
    expect(second.chain.restoredState).toBe(true);
    expect(second.deployment.addresses).toEqual(first.deployment.addresses);
    expect(await second.chain.latestTimestamp()).toBeGreaterThan(lastTime);
    const read = second.publicClient;
    expect(await read.readContract({ address: editionToken, abi: editionTokenAbi, functionName: 'ownerOf', args: [3n] })).toBe(collector);
    expect(await read.readContract({ address: editionToken, abi: editionTokenAbi, functionName: 'tokenURI', args: [3n] })).toBe('http://localhost:4000/m/3');
    expect(await read.readContract({ address: marketplace, abi: marketplaceAbi, functionName: 'validate', args: [listingId] })).toBe(true);
    expect(await read.readContract({ address: marketplace, abi: marketplaceAbi, functionName: 'getETHPriceInUSD' })).toBe(299_999_000_000n);
    const created = await read.getContractEvents({
      address: marketplace,
      abi: marketplaceAbi,
      eventName: 'ListingCreated',
      fromBlock: second.deployment.fromBlock,
    });
    expect(created.map((event) => event.args.listingId)).toEqual([listingId]);
    await stop(second);
  });

  it('restarts on saved state with a "now" read before anvil started (anvil is already past it)', async () => {
    const dataDir = tempDir();
    const first = await network({ dataDir, baseTokenUri });
    const lastTime = await first.chain.latestTimestamp();
    await stop(first);
    // Read like the server reads its clock: before the restored anvil starts its own clock, later.
    const nowSeconds = Date.now() / 1000;
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const second = await network({ dataDir, baseTokenUri, nowSeconds, ethPriceUsd: '3000' });
    expect(second.origin).toBe('reused');
    expect(await second.chain.latestTimestamp()).toBeGreaterThan(Math.max(lastTime, Math.floor(nowSeconds)));
    const [, answer] = await second.publicClient.readContract({ address: second.deployment.addresses.priceFeed, abi: devPriceFeedAbi, functionName: 'latestRoundData' });
    expect(answer).toBe(300_000_000_000n);
    // Asking for a moment the chain has passed changes nothing; asking for a later one gets there.
    const before = await second.chain.latestTimestamp();
    await second.chain.syncTime(nowSeconds);
    expect(await second.chain.latestTimestamp()).toBe(before);
    await second.chain.syncTime(before + 600);
    expect(await second.chain.latestTimestamp()).toBe(before + 600);
    await expect(second.chain.syncTime(Number.NaN)).rejects.toThrow(RangeError);
    await stop(second);
  });

  it('keeps the gas price steady while the server is the only sender (twice the network price, never ratcheting)', async () => {
    const started = await network({ baseTokenUri });
    const token = started.deployment.addresses.editionToken;
    const bids: bigint[] = [];
    for (let tokenId = 1n; tokenId <= 8n; tokenId += 1n) {
      const gas = await serverGas(started.publicClient);
      bids.push(gas.gasPrice);
      const hash = await started.adminClient.writeContract({ address: token, abi: editionTokenAbi, functionName: 'mint', args: [started.chain.accounts[3], tokenId], ...gas });
      await started.publicClient.waitForTransactionReceipt({ hash });
    }
    const { baseFeePerGas } = await started.publicClient.getBlock({ blockTag: 'latest' });
    // Bidding twice anvil's own eth_gasPrice doubled it with every transaction (decision 090); now the
    // bids never climb, and the tips they paid leave anvil's oracle below the first bid.
    for (const bid of bids) expect(bid).toBeLessThanOrEqual(bids[0]!);
    expect(await started.publicClient.getGasPrice()).toBeLessThanOrEqual(bids[0]!);
    expect(await serverGasPrice(started.publicClient)).toBe(2n * (baseFeePerGas! + priorityFeeCeiling(baseFeePerGas!)));
    await stop(started);
  });

  it('moves chain time to the server clock before publishing the price, so USD listings stay priceable', async () => {
    const nowSeconds = Math.floor(Date.now() / 1000) + 45 * 86_400;
    const started = await network({ baseTokenUri, nowSeconds });
    expect(await started.chain.latestTimestamp()).toBeGreaterThanOrEqual(nowSeconds);
    const [, , , updatedAt] = await started.publicClient.readContract({
      address: started.deployment.addresses.priceFeed,
      abi: devPriceFeedAbi,
      functionName: 'latestRoundData',
    });
    expect(Number(updatedAt)).toBeGreaterThanOrEqual(nowSeconds);
    await stop(started);
  });

  it('starts over cleanly when the contracts changed or the saved state cannot be read', async () => {
    const dataDir = tempDir();
    const first = await network({ dataDir, baseTokenUri });
    await mintEditions(first.adminClient, first.publicClient, first.deployment.addresses.editionToken, [
      { to: first.chain.accounts[3], tokenId: 7n },
    ]);
    await stop(first);

    const manifestPath = path.join(dataDir, 'deployment.json');
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    writeFileSync(manifestPath, JSON.stringify({ ...manifest, sourcesHash: 'an older build' }));
    const logs: string[] = [];
    const second = await network({ dataDir, baseTokenUri, log: (line) => logs.push(line) });
    expect(second.origin).toBe('redeployed');
    expect(second.redeployReason).toBe('the contracts changed since they were deployed');
    expect(logs.join('\n')).toContain('starting over');
    const token = second.deployment.addresses.editionToken;
    expect(await second.publicClient.readContract({ address: token, abi: editionTokenAbi, functionName: 'exists', args: [7n] })).toBe(false);
    await stop(second);

    writeFileSync(path.join(dataDir, 'anvil-state.json'), '{ cut short by a crash');
    const third = await network({ dataDir, baseTokenUri });
    expect(third.origin).toBe('redeployed');
    await stop(third);
    expect(existsSync(path.join(dataDir, 'anvil-state.json'))).toBe(true);
  });
});
