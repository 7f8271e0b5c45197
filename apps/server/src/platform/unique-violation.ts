/** The Postgres unique violation (node-postgres puts it on the error, PGlite on its cause as well). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const candidates = [error, (error as { cause?: unknown })?.cause];
  return candidates.some((candidate) => {
    const found = candidate as { code?: string; constraint?: string; message?: string } | undefined;
    if (found?.code !== '23505') return false;
    if (!constraint) return true;
    return found.constraint === constraint || (found.message ?? '').includes(constraint);
  });
}
