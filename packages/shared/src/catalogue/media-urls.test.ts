import { describe, expect, it } from 'vitest';
import { ART_TEXT_MAX, artCategory, bottleArtUrl, brandLogoUrl } from './media-urls';

describe('media urls', () => {
  it('maps the categories producers write to an art palette', () => {
    expect(artCategory('Whisky')).toBe('whisky');
    expect(artCategory('Bourbon Whiskey')).toBe('whisky');
    expect(artCategory('Red Wine')).toBe('wine');
    expect(artCategory('Cognac')).toBe('cognac');
    expect(artCategory('Mezcal')).toBe('tequila');
    expect(artCategory('Rhum Agricole')).toBe('rum');
    expect(artCategory('Gin')).toBe('other');
  });

  it('builds stable, encoded URLs with texts cut to fit a label', () => {
    const url = bottleArtUrl({ category: 'Wine', producer: 'Château Vellanne', product: 'x'.repeat(80), detail: '1982 & more' });
    expect(url).toBe(bottleArtUrl({ category: 'Wine', producer: 'Château Vellanne', product: 'x'.repeat(80), detail: '1982 & more' }));
    const params = new URL(url, 'http://local').searchParams;
    expect(url.startsWith('/media/bottle.svg?')).toBe(true);
    expect(params.get('category')).toBe('wine');
    expect(params.get('producer')).toBe('Château Vellanne');
    expect(params.get('product')).toHaveLength(ART_TEXT_MAX);
    expect(params.get('detail')).toBe('1982 & more');
    expect(brandLogoUrl({ name: 'Glen Aurora', category: 'Whisky' })).toBe('/media/logo.svg?name=Glen+Aurora&category=whisky');
  });
});
