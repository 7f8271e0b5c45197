import { useCallback } from 'react';
import { type Address, type Hash, isAddressEqual } from 'viem';
import { getConnection, getGasPrice, readContract, writeContract } from 'wagmi/actions';
import { editionTokenAbi } from '@caskmark/contracts/generated/edition-token';
import { doubledGasPrice } from '@caskmark/shared/rules/payment-methods';
import { useWalletRuntime } from '../components/wallet-runtime';
import { ensureChain } from './use-connect-wallet';
import { WalletFlowError } from './wallet-flow-errors';
import { WALLET_MESSAGES } from './wallet-messages';

export type ProvideAccessResult = { kind: 'sent'; hash: Hash } | { kind: 'alreadyApproved' };

/**
 * 'Provide Access to Caskmark' (spec part 2 §4): setApprovalForAll(marketplace, true) on the edition
 * token from the wallet being approved, at twice the network gas price. The connected account must be
 * that wallet, on the server's chain. Nothing is sent when the chain already shows the approval.
 */
export function useProvideAccess() {
  const { config, chain } = useWalletRuntime();
  return useCallback(
    async (owner: Address): Promise<ProvideAccessResult> => {
      const connected = getConnection(config).address;
      if (!connected || !isAddressEqual(connected, owner)) throw new WalletFlowError('walletMismatch', WALLET_MESSAGES.walletMismatch);
      await ensureChain(config, chain.chainId);
      const { editionToken, marketplace } = chain.contracts;
      const approved = await readContract(config, {
        address: editionToken,
        abi: editionTokenAbi,
        functionName: 'isApprovedForAll',
        args: [owner, marketplace],
        chainId: chain.chainId,
      });
      if (approved) return { kind: 'alreadyApproved' };
      const gasPrice = doubledGasPrice(await getGasPrice(config, { chainId: chain.chainId }));
      const hash = await writeContract(config, {
        address: editionToken,
        abi: editionTokenAbi,
        functionName: 'setApprovalForAll',
        args: [marketplace, true],
        account: owner,
        chainId: chain.chainId,
        gasPrice,
      });
      return { kind: 'sent', hash };
    },
    [config, chain],
  );
}
