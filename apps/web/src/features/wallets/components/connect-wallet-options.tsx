import { Alert, Loader, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconExternalLink, IconHelp } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { walletSettings } from '../../../lib/wagmi-settings';
import { currentWalletEnvironment, walletOptions, type WalletOption, type WalletOptionId } from '../lib/wallet-options';
import { DevWalletPicker } from './dev-wallet-picker';
import { SupportPanel } from './support-panel';
import { WalletIcon } from './wallet-icon';
import { useWalletRuntime } from './wallet-runtime';
import classes from './connect-wallet-options.module.css';

export interface ConnectWalletOptionsProps {
  purpose: 'addWallet' | 'signIn';
  /** The option being connected right now (its tile shows a spinner; the others wait). */
  busy: WalletOptionId | null;
  error?: string;
  onSelect: (option: WalletOption, choice: { devAccountIndex?: number }) => void;
}

function OptionTile({ option, busy, disabled, onClick }: { option: WalletOption; busy: boolean; disabled: boolean; onClick: () => void }) {
  const tile = (
    <UnstyledButton
      className={classes.tile}
      onClick={onClick}
      disabled={disabled || !option.enabled}
      data-disabled={!option.enabled || undefined}
      aria-describedby={option.reason ? `wallet-reason-${option.id}` : undefined}
    >
      <WalletIcon option={option.id} />
      <span className={classes.label}>{option.label}</span>
      {busy ? (
        <Loader size="xs" color="cask" aria-label="Connecting" />
      ) : !option.enabled ? null : option.appLink ? (
        <IconExternalLink size={18} aria-hidden="true" />
      ) : (
        <IconChevronRight size={18} aria-hidden="true" />
      )}
      {option.reason ? (
        <span id={`wallet-reason-${option.id}`} className={classes.srOnly}>
          {option.reason}
        </span>
      ) : null}
    </UnstyledButton>
  );
  if (option.enabled) return tile;
  return (
    <Tooltip label={option.reason} withArrow multiline maw={260}>
      <div>{tile}</div>
    </Tooltip>
  );
}

/**
 * Screen 7 'Connect your wallet' (and the onboarding panel's 'Connect Your Wallet' for sign-in):
 * the wallets, the dev wallet on the dev chain with its account picker, and 'Don't see your wallet?'.
 */
export function ConnectWalletOptions({ purpose, busy, error, onSelect }: ConnectWalletOptionsProps) {
  const { chain } = useWalletRuntime();
  const [view, setView] = useState<'options' | 'devWallet' | 'support'>('options');
  const groups = useMemo(() => walletOptions(purpose, walletSettings, chain.isDevChain && Boolean(chain.devWallet), currentWalletEnvironment()), [purpose, chain]);

  const select = (option: WalletOption) => {
    if (option.appLink) {
      window.location.assign(option.appLink);
      return;
    }
    if (option.id === 'devWallet') setView('devWallet');
    else onSelect(option, {});
  };

  if (view === 'support') return <SupportPanel onBack={() => setView('options')} />;
  if (view === 'devWallet' && chain.devWallet) {
    const devOption = groups.primary.find((option) => option.id === 'devWallet')!;
    return (
      <DevWalletPicker
        accounts={chain.devWallet.accounts}
        busy={busy === 'devWallet'}
        error={error}
        onBack={() => setView('options')}
        onConnect={(devAccountIndex) => onSelect(devOption, { devAccountIndex })}
      />
    );
  }
  const tile = (option: WalletOption) => <OptionTile key={option.id} option={option} busy={busy === option.id} disabled={busy !== null} onClick={() => select(option)} />;
  return (
    <Stack gap="sm">
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      <div className={classes.list}>{groups.primary.map(tile)}</div>
      {groups.other.length ? (
        <>
          <Text className={classes.groupTitle}>Other Wallets</Text>
          <div className={classes.list}>{groups.other.map(tile)}</div>
        </>
      ) : null}
      <UnstyledButton className={`${classes.tile} ${classes.help}`} onClick={() => setView('support')}>
        <span className={classes.helpIcon} aria-hidden="true">
          <IconHelp size={22} />
        </span>
        <span className={classes.label}>Don&apos;t see your wallet?</span>
        <IconChevronRight size={18} aria-hidden="true" />
      </UnstyledButton>
    </Stack>
  );
}
