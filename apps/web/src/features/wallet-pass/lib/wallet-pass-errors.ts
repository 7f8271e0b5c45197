import { WALLET_PASS_TEXTS } from '@caskmark/shared/api/collector-extras';
import { ApiError } from '../../../lib/api-client';
import { isChainProblem, isProviderMissing, isUserRejection, walletErrorText } from '../../wallets/lib/wallet-errors';
import { WalletFlowError } from '../../wallets/lib/wallet-flow-errors';
import { WALLET_MESSAGES } from '../../wallets/lib/wallet-messages';

/** The step of the wallet pass flow that failed: each has its own text of spec part 1 §8 "Wallet pass". */
export type WalletPassStage = 'message' | 'connect' | 'sign' | 'issue';

/** A problem found before any wallet is asked: no own wallet at all, or none that holds the NFT. */
export class WalletPassWalletError extends Error {
  constructor(readonly kind: 'noWallet' | 'notFound') {
    super(kind === 'noWallet' ? WALLET_PASS_TEXTS.connect : WALLET_PASS_TEXTS.walletNotFound);
    this.name = 'WalletPassWalletError';
  }
}

/**
 * The spec's words for a failure (part 1 §8): 'Error, connect your wallet' with no wallet of one's own,
 * 'Error, wallet not found' when none of mine holds the NFT, 'Error, please connect your wallet' when the
 * wallet cannot be reached, the mismatch text for another account, 'Error, signature not generated' for a
 * refused signature, the server's own text for its refusals, else 'Error, pass not generated' — or the
 * provider's message when the wallet gave one.
 */
export function walletPassErrorMessage(stage: WalletPassStage, error: unknown): string {
  if (error instanceof WalletPassWalletError) return error.message;
  if (error instanceof ApiError) return error.status < 500 ? (error.messages[0] ?? WALLET_PASS_TEXTS.notGenerated) : WALLET_PASS_TEXTS.notGenerated;
  if (stage === 'connect') {
    if (error instanceof WalletFlowError && error.kind === 'walletMismatch') return WALLET_PASS_TEXTS.mismatch;
    if (error instanceof WalletFlowError && error.kind === 'wrongChain') return WALLET_MESSAGES.incorrectChain;
    if (isChainProblem(error)) return WALLET_MESSAGES.incorrectChain;
    if (isProviderMissing(error) || isUserRejection(error)) return WALLET_PASS_TEXTS.pleaseConnect;
    return walletErrorText(error) ?? WALLET_PASS_TEXTS.pleaseConnect;
  }
  if (stage === 'sign') return WALLET_PASS_TEXTS.noSignature;
  return WALLET_PASS_TEXTS.notGenerated;
}
