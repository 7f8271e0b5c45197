import { getAddress, isAddress, type Address } from 'viem';
import type { ContractAddresses } from './deploy';

/** Environment variables that point the server at a real network instead of the dev chain. */
export const NETWORK_ENV = {
  rpcUrl: 'RPC_URL',
  chainId: 'CHAIN_ID',
  editionToken: 'EDITION_TOKEN_ADDRESS',
  marketplace: 'MARKETPLACE_ADDRESS',
  priceFeed: 'PRICE_FEED_ADDRESS',
  /** Optional: without it the ETH payment rail is off on that network. */
  paymentReceiver: 'PAYMENT_RECEIVER_ADDRESS',
} as const;

export interface NetworkConfig {
  rpcUrl: string;
  chainId: number;
  addresses: ContractAddresses;
}

export class NetworkConfigError extends Error {
  override name = 'NetworkConfigError';
}

/**
 * Reads a configured network from the environment. Undefined when RPC_URL is unset (run the dev
 * chain); otherwise every variable must be present and valid, or a NetworkConfigError lists what is wrong.
 */
export function networkFromEnv(env: Record<string, string | undefined> = process.env): NetworkConfig | undefined {
  const rpcUrl = env[NETWORK_ENV.rpcUrl]?.trim();
  if (!rpcUrl) return undefined;
  const problems: string[] = [];
  if (!/^(https?|wss?):\/\//.test(rpcUrl)) problems.push(`${NETWORK_ENV.rpcUrl}: expected an http(s) or ws(s) URL`);
  const chainId = Number(env[NETWORK_ENV.chainId]);
  if (!Number.isSafeInteger(chainId) || chainId <= 0) problems.push(`${NETWORK_ENV.chainId}: expected a positive integer`);
  const address = (key: keyof ContractAddresses): Address => {
    const variable = NETWORK_ENV[key];
    const value = env[variable]?.trim() ?? '';
    if (!isAddress(value, { strict: false })) {
      problems.push(`${variable}: expected a 0x-prefixed 20-byte address`);
      return '0x0000000000000000000000000000000000000000';
    }
    return getAddress(value);
  };
  const addresses: ContractAddresses = { editionToken: address('editionToken'), marketplace: address('marketplace'), priceFeed: address('priceFeed') };
  if (env[NETWORK_ENV.paymentReceiver]?.trim()) addresses.paymentReceiver = address('paymentReceiver');
  if (problems.length > 0) throw new NetworkConfigError(`Invalid chain configuration:\n  ${problems.join('\n  ')}`);
  return { rpcUrl, chainId, addresses };
}
