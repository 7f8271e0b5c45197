import { ProviderRpcError, UserRejectedRequestError } from 'viem';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { WalletFlowError } from '../../wallets/lib/wallet-flow-errors';
import { EthPaymentError, ethPaymentErrorMessage } from './eth-payment-errors';

const rejected = () => new UserRejectedRequestError(new Error('User rejected the request.'));
const at = (step: ConstructorParameters<typeof EthPaymentError>[0], cause: unknown) => ethPaymentErrorMessage(new EthPaymentError(step, { cause }));

describe('ETH payment messages (spec part 1 §8)', () => {
  it('a refusal in the wallet, of the approval or of the payment, asks to CONTINUE', () => {
    const text = 'It looks like you did not provide approval. Click CONTINUE to start again.';
    expect(at('checkApproval', rejected())).toBe(text);
    expect(at('sendTransaction', rejected())).toBe(text);
    // A bare EIP-1193 error with code 4001, as MetaMask sends it, wrapped once more by wagmi.
    expect(at('sendTransaction', new Error('wrapped', { cause: new ProviderRpcError(new Error('denied'), { code: 4001, shortMessage: 'denied' }) }))).toBe(text);
  });

  it('connection problems: chain, missing MetaMask, another account, anything else', () => {
    expect(at('switchChain', new WalletFlowError('wrongChain', 'Incorrect Chain. Please switch and try again'))).toBe('Incorrect Chain. Please switch and try again');
    expect(at('requestAccounts', Object.assign(new Error('no'), { name: 'ProviderNotFoundError' }))).toBe('Metamask extension not found');
    expect(at('requestAccounts', new WalletFlowError('walletMismatch', 'Please connect MetaMask wallet with address 0xabc before proceeding!'))).toBe(
      'Please connect MetaMask wallet with address 0xabc before proceeding!',
    );
    expect(at('requestAccounts', rejected())).toBe('We were unable to connect your wallet; please try again.');
    expect(at('sendTransaction', new ProviderRpcError(new Error('x'), { code: 4902, shortMessage: 'Unrecognized chain' }))).toBe('Incorrect Chain. Please switch and try again');
  });

  it('a payment the wallet could not send points to the card; a server refusal is its own text', () => {
    expect(at('sendTransaction', new Error('insufficient funds for gas * price + value'))).toBe(
      'Unable to trigger ETH transaction. Either pay via credit card or contact support',
    );
    expect(at('announce', new ApiError(400, { code: 'eth_transaction_refused' }, ['This transaction does not pay for this order.']))).toBe(
      'This transaction does not pay for this order.',
    );
  });
});
