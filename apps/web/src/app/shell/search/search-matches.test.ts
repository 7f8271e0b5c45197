import { describe, expect, it } from 'vitest';
import { matchProducers, searchOptions } from './search-matches';

const brands = [
  { publicPk: '1', slug: 'glen-aurora', name: 'Glen Aurora' },
  { publicPk: '2', slug: 'maison-verre', name: 'Maison Verre' },
  { publicPk: '3', slug: 'aurora-ridge', name: 'Aurora Ridge Cellars' },
];

describe('matchProducers', () => {
  it('matches every typed word, case-insensitively, prefix matches first', () => {
    expect(matchProducers(brands, 'aurora').map((brand) => brand.slug)).toEqual(['aurora-ridge', 'glen-aurora']);
    expect(matchProducers(brands, 'GLEN aur').map((brand) => brand.slug)).toEqual(['glen-aurora']);
  });

  it('finds nothing for an empty or unmatched term', () => {
    expect(matchProducers(brands, '   ')).toEqual([]);
    expect(matchProducers(brands, 'tequila')).toEqual([]);
  });
});

describe('searchOptions', () => {
  it('links producers to their page and releases to /producers/{brandSlug}/{releaseSlug}', () => {
    const options = searchOptions([brands[0]], [
      {
        releasePublicPk: 'a6a3c3a2-6f0e-4c1b-9b0e-0d3b8f1f2a10',
        releaseSlug: 'cask-12',
        productTitle: 'Cask 12 Single Malt',
        image: '/media/cask-12.webp',
        brand: { publicPk: '1', slug: 'glen-aurora', name: 'Glen Aurora', logo: '' },
      },
    ]);
    expect(options.map((option) => option.href)).toEqual(['/producers/glen-aurora', '/producers/glen-aurora/cask-12']);
    expect(options[1]).toMatchObject({ kind: 'release', title: 'Cask 12 Single Malt', subtitle: 'Glen Aurora' });
  });
});
