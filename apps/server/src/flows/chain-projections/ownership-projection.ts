import { and, eq, inArray, isNull } from 'drizzle-orm';
import { chainTransactions, editionHistory, editionNfts, type TransferType, type Tx } from '@caskmark/db';
import { TRANSFER_TYPES } from '@caskmark/shared/catalogue/history-filters';
import { getAddress, type Address } from 'viem';
import {
  recordedAt,
  type ChainEvent,
  type ChainProjection,
  type IndexedLog,
  type IndexedTransaction,
  type IndexerBatch,
} from '../../modules/chain/public';
import { isZero, lookupsFor, type ProjectionLookups, type WalletOwner } from './lookups';

type TransferEvent = Extract<ChainEvent, { name: 'Transfer' }>;
type NftChanges = Partial<typeof editionNfts.$inferInsert>;
type HistoryRow = typeof editionHistory.$inferInsert;

interface Move {
  transaction: IndexedTransaction;
  log: IndexedLog;
  event: TransferEvent;
}

function party(owner: WalletOwner | null, address: Address) {
  return { userPk: owner?.userPk ?? null, address: isZero(address) ? null : getAddress(address), isBrand: owner?.isBrand ? 1 : 0 };
}

/** How the server labelled the transactions it sent (gift, primary delivery...); 'Transfer' otherwise. */
async function historyHints(tx: Tx, chainId: number, hashes: string[]): Promise<Map<string, TransferType>> {
  if (hashes.length === 0) return new Map();
  const rows = await tx
    .select({ hash: chainTransactions.hash, historyType: chainTransactions.historyType })
    .from(chainTransactions)
    .where(and(eq(chainTransactions.chainId, chainId), inArray(chainTransactions.hash, hashes)));
  const hints = new Map<string, TransferType>();
  for (const row of rows) if (row.historyType && (TRANSFER_TYPES as readonly string[]).includes(row.historyType)) hints.set(row.hash, row.historyType as TransferType);
  return hints;
}

/** Editions that already have a Mint (or Redeem) row: the demo's, or from an earlier read of the chain. */
async function recordedBefore(tx: Tx, nftPks: string[], kind: 'Mint' | 'Redeem'): Promise<Map<string, { publicPk: string; hash: string | null }>> {
  if (nftPks.length === 0) return new Map();
  const rows = await tx
    .select({ nftPk: editionHistory.editionNftPk, publicPk: editionHistory.publicPk, hash: editionHistory.transactionHash })
    .from(editionHistory)
    .where(and(inArray(editionHistory.editionNftPk, nftPks), eq(editionHistory.transferType, kind)));
  return new Map(rows.map((row) => [row.nftPk!, { publicPk: row.publicPk, hash: row.hash }]));
}

