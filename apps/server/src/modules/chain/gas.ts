import { networkGasQuote, serverGasPrice, type NetworkGasQuote } from '@caskmark/contracts';
import type { ChainNetwork } from './network';

/**
 * The network's gas price as @caskmark/contracts defines it (base fee plus a bounded tip, decision
 * 098), read from this server's network; the dev RPC relay answers browsers with it.
 */
export function networkGasQuoteFor(network: Pick<ChainNetwork, 'publicClient'>): Promise<NetworkGasQuote> {
  return networkGasQuote(network.publicClient);
}

/** Spec part 2 §9: every transaction the server sends bids twice the network gas price. */
export function serverGasPriceFor(network: Pick<ChainNetwork, 'publicClient'>): Promise<bigint> {
  return serverGasPrice(network.publicClient);
}
