import { describe, expect, it } from 'vitest';
import { isPartnerCode, partnerDisplayName } from './partner-name';

describe('newsletter partner codes', () => {
  it('accepts the codes the API accepts and nothing else', () => {
    expect(isPartnerCode('glen-aurora')).toBe(true);
    expect(isPartnerCode('Whisky2026')).toBe(true);
    expect(isPartnerCode(undefined)).toBe(false);
    expect(isPartnerCode('')).toBe(false);
    expect(isPartnerCode('-leading-dash')).toBe(false);
    expect(isPartnerCode('has space')).toBe(false);
    expect(isPartnerCode('x'.repeat(101))).toBe(false);
  });

  it('names a partner after the producer with that slug, else from its words', () => {
    expect(partnerDisplayName('glen-aurora', [{ slug: 'glen-aurora', name: 'Glen Aurora' }])).toBe('Glen Aurora');
    expect(partnerDisplayName('whisky-club-london')).toBe('Whisky Club London');
  });
});
