import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer } from './read-cache';

/** JSON below this is sent as it is (the same threshold as @fastify/compress for everything else). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Anonymous answers of public reads: any cache may keep them, must ask again before using them, and
 * may use one while it asks for at most a second (the freshness bound, decision 310). A 304 costs the
 * server no database work.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, stale-while-revalidate=1';
/** Answers for a signed-in viewer: only the viewer's own browser, after asking again. */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';

/** Whether `If-None-Match` names this entity tag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === opaque);
}

/** The best encoding the client accepts of the two we keep: brotli, then gzip; null for none. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)).find(Boolean);
    accepted.set(name!.trim(), q ? Number(q[1]) : 1);
  }
  const quality = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (quality('br') > 0) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return null;
}

/** Sends a kept JSON answer: 304 when the client has it, else the body compressed when worth it. */
export function sendCachedAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, options: { shared: boolean }) {
  reply.header('etag', answer.etag);
  reply.header('vary', 'Accept-Encoding, Authorization');
  reply.header('cache-control', options.shared ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = answer.body.length >= COMPRESS_THRESHOLD_BYTES ? chooseEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(answer.body);
  return reply.header('content-encoding', encoding).send(answer.encoded(encoding));
}
