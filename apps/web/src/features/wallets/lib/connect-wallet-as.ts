import { type Address, isAddressEqual } from 'viem';
import type { Config, Connector } from 'wagmi';
import { connect, getConnection } from 'wagmi/actions';
import type { Wallet } from '@caskmark/shared/api/wallet';
import { walletMismatchMessage } from '@caskmark/shared/rules/payment-methods';
import type { WalletChainConfig } from '../../../lib/wagmi-chain';
import { CONNECTOR_IDS } from '../../../lib/wagmi-config';
import { isDevWalletConnector } from '../../../lib/wagmi-dev-wallet';
import { ensureChain } from './use-connect-wallet';
import { isAlreadyConnected } from './wallet-errors';
import { WalletFlowError } from './wallet-flow-errors';
import { walletProviderLabel } from './wallet-labels';

const CONNECTOR_OF: Partial<Record<Wallet['walletProvider'], string>> = {
  metaMask: CONNECTOR_IDS.metaMask,
  walletConnect: CONNECTOR_IDS.walletConnect,
  walletLink: CONNECTOR_IDS.coinbaseWallet,
};

export class ProviderNotFoundError extends Error {
  override name = 'ProviderNotFoundError';
}

/** A wallet of the collector's that must sign: its address and the provider it was added with. */
export type SigningWallet = Pick<Wallet, 'address' | 'walletProvider'>;

export interface WalletSession {
  connector: Connector | undefined;
  devAccount: { index: number; address: string } | undefined;
}

/**
 * The connector that signs for `wallet`: on the dev chain a demo account's address is signed for by
 * the dev wallet, otherwise the connector of the wallet's provider. It must exist in this browser
 * ('… was not found in this browser.'); when it is the one connected, the chain is switched now.
 */
export async function prepareWalletConnector(config: Config, chain: WalletChainConfig, wallet: SigningWallet, chainId: number): Promise<WalletSession> {
  const devAccount = chain.devWallet?.accounts.find((account) => isAddressEqual(account.address, wallet.address as Address));
  const connectorId = devAccount ? CONNECTOR_IDS.devWallet : CONNECTOR_OF[wallet.walletProvider];
  const connector = config.connectors.find((candidate) => candidate.id === connectorId);
  if (!connector || !(await connector.getProvider().catch(() => undefined))) throw new ProviderNotFoundError(`${walletProviderLabel(wallet.walletProvider)} was not found in this browser.`);
  if (isConnectedTo(config, connector)) await ensureChain(config, chainId);
  return { connector, devAccount };
}

function isConnectedTo(config: Config, connector: Connector | undefined): boolean {
  const current = getConnection(config);
  return current.status === 'connected' && current.connector?.uid === connector?.uid;
}

/**
 * Connects `session`'s connector on `chainId` and answers the account, which must be `wallet`'s:
 * another account reads 'Please connect {provider} wallet with address {address} before proceeding!'.
 */
export async function requestWalletAccount(config: Config, session: WalletSession, wallet: SigningWallet, chainId: number): Promise<Address> {
  const { connector, devAccount } = session;
  if (devAccount && connector && isDevWalletConnector(connector) && connector.selectedAccountIndex() !== devAccount.index) await connector.selectAccount(devAccount.index);
  if (!isConnectedTo(config, connector)) {
    try {
      await connect(config, { connector: connector!, chainId });
    } catch (error) {
      if (!isAlreadyConnected(error)) throw error;
    }
  }
  await ensureChain(config, chainId);
  const address = getConnection(config).address;
  if (!address || !isAddressEqual(address, wallet.address as Address)) {
    throw new WalletFlowError('walletMismatch', walletMismatchMessage(walletProviderLabel(wallet.walletProvider), wallet.address));
  }
  return address;
}
