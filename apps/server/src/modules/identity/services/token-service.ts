import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import { SIGNING_ALGORITHM, type KeyRing } from '../keys/index';

export const ID_TOKEN_AUDIENCE = 'caskmark-web';

export interface IdTokenSubject {
  userPk: string;
  username: string;
  sessionPk: string;
  /** When the person last proved a factor (password, provider, TOTP). */
  authTime: Date;
  /** RFC 8176 methods: pwd, otp, fed. */
  amr: string[];
}

export interface VerifiedIdToken {
  userPk: string;
  username: string;
  sessionPk: string;
  expiresAt: Date;
}

interface IdTokenClaims extends JWTPayload {
  username?: unknown;
  sid?: unknown;
  token_use?: unknown;
}

/**
 * Issues and checks the id token: ES256 only (the allow-list also rules out `none` and HMAC
 * confusion), our issuer and audience, expiry on the business clock, and a key we published.
 */
export class TokenService {
  constructor(
    private readonly keys: KeyRing,
    readonly issuer: string,
    readonly ttlSeconds: number,
    private readonly now: () => Date,
  ) {}

  async issueIdToken(subject: IdTokenSubject): Promise<{ token: string; expiresIn: number }> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    const token = await new SignJWT({
      username: subject.username,
      sid: subject.sessionPk,
      token_use: 'id',
      auth_time: Math.floor(subject.authTime.getTime() / 1000),
      amr: subject.amr,
    })
      .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: this.keys.signing.kid, typ: 'JWT' })
      .setIssuer(this.issuer)
      .setAudience(ID_TOKEN_AUDIENCE)
      .setSubject(subject.userPk)
      .setJti(randomUUID())
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.ttlSeconds)
      .sign(this.keys.signing.privateKey);
    return { token, expiresIn: this.ttlSeconds };
  }

  /** Any failure (format, algorithm, key, signature, claims, expiry) answers null. */
  async verifyIdToken(token: string): Promise<VerifiedIdToken | null> {
    if (token.length > 4096) return null;
    try {
      const { payload } = await jwtVerify<IdTokenClaims>(
        token,
        (header) => {
          const match = this.keys.verification.find((candidate) => candidate.kid === header.kid);
          if (!match) throw new Error('unknown key id');
          return match.key;
        },
        {
          algorithms: [SIGNING_ALGORITHM],
          issuer: this.issuer,
          audience: ID_TOKEN_AUDIENCE,
          typ: 'JWT',
          currentDate: this.now(),
          clockTolerance: 5,
          requiredClaims: ['sub', 'exp', 'iat', 'sid'],
        },
      );
      if (payload.token_use !== 'id' || typeof payload.sid !== 'string' || typeof payload.username !== 'string') return null;
      return { userPk: payload.sub!, username: payload.username, sessionPk: payload.sid, expiresAt: new Date(payload.exp! * 1000) };
    } catch {
      return null;
    }
  }

  jwks() {
    return { keys: this.keys.verification.map(({ kid, jwk }) => ({ ...jwk, kty: jwk.kty ?? 'EC', kid, alg: SIGNING_ALGORITHM, use: 'sig' })) };
  }
}
