import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { parseTrustProxy, toFastifyTrustProxy } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('is off unless set', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    for (const text of ['', 'false', 'no', 'OFF']) expect(parseTrustProxy(text)).toEqual({ ok: true, value: false });
  });

  it('accepts true, a hop count, or addresses and CIDRs as Fastify does', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1, fd00::/8, loopback, 192.168.0.0/255.255.0.0' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
      '192.168.0.0/255.255.0.0',
    ]);
  });

  it('stops the start with the reason for anything else', () => {
    for (const text of ['proxy.internal', '10.0.0.0/33', '::1/129', '10.0.0.1/ffff::', '1.2.3', '101']) {
      expect(parseTrustProxy(text).ok, text).toBe(false);
    }
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8,bogus' })).toThrow(/TRUST_PROXY: .*not bogus/);
  });

  it('turns a hop count into a per-hop rule (Fastify fails closed on a bare number)', () => {
    const rule = toFastifyTrustProxy(2);
    expect(typeof rule).toBe('function');
    const trusts = rule as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trusts('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(toFastifyTrustProxy(false)).toBe(false);
    expect(toFastifyTrustProxy(['loopback'])).toEqual(['loopback']);
  });
});
