import { describe, expect, it } from 'vitest';
import { WALLET_PASS_TEXTS } from '@caskmark/shared/api/collector-extras';
import { ApiError } from '../../../lib/api-client';
import { WalletFlowError } from '../../wallets/lib/wallet-flow-errors';
import { WALLET_MESSAGES } from '../../wallets/lib/wallet-messages';
import { walletPassErrorMessage, WalletPassWalletError } from './wallet-pass-errors';

const rejected = Object.assign(new Error('Outer'), { shortMessage: 'User rejected the request.', cause: Object.assign(new Error('inner'), { code: 4001 }) });
const missing = Object.assign(new Error('Provider not found.'), { name: 'ProviderNotFoundError' });

describe('wallet pass messages (spec part 1 §8)', () => {
  it('names the wallet problems found before asking the wallet', () => {
    expect(walletPassErrorMessage('connect', new WalletPassWalletError('noWallet'))).toBe('Error, connect your wallet');
    expect(walletPassErrorMessage('connect', new WalletPassWalletError('notFound'))).toBe('Error, wallet not found');
  });

  it('reads the connection: missing or refused wallet, another account, wrong chain, the provider’s own text', () => {
    expect(walletPassErrorMessage('connect', missing)).toBe('Error, please connect your wallet');
    expect(walletPassErrorMessage('connect', rejected)).toBe('Error, please connect your wallet');
    expect(walletPassErrorMessage('connect', new WalletFlowError('walletMismatch', 'x'))).toBe(WALLET_PASS_TEXTS.mismatch);
    expect(walletPassErrorMessage('connect', new WalletFlowError('wrongChain', 'x'))).toBe(WALLET_MESSAGES.incorrectChain);
    expect(walletPassErrorMessage('connect', Object.assign(new Error('x'), { shortMessage: 'Wallet is locked' }))).toBe('Wallet is locked');
  });

  it('a signature that did not come back, and the server’s answers', () => {
    expect(walletPassErrorMessage('sign', rejected)).toBe('Error, signature not generated');
    expect(walletPassErrorMessage('issue', new ApiError(400, {}, ['Pass already generated']))).toBe('Pass already generated');
    expect(walletPassErrorMessage('message', new ApiError(403, {}, ['Invalid NFT owner']))).toBe('Invalid NFT owner');
    expect(walletPassErrorMessage('issue', new ApiError(503, {}, ['x']))).toBe('Error, pass not generated');
    expect(walletPassErrorMessage('issue', new TypeError('Failed to fetch'))).toBe('Error, pass not generated');
  });
});
