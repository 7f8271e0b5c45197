import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { chainCheckpoints, chainEvents, type Db, type Tx } from '@caskmark/db';
import type { ContractAddresses } from '@caskmark/contracts';
import type { Hash } from 'viem';
import type { ChainNetwork } from '../network';
import { readChainEvents, type IndexedTransaction } from './chain-events';

/** What one indexing step hands to the projections: only logs never applied before. */
export interface IndexerBatch {
  chainId: number;
  addresses: ContractAddresses;
  transactions: IndexedTransaction[];
  /** USD per ETH when the batch was read (values ETH-priced sales in history). */
  usdPerEth: number;
  /** The business clock when the batch was read: no history row is dated after it (recordedAt). */
  readAt: Date;
}

/**
 * When a log's history row happened: its block's time, unless the chain's clock runs ahead of the
 * business clock (a dev chain moved forward, or a block a few seconds early): then the moment it was
 * read. A row dated in the future would stay out of every history until the clock reached it.
 */
export function recordedAt(blockTime: Date, batch: Pick<IndexerBatch, 'readAt'>): Date {
  return blockTime.getTime() > batch.readAt.getTime() ? batch.readAt : blockTime;
}

/** Work to do once the batch is committed (live events); never inside the transaction. */
export type AfterCommit = () => Promise<void> | void;

/** Turns chain logs into rows, inside the indexer's transaction. Must be idempotent and ordered. */
export interface ChainProjection {
  name: string;
  apply(tx: Tx, batch: IndexerBatch): Promise<AfterCommit[]>;
}

export interface IndexerOptions {
  db: Db;
  network: ChainNetwork;
  /** 1 applies logs of the head block; n waits until n blocks include them. */
  confirmations: number;
  pollIntervalMs: number;
  log: FastifyBaseLogger;
  usdPerEth: () => Promise<number>;
  /** The business clock (defaults to the system's). */
  now?: () => Date;
}

const MAX_RANGE = 2000n;
/** How far back to read again when the chain under the checkpoint changed. */
const REORG_REWIND = 64n;

interface Checkpoint {
  blockNumber: bigint;
  blockHash: string | null;
}

/**
 * Follows Transfer, ApprovalForAll and the marketplace events with a confirmation depth. The
 * checkpoint, the applied-log keys and every projection's writes commit in one transaction, so a
 * crash either applies a range completely or not at all, and a range read twice changes nothing.
 */
export class ChainIndexer {
  private readonly projections: ChainProjection[] = [];
  private timer?: NodeJS.Timeout;
  private running = false;
  private current: Promise<boolean> = Promise.resolve(false);
  readonly checkpointName: string;

  constructor(private readonly options: IndexerOptions) {
    const { network } = options;
    this.checkpointName = `indexer:${network.chainId}:${network.addresses.editionToken.toLowerCase()}`;
  }

  get confirmations(): number {
    return this.options.confirmations;
  }

  use(projection: ChainProjection): void {
    this.projections.push(projection);
  }

  /** Checks the checkpoint still belongs to this chain, then polls until stopped. */
  async start(): Promise<void> {
    await this.verifyCheckpoint();
    this.running = true;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    await this.current.catch(() => undefined);
  }

  /** Poll now rather than at the next tick (after the server sent a transaction or moved time). */
  nudge(): void {
    if (this.running) this.schedule(0);
  }

  /** Applies everything up to the confirmed head and resolves when caught up. */
  async syncNow(): Promise<void> {
    while (await this.step()) {
      // keep going until the confirmed head is reached
    }
  }

  async checkpoint(): Promise<Checkpoint> {
    const [row] = await this.options.db.select().from(chainCheckpoints).where(eq(chainCheckpoints.name, this.checkpointName));
    return row ? { blockNumber: BigInt(row.blockNumber), blockHash: row.blockHash } : { blockNumber: this.options.network.fromBlock - 1n, blockHash: null };
  }

