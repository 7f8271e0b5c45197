import { ApiError } from '../../../lib/api-client';
import type { WalletOptionId } from './wallet-options';
import { isChainProblem, isProviderMissing, isUserRejection, walletErrorText } from './wallet-errors';
import { WALLET_MESSAGES, WALLET_SIGN_IN_MESSAGES } from './wallet-messages';

/** A wallet flow stopped for a reason of ours (not the wallet's): the chain, or another account. */
export class WalletFlowError extends Error {
  constructor(
    readonly kind: 'wrongChain' | 'walletMismatch' | 'noAccount',
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'WalletFlowError';
  }
}

function flowKind(error: unknown): WalletFlowError['kind'] | undefined {
  return error instanceof WalletFlowError ? error.kind : undefined;
}

/** Connecting to add a wallet (screen 8): the spec's message for each way it can fail. */
export function connectErrorMessage(error: unknown, option: WalletOptionId): string {
  if (isProviderMissing(error)) return option === 'metaMask' ? WALLET_MESSAGES.metaMaskNotFound : WALLET_MESSAGES.connectFailed;
  if (isUserRejection(error)) return WALLET_MESSAGES.connectionRejected;
  if (flowKind(error) === 'wrongChain' || isChainProblem(error)) return WALLET_MESSAGES.incorrectChain;
  if (option === 'walletConnect') return WALLET_MESSAGES.walletConnectFailed;
  return WALLET_MESSAGES.connectFailed;
}

/**
 * Proving ownership when adding a wallet: a refused signature or a server that could not verify it
 * reads 'Could not verify wallet ownership. Please try again'; server refusals with their own text
 * (for example an address of another account) show that text.
 */
export function ownershipErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 400 && error.code && /signature|nonce|challenge|ownership|signer/i.test(error.code)) return WALLET_MESSAGES.ownershipNotVerified;
    if (error.status === 400 || error.status === 409) return error.messages[0] ?? WALLET_MESSAGES.ownershipNotVerified;
    return error.messages[0] ?? WALLET_MESSAGES.ownershipNotVerified;
  }
  if (flowKind(error) === 'wrongChain' || isChainProblem(error)) return WALLET_MESSAGES.incorrectChain;
  if (flowKind(error) === 'walletMismatch') return WALLET_MESSAGES.walletMismatch;
  return WALLET_MESSAGES.ownershipNotVerified;
}

/** 'Provide Access': 4001 asks to CONTINUE; other wallet errors show their own message (part 2 §8). */
export function approvalErrorMessage(error: unknown): string {
  if (isUserRejection(error)) return WALLET_MESSAGES.approvalRejected;
  if (flowKind(error) === 'wrongChain' || isChainProblem(error)) return WALLET_MESSAGES.incorrectChain;
  if (flowKind(error) === 'walletMismatch') return WALLET_MESSAGES.walletMismatch;
  if (error instanceof ApiError) return error.messages[0] ?? WALLET_MESSAGES.connectFailed;
  return walletErrorText(error) ?? WALLET_MESSAGES.connectFailed;
}

export type WalletSignInStage = 'connect' | 'challenge' | 'sign' | 'verify';

/** Wallet sign-in (part 1 §8), by the stage that failed. */
export function signInErrorMessage(stage: WalletSignInStage, error: unknown): string {
  if (stage === 'connect') {
    if (isProviderMissing(error)) return WALLET_MESSAGES.metaMaskNotFound;
    if (isUserRejection(error)) return WALLET_SIGN_IN_MESSAGES.denied;
    if (flowKind(error) === 'wrongChain' || isChainProblem(error)) return WALLET_MESSAGES.incorrectChain;
    return WALLET_SIGN_IN_MESSAGES.connectionFailed;
  }
  if (stage === 'sign') return isUserRejection(error) ? WALLET_SIGN_IN_MESSAGES.denied : WALLET_SIGN_IN_MESSAGES.verificationFailed;
  if (error instanceof ApiError && error.status === 429) return error.messages[0] ?? WALLET_SIGN_IN_MESSAGES.unexpected;
  if (stage === 'verify' && error instanceof ApiError && error.status >= 400 && error.status < 500) return WALLET_SIGN_IN_MESSAGES.verificationFailed;
  return WALLET_SIGN_IN_MESSAGES.unexpected;
}
