import { IconBrandCoinbase, IconFingerprint, IconFlask, IconQrcode, IconWallet, IconWorld } from '@tabler/icons-react';
import type { WalletProvider } from '@caskmark/shared/api/wallet';
import type { WalletOptionId } from '../lib/wallet-options';
import classes from './wallet-icon.module.css';

const ICONS: Record<WalletOptionId, { Icon: typeof IconWallet; color: string }> = {
  metaMask: { Icon: IconWallet, color: '#f6851b' },
  walletConnect: { Icon: IconQrcode, color: '#3b99fc' },
  coinbaseWallet: { Icon: IconBrandCoinbase, color: '#0052ff' },
  fortmatic: { Icon: IconFingerprint, color: '#6851ff' },
  unstoppableDomains: { Icon: IconWorld, color: '#0d67fe' },
  devWallet: { Icon: IconFlask, color: 'var(--mantine-color-cask-4)' },
};

const OPTION_OF_PROVIDER: Record<WalletProvider, WalletOptionId | null> = {
  metaMask: 'metaMask',
  walletLink: 'coinbaseWallet',
  walletConnect: 'walletConnect',
  fortmatic: 'fortmatic',
  fireblocks: null,
};

/** A wallet's mark on a round tile in its maker's colour. */
export function WalletIcon({ option, provider, size = 40 }: { option?: WalletOptionId; provider?: WalletProvider; size?: number }) {
  const id = option ?? (provider ? OPTION_OF_PROVIDER[provider] : null);
  const { Icon, color } = id ? ICONS[id] : { Icon: IconWallet, color: 'var(--mantine-color-dark-2)' };
  return (
    <span className={classes.icon} style={{ width: size, height: size, color }} aria-hidden="true">
      <Icon size={size * 0.55} stroke={1.7} />
    </span>
  );
}
