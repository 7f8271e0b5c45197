/**
 * Build-time wallet settings (Vite env). WalletConnect and Coinbase Wallet talk to their makers'
 * relay services, so they are offered only when the site is configured for them (decision 101).
 * This file imports nothing from wagmi: the connect dialog's option list reads it before wagmi loads.
 */
export interface WalletSettings {
  walletConnectProjectId: string | null;
  coinbaseAppName: string | null;
}

function setting(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

export function walletSettingsFrom(env: Record<string, unknown>): WalletSettings {
  return {
    walletConnectProjectId: setting(env.VITE_WALLETCONNECT_PROJECT_ID),
    coinbaseAppName: setting(env.VITE_COINBASE_APP_NAME),
  };
}

export const walletSettings: WalletSettings = walletSettingsFrom(import.meta.env);
