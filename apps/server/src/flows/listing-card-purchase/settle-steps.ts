import { and, desc, eq, ne } from 'drizzle-orm';
import { caskmarkErrorsAbi, marketplaceAbi } from '@caskmark/contracts';
import { chainTransactions } from '@caskmark/db';
import { LISTING_CARD_GONE_MESSAGE, LISTING_CARD_SETTLE_FAILED_MESSAGE } from '@caskmark/shared/api/listing-card-purchase';
import { BaseError, ContractFunctionRevertedError, decodeErrorResult, encodeFunctionData, type Address, type Hash, type Hex } from 'viem';
import type { AppContext } from '../../context';
import { requireChain, type LiveChain } from '../../modules/chain/public';
import { ensureManagedWallet } from '../../modules/custody/public';
import { stepDone, stepFail, type StepContext, type StepOutcome } from '../../platform/workflows';
import { chainListing } from './chain-listing';
import { movePurchase } from './purchase-rows';
import { SETTLE_PURPOSE, type ListingCardState } from './purchase-state';

async function sentSettlement(context: AppContext, live: LiveChain, purchasePk: string): Promise<Hash | null> {
  const [row] = await context.db
    .select({ hash: chainTransactions.hash })
    .from(chainTransactions)
    .where(and(eq(chainTransactions.chainId, live.network.chainId), eq(chainTransactions.referencePk, purchasePk), eq(chainTransactions.purpose, SETTLE_PURPOSE), ne(chainTransactions.status, 'dropped')))
    .orderBy(desc(chainTransactions.createdAt))
    .limit(1);
  return (row?.hash as Hash | undefined) ?? null;
}

/**
 * Step 2 (before the card is captured): the contract still says the listing can be bought and the
 * NFTs are still with the seller; else the run fails and the authorization is voided — nothing is
 * charged. Names the recipient (the buyer's managed wallet, created if missing) and the listing's fees.
 */
export async function verifyListing(context: AppContext, step: StepContext<ListingCardState>): Promise<StepOutcome> {
  const live = requireChain(context);
  const onChain = await chainListing(live, step.state.listingId);
  if (!onChain.valid || !onChain.listing) return stepFail(LISTING_CARD_GONE_MESSAGE);
  const managed = await ensureManagedWallet(context, step.state.buyerPk);
  await step.save({ recipientAddress: managed.address, feeBps: onChain.listing.feeBps, royaltyBps: onChain.listing.royaltyBps });
  await movePurchase(context.db, step.state.purchasePk, ['processing'], { recipientAddress: managed.address, updatedAt: context.clock.now() });
  return stepDone();
}

function revertName(error: unknown): string | null {
  if (!(error instanceof BaseError)) return null;
  const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError);
  if (reverted instanceof ContractFunctionRevertedError) return reverted.data?.errorName ?? reverted.reason ?? 'reverted';
  const data = (error.walk((cause) => typeof (cause as { data?: unknown }).data === 'string') as { data?: Hex } | null)?.data;
  if (!data) return null;
  try {
    return decodeErrorResult({ abi: caskmarkErrorsAbi, data }).errorName;
  } catch {
    return null;
  }
}

/**
 * Step 4: the operator (SETTLER_ROLE) calls `settleByCard(listingId, recipient)`. The signed
 * transaction is stored before broadcast (chain sender) and its hash saved, so a retry reads its
 * receipt instead of sending another. A refusal — simulated first, or a mined revert — fails the run:
 * the capture's compensation refunds the card and the editions are unlocked.
 */
export async function settleOnChain(context: AppContext, step: StepContext<ListingCardState>): Promise<StepOutcome> {
  const live = requireChain(context);
  const operator = live.network.operator;
  if (!operator) return stepFail('No operator is configured to settle card purchases.');
  const recipient = step.state.recipientAddress as Address;
  const args = [BigInt(step.state.listingId), recipient] as const;
  let hash = (step.state.settleHash as Hash | null | undefined) ?? (await sentSettlement(context, live, step.state.purchasePk));
  if (!hash) {
    try {
      await live.network.publicClient.simulateContract({ address: live.network.addresses.marketplace, abi: marketplaceAbi, functionName: 'settleByCard', args, account: operator.account });
    } catch (error) {
      const name = revertName(error);
      if (name) {
        context.log.warn({ purchasePk: step.state.purchasePk, revert: name }, 'settleByCard refused');
        return stepFail(LISTING_CARD_SETTLE_FAILED_MESSAGE);
      }
      throw error;
    }
    const data = encodeFunctionData({ abi: marketplaceAbi, functionName: 'settleByCard', args });
    hash = await live.sender.send({
      signer: operator,
      to: live.network.addresses.marketplace,
      data,
      purpose: SETTLE_PURPOSE,
      referencePk: step.state.purchasePk,
      beforeBroadcast: async (signed) => {
        await step.save({ settleHash: signed });
        await movePurchase(context.db, step.state.purchasePk, ['processing'], { settleHash: signed, updatedAt: context.clock.now() });
      },
    });
  } else {
    await live.sender.rebroadcast(hash).catch(() => undefined);
  }
  const receipt = await live.sender.waitForReceipt(hash);
  if (receipt.status !== 'success') return stepFail(LISTING_CARD_SETTLE_FAILED_MESSAGE);
  live.indexer.nudge();
  return stepDone();
}
