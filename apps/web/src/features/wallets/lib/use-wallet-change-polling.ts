import { useEffect } from 'react';
import { useConfig } from 'wagmi';
import { getConnection, reconnect } from 'wagmi/actions';

/** Spec part 2 §9: the connected wallet is checked every 5 s. */
export const WALLET_CHANGE_POLL_MS = 5_000;

/**
 * Wallets announce account switches by events, but not every wallet does so reliably (and a locked
 * MetaMask goes silent), so every 5 s the connected wallet is asked for its account; when it differs
 * from what the page shows, the connection is re-established (spec part 2 §4 "Wallet add").
 */
export function useWalletChangePolling(): void {
  const config = useConfig();
  useEffect(() => {
    let stopped = false;
    const timer = window.setInterval(async () => {
      const connection = getConnection(config);
      const connector = connection.connector;
      if (!connector || connection.status !== 'connected') return;
      try {
        const accounts = await connector.getAccounts();
        if (stopped) return;
        const current = accounts[0]?.toLowerCase();
        if (current !== connection.address?.toLowerCase()) await reconnect(config, { connectors: [connector] });
      } catch {
        // A wallet that stopped answering counts as disconnected; reconnecting clears the stale account.
        if (!stopped) await reconnect(config, { connectors: [connector] });
      }
    }, WALLET_CHANGE_POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [config]);
}
