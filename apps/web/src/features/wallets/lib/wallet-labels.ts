import type { Wallet, WalletProvider } from '@caskmark/shared/api/wallet';

const PROVIDER_LABELS: Record<WalletProvider, string> = {
  metaMask: 'MetaMask',
  walletLink: 'Coinbase Wallet',
  walletConnect: 'WalletConnect',
  fortmatic: 'Fortmatic',
  fireblocks: 'Custodial wallet',
};

export function walletProviderLabel(provider: string): string {
  return PROVIDER_LABELS[provider as WalletProvider] ?? provider;
}

/** Managed (custodial) wallets are Caskmark's to keep: never deleted by the collector (part 2 §4). */
export function isCustodialWallet(wallet: Pick<Wallet, 'walletProvider' | 'isManaged'>): boolean {
  return wallet.isManaged || wallet.walletProvider === 'fireblocks';
}
