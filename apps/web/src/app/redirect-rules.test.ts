import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-rules';

describe('redirectTarget', () => {
  it.each([
    ['/brands', '/marketplace'],
    ['/producers', '/marketplace'],
    ['/releases', '/marketplace'],
    ['/brands/', '/marketplace'],
    ['/Releases', '/marketplace'],
  ])('sends %s to the marketplace', (from, to) => {
    expect(redirectTarget(from)).toBe(to);
  });

  it('moves /brands/{brandName} and its sub-paths under /producers', () => {
    expect(redirectTarget('/brands/maison-verre')).toBe('/producers/maison-verre');
    expect(redirectTarget('/brands/maison-verre/grand-cru-2015')).toBe('/producers/maison-verre/grand-cru-2015');
    expect(redirectTarget('/brands/maison-verre/grand-cru-2015/')).toBe('/producers/maison-verre/grand-cru-2015/');
  });

  it('rewrites the old distillery slug wherever it appears as a path segment', () => {
    expect(redirectTarget('/producers/old-glen-aurora')).toBe('/producers/glen-aurora');
    expect(redirectTarget('/producers/old-glen-aurora/cask-12')).toBe('/producers/glen-aurora/cask-12');
    expect(redirectTarget('/brands/old-glen-aurora/cask-12')).toBe('/producers/glen-aurora/cask-12');
    expect(redirectTarget('/marketplace/old-glen-aurora/cask-12/9b1c')).toBe('/marketplace/glen-aurora/cask-12/9b1c');
  });

  it('renames the charity auction slug', () => {
    expect(redirectTarget('/producers/glen-aurora/charity-cask-auction')).toBe('/producers/glen-aurora/hurricane-relief-auction');
    expect(redirectTarget('/giveaways/charity-cask-auction')).toBe('/giveaways/hurricane-relief-auction');
  });

  it('leaves current paths and look-alike slugs alone', () => {
    for (const path of ['/', '/marketplace', '/producers/glen-aurora', '/producers/old-glen-aurora-reserve', '/listings/12', '/brandsx']) {
      expect(redirectTarget(path)).toBeNull();
    }
  });
});