  private schedule(delayMs: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.step()
        .then((more) => this.running && this.schedule(more ? 0 : this.options.pollIntervalMs))
        .catch((error) => {
          this.options.log.warn({ err: error }, 'chain indexer: poll failed, retrying');
          if (this.running) this.schedule(Math.max(this.options.pollIntervalMs, 2000));
        });
    }, delayMs);
    this.timer.unref?.();
  }

  /** One range at a time, never two at once in this process. */
  private step(): Promise<boolean> {
    this.current = this.current.catch(() => false).then(() => this.pollOnce());
    return this.current;
  }

  private async pollOnce(): Promise<boolean> {
    const { publicClient, addresses, chainId } = this.options.network;
    // Never a cached head: syncNow must see the block a transaction just landed in.
    const head = await publicClient.getBlockNumber({ cacheTime: 0 });
    const safe = head - BigInt(this.options.confirmations - 1);
    const checkpoint = await this.checkpoint();
    if (safe <= checkpoint.blockNumber) return false;
    const from = checkpoint.blockNumber + 1n;
    const to = safe < from + MAX_RANGE - 1n ? safe : from + MAX_RANGE - 1n;

    if (checkpoint.blockHash) {
      const first = await publicClient.getBlock({ blockNumber: from });
      if (first.parentHash !== checkpoint.blockHash) {
        const back = checkpoint.blockNumber - REORG_REWIND;
        const floor = this.options.network.fromBlock - 1n;
        const target = back > floor ? back : floor;
        this.options.log.error({ at: Number(checkpoint.blockNumber), rewindTo: Number(target) }, 'chain indexer: the chain changed under the checkpoint (reorganisation); reading again');
        await this.saveCheckpoint(this.options.db, { blockNumber: target, blockHash: target > floor ? (await publicClient.getBlock({ blockNumber: target })).hash : null });
        return true;
      }
    }

    const transactions = await readChainEvents(publicClient, addresses, from, to);
    const toBlock = await publicClient.getBlock({ blockNumber: to });
    const usdPerEth = await this.options.usdPerEth().catch(() => 0);

    const afterCommit = await this.options.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(chainCheckpoints).where(eq(chainCheckpoints.name, this.checkpointName)).for('update');
      const stored = locked ? BigInt(locked.blockNumber) : this.options.network.fromBlock - 1n;
      // Another instance applied this range meanwhile: nothing to do, read from its checkpoint next.
      if (stored !== checkpoint.blockNumber) return [];
      const fresh = await this.claimLogs(tx, chainId, transactions);
      const readAt = this.options.now?.() ?? new Date();
      const batch: IndexerBatch = { chainId, addresses, transactions: fresh, usdPerEth, readAt };
      const work: AfterCommit[] = [];
      for (const projection of this.projections) work.push(...(await projection.apply(tx, batch)));
      await this.saveCheckpoint(tx, { blockNumber: to, blockHash: toBlock.hash });
      return work;
    });
    for (const run of afterCommit) {
      try {
        await run();
      } catch (error) {
        this.options.log.warn({ err: error }, 'chain indexer: after-commit step failed');
      }
    }
    return to < safe;
  }

  /** Records each log once; answers the transactions with only the logs recorded now. */
  private async claimLogs(tx: Tx, chainId: number, transactions: IndexedTransaction[]): Promise<IndexedTransaction[]> {
    const logs = transactions.flatMap((transaction) => transaction.logs);
    const claimed = new Set<string>();
    for (let start = 0; start < logs.length; start += 300) {
      const rows = await tx
        .insert(chainEvents)
        .values(
          logs.slice(start, start + 300).map((log) => ({
            sourceKey: log.sourceKey,
            chainId,
            blockNumber: Number(log.blockNumber),
            blockHash: log.blockHash,
            transactionHash: log.transactionHash,
            logIndex: log.logIndex,
            contract: log.contract,
            eventName: log.event.name === 'Other' ? log.event.eventName : log.event.name,
            args: log.args,
            blockTime: log.blockTime,
          })),
        )
        .onConflictDoNothing()
        .returning({ sourceKey: chainEvents.sourceKey });
      for (const row of rows) claimed.add(row.sourceKey);
    }
    return transactions
      .map((transaction) => ({ ...transaction, logs: transaction.logs.filter((log) => claimed.has(log.sourceKey)) }))
      .filter((transaction) => transaction.logs.length > 0);
  }

  private async saveCheckpoint(db: Db | Tx, checkpoint: Checkpoint) {
    const values = { blockNumber: Number(checkpoint.blockNumber), blockHash: checkpoint.blockHash, updatedAt: new Date() };
    await db
      .insert(chainCheckpoints)
      .values({ name: this.checkpointName, chainId: this.options.network.chainId, ...values })
      .onConflictDoUpdate({ target: chainCheckpoints.name, set: values });
  }

  /**
   * A checkpoint whose block is gone or different belongs to an earlier chain (the dev chain was
   * started over): start again from the deployment block and forget the logs applied from that chain.
   */
  private async verifyCheckpoint(): Promise<void> {
    const { db, network, log } = this.options;
    const checkpoint = await this.checkpoint();
    if (!checkpoint.blockHash) return;
    const block = await network.publicClient.getBlock({ blockNumber: checkpoint.blockNumber }).catch(() => null);
    if (block && (block.hash as Hash) === checkpoint.blockHash) return;
    log.warn({ checkpoint: Number(checkpoint.blockNumber) }, 'chain indexer: the chain was replaced; indexing it again from the deployment block');
    await db.transaction(async (tx) => {
      await tx.delete(chainEvents).where(eq(chainEvents.chainId, network.chainId));
      await this.saveCheckpoint(tx, { blockNumber: network.fromBlock - 1n, blockHash: null });
    });
  }
}
