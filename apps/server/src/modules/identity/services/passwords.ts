import { hash, verify, type Algorithm } from '@node-rs/argon2';

/**
 * argon2id with the OWASP Password Storage Cheat Sheet parameters (m = 19 MiB, t = 2, p = 1).
 * `Algorithm` is an ambient const enum, so its value (Argon2id = 2) is written out.
 */
export const ARGON2_OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when there is no account or no password, so the answer
 * time does not tell whether an e-mail is registered.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy password that never matches');
  await verifyPassword(await decoyHash, password);
  return false;
}
