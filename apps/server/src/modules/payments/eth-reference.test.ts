import { describe, expect, it } from 'vitest';
import { ethReferenceOf, intentPkOfReference } from './eth-reference';

describe('ETH payment references', () => {
  it('round-trips an intent publicPk through the 32-byte reference', () => {
    const pk = '0f8e2c4a-9b1d-4e7f-a3c5-6d2b8e1f4a90';
    const reference = ethReferenceOf(pk);
    expect(reference).toBe('0x0f8e2c4a9b1d4e7fa3c56d2b8e1f4a9000000000000000000000000000000000');
    expect(intentPkOfReference(reference)).toBe(pk);
    expect(intentPkOfReference(reference.toUpperCase().replace('0X', '0x'))).toBe(pk);
  });

  it('names none of ours for any other shape', () => {
    expect(intentPkOfReference(`0x${'ab'.repeat(32)}`)).toBeNull();
    expect(intentPkOfReference('0x1234')).toBeNull();
    expect(intentPkOfReference(`0x${'00'.repeat(32)}`)).toBe('00000000-0000-0000-0000-000000000000');
  });
});