async function plan(tx: Tx, lookups: ProjectionLookups, batch: IndexerBatch, moves: Move[]) {
  const changes = new Map<string, NftChanges>();
  const history: HistoryRow[] = [];
  /** Transaction hash → earlier Mint and Redeem rows it completes. */
  const completedRows = new Map<string, string[]>();
  const plainMoves = moves.filter(({ event }) => !isZero(event.from) && !isZero(event.to));
  const hints = await historyHints(tx, batch.chainId, [...new Set(plainMoves.map((move) => move.transaction.hash))]);
  const mintPks: string[] = [];
  const burnPks: string[] = [];
  for (const move of moves) {
    if (isZero(move.event.from)) mintPks.push((await lookups.nft(move.event.tokenId))?.publicPk ?? '');
    if (isZero(move.event.to)) burnPks.push((await lookups.nft(move.event.tokenId))?.publicPk ?? '');
  }
  const minted = await recordedBefore(tx, mintPks.filter(Boolean), 'Mint');
  const redeemedRows = await recordedBefore(tx, burnPks.filter(Boolean), 'Redeem');

  for (const { transaction, log, event } of moves) {
    const nft = await lookups.nft(event.tokenId);
    if (!nft) continue;
    const toOwner = await lookups.ownerOf(event.to);
    const from = party(await lookups.ownerOf(event.from), event.from);
    const to = party(toOwner, event.to);
    const swapped = transaction.logs.some((other) => (other.event.name === 'Swapped' || other.event.name === 'SettledByCard') && other.event.tokenIds.includes(event.tokenId));
    const redeemed = transaction.logs.some((other) => other.event.name === 'RedemptionBurned' && other.event.tokenId === event.tokenId);
    const row = (kind: TransferType): HistoryRow => ({
      editionNftPk: nft.publicPk,
      releasePk: nft.releasePk,
      transferType: kind,
      fromUserPk: from.userPk,
      fromAddress: from.address,
      fromIsBrand: from.isBrand,
      toUserPk: to.userPk,
      toAddress: to.address,
      toIsBrand: to.isBrand,
      transactionHash: log.transactionHash,
      sourceKey: log.sourceKey,
      createdAt: recordedAt(log.blockTime, batch),
    });

    if (isZero(event.to)) {
      const status = redeemed ? 'redeemed' : 'burned';
      // A redemption recorded before its burn (the demo's) keeps its date and gains the transaction hash.
      const earlier = redeemed ? redeemedRows.get(nft.publicPk) : undefined;
      const keepsDate = earlier !== undefined && nft.status === 'redeemed';
      const redemptionDate = redeemed && !keepsDate ? { redeemedAt: recordedAt(log.blockTime, batch) } : {};
      const gone = { ownerAddress: null, isInManagedWallet: false, isLocked: false, ...redemptionDate };
      changes.set(nft.publicPk, { ...changes.get(nft.publicPk), status, ...gone });
      if (redeemed && !earlier) history.push(row('Redeem'));
      else if (earlier && !earlier.hash) completedRows.set(log.transactionHash, [...(completedRows.get(log.transactionHash) ?? []), earlier.publicPk]);
      // The token's end on chain is a row of its own beside the redemption (decision 274).
      history.push({ ...row('Burn'), sourceKey: redeemed ? `${log.sourceKey}:burn` : log.sourceKey });
      lookups.remember(event.tokenId, { ...nft, status });
      continue;
    }
    // A primary sale is a mint to the buyer, or a hand-over from the console's mint vault (decision 291).
    const primaryHandOver = hints.get(transaction.hash) === 'Primary Market Sale';
    const becomesOwned = (isZero(event.from) || primaryHandOver) && toOwner !== null && nft.status === 'unsold';
    const ownerPk = toOwner?.userPk ?? null;
    changes.set(nft.publicPk, {
      ...changes.get(nft.publicPk),
      ownerAddress: to.address,
      ownerPk,
      isInManagedWallet: toOwner?.isManaged ?? false,
      ...(becomesOwned ? { status: 'owned' as const } : {}),
    });
    lookups.remember(event.tokenId, { ...nft, ownerPk, status: becomesOwned ? 'owned' : nft.status });
    // A sale's history row comes from Swapped (with its price), not from the token move; a primary
    // hand-over's from the checkout's completion (with its price).
    if (swapped || primaryHandOver) continue;
    if (isZero(event.from)) {
      // A token is minted once: an earlier Mint row only gains the transaction hash.
      const earlier = minted.get(nft.publicPk);
      if (earlier) {
        if (!earlier.hash) completedRows.set(log.transactionHash, [...(completedRows.get(log.transactionHash) ?? []), earlier.publicPk]);
      } else {
        history.push(row('Mint'));
        minted.set(nft.publicPk, { publicPk: '', hash: log.transactionHash });
      }
    } else {
      history.push(row(hints.get(transaction.hash) ?? 'Transfer'));
    }
  }
  return { changes, history, completedRows };
}

/** Rows that end in the same state are written with one statement. */
async function writeChanges(tx: Tx, changes: Map<string, NftChanges>) {
  const groups = new Map<string, { values: NftChanges; pks: string[] }>();
  for (const [pk, values] of changes) {
    const key = JSON.stringify(values);
    const group = groups.get(key) ?? { values, pks: [] };
    group.pks.push(pk);
    groups.set(key, group);
  }
  for (const { values, pks } of groups.values()) {
    for (let start = 0; start < pks.length; start += 500) await tx.update(editionNfts).set(values).where(inArray(editionNfts.publicPk, pks.slice(start, start + 500)));
  }
}

/**
 * Transfer → who owns the edition (the account behind the wallet that holds it, the address, custodial
 * or not) and its history (Mint, Transfer or the label of the server's transaction, Burn, Redeem).
 * Replays are harmless: ownership is set, not toggled, and history rows are keyed by txHash:logIndex.
 */
export function ownershipProjection(): ChainProjection {
  return {
    name: 'edition-ownership',
    async apply(tx, batch) {
      const moves: Move[] = [];
      for (const transaction of batch.transactions) {
        for (const log of transaction.logs) if (log.event.name === 'Transfer') moves.push({ transaction, log, event: log.event });
      }
      if (moves.length === 0) return [];
      const lookups = await lookupsFor(tx, batch);
      const { changes, history, completedRows } = await plan(tx, lookups, batch, moves);
      await writeChanges(tx, changes);
      for (let start = 0; start < history.length; start += 300) {
        await tx.insert(editionHistory).values(history.slice(start, start + 300)).onConflictDoNothing({ target: editionHistory.sourceKey });
      }
      for (const [hash, pks] of completedRows) {
        await tx.update(editionHistory).set({ transactionHash: hash }).where(and(inArray(editionHistory.publicPk, pks), isNull(editionHistory.transactionHash)));
      }
      return [];
    },
  };
}
