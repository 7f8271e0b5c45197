import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ONE_UNIT_LOT_MESSAGE, ReleaseDraftDocumentSchema } from '@caskmark/shared/api/console-catalogue';
import { sniffMedia } from './media-store';
import { unitPrices } from './publish';

describe('console rules (issue 16)', () => {
  it('a bundle price is spread over its bottles without losing or creating a cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 1, max: 12 }), (price, bottles) => {
        const parts = unitPrices(price, bottles);
        expect(parts).toHaveLength(bottles);
        expect(parts.reduce((sum, part) => sum + part, 0)).toBe(price);
        expect(parts.every((part) => Number.isInteger(part) && part >= 0)).toBe(true);
        expect(Math.max(...parts.slice(1), parts[0]!) - Math.min(...parts)).toBeLessThan(bottles);
      }),
    );
  });

  it('recognises uploads by their first bytes, never by name', () => {
    const pad = (head: number[] | string) => Buffer.concat([typeof head === 'string' ? Buffer.from(head, 'latin1') : Buffer.from(head), Buffer.alloc(16)]);
    expect(sniffMedia(pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))?.type).toBe('image/png');
    expect(sniffMedia(pad([0xff, 0xd8, 0xff, 0xe0]))?.type).toBe('image/jpeg');
    expect(sniffMedia(pad('GIF89a'))?.type).toBe('image/gif');
    expect(sniffMedia(pad('RIFF\x00\x00\x00\x00WEBP'))?.type).toBe('image/webp');
    expect(sniffMedia(pad('\x00\x00\x00\x18ftypmp42'))?.type).toBe('video/mp4');
    expect(sniffMedia(pad([0x1a, 0x45, 0xdf, 0xa3]))?.type).toBe('video/webm');
    expect(sniffMedia(pad('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffMedia(pad('%PDF-1.7'))).toBeNull();
    expect(sniffMedia(Buffer.from([0x89, 0x50]))).toBeNull();
  });

  it('a draft refuses a close before its opening, unknown products in a pack and duplicate keys', () => {
    const base = {
      title: 'T',
      slug: 't',
      style: 'fcfs',
      lobbyOpenDate: '2026-12-01T10:00:00.000Z',
      products: [{ key: 'a', title: 'A', category: 'Rum', country: 'Barbados', bottleSizeMl: 700, abv: 40, weightKg: 1.3 }],
      packs: [{ name: 'P', products: ['a'], quantity: 1, priceCents: 100 }],
    };
    expect(ReleaseDraftDocumentSchema.safeParse(base).success).toBe(true);
    const issues = (doc: object) => ReleaseDraftDocumentSchema.safeParse(doc).error?.issues.map((issue) => issue.message) ?? [];
    expect(issues({ ...base, lobbyCloseDate: '2026-11-30T10:00:00.000Z' })).toContain('The lobby must close after it opens.');
    expect(issues({ ...base, packs: [{ ...base.packs[0], products: ['b'] }] })).toContain('No product has the key b.');
    expect(issues({ ...base, products: [base.products[0], base.products[0]] })).toContain('Two products share a key.');
    expect(issues({ ...base, slug: 'Not A Slug' })).toContain('Use lower-case letters, digits and hyphens.');
    // English and sealed lots are one unit a pack (a bundle is one unit); a leaderboard ranks many.
    const lots = (style: string, quantity: number) => ({ ...base, style, lobbyCloseDate: '2026-12-09T10:00:00.000Z', packs: [{ ...base.packs[0], quantity }] });
    expect(issues(lots('auction', 3))).toContain(ONE_UNIT_LOT_MESSAGE);
    expect(issues(lots('sealed_auction', 2))).toContain(ONE_UNIT_LOT_MESSAGE);
    expect(issues(lots('auction', 1))).toEqual([]);
    expect(issues(lots('leaderboard', 10))).toEqual([]);
  });
});
