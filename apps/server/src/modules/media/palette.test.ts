import { describe, expect, it } from 'vitest';
import { renderBottleArt } from './bottle-art';
import { escapeXml, initials, unitHash, wrapText } from './palette';

describe('media helpers', () => {
  it('escapes every XML special character', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;');
  });

  it('wraps words into lines and ellipsises what does not fit', () => {
    expect(wrapText('Glen Aurora 18 Year Old Sherry Cask', 14, 3)).toEqual(['Glen Aurora 18', 'Year Old', 'Sherry Cask']);
    expect(wrapText('one two three four five six seven', 9, 2)).toEqual(['one two', 'three…']);
    expect(wrapText('Supercalifragilistic', 8, 2)).toEqual(['Superca…']);
  });

  it('picks monogram initials from significant words', () => {
    expect(initials('Saltwind Rum Co.')).toBe('SR');
    expect(initials('Château Vellanne')).toBe('CV');
    expect(initials('The Glen')).toBe('G');
  });

  it('is deterministic per key', () => {
    expect(unitHash('a')).toBe(unitHash('a'));
    expect(unitHash('a')).not.toBe(unitHash('b'));
    const spec = { category: 'rum' as const, producer: 'Saltwind', product: 'Solera 25', animated: false };
    expect(renderBottleArt(spec)).toBe(renderBottleArt(spec));
  });
});
