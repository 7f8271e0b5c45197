import { useMemo } from 'react';
import { availableFundsCents, fundsCheck, type FundsContext, type PreApprovalFunds, type WalletFunds } from '@caskmark/shared/rules/funds-check';
import { usdToEth } from '@caskmark/shared/money/eth-conversion';
import { centsToDollars } from '@caskmark/shared/money/cents';
import { ethToWei } from '@caskmark/shared/money/wei';
import { useEthPrice } from '../../../lib/api/get-eth-price';
import { useAuth } from '../../../lib/auth-session';
import { useWallets } from '../../wallets/api/get-wallets';
import { useApprovedPreApproval } from '../api/get-proof-of-funds';

export interface BidFunds {
  /** Funds available to bid in cents (spec part 1 §5), or null until the wallets and the price are known. */
  fundsCents: number | null;
  /** No connected wallet and no approved pre-approval: the spec's 'You need to connect a wallet…'. */
  hasFundingSource: boolean;
  usdPerEth: number | undefined;
  /** The funds check and ETH amount the client proposes for a bid (the server recomputes both). */
  proposal: (bidUsdCents: number) => { bidInEth: number | null; fundCheckType: 'preApproval' | 'wallet' | 'none'; fundCheckValue: string | null };
}

/**
 * What the collector can bid, as the drawers show it: the larger of the richest connected (never the
 * managed) wallet at the ETH price and an approved pre-approval, with the spec's defaults. Only a
 * display and a proposal: the server checks the funds again for every bid (decision 251).
 */
export function useBidFunds(context: FundsContext): BidFunds {
  const signedIn = useAuth().status === 'signed-in';
  const wallets = useWallets(signedIn);
  const usdPerEth = useEthPrice();
  const preApproval = useApprovedPreApproval();
  return useMemo(() => {
    const connected: WalletFunds[] = (wallets.data ?? [])
      .filter((wallet) => !wallet.isManaged && wallet.balance !== null)
      .map((wallet) => ({ address: wallet.address, balanceWei: ethToWei(wallet.balance!, 'floor') }));
    const approved: PreApprovalFunds | null = preApproval ?? null;
    const known = wallets.isSuccess && usdPerEth !== undefined;
    const fundsCents = known ? availableFundsCents({ usdPerEth, preApproval: approved, wallets: connected, context }) : null;
    const hasFundingSource = !wallets.isSuccess || connected.length > 0 || !!approved;
    const proposal = (bidUsdCents: number) => {
      if (usdPerEth === undefined) return { bidInEth: null, fundCheckType: 'none' as const, fundCheckValue: null };
      const check = fundsCheck({ bidUsdCents, usdPerEth, preApproval: approved, wallets: connected });
      return { bidInEth: usdToEth(centsToDollars(bidUsdCents), usdPerEth), ...check };
    };
    return { fundsCents, hasFundingSource, usdPerEth, proposal };
  }, [wallets.data, wallets.isSuccess, usdPerEth, preApproval, context]);
}
