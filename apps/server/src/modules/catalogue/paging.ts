/**
 * `page`/`size` answers: `next`/`previous` are page numbers or null. A page past the end answers an
 * empty list with the real count, so infinite scroll simply stops (docs/decisions/031-catalogue-read-conventions.md).
 */
export function toPage<T>(results: T[], count: number, page: number, size: number) {
  const lastPage = Math.max(1, Math.ceil(count / size));
  return {
    count,
    next: page < lastPage ? page + 1 : null,
    previous: page > 1 ? Math.min(page - 1, lastPage) : null,
    results,
  };
}
