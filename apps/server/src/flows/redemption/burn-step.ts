import { and, desc, eq, ne } from 'drizzle-orm';
import { editionTokenAbi, marketplaceAbi } from '@caskmark/contracts';
import { chainTransactions } from '@caskmark/db';
import { encodeFunctionData, isAddressEqual, type Address, type Hash, type Hex } from 'viem';
import type { AppContext } from '../../context';
import { requireChain, serverGasPriceFor, type LiveChain } from '../../modules/chain/public';
import { managedSigner, managedWalletOf } from '../../modules/custody/public';
import { redemptionByPk } from '../../modules/redemption/public';
import { stepDone, stepFail, type StepContext, type StepOutcome } from '../../platform/workflows';
import type { RedemptionState } from './redemption-state';

export const BURN_PURPOSE = 'redemption_burn';
export const APPROVAL_PURPOSE = 'redemption_approval';
export const NFT_MOVED_REASON = 'The NFT left your wallet before it could be redeemed.';
export const ACCESS_REASON = 'The marketplace has no access to your wallet (Provide Access), so the NFT could not be burned.';

async function sent(context: AppContext, live: LiveChain, referencePk: string, purpose: string): Promise<Hash | null> {
  const [row] = await context.db
    .select({ hash: chainTransactions.hash })
    .from(chainTransactions)
    .where(and(eq(chainTransactions.chainId, live.network.chainId), eq(chainTransactions.referencePk, referencePk), eq(chainTransactions.purpose, purpose), ne(chainTransactions.status, 'dropped')))
    .orderBy(desc(chainTransactions.createdAt))
    .limit(1);
  return (row?.hash as Hash | undefined) ?? null;
}

const read = <T>(live: LiveChain, functionName: 'burned' | 'ownerOf' | 'exists', tokenId: bigint) =>
  live.network.publicClient.readContract({ address: live.network.addresses.editionToken, abi: editionTokenAbi, functionName, args: [tokenId] }) as Promise<T>;

const isApproved = (live: LiveChain, owner: Address) =>
  live.network.publicClient.readContract({ address: live.network.addresses.editionToken, abi: editionTokenAbi, functionName: 'isApprovedForAll', args: [owner, live.network.addresses.marketplace] });

async function confirmed(live: LiveChain, hash: Hash): Promise<boolean> {
  const receipt = await live.sender.waitForReceipt(hash);
  if (receipt.status !== 'success') return false;
  const needed = receipt.blockNumber + BigInt(live.indexer.confirmations - 1);
  for (let round = 0; round < 300; round += 1) {
    if ((await live.network.publicClient.getBlockNumber({ cacheTime: 0 })) >= needed) return true;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`Block ${receipt.blockNumber} did not reach ${live.indexer.confirmations} confirmations`);
}

/** A managed wallet pays its own gas; the custody gas wallet tops it up to what this call needs. */
async function ensureGas(live: LiveChain, from: Address, to: Address, data: Hex): Promise<void> {
  const { publicClient, gasFunder } = live.network;
  const gas = await publicClient.estimateGas({ account: from, to, data });
  const needed = (gas * (await serverGasPriceFor(live.network)) * 130n) / 100n;
  const balance = await publicClient.getBalance({ address: from });
  if (balance >= needed) return;
  if (!gasFunder) throw new Error('No gas wallet is configured to approve from a custodial wallet.');
  const hash = await live.sender.send({ signer: gasFunder, to: from, value: needed - balance, purpose: 'gas_top_up' });
  if ((await live.sender.waitForReceipt(hash)).status !== 'success') throw new Error(`Gas top-up ${hash} reverted`);
  live.balances.forget(from);
}

/** A custodial wallet gives the marketplace access with the key we keep for it (once, stored before broadcast). */
async function approveFromCustody(context: AppContext, live: LiveChain, step: StepContext<RedemptionState>, owner: Address): Promise<boolean> {
  const custody = await managedWalletOf(context.db, step.state.userPk);
  if (!custody || !isAddressEqual(custody.address as Address, owner)) return false;
  let hash = (step.state.approvalHash as Hash | null | undefined) ?? (await sent(context, live, step.state.redemptionPk, APPROVAL_PURPOSE));
  if (!hash) {
    const data = encodeFunctionData({ abi: editionTokenAbi, functionName: 'setApprovalForAll', args: [live.network.addresses.marketplace, true] });
    await ensureGas(live, owner, live.network.addresses.editionToken, data);
    hash = await live.sender.send({ signer: await managedSigner(context, live, custody), to: live.network.addresses.editionToken, data, purpose: APPROVAL_PURPOSE, referencePk: step.state.redemptionPk });
    await step.save({ approvalHash: hash });
  }
  return confirmed(live, hash);
}

/**
 * Step 3: the operator (REDEEMER_ROLE) burns the token through the marketplace's `burnForRedemption`.
 * The holder on chain must still be the wallet the request was made from; a custodial wallet is
 * approved by us, a connected one must have given access. The signed burn is stored before broadcast
 * (chain sender), so a retry after a crash finds it instead of sending another; a token already burned
 * by our transaction counts as done. Ends when the burn has the indexer's confirmations.
 */
export async function burn(context: AppContext, step: StepContext<RedemptionState>): Promise<StepOutcome> {
  const live = requireChain(context);
  const operator = live.network.operator;
  if (!operator) return stepFail('No operator is configured to burn redeemed NFTs.');
  const row = await redemptionByPk(context.db, step.state.redemptionPk);
  if (!row) return stepFail('The redemption is gone.');
  const tokenId = BigInt(row.tokenId);

  let hash = (step.state.burnHash as Hash | null | undefined) ?? (await sent(context, live, row.publicPk, BURN_PURPOSE));
  if (!hash) {
    if (await read<boolean>(live, 'burned', tokenId)) return stepFail('This NFT has already been redeemed.');
    const owner = await read<Address>(live, 'ownerOf', tokenId);
    if (!isAddressEqual(owner, row.ownerAddress as Address)) return stepFail(NFT_MOVED_REASON);
    if (!(await isApproved(live, owner)) && !(await approveFromCustody(context, live, step, owner))) return stepFail(ACCESS_REASON);
    const data = encodeFunctionData({ abi: marketplaceAbi, functionName: 'burnForRedemption', args: [tokenId] });
    hash = await live.sender.send({ signer: operator, to: live.network.addresses.marketplace, data, purpose: BURN_PURPOSE, referencePk: row.publicPk, historyType: 'Redeem' });
    await step.save({ burnHash: hash });
  } else {
    await live.sender.rebroadcast(hash).catch(() => undefined);
  }
  if (!(await confirmed(live, hash))) {
    // Refused on chain (the holder moved it or withdrew access meanwhile): nothing burned.
    if (!(await read<boolean>(live, 'burned', tokenId))) return stepFail(NFT_MOVED_REASON);
  }
  if (!(await read<boolean>(live, 'burned', tokenId))) throw new Error(`Token ${tokenId} is not burned yet`);
  live.indexer.nudge();
  return stepDone();
}
