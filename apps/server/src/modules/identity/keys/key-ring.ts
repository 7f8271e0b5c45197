import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { calculateJwkThumbprint, exportJWK, exportPKCS8, generateKeyPair, importJWK, importPKCS8, importSPKI, type CryptoKey, type JWK } from 'jose';
import type { Config } from '../../../config';
import { writeSecretFileOnce } from '../../../platform/secret-files';

/** The only signature algorithm we issue and accept (docs/decisions/060). */
export const SIGNING_ALGORITHM = 'ES256';

export interface VerificationKey {
  kid: string;
  key: CryptoKey;
  jwk: JWK;
}

export interface KeyRing {
  source: 'env' | 'file';
  signing: { kid: string; privateKey: CryptoKey };
  /** The signing key's public half first, then keys still accepted during a rotation. */
  verification: VerificationKey[];
  dataKey: Buffer;
}

interface KeyFile {
  version: 1;
  privateKeyPem: string;
  dataKey: string;
}

export class KeyConfigError extends Error {}

/**
 * Where the signing key and the data key come from:
 * - `AUTH_PRIVATE_KEY` + `AUTH_DATA_KEY` (+ optional `AUTH_PUBLIC_KEYS`) from the environment, which
 *   every instance shares; required in production when the database is PostgreSQL;
 * - otherwise generated once into `DATA_DIR/keys/identity-keys.json` (mode 0600), next to PGlite.
 */
export async function loadKeyRing(config: Config): Promise<KeyRing> {
  if (config.AUTH_PRIVATE_KEY) return loadFromEnv(config);
  if (config.NODE_ENV === 'production' && config.DATABASE_URL) {
    throw new KeyConfigError(
      'AUTH_PRIVATE_KEY and AUTH_DATA_KEY must be set in production with DATABASE_URL, so that every instance signs and verifies with the same keys.',
    );
  }
  return loadFromFile(path.join(config.dataDir, 'keys', 'identity-keys.json'));
}

async function loadFromEnv(config: Config): Promise<KeyRing> {
  if (!config.AUTH_DATA_KEY) throw new KeyConfigError('AUTH_DATA_KEY (32 random bytes, base64) must be set with AUTH_PRIVATE_KEY.');
  const dataKey = Buffer.from(config.AUTH_DATA_KEY, 'base64');
  if (dataKey.length !== 32) throw new KeyConfigError('AUTH_DATA_KEY must decode to exactly 32 bytes.');
  let privateKey: CryptoKey;
  try {
    privateKey = await importPKCS8(normalisePem(config.AUTH_PRIVATE_KEY!), SIGNING_ALGORITHM, { extractable: true });
  } catch (error) {
    throw new KeyConfigError(`AUTH_PRIVATE_KEY is not a PKCS#8 P-256 private key: ${(error as Error).message}`);
  }
  const extra = splitPems(config.AUTH_PUBLIC_KEYS ?? '');
  const extraKeys: CryptoKey[] = [];
  for (const pem of extra) {
    try {
      extraKeys.push(await importSPKI(pem, SIGNING_ALGORITHM, { extractable: true }));
    } catch (error) {
      throw new KeyConfigError(`AUTH_PUBLIC_KEYS holds a key that is not a P-256 public key: ${(error as Error).message}`);
    }
  }
  return buildRing('env', privateKey, extraKeys, dataKey);
}

async function loadFromFile(file: string): Promise<KeyRing> {
  if (!existsSync(file)) await writeNewKeyFile(file);
  const stored = JSON.parse(readFileSync(file, 'utf8')) as KeyFile;
  const privateKey = await importPKCS8(stored.privateKeyPem, SIGNING_ALGORITHM, { extractable: true });
  return buildRing('file', privateKey, [], Buffer.from(stored.dataKey, 'base64'));
}

async function writeNewKeyFile(file: string) {
  const { privateKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
  const content: KeyFile = { version: 1, privateKeyPem: await exportPKCS8(privateKey), dataKey: randomBytes(32).toString('base64') };
  writeSecretFileOnce(file, JSON.stringify(content));
}

async function buildRing(source: KeyRing['source'], privateKey: CryptoKey, extraKeys: CryptoKey[], dataKey: Buffer): Promise<KeyRing> {
  const privateJwk = await exportJWK(privateKey);
  const publicJwk: JWK = { kty: privateJwk.kty, crv: privateJwk.crv, x: privateJwk.x, y: privateJwk.y };
  const signingKid = await calculateJwkThumbprint(publicJwk);
  const signingPublic = await importJwkPublic(publicJwk);
  const verification: VerificationKey[] = [{ kid: signingKid, key: signingPublic, jwk: publicJwk }];
  for (const key of extraKeys) {
    const jwk = await exportJWK(key);
    const kid = await calculateJwkThumbprint(jwk);
    if (!verification.some((existing) => existing.kid === kid)) verification.push({ kid, key, jwk });
  }
  return { source, signing: { kid: signingKid, privateKey }, verification, dataKey };
}

async function importJwkPublic(jwk: JWK): Promise<CryptoKey> {
  return (await importJWK({ ...jwk, alg: SIGNING_ALGORITHM }, SIGNING_ALGORITHM)) as CryptoKey;
}

/** Env values often arrive with literal `\n`; accept both. */
function normalisePem(pem: string): string {
  return pem.replace(/\\n/g, '\n').trim();
}

function splitPems(bundle: string): string[] {
  return normalisePem(bundle).match(/-----BEGIN PUBLIC KEY-----[\s\S]+?-----END PUBLIC KEY-----/g) ?? [];
}
