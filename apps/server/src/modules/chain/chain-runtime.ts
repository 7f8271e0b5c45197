import type { AppContext } from '../../context';
import { AppError } from '../../platform/errors';
import type { BalanceReader } from './balances';
import type { ChainIndexer } from './indexer/indexer';
import type { ChainMode, ChainNetwork } from './network';
import type { ChainSender } from './sender';

/** The chain as this server runs it: `off`, or a connected network with its services. */
export interface ChainRuntime {
  mode: ChainMode;
  chainId: number;
  live?: LiveChain;
}

export interface LiveChain {
  network: ChainNetwork;
  indexer: ChainIndexer;
  sender: ChainSender;
  balances: BalanceReader;
}

const runtimes = new WeakMap<AppContext, ChainRuntime>();

export function setChainRuntime(context: AppContext, runtime: ChainRuntime): void {
  runtimes.set(context, runtime);
}

export function chainOf(context: AppContext): ChainRuntime {
  const runtime = runtimes.get(context);
  if (!runtime) throw new Error('The chain module has not started for this server.');
  return runtime;
}

/**
 * The JSON-RPC address browsers are given: the same-origin dev proxy where it is served (dev chain
 * with the /dev routes on), otherwise CHAIN_PUBLIC_RPC_URL, otherwise none — wallets then report the
 * chain as unavailable instead of calling an address that answers 404 (issue 10, finding 11).
 */
export function browserRpcUrl(context: AppContext, proxyPath: string): string | null {
  const live = runtimes.get(context)?.live;
  if (live?.network.mode === 'dev' && context.config.devRoutes) return proxyPath;
  if (!live) return null;
  return context.config.CHAIN_PUBLIC_RPC_URL ?? null;
}

export const CHAIN_UNAVAILABLE_MESSAGE = 'The blockchain is not available right now. Please try again later.';

/** The live chain, or 503 `chain_unavailable` (CHAIN_MODE=off, or the network failed to start). */
export function requireChain(context: AppContext): LiveChain {
  const live = runtimes.get(context)?.live;
  if (!live) throw new AppError({ status: 503, code: 'chain_unavailable', message: CHAIN_UNAVAILABLE_MESSAGE, nonFieldErrors: [CHAIN_UNAVAILABLE_MESSAGE] });
  return live;
}
