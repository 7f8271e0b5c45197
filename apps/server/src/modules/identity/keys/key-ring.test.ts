import { randomBytes } from 'node:crypto';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exportPKCS8, exportSPKI, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { TokenService } from '../services/index';
import { DataCrypto } from './data-crypto';
import { KeyConfigError, loadKeyRing } from './key-ring';

const now = () => new Date();
const subject = { userPk: '5f0c1a8e-1b7e-4b8e-9f25-2f1f3c4d5e6f', username: 'u1', sessionPk: '0b8f0c1e-5d6a-4f3b-8a2c-1d2e3f4a5b6c', authTime: new Date(), amr: ['pwd'] };

describe('key ring', () => {
  it('generates the keys once into DATA_DIR/keys with owner-only permissions', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cm-keys-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = await loadKeyRing(config);
    const second = await loadKeyRing(config);
    expect(first.source).toBe('file');
    expect(second.signing.kid).toBe(first.signing.kid);
    expect(second.dataKey.equals(first.dataKey)).toBe(true);
    const file = path.join(dataDir, 'keys', 'identity-keys.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
  });

  it('takes the keys from the environment, with literal \\n, and accepts retired keys while rotating', async () => {
    const current = await generateKeyPair('ES256', { extractable: true });
    const retired = await generateKeyPair('ES256', { extractable: true });
    const dataKey = randomBytes(32).toString('base64');
    const retiredRing = await loadKeyRing(loadConfig({ AUTH_PRIVATE_KEY: await exportPKCS8(retired.privateKey), AUTH_DATA_KEY: dataKey }));
    const ring = await loadKeyRing(
      loadConfig({
        AUTH_PRIVATE_KEY: (await exportPKCS8(current.privateKey)).replace(/\n/g, '\\n'),
        AUTH_PUBLIC_KEYS: await exportSPKI(retired.publicKey),
        AUTH_DATA_KEY: dataKey,
      }),
    );
    expect(ring.source).toBe('env');
    expect(ring.verification.map((key) => key.kid)).toEqual([ring.signing.kid, retiredRing.signing.kid]);

    const issuer = 'https://caskmark.test/api/auth/v1';
    const oldToken = await new TokenService(retiredRing, issuer, 900, now).issueIdToken(subject);
    const verifier = new TokenService(ring, issuer, 900, now);
    expect(await verifier.verifyIdToken(oldToken.token)).toMatchObject({ userPk: subject.userPk, sessionPk: subject.sessionPk });
    const stranger = await loadKeyRing(loadConfig({ AUTH_PRIVATE_KEY: await exportPKCS8((await generateKeyPair('ES256', { extractable: true })).privateKey), AUTH_DATA_KEY: dataKey }));
    expect(await verifier.verifyIdToken((await new TokenService(stranger, issuer, 900, now).issueIdToken(subject)).token)).toBeNull();
    expect(verifier.jwks().keys).toHaveLength(2);
  });

  it('refuses to start without shared keys in production with PostgreSQL, and with malformed keys', async () => {
    await expect(loadKeyRing(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://caskmark.example', DATABASE_URL: 'postgres://db.example/caskmark' }))).rejects.toBeInstanceOf(KeyConfigError);
    await expect(loadKeyRing(loadConfig({ AUTH_PRIVATE_KEY: 'not a pem', AUTH_DATA_KEY: randomBytes(32).toString('base64') }))).rejects.toThrow(/PKCS#8/);
    const pem = await exportPKCS8((await generateKeyPair('ES256', { extractable: true })).privateKey);
    await expect(loadKeyRing(loadConfig({ AUTH_PRIVATE_KEY: pem }))).rejects.toThrow(/AUTH_DATA_KEY/);
    await expect(loadKeyRing(loadConfig({ AUTH_PRIVATE_KEY: pem, AUTH_DATA_KEY: 'c2hvcnQ=' }))).rejects.toThrow(/32 bytes/);
  });
});

describe('data crypto', () => {
  it('round-trips sealed values, detects tampering, and keys its hashes', () => {
    const crypto = new DataCrypto(randomBytes(32));
    const sealed = crypto.encrypt('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DP');
    expect(crypto.decrypt(sealed)).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    // The next-to-last character changed (it was compared with the last one, so 1 run in 64 changed nothing).
    const flipped = `${sealed.slice(0, -2)}${sealed.at(-2) === 'A' ? 'B' : 'A'}${sealed.slice(-1)}`;
    expect(flipped).not.toBe(sealed);
    expect(() => crypto.decrypt(flipped)).toThrow();
    expect(crypto.keyedHashEquals('123456', crypto.keyedHash('123456'))).toBe(true);
    expect(crypto.keyedHashEquals('123457', crypto.keyedHash('123456'))).toBe(false);
    expect(new DataCrypto(randomBytes(32)).keyedHash('123456')).not.toBe(crypto.keyedHash('123456'));
  });
});
