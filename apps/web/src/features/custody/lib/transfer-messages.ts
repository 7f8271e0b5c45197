/** Texts of the transfer out of custody (spec part 1 §8 "Transfer", part 2 §8 "Transfers and gifts"), verbatim. */
export const TRANSFER_MESSAGES = {
  failed: 'Could not transfer NFT',
  succeeded: 'Nft successfully transfer out of custodial wallet',
  leaveWarning: 'Please dont close the window, we are transferring your nft',
  editionUnavailable: 'Could not fetch edition information',
  selectWallet: 'Please select a wallet to continue!',
  myCollection: 'MY COLLECTION',
} as const;
