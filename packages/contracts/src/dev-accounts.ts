import { mnemonicToAccount, type HDAccount } from 'viem/accounts';

/**
 * The dev chain's fixed mnemonic: anvil's well-known default, so its first accounts are the ones every
 * Ethereum tool already lists. Public by design — never use it, or keys derived from it, on a real network.
 */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';

/** How many mnemonic accounts anvil funds (10,000 ETH each) on the dev chain. */
export const DEV_FUNDED_ACCOUNTS = 10;

/**
 * Mnemonic accounts the dev chain hands out: anvil's funded ten, then the demo collectors' own wallets
 * (indexes 10 and up, funded by the demo seed). The dev wallet offers those once connected to someone.
 */
export const DEV_MAX_ACCOUNTS = 20;

/**
 * Which mnemonic index plays which part on the dev chain (anvil's derivation path m/44'/60'/0'/0/i).
 * Collectors' demo wallets start at `firstCollector`.
 */
export const DEV_ACCOUNT_INDEX = {
  /** Deploys the contracts and holds every admin role: DEFAULT_ADMIN, MINTER, CURATOR, PRICE_SETTER. */
  deployer: 0,
  /** Receives the platform fee. */
  treasury: 1,
  /** The custodial (managed) wallet that holds collectors' NFTs until they transfer them out. */
  custody: 2,
  firstCollector: 3,
} as const;

/** The account at `index` of `mnemonic` (a local signer: private key available, no node unlock needed). */
export function devAccount(index: number, mnemonic: string = DEV_MNEMONIC): HDAccount {
  if (!Number.isInteger(index) || index < 0) throw new RangeError(`Invalid account index ${index}`);
  return mnemonicToAccount(mnemonic, { addressIndex: index });
}

/** The first `count` accounts of `mnemonic`. */
export function devAccounts(count: number, mnemonic: string = DEV_MNEMONIC): HDAccount[] {
  return Array.from({ length: count }, (_, index) => devAccount(index, mnemonic));
}
