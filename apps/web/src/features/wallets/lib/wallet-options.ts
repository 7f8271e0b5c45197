import type { WalletSettings } from '../../../lib/wagmi-settings';
import type { CONNECTABLE_WALLET_PROVIDERS } from '@caskmark/shared/api/wallet';

/** The providers a person connects (fireblocks is the server's custodial wallet). */
export type ConnectableWalletProvider = (typeof CONNECTABLE_WALLET_PROVIDERS)[number];

export type WalletOptionId = 'metaMask' | 'walletConnect' | 'coinbaseWallet' | 'fortmatic' | 'unstoppableDomains' | 'devWallet';

export interface WalletOption {
  id: WalletOptionId;
  label: string;
  /** How the account service records a wallet connected this way (null: never connects here). */
  walletProvider: ConnectableWalletProvider | null;
  enabled: boolean;
  /** Why it is disabled (the tooltip). */
  reason?: string;
  /** On a phone without an injected wallet, MetaMask opens its app on this page instead. */
  appLink?: string;
}

export interface WalletOptionGroups {
  primary: WalletOption[];
  /** 'Other Wallets' of the onboarding panel; empty in the add-wallet dialog. */
  other: WalletOption[];
}

export interface WalletEnvironment {
  hasInjectedWallet: boolean;
  isMobile: boolean;
  /** location.host and location.pathname + search, for the MetaMask app link. */
  host: string;
  path: string;
}

export const NOT_SET_UP = {
  walletConnect: 'WalletConnect is not set up on this site yet.',
  coinbaseWallet: 'Coinbase Wallet is not set up on this site yet.',
  fortmatic: 'Fortmatic is not available on Caskmark at the moment.',
  unstoppableDomains: 'Unstoppable Domains login is not available on Caskmark at the moment.',
} as const;

/** MetaMask's universal link that opens a page inside the MetaMask mobile app. */
export function metaMaskAppLink(host: string, path: string): string {
  return `https://metamask.app.link/dapp/${host}${path}`;
}

/**
 * The wallets a connect dialog offers. 'addWallet' is screen 7 (MetaMask, WalletConnect, Coinbase
 * Wallet, Fortmatic); 'signIn' is the onboarding panel (Coinbase Wallet and MetaMask, then Wallet
 * Connect, Fortmatic and Unstoppable Domains under 'Other Wallets'). The dev wallet joins on the dev chain.
 */
export function walletOptions(purpose: 'addWallet' | 'signIn', settings: WalletSettings, devChain: boolean, environment: WalletEnvironment): WalletOptionGroups {
  const mobileApp = environment.isMobile && !environment.hasInjectedWallet;
  const metaMask: WalletOption = {
    id: 'metaMask',
    label: 'MetaMask',
    walletProvider: 'metaMask',
    enabled: true,
    appLink: mobileApp ? metaMaskAppLink(environment.host, environment.path) : undefined,
  };
  const walletConnect: WalletOption = {
    id: 'walletConnect',
    label: purpose === 'signIn' ? 'Wallet Connect' : 'WalletConnect',
    walletProvider: 'walletConnect',
    enabled: Boolean(settings.walletConnectProjectId),
    reason: settings.walletConnectProjectId ? undefined : NOT_SET_UP.walletConnect,
  };
  const coinbaseWallet: WalletOption = {
    id: 'coinbaseWallet',
    label: 'Coinbase Wallet',
    walletProvider: 'walletLink',
    enabled: Boolean(settings.coinbaseAppName),
    reason: settings.coinbaseAppName ? undefined : NOT_SET_UP.coinbaseWallet,
  };
  const fortmatic: WalletOption = { id: 'fortmatic', label: 'Fortmatic', walletProvider: 'fortmatic', enabled: false, reason: NOT_SET_UP.fortmatic };
  // The account service knows the spec's providers only; the dev wallet is an injected-style wallet (decision 101).
  const devWallet: WalletOption[] = devChain ? [{ id: 'devWallet', label: 'Dev wallet', walletProvider: 'metaMask', enabled: true }] : [];
  if (purpose === 'addWallet') return { primary: [metaMask, walletConnect, coinbaseWallet, fortmatic, ...devWallet], other: [] };
  const unstoppable: WalletOption = {
    id: 'unstoppableDomains',
    label: 'Unstoppable Domains',
    walletProvider: null,
    enabled: false,
    reason: NOT_SET_UP.unstoppableDomains,
  };
  return { primary: [coinbaseWallet, metaMask, ...devWallet], other: [walletConnect, fortmatic, unstoppable] };
}

/** The browser's side of the options: an injected wallet, a phone, and this page for the app link. */
export function currentWalletEnvironment(): WalletEnvironment {
  const hasInjectedWallet = typeof window !== 'undefined' && 'ethereum' in window && Boolean((window as { ethereum?: unknown }).ethereum);
  const isMobile = typeof navigator !== 'undefined' && /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);
  return {
    hasInjectedWallet,
    isMobile,
    host: typeof location === 'undefined' ? '' : location.host,
    path: typeof location === 'undefined' ? '' : `${location.pathname}${location.search}`,
  };
}
