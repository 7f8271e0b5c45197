import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './support/fixtures';

/** Reads one of the catalogue endpoints the pages use, to pick real demo data for a test. */
export async function apiJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path} answered ${response.status()}`).toBeTruthy();
  return (await response.json()) as T;
}

/**
 * The not-found tests ask the API for things that do not exist; Chromium logs each 404 answer as a
 * console error. Those, and only those, are expected: anything else still fails the test.
 */
export function expectOnlyNotFoundErrors(consoleErrors: string[]) {
  for (const error of consoleErrors) expect(error).toContain('404');
  consoleErrors.splice(0, consoleErrors.length);
}

/** The 'From: $1,234' amounts of the pack cards on screen, as numbers (cards without one are skipped). */
export async function cardFromPrices(page: Page): Promise<number[]> {
  const texts = await page.getByRole('list', { name: 'Release packs' }).getByText(/^From: /).allInnerTexts();
  return texts
    .map((text) => text.replace(/^From: /, ''))
    .filter((text) => text !== '-')
    .map((text) => {
      const compact = /^\$([\d.]+)([KMB])$/.exec(text);
      if (compact) return Number(compact[1]) * { K: 1e3, M: 1e6, B: 1e9 }[compact[2] as 'K' | 'M' | 'B'];
      return Number(text.replace(/[$,]/g, ''));
    });
}

/** The pack cards of the marketplace grid. */
export function packCards(page: Page) {
  return page.getByRole('list', { name: 'Release packs' }).getByRole('listitem');
}
