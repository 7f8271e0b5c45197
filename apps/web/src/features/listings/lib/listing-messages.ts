import { ApiError } from '../../../lib/api-client';
import { isChainProblem, isUserRejection, walletErrorText } from '../../wallets/lib/wallet-errors';
import { WalletFlowError } from '../../wallets/lib/wallet-flow-errors';
import { WALLET_MESSAGES } from '../../wallets/lib/wallet-messages';

/** The texts of spec part 2 §8 "Offers and listings", "Wallet and chain" and "Successes", verbatim. */
export const LISTING_MESSAGES = {
  listingRejected: 'It looks like you did not complete this listing. Click CREATE LISTING to start again.',
  approvalRejected: 'It looks like you did not provide approval. Click CREATE LISTING to start again.',
  deleteRejected: 'It looks like you did not delete this listing. Click DELETE LISTING to start again.',
  purchaseRejected: 'It looks like your purchase did not complete successfully. Please try again.',
  notValidated: 'Listing could not be validated on chain!',
  listed: 'Your item has been listed!',
  listedToast: 'You have successfully listed this bottle on the marketplace!',
  unlisted: 'You have unlisted this bottle from the marketplace.',
  removed: 'Your listing has been removed!',
  purchased: 'Your purchase is complete!',
  transactionConfirmed: 'Transaction confirmed!',
  selectWallet: 'Please select a wallet to continue!',
  connectWallet: 'Please connect a wallet to continue your purchase',
  privateListing: 'Private Listing for a specific buyer',
  generic: 'Oops, something went wrong!',
} as const;

/** 'We could not find the wallet required to purchase this listing…' (spec part 2 §8). */
export function missingPrivateWalletMessage(address: string): string {
  return `We could not find the wallet required to purchase this listing in your connected wallets! Please connect the wallet with address ${address} to your account to continue!`;
}

export type ListingAction = 'approval' | 'listing' | 'update' | 'delete' | 'purchase';

const REJECTED: Record<ListingAction, string> = {
  approval: LISTING_MESSAGES.approvalRejected,
  listing: LISTING_MESSAGES.listingRejected,
  update: LISTING_MESSAGES.listingRejected,
  delete: LISTING_MESSAGES.deleteRejected,
  purchase: LISTING_MESSAGES.purchaseRejected,
};

/** A wallet refusal (4001) reads the action's message; our own and the server's errors their text; others their own message. */
export function listingErrorMessage(action: ListingAction, error: unknown): string {
  if (error instanceof WalletFlowError) return error.message;
  if (error instanceof ApiError) return error.messages[0] ?? LISTING_MESSAGES.generic;
  if (isUserRejection(error)) return REJECTED[action];
  if (isChainProblem(error)) return WALLET_MESSAGES.incorrectChain;
  if (error instanceof ListingRefusedError) return error.message;
  return walletErrorText(error) ?? LISTING_MESSAGES.generic;
}

/** The contract would refuse: said before anything is sent. */
export class ListingRefusedError extends Error {
  override name = 'ListingRefusedError';
}
