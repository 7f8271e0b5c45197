import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { editionTokenAbi } from '@caskmark/contracts';
import { chainTransactions, editionNfts, editions } from '@caskmark/db';
import { encodeFunctionData, type Hash } from 'viem';
import type { AppContext } from '../../context';
import { requireChain, type LiveChain } from '../../modules/chain/public';
import { killPoint } from '../../platform/kill-switch';
import { stepDone, stepFail, type StepContext, type WorkflowDefinition } from '../../platform/workflows';

export const PACK_MINT_WORKFLOW = 'pack-mint';
export const MINT_BATCH = 25;
const purposeOf = (batch: number) => `pack_mint:${batch}`;

export interface PackMintState {
  packPk: string;
  actorPk: string | null;
  total: number;
  /** Token ids minted so far (their batch's receipt confirmed). */
  minted: number;
  /** The ids this run mints, fixed when it starts (sales during the run do not shift the batches). */
  tokenIds?: string[];
  /** Batch index → the stored mint transaction. */
  hashes?: Record<string, string>;
}

/** The pack's unsold edition NFTs without a token id get one, in one statement (same sequence rule as deliveries, decision 181). */
async function allocateTokenIds(context: AppContext, packPk: string): Promise<number> {
  return context.db.transaction(async (tx) => {
    await tx.execute(sql`select setval('edition_token_ids', greatest(nextval('edition_token_ids'), (select coalesce(max(token_id), 0)::bigint + 1 from edition_nfts)))`);
    const editionPks = tx.select({ pk: editions.publicPk }).from(editions).where(eq(editions.releasePackPk, packPk));
    const updated = await tx
      .update(editionNfts)
      .set({ tokenId: sql`nextval('edition_token_ids')` })
      .where(and(inArray(editionNfts.editionPk, editionPks), isNull(editionNfts.tokenId), eq(editionNfts.status, 'unsold')))
      .returning({ pk: editionNfts.publicPk });
    return updated.length;
  });
}

/** The pack's unsold token ids, in order. */
async function tokenIdsOf(context: AppContext, packPk: string): Promise<bigint[]> {
  const rows = await context.db
    .select({ tokenId: editionNfts.tokenId })
    .from(editionNfts)
    .innerJoin(editions, eq(editions.publicPk, editionNfts.editionPk))
    .where(and(eq(editions.releasePackPk, packPk), eq(editionNfts.status, 'unsold'), sql`${editionNfts.tokenId} is not null`))
    .orderBy(asc(editionNfts.tokenId));
  return rows.map((row) => BigInt(row.tokenId!));
}

async function storedMint(context: AppContext, live: LiveChain, packPk: string, batch: number): Promise<Hash | null> {
  const [row] = await context.db
    .select({ hash: chainTransactions.hash })
    .from(chainTransactions)
    .where(and(eq(chainTransactions.chainId, live.network.chainId), eq(chainTransactions.referencePk, packPk), eq(chainTransactions.purpose, purposeOf(batch)), ne(chainTransactions.status, 'dropped')))
    .orderBy(desc(chainTransactions.createdAt))
    .limit(1);
  return (row?.hash as Hash | undefined) ?? null;
}

const exists = (live: LiveChain, tokenId: bigint) =>
  live.network.publicClient.readContract({ address: live.network.addresses.editionToken, abi: editionTokenAbi, functionName: 'exists', args: [tokenId] });

/**
 * Mints a pack's edition NFTs to the operator's mint vault, batch after batch (decision 291). Each
 * batch's signed transaction is stored before broadcast (chain sender) and its hash saved in the run,
 * so a process killed at any point resumes with the same transaction — never a second mint of a
 * token: a batch without a stored transaction mints only the ids the chain does not know yet.
 */
async function mintBatches(context: AppContext, step: StepContext<PackMintState>) {
  const live = requireChain(context);
  const operator = live.network.operator;
  if (!operator) return stepFail('No minter is configured.');
  const tokens = (step.state.tokenIds ?? []).map((id) => BigInt(id));
  const hashes: Record<string, string> = { ...(step.state.hashes ?? {}) };
  let minted = 0;
  for (let batch = 0; batch * MINT_BATCH < tokens.length; batch += 1) {
    const ids = tokens.slice(batch * MINT_BATCH, (batch + 1) * MINT_BATCH);
    let hash = (hashes[batch] as Hash | undefined) ?? (await storedMint(context, live, step.state.packPk, batch));
    if (hash) {
      await live.sender.rebroadcast(hash).catch(() => undefined);
    } else {
      const missing: bigint[] = [];
      for (const id of ids) if (!(await exists(live, id))) missing.push(id);
      if (missing.length > 0) {
        const data = encodeFunctionData({ abi: editionTokenAbi, functionName: 'mintBatch', args: [operator.account.address, missing] });
        hash = await live.sender.send({
          signer: operator,
          to: live.network.addresses.editionToken,
          data,
          purpose: purposeOf(batch),
          referencePk: step.state.packPk,
          // Crash tests (decision 244): mid-way, with one batch on chain and the next signed and stored.
          beforeBroadcast: async () => (batch > 0 ? killPoint(context, 'pack-mint:batch-stored') : undefined),
        });
      }
    }
    if (hash && hashes[batch] !== hash) {
      hashes[batch] = hash;
      await step.save({ hashes });
    }
    if (hash) {
      const receipt = await live.sender.waitForReceipt(hash);
      if (receipt.status !== 'success') return stepFail(`The mint of batch ${batch + 1} was refused on chain.`);
    }
    minted += ids.length;
    await step.save({ minted });
    killPoint(context, 'pack-mint:batch-done');
  }
  live.indexer.nudge();
  return stepDone();
}

export function packMintWorkflow(context: AppContext): WorkflowDefinition<PackMintState> {
  return {
    name: PACK_MINT_WORKFLOW,
    unexpectedFailureReason: 'The mint stopped after repeated errors.',
    steps: [
      {
        name: 'allocate',
        async run(step) {
          await allocateTokenIds(context, step.state.packPk);
          if (!step.state.tokenIds) {
            const tokenIds = (await tokenIdsOf(context, step.state.packPk)).map(String);
            await step.save({ tokenIds, total: tokenIds.length });
          }
          return stepDone();
        },
      },
      { name: 'mint', maxAttempts: 12, run: (step) => mintBatches(context, step) },
    ],
  };
}
