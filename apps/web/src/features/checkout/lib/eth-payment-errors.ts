import { ApiError } from '../../../lib/api-client';
import { isChainProblem, isProviderMissing, isUserRejection, walletErrorText } from '../../wallets/lib/wallet-errors';
import { WalletFlowError } from '../../wallets/lib/wallet-flow-errors';
import { WALLET_MESSAGES } from '../../wallets/lib/wallet-messages';

/** The ETH payment run of the approve-transaction view, in the spec's order (part 1 §4). */
export const ETH_PAYMENT_STEPS = ['switchChain', 'requestAccounts', 'checkApproval', 'sendTransaction'] as const;
export type EthPaymentStep = (typeof ETH_PAYMENT_STEPS)[number] | 'announce';

/** 'Unable to trigger ETH transaction. Either pay via credit card or contact support' (spec part 1 §8). */
export const ETH_SEND_FAILED_MESSAGE = 'Unable to trigger ETH transaction. Either pay via credit card or contact support';
/** 'Please select a wallet to continue!' (spec part 1 §8). */
export const SELECT_WALLET_MESSAGE = 'Please select a wallet to continue!';

/** A step of the run that failed, and why. */
export class EthPaymentError extends Error {
  constructor(
    readonly step: EthPaymentStep,
    options: ErrorOptions,
  ) {
    super(`ETH payment stopped at ${step}`, options);
    this.name = 'EthPaymentError';
  }
}

/**
 * What the collector reads when the run stops (spec part 1 §8 "Payment" and the 4001 rule): the wrong
 * chain, a missing MetaMask, a wallet that could not connect or holds another account, and a refusal
 * in the wallet, of the approval or of the payment itself (both are "approval" the person did not
 * give: CONTINUE starts again). A payment the wallet could not send points to the card or to support;
 * the server's refusal of an announced transaction is its own text.
 */
export function ethPaymentErrorMessage(error: unknown): string {
  const step = error instanceof EthPaymentError ? error.step : 'sendTransaction';
  const cause = error instanceof EthPaymentError ? error.cause : error;
  if (cause instanceof WalletFlowError) return cause.message;
  if (cause instanceof ApiError) return cause.messages[0] ?? ETH_SEND_FAILED_MESSAGE;
  if (step === 'switchChain' || step === 'requestAccounts') {
    if (isProviderMissing(cause)) return WALLET_MESSAGES.metaMaskNotFound;
    if (isChainProblem(cause)) return WALLET_MESSAGES.incorrectChain;
    return WALLET_MESSAGES.connectFailed;
  }
  if (isUserRejection(cause)) return WALLET_MESSAGES.approvalRejected;
  if (isChainProblem(cause)) return WALLET_MESSAGES.incorrectChain;
  if (step === 'checkApproval') return walletErrorText(cause) ?? WALLET_MESSAGES.connectFailed;
  return ETH_SEND_FAILED_MESSAGE;
}
