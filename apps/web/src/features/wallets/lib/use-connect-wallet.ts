import { useCallback } from 'react';
import type { Address } from 'viem';
import type { Config, Connector } from 'wagmi';
import { connect, getConnection, switchChain } from 'wagmi/actions';
import { CONNECTOR_IDS } from '../../../lib/wagmi-config';
import { isDevWalletConnector } from '../../../lib/wagmi-dev-wallet';
import { useWalletRuntime } from '../components/wallet-runtime';
import { isAlreadyConnected } from './wallet-errors';
import { WalletFlowError } from './wallet-flow-errors';
import { WALLET_MESSAGES } from './wallet-messages';
import type { ConnectableWalletProvider, WalletOption, WalletOptionId } from './wallet-options';

export interface ConnectedWallet {
  address: Address;
  connector: Connector;
  walletProvider: ConnectableWalletProvider;
}

const CONNECTOR_OF: Partial<Record<WalletOptionId, string>> = {
  metaMask: CONNECTOR_IDS.metaMask,
  walletConnect: CONNECTOR_IDS.walletConnect,
  coinbaseWallet: CONNECTOR_IDS.coinbaseWallet,
  devWallet: CONNECTOR_IDS.devWallet,
};

class ProviderNotFoundError extends Error {
  override name = 'ProviderNotFoundError';
}

/** Puts the wallet on the server's chain: a switch is attempted, else 'Incorrect Chain' (part 2 §4). */
export async function ensureChain(config: Config, chainId: number): Promise<void> {
  if (getConnection(config).chainId === chainId) return;
  try {
    await switchChain(config, { chainId });
  } catch (error) {
    throw new WalletFlowError('wrongChain', WALLET_MESSAGES.incorrectChain, { cause: error });
  }
  if (getConnection(config).chainId !== chainId) throw new WalletFlowError('wrongChain', WALLET_MESSAGES.incorrectChain);
}

/**
 * Connects the wallet of an option on the server's chain and answers its account. A wallet already
 * connected through the same connector is reused; the dev wallet switches to the picked account.
 */
export function useConnectWallet() {
  const { config, chain } = useWalletRuntime();
  return useCallback(
    async (option: WalletOption, choice: { devAccountIndex?: number } = {}): Promise<ConnectedWallet> => {
      const connectorId = CONNECTOR_OF[option.id];
      const connector = config.connectors.find((candidate) => candidate.id === connectorId);
      if (!connector || !option.walletProvider) throw new ProviderNotFoundError(`${option.label} is not available in this browser.`);
      if (!(await connector.getProvider().catch(() => undefined))) throw new ProviderNotFoundError(`${option.label} was not found in this browser.`);
      if (isDevWalletConnector(connector) && choice.devAccountIndex !== undefined) await connector.selectAccount(choice.devAccountIndex);
      const current = getConnection(config);
      if (current.connector?.uid !== connector.uid || current.status !== 'connected') {
        try {
          await connect(config, { connector, chainId: chain.chainId });
        } catch (error) {
          if (!isAlreadyConnected(error)) throw error;
        }
      }
      await ensureChain(config, chain.chainId);
      const address = getConnection(config).address;
      if (!address) throw new WalletFlowError('noAccount', WALLET_MESSAGES.connectFailed);
      return { address, connector, walletProvider: option.walletProvider };
    },
    [config, chain.chainId],
  );
}
