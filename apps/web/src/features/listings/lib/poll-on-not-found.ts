import { LISTING_POLL } from '@caskmark/shared/rules/listing';
import { ApiError } from '../../../lib/api-client';

/**
 * Asks `fetcher` until it answers, retrying only on 404, `attempts` times `intervalMs` apart (spec
 * part 2 §4: 25 × 5 s after a listing or a purchase). Null when it never answered; any other error
 * (a reverted transaction answers 400) stops at once.
 */
export async function pollOnNotFound<T>(fetcher: () => Promise<T>, options: { attempts: number; intervalMs: number } = LISTING_POLL): Promise<T | null> {
  for (let attempt = 1; attempt <= options.attempts; attempt += 1) {
    try {
      return await fetcher();
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
    if (attempt < options.attempts) await new Promise((resolve) => setTimeout(resolve, options.intervalMs));
  }
  return null;
}
