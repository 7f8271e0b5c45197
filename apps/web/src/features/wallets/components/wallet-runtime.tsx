import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import type { Config } from 'wagmi';
import { WagmiProvider } from 'wagmi';
import { usableChain, type WalletChainConfig } from '../../../lib/wagmi-chain';
import { createWalletConfig } from '../../../lib/wagmi-config';
import { walletSettings } from '../../../lib/wagmi-settings';
import { useChainConfig } from '../api/get-chain-config';
import { WALLET_MESSAGES } from '../lib/wallet-messages';
import { useWalletChangePolling } from '../lib/use-wallet-change-polling';

export interface WalletRuntimeValue {
  config: Config;
  chain: WalletChainConfig;
}

const WalletRuntimeContext = createContext<WalletRuntimeValue | null>(null);

/**
 * One wagmi configuration per page load, shared by every wallet dialog, so a wallet connected in
 * one dialog is still connected in the next.
 */
let shared: { key: string; config: Promise<Config> } | null = null;

function walletConfigFor(chain: WalletChainConfig): Promise<Config> {
  const key = `${chain.chainId}:${chain.rpcUrl}`;
  if (shared?.key !== key) {
    const config = createWalletConfig({ chain, settings: walletSettings, origin: window.location.origin, appUrl: window.location.origin });
    shared = { key, config };
    config.catch(() => {
      if (shared?.config === config) shared = null;
    });
  }
  return shared.config;
}

function PollWalletChanges() {
  useWalletChangePolling();
  return null;
}

/**
 * Loads the server's chain settings and wagmi, then renders `children` inside WagmiProvider. Only
 * wallet dialogs import this file, so wagmi stays out of every other page's JavaScript.
 */
export function WalletRuntime({ children }: { children: ReactNode }) {
  const published = useChainConfig();
  const chain = published.data ? usableChain(published.data) : undefined;
  const config = useQuery({
    queryKey: ['wagmi-config', chain?.chainId, chain?.rpcUrl],
    queryFn: () => walletConfigFor(chain!),
    enabled: Boolean(chain),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  if (published.isError || chain === null || config.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {WALLET_MESSAGES.connectFailed}
      </Alert>
    );
  }
  if (!chain || !config.data) {
    return (
      <Stack align="center" py="xl" gap="xs" role="status">
        <Loader color="cask" size="sm" />
        <Text size="sm" c="dimmed">
          Loading wallets…
        </Text>
      </Stack>
    );
  }
  return (
    <WagmiProvider config={config.data} reconnectOnMount>
      <WalletRuntimeContext.Provider value={{ config: config.data, chain }}>
        <PollWalletChanges />
        {children}
      </WalletRuntimeContext.Provider>
    </WagmiProvider>
  );
}

export function useWalletRuntime(): WalletRuntimeValue {
  const value = useContext(WalletRuntimeContext);
  if (!value) throw new Error('useWalletRuntime() needs <WalletRuntime>.');
  return value;
}
