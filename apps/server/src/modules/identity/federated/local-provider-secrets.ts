import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import { settings } from '@caskmark/db';
import type { IdentityServices } from '../identity-services';

/** The stand-in provider's keys and client secret: the same on every instance and after a restart. */
export interface LocalProviderSecrets {
  clientSecret: string;
  cookieKey: string;
  /** RS256 private key (JWK) that signs the stand-in's id tokens. */
  signingJwk: JWK;
  signingKid: string;
}

const SETTINGS_KEY = 'identity.localOidc.secrets';

async function generateSecrets(): Promise<LocalProviderSecrets> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingJwk = await exportJWK(privateKey);
  return {
    clientSecret: randomBytes(24).toString('base64url'),
    cookieKey: randomBytes(32).toString('base64url'),
    signingJwk,
    signingKid: await calculateJwkThumbprint(signingJwk),
  };
}

function isSecrets(value: unknown): value is LocalProviderSecrets {
  const candidate = value as Partial<LocalProviderSecrets> | null;
  return Boolean(candidate && typeof candidate.clientSecret === 'string' && typeof candidate.cookieKey === 'string' && typeof candidate.signingKid === 'string' && candidate.signingJwk?.kty === 'RSA');
}

/**
 * Reads the secrets sealed with the identity data key from `settings`, generating them once. Instances
 * starting together race on the insert; every one of them then reads the winner's. Secrets sealed with
 * another data key (the key was replaced) cannot be opened: they are replaced, which only ends the
 * stand-in's sign-ins in flight.
 */
export async function loadLocalProviderSecrets(services: IdentityServices): Promise<LocalProviderSecrets> {
  const { db, log } = services.context;
  const read = async () => {
    const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, SETTINGS_KEY));
    return row ? ((row.value as { sealed?: unknown }).sealed ?? null) : undefined;
  };
  let sealed = await read();
  if (sealed === undefined) {
    const fresh = services.crypto.encrypt(JSON.stringify(await generateSecrets()));
    await db.insert(settings).values({ key: SETTINGS_KEY, value: { sealed: fresh } }).onConflictDoNothing({ target: settings.key });
    sealed = await read();
  }
  try {
    const opened: unknown = JSON.parse(services.crypto.decrypt(String(sealed)));
    if (isSecrets(opened)) return opened;
  } catch (error) {
    log.warn({ err: error }, 'the local OIDC provider secrets could not be opened with the current data key; replacing them');
  }
  const replacement = await generateSecrets();
  await db
    .update(settings)
    .set({ value: { sealed: services.crypto.encrypt(JSON.stringify(replacement)) }, updatedAt: new Date() })
    .where(eq(settings.key, SETTINGS_KEY));
  return replacement;
}
