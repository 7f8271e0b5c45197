import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { editionTokenAbi } from '@caskmark/contracts';
import { chainTransactions, editionNfts } from '@caskmark/db';
import { encodeFunctionData, isAddressEqual, type Address, type Hash } from 'viem';
import type { AppContext } from '../../context';
import { requireChain, type LiveChain } from '../../modules/chain/public';
import { openLinesOfCart } from '../../modules/cart/public';
import { ensureManagedWallet } from '../../modules/custody/public';
import { activeWalletOfUser } from '../../modules/wallets/public';
import { killPoint } from '../../platform/kill-switch';
import { stepDone, stepFail, type StepContext, type StepOutcome } from '../../platform/workflows';
import type { CheckoutState } from './checkout-state';

export const DELIVERY_PURPOSE = 'primary_delivery';

/**
 * The next token id: the sequence, or one above the highest id in use when demo or imported editions
 * already took higher ones (decision 181). Two deliveries at once may both pick max+1; the unique
 * index on token ids refuses the second, whose step then retries with a fresh id.
 */
async function allocateTokenId(context: AppContext, editionNftPk: string): Promise<string> {
  return context.db.transaction(async (tx) => {
    const [current] = await tx.select({ tokenId: editionNfts.tokenId }).from(editionNfts).where(eq(editionNfts.publicPk, editionNftPk)).for('update');
    if (current?.tokenId) return current.tokenId;
    const result = await tx.execute<{ id: string }>(
      sql`select setval('edition_token_ids', greatest(nextval('edition_token_ids'), (select coalesce(max(token_id), 0)::bigint + 1 from edition_nfts)))::text as id`,
    );
    const id = (result as unknown as { rows: Array<{ id: string }> }).rows[0]!.id;
    await tx.update(editionNfts).set({ tokenId: id }).where(and(eq(editionNfts.publicPk, editionNftPk), isNull(editionNfts.tokenId)));
    return id;
  });
}

async function sentMint(context: AppContext, live: LiveChain, cartPk: string): Promise<Hash | null> {
  const [sent] = await context.db
    .select({ hash: chainTransactions.hash })
    .from(chainTransactions)
    .where(and(eq(chainTransactions.chainId, live.network.chainId), eq(chainTransactions.referencePk, cartPk), eq(chainTransactions.purpose, DELIVERY_PURPOSE), ne(chainTransactions.status, 'dropped')))
    .orderBy(desc(chainTransactions.createdAt))
    .limit(1);
  return (sent?.hash as Hash | undefined) ?? null;
}

const readToken = (live: LiveChain, functionName: 'exists' | 'ownerOf', tokenId: bigint) =>
  live.network.publicClient.readContract({ address: live.network.addresses.editionToken, abi: editionTokenAbi, functionName, args: [tokenId] });

async function waitForConfirmations(live: LiveChain, blockNumber: bigint): Promise<void> {
  const needed = blockNumber + BigInt(live.indexer.confirmations - 1);
  for (let round = 0; round < 300; round += 1) {
    if ((await live.network.publicClient.getBlockNumber({ cacheTime: 0 })) >= needed) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`Block ${blockNumber} did not reach ${live.indexer.confirmations} confirmations`);
}

/**
 * Moves a token the console minted ahead (it sits in the operator's mint vault) to the buyer: one
 * stored transfer per token and cart, so a retry finds the one already sent instead of sending another.
 */
async function releaseFromVault(context: AppContext, live: LiveChain, cartPk: string, token: bigint, to: Address): Promise<void> {
  const operator = live.network.operator!;
  const purpose = `${DELIVERY_PURPOSE}:vault:${token}`;
  const [sent] = await context.db
    .select({ hash: chainTransactions.hash })
    .from(chainTransactions)
    .where(and(eq(chainTransactions.chainId, live.network.chainId), eq(chainTransactions.referencePk, cartPk), eq(chainTransactions.purpose, purpose), ne(chainTransactions.status, 'dropped')))
    .limit(1);
  let hash = (sent?.hash as Hash | undefined) ?? null;
  if (hash) await live.sender.rebroadcast(hash).catch(() => undefined);
  else {
    const data = encodeFunctionData({ abi: editionTokenAbi, functionName: 'transferFrom', args: [operator.account.address, to, token] });
    hash = await live.sender.send({ signer: operator, to: live.network.addresses.editionToken, data, purpose, referencePk: cartPk, historyType: 'Primary Market Sale' });
  }
  const receipt = await live.sender.waitForReceipt(hash);
  if (receipt.status !== 'success') throw new Error(`The hand-over of token ${token} from the mint vault was refused on chain`);
}

