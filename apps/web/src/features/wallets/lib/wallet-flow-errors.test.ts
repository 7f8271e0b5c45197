import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { approvalErrorMessage, connectErrorMessage, ownershipErrorMessage, signInErrorMessage, WalletFlowError } from './wallet-flow-errors';
import { isAlreadyConnected, isChainProblem, isProviderMissing, isUserRejection, walletErrorText } from './wallet-errors';
import { WALLET_MESSAGES, WALLET_SIGN_IN_MESSAGES } from './wallet-messages';

/** viem and wagmi wrap the wallet's own error: a layer with a short message around the EIP-1193 error. */
function wrapped(inner: object, name = 'ContractFunctionExecutionError') {
  return Object.assign(new Error('Outer failure\n\nDetails: ...'), { name, shortMessage: 'Outer failure', cause: Object.assign(new Error('inner'), inner) });
}
const rejected = wrapped({ code: 4001, name: 'UserRejectedRequestError' });
const missing = Object.assign(new Error('Provider not found.'), { name: 'ProviderNotFoundError' });
const unknownChain = wrapped({ code: 4902 }, 'SwitchChainError');
const apiError = (status: number, body: unknown) => new ApiError(status, body, status === 400 ? ((body as { nonFieldErrors?: string[] }).nonFieldErrors ?? []) : ['x']);

describe('reading wallet errors', () => {
  it('finds the reason however deep it is wrapped', () => {
    expect(isUserRejection(rejected)).toBe(true);
    expect(isUserRejection(new Error('MetaMask Tx Signature: User denied transaction signature.'))).toBe(true);
    expect(isUserRejection(missing)).toBe(false);
    expect(isProviderMissing(missing)).toBe(true);
    expect(isChainProblem(unknownChain)).toBe(true);
    expect(isAlreadyConnected(Object.assign(new Error('x'), { name: 'ConnectorAlreadyConnectedError' }))).toBe(true);
    expect(walletErrorText(wrapped({ code: -32000 }))).toBe('Outer failure');
  });
});

describe('the spec messages of each flow', () => {
  it('connecting a wallet (part 2 §8)', () => {
    expect(connectErrorMessage(missing, 'metaMask')).toBe(WALLET_MESSAGES.metaMaskNotFound);
    expect(connectErrorMessage(rejected, 'metaMask')).toBe('Wallet Connection Request Rejected');
    expect(connectErrorMessage(new WalletFlowError('wrongChain', 'x'), 'devWallet')).toBe('Incorrect Chain. Please switch and try again');
    expect(connectErrorMessage(new Error('relay down'), 'walletConnect')).toBe('Wallet Connect Not Successful');
    expect(connectErrorMessage(new Error('boom'), 'metaMask')).toBe('We were unable to connect your wallet; please try again.');
  });

  it('proving ownership: a refused signature, or the server message', () => {
    expect(ownershipErrorMessage(rejected)).toBe('Could not verify wallet ownership. Please try again');
    const wrongSigner = apiError(400, { code: 'wallet_verification_failed', nonFieldErrors: ['Could not verify wallet ownership. Please try again'] });
    expect(ownershipErrorMessage(wrongSigner)).toBe('Could not verify wallet ownership. Please try again');
    const otherAccount = apiError(400, { code: 'wallet_exists_for_other_user', nonFieldErrors: ['This wallet is already connected to a different account.'] });
    expect(ownershipErrorMessage(otherAccount)).toBe('This wallet is already connected to a different account.');
    expect(ownershipErrorMessage(new WalletFlowError('walletMismatch', 'x'))).toBe(WALLET_MESSAGES.walletMismatch);
  });

  it("approval: 4001 asks to CONTINUE, other wallet errors show their own message", () => {
    expect(approvalErrorMessage(rejected)).toBe('It looks like you did not provide approval. Click CONTINUE to start again.');
    expect(approvalErrorMessage(wrapped({ code: -32000 }))).toBe('Outer failure');
    expect(approvalErrorMessage(unknownChain)).toBe(WALLET_MESSAGES.incorrectChain);
  });

  it('wallet sign-in (part 1 §8), by stage', () => {
    expect(signInErrorMessage('connect', rejected)).toBe('User denied wallet connection request.');
    expect(signInErrorMessage('connect', new Error('x'))).toBe('Wallet connection failed. Please try again.');
    expect(signInErrorMessage('sign', rejected)).toBe(WALLET_SIGN_IN_MESSAGES.denied);
    expect(signInErrorMessage('verify', apiError(400, { code: 'NotAuthorizedException', message: 'no' }))).toBe('Wallet verification failed. Please try again.');
    expect(signInErrorMessage('challenge', apiError(500, {}))).toBe('Oops, an error occurred.');
  });
});
