import pino from 'pino';

type Serialized = Record<string, unknown> & { message?: string; stack?: string; cause?: unknown };

/** Drizzle's "Failed query: …\nparams: …": the statement stays, its values (names, e-mails) go. */
function withoutParams(text: string): string {
  const at = text.indexOf('\nparams:');
  return at === -1 ? text : `${text.slice(0, at)}\nparams: [not logged]`;
}

function clean(serialized: Serialized, depth: number): Serialized {
  const out: Serialized = { ...serialized };
  delete out.params;
  // PostgreSQL's `detail` repeats the values of a failed row ("Key (email)=(…) already exists").
  delete out.detail;
  if (typeof out.message === 'string') out.message = withoutParams(out.message);
  if (typeof out.stack === 'string' && out.stack.includes('\nparams:')) {
    const frames = out.stack.split('\n').filter((line) => /^\s+at /.test(line));
    out.stack = [`${String(out.type ?? 'Error')}: ${out.message ?? ''}`, ...frames].join('\n');
  }
  if (out.cause && typeof out.cause === 'object' && depth < 5) out.cause = clean(out.cause as Serialized, depth + 1);
  return out;
}

/**
 * pino's error serializer without statement parameters: a failed query is logged with its SQL and
 * the database's error code, never with the values it carried (issue 10, finding 6).
 */
export function logSafeError(error: unknown, depth = 0): Record<string, unknown> {
  if (error && typeof error === 'object' && !(error instanceof Error)) return clean(error as Serialized, 0);
  if (!(error instanceof Error)) return { message: String(error) };
  const serialized = pino.stdSerializers.err(error) as unknown as Serialized;
  // The driver's error (its SQLSTATE `code`) is what explains a failed query.
  if (error.cause instanceof Error && depth < 5) serialized.cause = logSafeError(error.cause, depth + 1);
  return clean(serialized, 0);
}

export const logSafeSerializers = { err: (error: unknown) => logSafeError(error) };
