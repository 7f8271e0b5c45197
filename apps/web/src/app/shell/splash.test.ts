import { describe, expect, it } from 'vitest';
import { SPLASH_MAX_MS, SPLASH_MIN_MS, splashDelay } from './splash';

describe('splashDelay', () => {
  it('keeps the first-visit splash up at least 3 s once the brands have loaded', () => {
    expect(SPLASH_MIN_MS).toBe(3000);
    expect(splashDelay(1200, true)).toBe(1800);
    expect(splashDelay(4500, true)).toBe(0);
  });

  it('waits for the brands no longer than the cap', () => {
    expect(splashDelay(1200, false)).toBe(SPLASH_MAX_MS - 1200);
    expect(splashDelay(SPLASH_MAX_MS + 1, false)).toBe(0);
  });
});
