import { describe, expect, it } from 'vitest';
import { NetworkConfigError, networkFromEnv } from './network-config';

const addresses = {
  EDITION_TOKEN_ADDRESS: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
  MARKETPLACE_ADDRESS: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
  PRICE_FEED_ADDRESS: '0x5f4eC3Df9cbd43714FE2740f5E3616155c5b8419',
};

describe('networkFromEnv', () => {
  it('means the dev chain when RPC_URL is unset', () => {
    expect(networkFromEnv({})).toBeUndefined();
    expect(networkFromEnv({ RPC_URL: '  ' })).toBeUndefined();
  });

  it('reads a configured network with checksummed addresses', () => {
    expect(networkFromEnv({ RPC_URL: 'https://rpc.example/v1', CHAIN_ID: '1', ...addresses })).toEqual({
      rpcUrl: 'https://rpc.example/v1',
      chainId: 1,
      addresses: {
        editionToken: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        marketplace: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
        priceFeed: '0x5f4eC3Df9cbd43714FE2740f5E3616155c5b8419',
      },
    });
  });

  it('reads the optional payment receiver (the ETH rail is off without it)', () => {
    const read = networkFromEnv({ RPC_URL: 'https://rpc.example/v1', CHAIN_ID: '1', ...addresses, PAYMENT_RECEIVER_ADDRESS: '0xcf7ed3acca5a467e9e704c703e8d87f634fb0fc9' });
    expect(read?.addresses.paymentReceiver).toBe('0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9');
    expect(() => networkFromEnv({ RPC_URL: 'https://rpc.example/v1', CHAIN_ID: '1', ...addresses, PAYMENT_RECEIVER_ADDRESS: 'nope' })).toThrow(/PAYMENT_RECEIVER_ADDRESS/);
  });

  it('lists every missing or malformed variable at once', () => {
    const read = () => networkFromEnv({ RPC_URL: 'ftp://node', CHAIN_ID: 'mainnet', EDITION_TOKEN_ADDRESS: '0x1234' });
    expect(read).toThrow(NetworkConfigError);
    expect(read).toThrow(/RPC_URL[\s\S]*CHAIN_ID[\s\S]*EDITION_TOKEN_ADDRESS[\s\S]*MARKETPLACE_ADDRESS[\s\S]*PRICE_FEED_ADDRESS/);
  });
});
