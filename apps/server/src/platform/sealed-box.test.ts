import { describe, expect, it } from 'vitest';
import { openAesGcm, sealAesGcm, SealedFormatError } from './sealed-box';

const key = Buffer.alloc(32, 7);

describe('sealed box (AES-256-GCM)', () => {
  it('opens values sealed before the helper existed (custody with associated data, identity without)', () => {
    // Written by the two former copies (custody seal() and DataCrypto.encrypt) with a fixed IV.
    expect(openAesGcm(key, 'v1.AQEBAQEBAQEBAQEB.FZT6w__blS6isb9TFUPaEghVcP2jn7qr_e6dghNc', 'dek:0xabc').toString()).toBe('custody secret');
    expect(openAesGcm(key, 'v1.AQEBAQEBAQEBAQEB.PKPa4MmMqF6UnIxqQ2coYfdOb_2XRVrQFCAx28YpTlw').toString()).toBe('JBSWY3DPEHPK3PXP');
  });

  it('round-trips with a fresh IV each time', () => {
    const first = sealAesGcm(key, Buffer.from('secret'), 'key:0x1');
    const second = sealAesGcm(key, Buffer.from('secret'), 'key:0x1');
    expect(first).not.toBe(second);
    expect(openAesGcm(key, first, 'key:0x1').toString()).toBe('secret');
  });

  it('refuses other associated data, another key and a tampered body', () => {
    const sealed = sealAesGcm(key, Buffer.from('secret'), 'key:0x1');
    expect(() => openAesGcm(key, sealed, 'key:0x2')).toThrow();
    expect(() => openAesGcm(Buffer.alloc(32, 8), sealed, 'key:0x1')).toThrow();
    const [version, iv, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] ^= 1;
    expect(() => openAesGcm(key, `${version}.${iv}.${flipped.toString('base64url')}`, 'key:0x1')).toThrow();
  });

  it('names a text that is not a sealed value', () => {
    for (const text of ['', 'v2.a.b', 'v1.a', 'v1.AQEBAQEBAQEBAQEB.AQ', 'v1.a.b.c']) {
      expect(() => openAesGcm(key, text)).toThrow(SealedFormatError);
    }
  });
});
