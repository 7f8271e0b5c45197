/**
 * What other domains may use of the vault: the module, and the reads of a person's editions (held by
 * their wallets per the chain index, or redeemed by them).
 */
export { vaultModule } from './vault-module';
export { myVault, myVaultEdition, publicVault } from './vault-service';
