/** The wallet and chain texts of spec part 2 §8 and part 1 §8, verbatim. */
export const WALLET_MESSAGES = {
  ownershipNotVerified: 'Could not verify wallet ownership. Please try again',
  incorrectChain: 'Incorrect Chain. Please switch and try again',
  metaMaskNotFound: 'Metamask extension not found',
  connectionRejected: 'Wallet Connection Request Rejected',
  walletConnectFailed: 'Wallet Connect Not Successful',
  connectFailed: 'We were unable to connect your wallet; please try again.',
  deleted: 'Wallet successfully deleted',
  deleteFailed: 'Unable to delete wallet. Please try again',
  loginRequired: 'You must be logged in to add a wallet.',
  approvalRejected: 'It looks like you did not provide approval. Click CONTINUE to start again.',
  approvalConfirmed: 'Wallet approval confirmed!',
  transactionConfirmed: 'Transaction confirmed!',
  alreadyConnected: 'Wallet already connected to your account',
  walletMismatch: 'Connected wallet does not match. Please change your wallet and try again.',
} as const;

/** Wallet sign-in (spec part 1 §8). */
export const WALLET_SIGN_IN_MESSAGES = {
  denied: 'User denied wallet connection request.',
  unexpected: 'Oops, an error occurred.',
  connectionFailed: 'Wallet connection failed. Please try again.',
  verificationFailed: 'Wallet verification failed. Please try again.',
} as const;

/** 'Provide Access to {product}' (spec part 2 §4). */
export const PROVIDE_ACCESS_LABEL = 'Provide Access to Caskmark';

/** 'Could not retrieve balance: ...' (spec part 2 §8). */
export function balanceErrorMessage(reason: string): string {
  return `Could not retrieve balance: ${reason}`;
}
