/**
 * What other domains may use of custody:
 * - `ensureManagedWallet(context, userPk)` → the account's custodial wallet (created on first need);
 * - `managedWalletOf(db, userPk)`, `managedSigner(context, live, wallet)` (signs with the sealed key);
 * - transfer requests: `openTransferRequestFor`, `failTransferRequest`, `publishTransfer`, and their reads
 *   and presenters (the routes live with the flow, src/flows/custodial-transfer).
 * Live events: `custody.transfer.<publicPk>` ({ custodyTransferChanged }).
 */
export { custodyModule } from './custody-module';
export { ensureManagedWallet, kekOf, managedSigner, managedWalletOf, type ManagedWallet } from './managed-wallets';
export { openPrivateKey, sealPrivateKey, type KeyEncryptionKey, type SealedKey } from './key-encryption';
export {
  failTransferRequest,
  openTransferRequestFor,
  presentTransferRequest,
  presentTransferStatus,
  publishTransfer,
  transferRequestByPk,
  transferRequestsOfUser,
  transferTopic,
  type TransferRequestRow,
} from './transfer-requests';
