import { describe, expect, it } from 'vitest';
import { type Hex, hexToBigInt, numberToHex, parseTransaction, stringToHex, recoverMessageAddress, recoverTransactionAddress, type TransactionSerializedLegacy } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { createDevWalletProvider, type RpcCall } from './wagmi-dev-wallet-provider';

const MNEMONIC = 'test test test test test test test test test test test junk';
const account = mnemonicToAccount(MNEMONIC, { addressIndex: 3 });
const other = mnemonicToAccount(MNEMONIC, { addressIndex: 4 });
const CHAIN_ID = 31337;

function fakeNode(answers: Record<string, unknown>) {
  const calls: { method: string; params: readonly unknown[] }[] = [];
  const rpc: RpcCall = async (method, params) => {
    calls.push({ method, params });
    if (!(method in answers)) throw new Error(`unexpected ${method}`);
    return answers[method];
  };
  return { rpc, calls };
}

describe('dev wallet provider', () => {
  it('signs personal_sign locally with the selected demo key', async () => {
    const { rpc, calls } = fakeNode({});
    const provider = createDevWalletProvider({ chainId: CHAIN_ID, rpc, account: () => account });
    const message = 'caskmark.test wants you to sign in';
    const signature = (await provider.request({ method: 'personal_sign', params: [stringToHex(message), account.address] })) as Hex;
    expect(await recoverMessageAddress({ message, signature })).toBe(account.address);
    expect(calls).toEqual([]);
  });

  it('refuses to sign for an address it does not hold, and when disconnected', async () => {
    const { rpc } = fakeNode({});
    const provider = createDevWalletProvider({ chainId: CHAIN_ID, rpc, account: () => account });
    await expect(provider.request({ method: 'personal_sign', params: ['0x00', other.address] })).rejects.toMatchObject({ code: 4100 });
    const disconnected = createDevWalletProvider({ chainId: CHAIN_ID, rpc, account: () => null });
    expect(await disconnected.request({ method: 'eth_accounts' })).toEqual([]);
    await expect(disconnected.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: 4100 });
  });

  it('sends a signed raw transaction at twice the network gas price', async () => {
    const hash = `0x${'ab'.repeat(32)}`;
    const { rpc, calls } = fakeNode({ eth_getTransactionCount: '0x7', eth_estimateGas: '0x5208', eth_gasPrice: numberToHex(1_000_000_000n), eth_sendRawTransaction: hash });
    const provider = createDevWalletProvider({ chainId: CHAIN_ID, rpc, account: () => account });
    const to = other.address;
    const answer = await provider.request({ method: 'eth_sendTransaction', params: [{ from: account.address, to, value: '0x1', data: '0x1234' }] });
    expect(answer).toBe(hash);
    const raw = calls.find((call) => call.method === 'eth_sendRawTransaction')!.params[0] as TransactionSerializedLegacy;
    const transaction = parseTransaction(raw);
    expect(transaction).toMatchObject({ type: 'legacy', chainId: CHAIN_ID, nonce: 7, gas: 21000n, gasPrice: 2_000_000_000n, to: to.toLowerCase(), value: 1n, data: '0x1234' });
    expect(await recoverTransactionAddress({ serializedTransaction: raw })).toBe(account.address);
  });

  it('keeps a gas price the dapp already chose', async () => {
    const { rpc, calls } = fakeNode({ eth_getTransactionCount: '0x0', eth_estimateGas: '0x5208', eth_sendRawTransaction: '0x01' });
    const provider = createDevWalletProvider({ chainId: CHAIN_ID, rpc, account: () => account });
    await provider.request({ method: 'eth_sendTransaction', params: [{ from: account.address, to: other.address, gasPrice: numberToHex(5n) }] });
    expect(calls.map((call) => call.method)).not.toContain('eth_gasPrice');
    const raw = calls.find((call) => call.method === 'eth_sendRawTransaction')!.params[0] as TransactionSerializedLegacy;
    expect(parseTransaction(raw).gasPrice).toBe(5n);
  });

  it('answers its chain, refuses other chains with 4902 and forwards reads to the node', async () => {
    const { rpc, calls } = fakeNode({ eth_blockNumber: '0x10' });
    const provider = createDevWalletProvider({ chainId: CHAIN_ID, rpc, account: () => account });
    expect(hexToBigInt((await provider.request({ method: 'eth_chainId' })) as Hex)).toBe(31337n);
    expect(await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(CHAIN_ID) }] })).toBeNull();
    await expect(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })).rejects.toMatchObject({ code: 4902 });
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe('0x10');
    expect(calls).toEqual([{ method: 'eth_blockNumber', params: [] }]);
  });
});
