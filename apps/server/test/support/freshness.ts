import { expect } from 'vitest';
import type { Listing } from '@caskmark/shared/api/catalogue';
import type { TestApp } from './test-app';

/**
 * How long a cached catalogue read may lag a committed write (issue 17, decision 310). A write reaches
 * the answer cache when its trigger's notification arrives; under load on PostgreSQL that can be after
 * the next read, so a test that reads a cached page right after a write waits up to this bound.
 */
export const FRESHNESS_BOUND_MS = 1_000;

/** Whether the marketplace's listings page (a cached read) shows the listing. */
export async function isListedOnMarketplace(t: TestApp, listingPk: string): Promise<boolean> {
  const page = await t.get<{ results: Listing[] }>('/api/marketplace/v2/listings/marketplace?size=100');
  return page.body.results.some((row) => row.publicPk === listingPk);
}

/** Passes once the listings page shows (or no longer shows) the listing, failing past the bound. */
export function expectListedWithinBound(t: TestApp, listingPk: string, listed: boolean): Promise<void> {
  return expect
    .poll(() => isListedOnMarketplace(t, listingPk), { timeout: FRESHNESS_BOUND_MS, interval: 50 })
    .toBe(listed);
}
