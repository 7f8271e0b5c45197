import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { PRIVATE_CACHE_CONTROL, sendCachedAnswer } from '../../platform/http-cache';
import { ReadCache } from '../../platform/read-cache';
import { catalogueChangesOf } from './catalogue-changes';

/** Answers kept per process; beyond that the oldest go first. */
const MAX_ENTRIES = 1_000;
/**
 * Real time an answer lives at most: what no trigger reports (a collector's new handler on a listing)
 * shows within this. Availability itself is exact: every write to it notifies (decision 310).
 */
const MAX_AGE_MS = 1_000;
/** While notifications are interrupted (a lost PostgreSQL connection), answers live this long at most. */
const UNTRUSTED_MAX_AGE_MS = 250;

const caches = new WeakMap<AppContext, ReadCache>();

function readCacheOf(context: AppContext): ReadCache {
  let cache = caches.get(context);
  if (!cache) {
    const changes = catalogueChangesOf(context.db);
    cache = new ReadCache({
      maxEntries: MAX_ENTRIES,
      maxAgeMs: MAX_AGE_MS,
      untrustedMaxAgeMs: UNTRUSTED_MAX_AGE_MS,
      generation: () => changes.generation,
      trusted: () => changes.summaries.isListening,
      validUntilMs: () => changes.summaries.validUntilMs,
      nowMs: () => context.clock.nowMs(),
    });
    changes.onChange(() => cache!.clear());
    caches.set(context, cache);
  }
  return cache;
}

export interface CachedReadOptions {
  /** The answer depends on who asks (a signed-in viewer's own holds): theirs is never kept or shared. */
  personalised?: boolean;
}

/**
 * A public catalogue read through the process's answer cache, with ETag/304, Cache-Control and
 * compression (decision 310). The summaries are made exact before computing, which also brings the
 * next scheduled transition up to date. Requests with credentials get `private` answers.
 */
export async function cachedRead(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  options: CachedReadOptions,
  compute: () => Promise<unknown>,
): Promise<FastifyReply> {
  const anonymous = !request.headers.authorization;
  if (options.personalised && !anonymous) {
    return reply.header('cache-control', PRIVATE_CACHE_CONTROL).header('vary', 'Authorization').send(await compute());
  }
  const answer = await readCacheOf(context).get(request.url, async () => {
    await catalogueChangesOf(context.db).summaries.ensure(context.clock.now());
    return reply.serialize(await compute()) as string;
  });
  return sendCachedAnswer(request, reply, answer, { shared: anonymous });
}
