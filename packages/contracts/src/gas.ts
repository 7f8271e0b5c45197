import { doubledGasPrice } from '@caskmark/shared/rules/payment-methods';
import type { PublicClient } from 'viem';

/** What the gas rule reads from a node: the latest block and its price suggestions. */
export type GasPriceReader = Pick<PublicClient, 'getBlock' | 'getGasPrice' | 'request'>;

const ONE_GWEI = 1_000_000_000n;

export interface NetworkGasQuote {
  /** Base fee of the latest block; null on a network without EIP-1559. */
  baseFee: bigint | null;
  /** The tip counted in the network price (the node's suggestion, bounded, see `networkGasQuote`). */
  priorityFee: bigint;
  /** The network price: base fee plus tip, or `eth_gasPrice` on a network without a base fee. */
  gasPrice: bigint;
}

/** The most tip we believe a node suggests for the market rather than echoing our own bids. */
export function priorityFeeCeiling(baseFee: bigint): bigint {
  return baseFee > ONE_GWEI ? baseFee : ONE_GWEI;
}

async function suggestedPriorityFee(client: GasPriceReader, baseFee: bigint): Promise<bigint> {
  try {
    return BigInt(await client.request({ method: 'eth_maxPriorityFeePerGas' }));
  } catch {
    // Nodes without the method: what their gas price adds on top of the base fee.
    const gasPrice = await client.getGasPrice();
    return gasPrice > baseFee ? gasPrice - baseFee : 0n;
  }
}

/**
 * The network gas price (decision 098): the latest base fee plus the node's suggested tip, counting
 * at most the base fee (or 1 gwei when the base fee is lower) as tip. A node suggests the tips just
 * paid, so where our own transactions are most of the traffic (anvil, a quiet test network) a doubled
 * bid becomes the next suggestion and the price doubles with every transaction; elsewhere tips are a
 * small share of the base fee and the bound never applies. Without a base fee (pre-London networks)
 * it is `eth_gasPrice`.
 */
export async function networkGasQuote(client: GasPriceReader): Promise<NetworkGasQuote> {
  const block = await client.getBlock({ blockTag: 'latest' });
  const baseFee = block.baseFeePerGas ?? null;
  if (baseFee === null) {
    const gasPrice = await client.getGasPrice();
    return { baseFee, priorityFee: gasPrice, gasPrice };
  }
  const suggested = await suggestedPriorityFee(client, baseFee);
  const ceiling = priorityFeeCeiling(baseFee);
  const priorityFee = suggested < ceiling ? suggested : ceiling;
  return { baseFee, priorityFee, gasPrice: baseFee + priorityFee };
}

export async function networkGasPrice(client: GasPriceReader): Promise<bigint> {
  return (await networkGasQuote(client)).gasPrice;
}

/**
 * Spec part 2 §9, "gas price doubled": every transaction the server sends bids twice the network
 * price (`doubledGasPrice`, the rule the browser uses too), so it is mined promptly even if the base
 * fee climbs for a few blocks.
 */
export async function serverGasPrice(client: GasPriceReader): Promise<bigint> {
  return doubledGasPrice(await networkGasPrice(client));
}

/** Spread into `writeContract`, `sendTransaction` or `deployContract`: `{ ...(await serverGas(publicClient)) }`. */
export async function serverGas(client: GasPriceReader): Promise<{ gasPrice: bigint }> {
  return { gasPrice: await serverGasPrice(client) };
}
