import { describe, expect, it } from 'vitest';
import { historyParty, historyRowLink, historyRowName } from './history-display';

const base = {
  bottleName: 'Glen Aurora 18',
  editionNumber: 7,
  transferType: 'Secondary Market Sale',
  listingId: null as string | null,
  listingEditionNfts: [] as { image: string }[],
  primaryItemsTotal: null as number | null,
  brandSlug: 'glen-aurora',
  releaseSlug: 'glen-aurora-18',
  releasePublicPk: '11111111-1111-4111-8111-111111111111',
  editionNftPublicPk: '22222222-2222-4222-8222-222222222222' as string | null,
};

describe('history rows', () => {
  it('lead to the edition by default', () => {
    expect(historyRowLink(base)).toBe('/marketplace/glen-aurora/glen-aurora-18/22222222-2222-4222-8222-222222222222');
    expect(historyRowName(base)).toBe('Glen Aurora 18 #7');
  });

  it('lead a bundle sale to its listing and name it by its size', () => {
    const row = { ...base, listingId: '42', listingEditionNfts: [{ image: 'a' }, { image: 'b' }, { image: 'c' }] };
    expect(historyRowLink(row)).toBe('/listings/42');
    expect(historyRowName(row)).toBe('Bundle of 3');
  });

  it('lead a global offer and a primary sale of several items to the release', () => {
    expect(historyRowLink({ ...base, transferType: 'Global Offer' })).toBe('/producers/glen-aurora/11111111-1111-4111-8111-111111111111');
    const multi = { ...base, transferType: 'Primary Market Sale', primaryItemsTotal: 4 };
    expect(historyRowLink(multi)).toBe('/producers/glen-aurora/11111111-1111-4111-8111-111111111111');
    expect(historyRowName(multi)).toBe('4 of Glen Aurora 18');
  });

  it('keep a single-item listing sale on the edition', () => {
    expect(historyRowLink({ ...base, listingId: '9', listingEditionNfts: [{ image: 'a' }] })).toContain('/marketplace/');
  });

  it('show producers by name, collectors by handle and nobody as a dash', () => {
    expect(historyParty('Glen Aurora', true)).toBe('Glen Aurora');
    expect(historyParty('ava', false)).toBe('@ava');
    expect(historyParty(null, false)).toBe('-');
  });
});
