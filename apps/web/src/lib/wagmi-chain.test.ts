import { describe, expect, it } from 'vitest';
import type { ChainConfig } from '@caskmark/shared/api/wallet';
import { browserRpcUrl, chainFromConfig, usableChain } from './wagmi-chain';

const contracts = {
  editionToken: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  marketplace: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
  priceFeed: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  paymentReceiver: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
};
const dev: ChainConfig = {
  mode: 'dev',
  chainId: 31337,
  isDevChain: true,
  rpcUrl: '/dev/chain-rpc',
  explorerUrl: null,
  confirmations: 0,
  contracts,
  devMnemonic: 'test test test test test test test test test test test junk',
  devAccounts: [
    { index: 0, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', role: 'deployer', connectedTo: null },
    { index: 2, address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', role: 'custody', connectedTo: null },
    { index: 3, address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', role: 'collector', connectedTo: 'ava' },
    { index: 4, address: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65', role: 'collector', connectedTo: null },
  ],
};

describe('the chain the browser uses', () => {
  it('offers the dev wallet only the collector accounts of the dev chain', () => {
    const chain = usableChain(dev)!;
    expect(chain.devWallet?.accounts.map((account) => account.index)).toEqual([3, 4]);
    expect(chain.devWallet?.accounts[0]?.connectedTo).toBe('ava');
    expect(usableChain({ ...dev, isDevChain: false, mode: 'rpc', rpcUrl: 'https://rpc.example', devMnemonic: null, devAccounts: [] })!.devWallet).toBeNull();
  });

  it('has no chain when the server runs without one', () => {
    expect(usableChain({ ...dev, mode: 'off' })).toBeNull();
    expect(usableChain({ ...dev, rpcUrl: null })).toBeNull();
    expect(usableChain({ ...dev, contracts: null })).toBeNull();
  });

  it("makes the dev chain's same-origin RPC path absolute", () => {
    expect(browserRpcUrl('/dev/chain-rpc', 'http://127.0.0.1:3308')).toBe('http://127.0.0.1:3308/dev/chain-rpc');
    expect(browserRpcUrl('https://rpc.example/v1', 'http://127.0.0.1:3308')).toBe('https://rpc.example/v1');
    expect(chainFromConfig(usableChain(dev)!, 'http://localhost').rpcUrls.default.http[0]).toBe('http://localhost/dev/chain-rpc');
  });
});
