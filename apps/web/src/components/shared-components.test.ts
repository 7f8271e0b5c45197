import { describe, expect, it } from 'vitest';
import { DEFAULT_TITLE, pageKeywords, pageTitle } from './page-meta';
import { drawerWidth } from './responsive-drawer';

describe('drawerWidth', () => {
  it.each([
    [1920, '33vw'],
    [1240, '33vw'],
    [1239, '50vw'],
    [900, '50vw'],
    [899, '70vw'],
    [600, '70vw'],
    [599, '100vw'],
    [360, '100vw'],
  ])('is %s px → %s (spec part 1 §2)', (viewport, width) => {
    expect(drawerWidth(viewport)).toBe(width);
  });
});

describe('page metadata', () => {
  it('suffixes page titles with the site name and falls back to the default title', () => {
    expect(pageTitle('Marketplace')).toBe('Marketplace | Caskmark');
    expect(pageTitle('  ')).toBe(DEFAULT_TITLE);
    expect(pageTitle()).toBe(DEFAULT_TITLE);
  });

  it('always carries the default keywords, extras after them, without duplicates', () => {
    expect(pageKeywords()).toBe('Liquor, NFT, Blockchain, Whiskey, Wines, Auctions');
    expect(pageKeywords(['Glen Aurora', 'Whiskey', ' '])).toBe('Liquor, NFT, Blockchain, Whiskey, Wines, Auctions, Glen Aurora');
  });
});
