import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devPriceFeedAbi, feedAnswerToUsd } from '@caskmark/contracts';
import type { ChainConfig } from '@caskmark/shared/api/wallet';
import { liveChain, startChainApp, type ErrorBody } from './chain-test-helpers';
import { buildSignedInUser } from './identity-helpers';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startChainApp({ ETH_PRICE_USD: '2500' });
});
afterAll(async () => {
  await t?.close();
});

const feed = async () => {
  const live = liveChain(t);
  const [, answer, , updatedAt] = await live.network.publicClient.readContract({ address: live.network.addresses.priceFeed, abi: devPriceFeedAbi, functionName: 'latestRoundData' });
  return { usd: feedAnswerToUsd(answer), updatedAt: Number(updatedAt) };
};

describe('dev chain', () => {
  it('publishes the chain settings the browser needs, with the demo accounts', async () => {
    const config = await t.get<ChainConfig>('/services/utility/v1/chain-config');
    expect(config.body).toMatchObject({
      mode: 'dev',
      chainId: 31337,
      isDevChain: true,
      rpcUrl: '/dev/chain-rpc',
      confirmations: 1,
      contracts: { editionToken: '0x5FbDB2315678afecb367f032d93F642f64180aa3', marketplace: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0', priceFeed: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', paymentReceiver: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9' },
    });
    expect(config.body.devAccounts).toHaveLength(10);
    expect(config.body.devAccounts[3]).toMatchObject({ index: 3, address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', role: 'collector' });
  });

  it('reads the ETH price from the on-chain feed and publishes a new configured price there', async () => {
    const quote = await t.get<{ price: number; source: string; stale: boolean }>('/services/utility/v1/eth-price');
    expect(quote.body).toMatchObject({ price: 2500, source: 'chain-feed', stale: false });
    await t.post('/dev/eth-price', { price: 2750.5 });
    const updated = await t.get<{ price: number; source: string }>('/services/utility/v1/eth-price');
    expect(updated.body).toMatchObject({ price: 2750.5, source: 'chain-feed' });
    expect((await feed()).usd).toBe(2750.5);
  });

  it('moves chain time with POST /dev/clock and keeps the feed fresh for USD listings', async () => {
    const live = liveChain(t);
    const before = await feed();
    await t.post('/dev/clock', { advanceMs: 5 * 3_600_000 });
    const chainNow = await live.network.dev!.network.chain.latestTimestamp();
    expect(chainNow).toBeGreaterThanOrEqual(Math.floor(t.context.clock.nowMs() / 1000) - 2);
    const after = await feed();
    expect(after.updatedAt).toBeGreaterThan(before.updatedAt + 4 * 3600);
    expect(chainNow - after.updatedAt).toBeLessThan(3600);
  });

  it('relays JSON-RPC for the dev wallet, answers gas prices itself and keeps cheat codes out', async () => {
    const client = liveChain(t).network.publicClient;
    const before = await client.getBlock({ blockTag: 'latest' });
    const batch = await t.post<Array<{ id: number; result: string }>>('/dev/chain-rpc', [
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 2, method: 'eth_gasPrice' },
      { jsonrpc: '2.0', id: 5, method: 'eth_maxPriorityFeePerGas' },
    ]);
    expect(batch.status).toBe(200);
    expect(batch.body[0]).toMatchObject({ id: 1, result: '0x7a69' });
    const after = await client.getBlock({ blockTag: 'latest' });
    // The base fee of the head when it answered, plus anvil's tip bounded to 1 gwei (its base fee is lower; decision 098).
    expect([before.baseFeePerGas! + 1_000_000_000n, after.baseFeePerGas! + 1_000_000_000n]).toContain(BigInt(batch.body[1]!.result));
    expect(batch.body[2]).toMatchObject({ id: 5, result: '0x3b9aca00' });
    const cheat = await t.post<ErrorBody>('/dev/chain-rpc', { jsonrpc: '2.0', id: 3, method: 'anvil_setBalance', params: ['0x90F79bf6EB2c4f870365E785982E1f101E93b906', '0x1'] });
    expect(cheat.status).toBe(400);
    expect(cheat.body.code).toBe('method_not_allowed');
    const nodeSigned = await t.post<ErrorBody>('/dev/chain-rpc', { jsonrpc: '2.0', id: 4, method: 'eth_sendTransaction', params: [{ from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', to: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', value: '0x1' }] });
    expect(nodeSigned.status).toBe(400);
  });
});

describe('without a chain', () => {
  it('answers chain calls with 503 and keeps the session working', async () => {
    const off = await startTestApp();
    try {
      const config = await off.get<ChainConfig>('/services/utility/v1/chain-config');
      expect(config.body).toMatchObject({ mode: 'off', chainId: 31337, contracts: null, devAccounts: [] });
      const user = await buildSignedInUser(off);
      const list = await off.get<ErrorBody>('/api/account/v1/wallet', { token: user.tokens.idToken });
      expect(list.status).toBe(503);
      expect(list.body).toMatchObject({ code: 'chain_unavailable', message: 'The blockchain is not available right now. Please try again later.' });
      const info = await off.get<{ connectedWallets: unknown[] }>('/api/account/v1/user-info', { token: user.tokens.idToken });
      expect(info.body.connectedWallets).toEqual([]);
      const transfer = await off.post<ErrorBody>('/api/account/v1/nft-transfer-request', { editionNftPublicPk: '00000000-0000-4000-8000-000000000000', walletAddress: '0x90F79bf6EB2c4f870365E785982E1f101E93b906' }, { token: user.tokens.idToken });
      expect(transfer.status).toBe(503);
    } finally {
      await off.close();
    }
  });
});
