/** A unique index refused the row (PostgreSQL 23505), optionally a named one; drivers put it on the error or its cause. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const candidates = [error, (error as { cause?: unknown })?.cause] as Array<{ code?: string; constraint?: string; message?: string } | undefined>;
  return candidates.some((candidate) => candidate?.code === '23505' && (!constraint || candidate.constraint === constraint || String(candidate.message ?? '').includes(constraint)));
}
