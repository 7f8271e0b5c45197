import { type Chain, getAddress, SwitchChainError, UserRejectedRequestError } from 'viem';
import type { LocalAccount } from 'viem/accounts';
import { createConnector, type Connector } from 'wagmi';
import { createDevWalletProvider, httpRpc, type DevWalletProvider } from './wagmi-dev-wallet-provider';

export const DEV_WALLET_CONNECTOR_ID = 'devWallet';

export interface DevWalletParameters {
  chain: Chain;
  rpcUrl: string;
  mnemonic: string;
  /** The mnemonic indexes a person may pick (the collectors' demo accounts). */
  accountIndexes: readonly number[];
}

/** What the connector adds to a wagmi Connector: choosing the demo account. */
export interface DevWalletProperties extends Record<string, unknown> {
  /** The account used from now on; when connected, wagmi sees an account change. */
  selectAccount(index: number): Promise<void>;
  selectedAccountIndex(): number | null;
}

type DevWalletStorage = { 'devWallet.accountIndex': number; 'devWallet.connected': boolean };

export type DevWalletConnector = Connector & DevWalletProperties;

export function isDevWalletConnector(connector: Connector): connector is DevWalletConnector {
  return connector.id === DEV_WALLET_CONNECTOR_ID;
}

async function deriveAccount(mnemonic: string, index: number): Promise<LocalAccount> {
  // The key derivation code is only fetched when the dev wallet is actually used.
  const { mnemonicToAccount } = await import('viem/accounts');
  return mnemonicToAccount(mnemonic, { addressIndex: index });
}

/**
 * The dev wallet (dev chain only): a wagmi connector that signs with the anvil demo keys through the
 * server-provided RPC, so a person or a test can use every wallet flow without a browser extension.
 * The keys are the public anvil mnemonic's; they never hold anything of value.
 */
export function devWallet(parameters: DevWalletParameters) {
  let signer: LocalAccount | null = null;
  let selectedIndex: number | null = null;
  let provider: DevWalletProvider | undefined;

  return createConnector<DevWalletProvider, DevWalletProperties, DevWalletStorage>((config) => {
    async function pickAccount(index: number): Promise<LocalAccount> {
      if (!parameters.accountIndexes.includes(index)) throw new Error(`Demo account ${index} is not offered by this dev chain.`);
      const account = await deriveAccount(parameters.mnemonic, index);
      signer = account;
      selectedIndex = index;
      await config.storage?.setItem('devWallet.accountIndex', index);
      return account;
    }

    return {
      id: DEV_WALLET_CONNECTOR_ID,
      name: 'Dev wallet',
      type: 'devWallet',

      async selectAccount(index: number) {
        const account = await pickAccount(index);
        if (await config.storage?.getItem('devWallet.connected')) config.emitter.emit('change', { accounts: [account.address] });
      },

      selectedAccountIndex: () => selectedIndex,

      async connect({ chainId, isReconnecting, withCapabilities } = {}) {
        if (!signer) {
          const stored = await config.storage?.getItem('devWallet.accountIndex');
          const index = stored ?? parameters.accountIndexes[0];
          if (index === undefined) throw new UserRejectedRequestError(new Error('The dev wallet has no demo account to offer.'));
          await pickAccount(index);
        }
        if (chainId && chainId !== parameters.chain.id) throw new SwitchChainError(new Error(`The dev wallet only knows chain ${parameters.chain.id}.`));
        if (!isReconnecting) await config.storage?.setItem('devWallet.connected', true);
        const address = getAddress(signer!.address);
        const accounts = withCapabilities ? [{ address, capabilities: {} }] : [address];
        return { accounts: accounts as never, chainId: parameters.chain.id };
      },

      async disconnect() {
        signer = null;
        selectedIndex = null;
        await config.storage?.removeItem('devWallet.connected');
      },

      async getAccounts() {
        return signer ? [getAddress(signer.address)] : [];
      },

      async getChainId() {
        return parameters.chain.id;
      },

      async getProvider() {
        provider ??= createDevWalletProvider({ chainId: parameters.chain.id, rpc: httpRpc(parameters.rpcUrl), account: () => signer });
        return provider;
      },

      async isAuthorized() {
        return Boolean(await config.storage?.getItem('devWallet.connected'));
      },

      async switchChain({ chainId }) {
        if (chainId !== parameters.chain.id) throw new SwitchChainError(new Error(`The dev wallet only knows chain ${parameters.chain.id}.`));
        return parameters.chain;
      },

      onAccountsChanged(accounts) {
        if (accounts.length === 0) this.onDisconnect();
        else config.emitter.emit('change', { accounts: accounts.map((account) => getAddress(account)) });
      },

      onChainChanged(chain) {
        config.emitter.emit('change', { chainId: Number(chain) });
      },

      onDisconnect() {
        config.emitter.emit('disconnect');
      },
    };
  });
}