/** Where the NFTs go: the connected wallet chosen at checkout, else the collector's managed wallet (created now). */
async function destination(context: AppContext, step: StepContext<CheckoutState>): Promise<{ address: Address } | { refused: string }> {
  if (step.state.destinationAddress) return { address: step.state.destinationAddress as Address };
  if (step.state.destinationWalletPk) {
    const wallet = await activeWalletOfUser(context.db, step.state.userPk, step.state.destinationWalletPk);
    if (!wallet) return { refused: 'The wallet chosen for delivery is no longer connected.' };
    await step.save({ destinationAddress: wallet.address, destinationIsManaged: wallet.isManaged });
    return { address: wallet.address as Address };
  }
  const managed = await ensureManagedWallet(context, step.state.userPk);
  await step.save({ destinationWalletPk: managed.publicPk, destinationAddress: managed.address, destinationIsManaged: true });
  return { address: managed.address as Address };
}

/**
 * Step 4: mint the cart's editions to the buyer. Token ids are stored before the mint is signed, the
 * signed mint is stored before broadcast (chain sender), and the step ends only when the receipt has
 * its confirmations and `ownerOf` names the buyer's wallet for every token, so a retry after a crash
 * finds what was already sent instead of minting again.
 */
export async function deliver(context: AppContext, step: StepContext<CheckoutState>): Promise<StepOutcome> {
  const live = requireChain(context);
  const operator = live.network.operator;
  if (!operator) return stepFail('No minter is configured for deliveries.');
  const to = await destination(context, step);
  if ('refused' in to) return stepFail(to.refused);

  const lines = await openLinesOfCart(context.db, step.state.cartPk);
  if (lines.length === 0) return stepFail('The checkout holds no editions any more.');
  const tokenIds: Record<string, string> = { ...(step.state.tokenIds ?? {}) };
  for (const line of lines) tokenIds[line.editionNftPk] ??= await allocateTokenId(context, line.editionNftPk);
  if (Object.keys(tokenIds).length !== Object.keys(step.state.tokenIds ?? {}).length) await step.save({ tokenIds });
  const tokens = lines.map((line) => BigInt(tokenIds[line.editionNftPk]!));

  let hash = (step.state.mintHash as Hash | null | undefined) ?? null;
  if (!hash) {
    // Signed and stored by an attempt that died before it saved the hash: that mint is the delivery.
    hash = await sentMint(context, live, step.state.cartPk);
    if (hash) await step.save({ mintHash: hash });
  }
  if (!hash) {
    const missing: bigint[] = [];
    for (const token of tokens) {
      if (!(await readToken(live, 'exists', token))) missing.push(token);
      else {
        const owner = (await readToken(live, 'ownerOf', token)) as Address;
        // Minted ahead by the console (decision 291): the operator's mint vault hands it over.
        if (isAddressEqual(owner, operator.account.address)) await releaseFromVault(context, live, step.state.cartPk, token, to.address);
        else if (!isAddressEqual(owner, to.address)) return stepFail(`Token ${token} already belongs to another wallet.`);
      }
    }
    if (missing.length > 0) {
      const data = encodeFunctionData({ abi: editionTokenAbi, functionName: 'mintBatch', args: [to.address, missing] });
      hash = await live.sender.send({
        signer: operator,
        to: live.network.addresses.editionToken,
        data,
        purpose: DELIVERY_PURPOSE,
        referencePk: step.state.cartPk,
        historyType: 'Primary Market Sale',
        beforeBroadcast: async () => killPoint(context, 'checkout:deliver:mint-stored'),
      });
    }
    await step.save({ mintHash: hash });
  } else {
    await live.sender.rebroadcast(hash).catch(() => undefined);
  }
  if (hash) {
    const receipt = await live.sender.waitForReceipt(hash);
    if (receipt.status !== 'success') return stepFail('The delivery was refused on chain.');
    await waitForConfirmations(live, receipt.blockNumber);
  }
  for (const token of tokens) {
    if (!isAddressEqual((await readToken(live, 'ownerOf', token)) as Address, to.address)) throw new Error(`Token ${token} is not in the buyer's wallet yet`);
  }
  live.indexer.nudge();
  return stepDone();
}

