import PgBoss from 'pg-boss';
import type { AppContext } from '../context';
import { withSpan } from './tracing';

export interface JobAttempt {
  jobId: string;
  /** Retries already made before this attempt (0 on the first run). */
  retryCount: number;
  retryLimit: number;
}

export interface ProcessorOptions {
  /** Attempts after the first one, with exponential backoff from `retryDelaySeconds`. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** How long one attempt may run before pg-boss hands the job to another worker. */
  expireInSeconds?: number;
  pollingIntervalSeconds?: number;
  /**
   * `stately`: at most one job per singleton key waiting and one running. `short`: at most one waiting
   * per key, any number running — for work fenced by its own lease (workflow runs, decision 244): a
   * job left running by a killed process blocks nothing. Default `standard`. A queue created with
   * another policy is switched to this one when its processor registers.
   */
  policy?: 'standard' | 'stately' | 'short';
}

export interface SendOptions {
  startAfterSeconds?: number;
  /** With a `stately` or `short` queue: a second job for the same key while one waits is not queued. */
  singletonKey?: string;
}

/**
 * Background work on pg-boss, in the same database as everything else (PGlite or PostgreSQL), so
 * a job is durable the moment the request that created it commits. Two kinds (STYLE rule 8):
 * processors run once per job sent to their queue; scheduled tasks run on a cron, on one instance
 * per tick.
 */
export interface JobRunner {
  process<T extends object>(
    queue: string,
    handler: (data: T, attempt: JobAttempt) => Promise<void>,
    options?: ProcessorOptions,
  ): Promise<void>;
  send<T extends object>(queue: string, data: T, options?: SendOptions): Promise<string | null>;
  schedule(queue: string, cron: string, task: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

const runners = new WeakMap<AppContext, Promise<JobRunner>>();

/** The runner of this server, started on first use and stopped with the context. */
export function jobsOf(context: AppContext): Promise<JobRunner> {
  let runner = runners.get(context);
  if (!runner) {
    runner = startJobRunner(context);
    runners.set(context, runner);
  }
  return runner;
}

/**
 * What a statement pg-boss sends after the stop is answered: no rows, except that a completion or
 * failure (`… SELECT COUNT(*) FROM results`) reads a count from its first row, so it gets a count of 0.
 */
export function answerAfterStop(text: string): { rows: Array<Record<string, unknown>> } {
  return /count\(\*\)/i.test(text) ? { rows: [{ count: '0' }] } : { rows: [] };
}

async function startJobRunner(context: AppContext): Promise<JobRunner> {
  // Once stopped, pg-boss's late statements are answered empty instead of reaching a database the
  // context is closing: a stop that timed out leaves a handler running, and pg-boss then records its end
  // from its own loop, where a closed pool's refusal would be an unhandled rejection. The job's state
  // stays as it was, so it expires and runs again (at least once, as every job here is written for).
  let stopped = false;
  const boss = new PgBoss({
    db: {
      executeSql: (text: string, values?: unknown[]) =>
        stopped ? Promise.resolve(answerAfterStop(text)) : context.database.execute(text, values),
    },
    schema: 'pgboss',
    migrate: true,
    supervise: true,
    schedule: true,
  });
  boss.on('error', (error) => context.log.warn({ err: error }, 'job runner error'));
  // Registered before starting: a context closed while pg-boss starts still stops it.
  const started = boss.start();
  context.disposers.push(async () => {
    await started.catch(() => undefined);
    await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    stopped = true;
  });
  await started;
  const localWorkers = new Map<string, string[]>();
  // One creation per queue, shared by every caller: a worker registering while a job is sent to the same
  // new queue would otherwise run two createQueue at once, which PostgreSQL answers with a deadlock.
  const queues = new Map<string, Promise<void>>();
  const ensureQueue = (queue: string, options: ProcessorOptions = {}): Promise<void> => {
    let ready = queues.get(queue);
    if (!ready) {
      ready = boss
        .createQueue(queue, {
          name: queue,
          retryLimit: options.retryLimit ?? 5,
          retryDelay: options.retryDelaySeconds ?? 5,
          retryBackoff: true,
          expireInSeconds: options.expireInSeconds ?? 15 * 60,
          policy: options.policy ?? 'standard',
        })
        .then(() => undefined);
      queues.set(queue, ready);
      ready.catch(() => queues.delete(queue));
    }
    return ready;
  };
  /** A processor's queue has the policy it asks for, even when an earlier version created it with another. */
  const ensureProcessedQueue = async (queue: string, options: ProcessorOptions) => {
    await ensureQueue(queue, options);
    const policy = options.policy ?? 'standard';
    const existing = await boss.getQueue(queue);
    if (existing && existing.policy !== policy) await boss.updateQueue(queue, { name: queue, policy });
  };

  const runner: JobRunner = {
    async process(queue, handler, options = {}) {
      await ensureProcessedQueue(queue, options);
      const workerId = await boss.work<never>(
        queue,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, includeMetadata: true, batchSize: 1 },
        async ([job]) => {
          if (!job) return;
          await withSpan(
            context.tracing,
            `job ${queue}`,
            {
              'messaging.destination.name': queue,
              'messaging.message.id': job.id,
              'caskmark.job.retry_count': job.retryCount,
            },
            () =>
              handler(job.data as Parameters<typeof handler>[0], {
                jobId: job.id,
                retryCount: job.retryCount,
                retryLimit: job.retryLimit,
              }),
          );
        },
      );
      localWorkers.set(queue, [...(localWorkers.get(queue) ?? []), workerId]);
    },
    async send(queue, data, options = {}) {
      await ensureQueue(queue);
      const id = await boss.send(queue, data, {
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      });
      // A worker of this instance starts at once instead of at its next poll.
      if (!options.startAfterSeconds) for (const workerId of localWorkers.get(queue) ?? []) boss.notifyWorker(workerId);
      return id;
    },
    async schedule(queue, cron, task) {
      await ensureQueue(queue, { retryLimit: 0 });
      await boss.schedule(queue, cron);
      await boss.work(queue, { pollingIntervalSeconds: 10 }, async () =>
        withSpan(context.tracing, `job ${queue}`, { 'messaging.destination.name': queue }, task),
      );
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
      stopped = true;
    },
  };
  return runner;
}
