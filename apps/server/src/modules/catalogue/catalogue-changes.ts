import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '@caskmark/db';
import type { AppContext } from '../../context';
import { PackSummaryFreshness } from './pack-summary-refresh';

/** The channel the catalogue's triggers NOTIFY on (migration 0013), with an empty payload. */
export const CATALOGUE_CHANNEL = 'caskmark_catalogue';
/** Payloads of `allHeard`'s own notifications; they report no change. */
const BARRIER_PREFIX = 'heard:';
/** How long `allHeard` waits for its notification before giving up (a lost listener). */
const BARRIER_TIMEOUT_MS = 2_000;

/**
 * What this process knows about changes to the catalogue in its database: the summaries' freshness,
 * and a generation that moves with every committed change, lost notification or clock move, which
 * cached answers are checked against (decision 310). One per database handle.
 */
export class CatalogueChanges {
  readonly summaries: PackSummaryFreshness;
  private current = 0;
  private readonly listeners = new Set<() => void>();
  private readonly barriers = new Map<string, () => void>();

  constructor(private readonly db: Db) {
    this.summaries = new PackSummaryFreshness(db);
  }

  get generation(): number {
    return this.current;
  }

  /** Runs `listener` after every change (the read caches start over). */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  changed(): void {
    this.current += 1;
    this.summaries.noteChange();
    for (const listener of this.listeners) listener();
  }

  /** A notification on the channel: a committed change, or one of the barriers of `allHeard`. */
  heard(payload: string): void {
    if (!payload.startsWith(BARRIER_PREFIX)) return this.changed();
    const release = this.barriers.get(payload);
    this.barriers.delete(payload);
    release?.();
  }

  /**
   * Resolves once this process has heard every change committed before the call: it NOTIFYs a barrier
   * of its own, which the listener hears after every earlier commit's notification (PostgreSQL delivers
   * them in commit order). Without a listener, or after BARRIER_TIMEOUT_MS, it resolves as it is.
   */
  async allHeard(): Promise<void> {
    if (!this.summaries.isListening) return;
    const payload = `${BARRIER_PREFIX}${randomUUID()}`;
    const heard = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.barriers.delete(payload);
        resolve();
      }, BARRIER_TIMEOUT_MS);
      this.barriers.set(payload, () => {
        clearTimeout(timer);
        resolve();
      });
    });
    try {
      await this.db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${payload})`);
    } catch (error) {
      this.barriers.delete(payload);
      throw error;
    }
    await heard;
  }
}

const byDatabase = new WeakMap<object, CatalogueChanges>();

/** The changes tracker of a database (created on first use, unlistened until `listenForCatalogueChanges`). */
export function catalogueChangesOf(db: Db): CatalogueChanges {
  let changes = byDatabase.get(db);
  if (!changes) {
    changes = new CatalogueChanges(db);
    byDatabase.set(db, changes);
  }
  return changes;
}

export const isTransaction = (db: DbOrTx): boolean => db instanceof PgTransaction;

/**
 * Makes summary reads on `db` refresh first, and answers which source a summary read uses: inside a
 * transaction the maintained rows cannot see the transaction's own writes, so the figures are computed
 * from the edition rows there.
 */
export async function prepareSummaries(db: DbOrTx, now: Date): Promise<'table' | 'live'> {
  if (isTransaction(db)) return 'live';
  await catalogueChangesOf(db as Db).summaries.ensure(now);
  return 'table';
}

/**
 * LISTENs for the triggers' notifications (every instance hears every commit, its own included) and
 * treats a clock move as a change; stops with the context.
 */
export async function listenForCatalogueChanges(context: AppContext): Promise<CatalogueChanges> {
  const changes = catalogueChangesOf(context.db);
  const unlisten = await context.database.listen(
    CATALOGUE_CHANNEL,
    (payload) => changes.heard(payload),
    (interrupted, error) => {
      // While no one listens, every read refreshes first; once listening again, assume everything moved.
      if (interrupted) context.log.warn({ err: error }, 'catalogue change notifications interrupted; reconnecting');
      changes.summaries.setListening(!interrupted);
      changes.changed();
    },
  );
  changes.summaries.setListening(true);
  const stopClock = context.clock.onAdvance(() => changes.changed());
  context.disposers.push(async () => {
    stopClock();
    changes.summaries.setListening(false);
    await unlisten();
  });
  return changes;
}
