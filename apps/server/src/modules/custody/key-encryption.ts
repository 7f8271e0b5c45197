import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import { openAesGcm, sealAesGcm } from '../../platform/sealed-box';
import { writeSecretFileOnce } from '../../platform/secret-files';

/** The key-encryption key of managed wallets and where it came from. */
export interface KeyEncryptionKey {
  /** A fingerprint stored with each sealed key: tells which KEK sealed it (rotation). */
  id: string;
  source: 'env' | 'file';
  /** The file it was generated into, when not from the environment. */
  file?: string;
  key: Buffer;
}

export class CustodyKeyError extends Error {}

/** The pieces stored for one managed wallet (see managed_wallet_keys). */
export interface SealedKey {
  kekId: string;
  encryptedDataKey: string;
  encryptedPrivateKey: string;
}

const fingerprint = (key: Buffer) => createHash('sha256').update('caskmark custody kek v1').update(key).digest('hex').slice(0, 16);

/**
 * CUSTODY_KEK (32 random bytes, base64) from the environment, which every instance shares; required
 * in production with PostgreSQL. Otherwise generated once into DATA_DIR/keys/custody-kek (mode 0600)
 * next to the embedded database, and the caller warns about it.
 */
export function loadCustodyKek(config: Config): KeyEncryptionKey {
  if (config.CUSTODY_KEK) {
    const key = Buffer.from(config.CUSTODY_KEK, 'base64');
    if (key.length !== 32) throw new CustodyKeyError('CUSTODY_KEK must decode to exactly 32 bytes (base64).');
    return { id: fingerprint(key), source: 'env', key };
  }
  if (config.NODE_ENV === 'production' && config.DATABASE_URL) {
    throw new CustodyKeyError('CUSTODY_KEK must be set in production with DATABASE_URL: it protects the keys of managed wallets.');
  }
  const file = path.join(config.dataDir, 'keys', 'custody-kek');
  if (!existsSync(file)) writeSecretFileOnce(file, randomBytes(32).toString('base64'));
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new CustodyKeyError(`${file} does not hold a 32-byte key.`);
  return { id: fingerprint(key), source: 'file', file, key };
}

/**
 * Envelope encryption: a fresh data key per wallet seals the private key; the KEK seals the data key.
 * The address is authenticated with both, so a sealed key copied onto another wallet's row fails to open.
 */
export function sealPrivateKey(kek: KeyEncryptionKey, address: string, privateKey: `0x${string}`): SealedKey {
  const dataKey = randomBytes(32);
  const associated = address.toLowerCase();
  try {
    return {
      kekId: kek.id,
      encryptedDataKey: sealAesGcm(kek.key, dataKey, `dek:${associated}`),
      encryptedPrivateKey: sealAesGcm(dataKey, Buffer.from(privateKey.slice(2), 'hex'), `key:${associated}`),
    };
  } finally {
    dataKey.fill(0);
  }
}

export function openPrivateKey(kek: KeyEncryptionKey, address: string, sealed: SealedKey): `0x${string}` {
  if (sealed.kekId !== kek.id) throw new CustodyKeyError(`This key was sealed with KEK ${sealed.kekId}, not the configured ${kek.id}.`);
  const associated = address.toLowerCase();
  const dataKey = openAesGcm(kek.key, sealed.encryptedDataKey, `dek:${associated}`);
  try {
    const privateKey = openAesGcm(dataKey, sealed.encryptedPrivateKey, `key:${associated}`);
    const hex = `0x${privateKey.toString('hex')}` as const;
    privateKey.fill(0);
    return hex;
  } finally {
    dataKey.fill(0);
  }
}
