import { http } from 'viem';
import { type Config, createConfig, type CreateConnectorFn, createStorage } from 'wagmi';
import { injected } from 'wagmi/connectors';
import { browserRpcUrl, chainFromConfig, type WalletChainConfig } from './wagmi-chain';
import { devWallet } from './wagmi-dev-wallet';
import type { WalletSettings } from './wagmi-settings';

/** Connector ids the connect dialog knows (wagmi's own ids for the stock connectors). */
export const CONNECTOR_IDS = {
  metaMask: 'metaMask',
  walletConnect: 'walletConnect',
  coinbaseWallet: 'coinbaseWalletSDK',
  devWallet: 'devWallet',
} as const;

export interface CreateWalletConfigOptions {
  chain: WalletChainConfig;
  settings: WalletSettings;
  origin: string;
  appUrl: string;
}

/**
 * The wagmi configuration for the server's chain: MetaMask (the injected provider), WalletConnect
 * and Coinbase Wallet when the site is configured for them, and the dev wallet on the dev chain only.
 * WalletConnect and Coinbase code is fetched only when configured (their SDKs are optional peers).
 */
export async function createWalletConfig({ chain, settings, origin, appUrl }: CreateWalletConfigOptions): Promise<Config> {
  const viemChain = chainFromConfig(chain, origin);
  const connectors: CreateConnectorFn[] = [injected({ target: 'metaMask', shimDisconnect: true })];
  if (settings.walletConnectProjectId) {
    const { walletConnect } = await import('wagmi/connectors/walletConnect');
    connectors.push(
      walletConnect({
        projectId: settings.walletConnectProjectId,
        metadata: { name: 'Caskmark', description: 'Bottle-backed NFTs of fine wine and spirits', url: appUrl, icons: [`${appUrl}/favicon.svg`] },
      }),
    );
  }
  if (settings.coinbaseAppName) {
    const { coinbaseWallet } = await import('wagmi/connectors/coinbaseWallet');
    connectors.push(coinbaseWallet({ appName: settings.coinbaseAppName }));
  }
  if (chain.isDevChain && chain.devWallet) {
    connectors.push(
      devWallet({
        chain: viemChain,
        rpcUrl: browserRpcUrl(chain.rpcUrl, origin),
        mnemonic: chain.devWallet.mnemonic,
        accountIndexes: chain.devWallet.accounts.map((account) => account.index),
      }),
    );
  }
  return createConfig({
    chains: [viemChain],
    connectors,
    // Only the wallets the dialog lists: other extensions announce themselves, but the options stay the spec's.
    multiInjectedProviderDiscovery: false,
    storage: createStorage({ key: 'caskmark.wallet', storage: typeof window === 'undefined' ? undefined : window.localStorage }),
    transports: { [viemChain.id]: http(browserRpcUrl(chain.rpcUrl, origin)) },
  });
}
