import { useCallback } from 'react';
import type { Address, Hash, Hex } from 'viem';
import { getGasPrice, readContract, sendTransaction, waitForTransactionReceipt, writeContract } from 'wagmi/actions';
import { editionTokenAbi } from '@caskmark/contracts/generated/edition-token';
import type { EthTransferPayload } from '@caskmark/shared/api/checkout';
import type { Wallet } from '@caskmark/shared/api/wallet';
import { doubledGasPrice } from '@caskmark/shared/rules/payment-methods';
import { updateWallet } from '../../wallets/api/update-wallet';
import { useWalletRuntime } from '../../wallets/components/wallet-runtime';
import { prepareWalletConnector, requestWalletAccount } from '../../wallets/lib/connect-wallet-as';
import { EthPaymentError, type EthPaymentStep } from './eth-payment-errors';

export type EthPayer = Pick<Wallet, 'publicPk' | 'address' | 'walletProvider'>;

/**
 * The ETH payment run of the approve-transaction view (spec part 1 §4): switch chain, request
 * accounts, check approval, send the transaction. It answers the transaction's hash; it never waits
 * for the payment to count — the server learns that from the chain.
 *
 * - The wallet is the one chosen to pay (and receive): on the dev chain a demo account's address is
 *   signed for by the dev wallet, otherwise the connector of the wallet's provider (MetaMask:
 *   'Metamask extension not found' without it). Another account in the wallet: 'Please connect
 *   {provider} wallet with address {address} before proceeding!'.
 * - Approval: the NFTs arrive in this wallet, and Caskmark can list, gift or redeem them only with the
 *   marketplace approved for it, so a wallet without the approval is asked for it first (at twice
 *   the network gas price) and the server is told the approval's hash.
 * - The payment is `pay(reference)` to the receiver with the quoted wei (the cart's ethTransferPayload).
 * - `approve: false` (a redemption's shipping fee: nothing arrives in the paying wallet) passes the
 *   approval check without asking for anything.
 */
export function useEthPaymentRun() {
  const { config, chain } = useWalletRuntime();
  return useCallback(
    async (payload: EthTransferPayload, payer: EthPayer, onStep: (step: EthPaymentStep) => void, options: { approve?: boolean } = {}): Promise<Hash> => {
      async function step<T>(name: EthPaymentStep, work: () => Promise<T>): Promise<T> {
        onStep(name);
        try {
          return await work();
        } catch (error) {
          throw new EthPaymentError(name, { cause: error });
        }
      }
      const chainId = payload.chainId;
      const session = await step('switchChain', () => prepareWalletConnector(config, chain, payer, chainId));
      const account = await step('requestAccounts', () => requestWalletAccount(config, session, payer, chainId));

      await step('checkApproval', async () => {
        if (options.approve === false) return;
        const { editionToken, marketplace } = chain.contracts;
        const approved = await readContract(config, { address: editionToken, abi: editionTokenAbi, functionName: 'isApprovedForAll', args: [account, marketplace], chainId });
        if (approved) return;
        const gasPrice = doubledGasPrice(await getGasPrice(config, { chainId }));
        const hash = await writeContract(config, { address: editionToken, abi: editionTokenAbi, functionName: 'setApprovalForAll', args: [marketplace, true], account, chainId, gasPrice });
        const receipt = await waitForTransactionReceipt(config, { hash, chainId });
        if (receipt.status !== 'success') throw new Error('The approval transaction was reverted.');
        // The server reads the approval from the chain; the hash only tells it to look now.
        void updateWallet(payer.publicPk, { approvedAddress: marketplace, approvalTransactionHash: hash }).catch(() => undefined);
      });

      return step('sendTransaction', async () => {
        const gasPrice = doubledGasPrice(await getGasPrice(config, { chainId }));
        return sendTransaction(config, { account, to: payload.to as Address, value: BigInt(payload.value), data: payload.data as Hex, chainId, gasPrice });
      });
    },
    [config, chain],
  );
}
