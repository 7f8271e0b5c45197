import { type Address, type Chain, defineChain } from 'viem';
import type { ChainConfig } from '@caskmark/shared/api/wallet';

/**
 * A chain the browser can work with: the server publishes a JSON-RPC URL and the contracts (it does
 * not when its chain is off, and then every wallet dialog says wallets are unavailable).
 */
export interface WalletChainConfig {
  chainId: number;
  rpcUrl: string;
  isDevChain: boolean;
  explorerUrl: string | null;
  contracts: { editionToken: Address; marketplace: Address; priceFeed: Address };
  /** Dev chain only: the demo accounts the dev wallet may sign with (the collectors'). */
  devWallet: { mnemonic: string; accounts: { index: number; address: Address; connectedTo: string | null }[] } | null;
}

export function usableChain(config: ChainConfig): WalletChainConfig | null {
  if (config.mode === 'off' || !config.rpcUrl || !config.contracts) return null;
  const collectors = config.devAccounts.filter((account) => account.role === 'collector');
  return {
    chainId: config.chainId,
    rpcUrl: config.rpcUrl,
    isDevChain: config.isDevChain,
    explorerUrl: config.explorerUrl,
    contracts: {
      editionToken: config.contracts.editionToken as Address,
      marketplace: config.contracts.marketplace as Address,
      priceFeed: config.contracts.priceFeed as Address,
    },
    devWallet:
      config.isDevChain && config.devMnemonic && collectors.length
        ? {
            mnemonic: config.devMnemonic,
            accounts: collectors.map((account) => ({ index: account.index, address: account.address as Address, connectedTo: account.connectedTo })),
          }
        : null,
  };
}

/** An RPC URL the browser can call: a path on this site (the dev chain's proxy) becomes absolute. */
export function browserRpcUrl(rpcUrl: string, origin: string): string {
  return new URL(rpcUrl, origin).toString();
}

/** The viem chain for a published configuration. */
export function chainFromConfig(config: WalletChainConfig, origin: string): Chain {
  return defineChain({
    id: config.chainId,
    name: config.isDevChain ? 'Caskmark dev chain' : `Chain ${config.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [browserRpcUrl(config.rpcUrl, origin)] } },
    blockExplorers: config.explorerUrl ? { default: { name: 'Explorer', url: config.explorerUrl } } : undefined,
    testnet: config.isDevChain || undefined,
  });
}
