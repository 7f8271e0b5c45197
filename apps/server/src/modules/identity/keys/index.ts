/** Key material of the identity domain: the signing key ring and the data key's uses. */
export { DataCrypto, randomToken, tokenHash } from './data-crypto';
export { KeyConfigError, SIGNING_ALGORITHM, loadKeyRing, type KeyRing, type VerificationKey } from './key-ring';
