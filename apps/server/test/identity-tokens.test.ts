import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SignJWT, decodeJwt, decodeProtectedHeader, generateKeyPair, importPKCS8 } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from './identity-helpers';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

type Tokens = { idToken: string; refreshToken: string; expiresIn: number };
type ErrorBody = { code: string; message: string };

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function userInfoStatus(token: string): Promise<number> {
  return (await t.get('/api/account/v1/user-info', { token })).status;
}

describe('id tokens', () => {
  it('are ES256 JWTs with our key id, published in the JWKS', async () => {
    const { tokens } = await buildSignedInUser(t);
    const header = decodeProtectedHeader(tokens.idToken);
    expect(header).toMatchObject({ alg: 'ES256', typ: 'JWT' });
    const jwks = await t.get<{ keys: Array<{ kid: string; alg: string; kty: string; d?: string }> }>('/api/auth/v1/.well-known/jwks.json');
    expect(jwks.body.keys[0]).toMatchObject({ kid: header.kid, alg: 'ES256', kty: 'EC', use: 'sig' });
    expect(jwks.body.keys[0].d).toBeUndefined();
    const claims = decodeJwt(tokens.idToken);
    expect(claims).toMatchObject({ aud: 'caskmark-web', token_use: 'id', amr: ['pwd'] });
    expect(claims.exp! - claims.iat!).toBe(900);
    expect(await userInfoStatus(tokens.idToken)).toBe(200);
  });

  it('refuses alg none, a wrong key, HMAC confusion and tampered claims with 401', async () => {
    const { tokens } = await buildSignedInUser(t);
    const other = await buildSignedInUser(t);
    const [headerPart, payloadPart, signature] = tokens.idToken.split('.');
    const header = decodeProtectedHeader(tokens.idToken);
    const claims = decodeJwt(tokens.idToken);

    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${payloadPart}.`;
    expect(await userInfoStatus(unsigned)).toBe(401);

    const { privateKey } = await generateKeyPair('ES256');
    const wrongKey = await new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: header.kid, typ: 'JWT' }).sign(privateKey);
    expect(await userInfoStatus(wrongKey)).toBe(401);

    const jwks = await t.get<{ keys: unknown[] }>('/api/auth/v1/.well-known/jwks.json');
    const hsInput = `${b64({ alg: 'HS256', kid: header.kid, typ: 'JWT' })}.${payloadPart}`;
    const confused = `${hsInput}.${createHmac('sha256', JSON.stringify(jwks.body.keys[0])).update(hsInput).digest('base64url')}`;
    expect(await userInfoStatus(confused)).toBe(401);

    const tampered = `${headerPart}.${b64({ ...claims, sub: decodeJwt(other.tokens.idToken).sub })}.${signature}`;
    expect(await userInfoStatus(tampered)).toBe(401);

    expect(await userInfoStatus(`${tokens.idToken}x`)).toBe(401);
    expect(await userInfoStatus('not-a-token')).toBe(401);
    const missing = await t.get<ErrorBody>('/api/account/v1/user-info');
    expect(missing.status).toBe(401);
    expect(missing.body.code).toBe('not_authenticated');
  });

  it('refuses a correctly signed token with the wrong issuer, audience or use', async () => {
    const { tokens } = await buildSignedInUser(t);
    const keyFile = JSON.parse(readFileSync(path.join(t.context.config.dataDir, 'keys', 'identity-keys.json'), 'utf8')) as { privateKeyPem: string };
    const key = await importPKCS8(keyFile.privateKeyPem, 'ES256');
    const header = decodeProtectedHeader(tokens.idToken);
    const claims = decodeJwt(tokens.idToken);
    const sign = (overrides: Record<string, unknown>) =>
      new SignJWT({ ...claims, ...overrides }).setProtectedHeader({ alg: 'ES256', kid: header.kid, typ: 'JWT' }).sign(key);
    expect(await userInfoStatus(await sign({}))).toBe(200);
    expect(await userInfoStatus(await sign({ iss: 'https://issuer.example' }))).toBe(401);
    expect(await userInfoStatus(await sign({ aud: 'someone-else' }))).toBe(401);
    expect(await userInfoStatus(await sign({ token_use: 'access' }))).toBe(401);
    expect(await userInfoStatus(await sign({ sid: '00000000-0000-4000-8000-000000000000' }))).toBe(401);
  });

  it('expire on the business clock, and refresh gives a working new pair', async () => {
    const { tokens } = await buildSignedInUser(t);
    await t.post('/dev/clock', { advanceMs: 16 * 60_000 });
    expect(await userInfoStatus(tokens.idToken)).toBe(401);
    const refreshed = await t.post<Tokens>('/api/auth/v1/refresh', { refreshToken: tokens.refreshToken });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refreshToken).not.toBe(tokens.refreshToken);
    expect(await userInfoStatus(refreshed.body.idToken)).toBe(200);
  });
});

describe('refresh tokens', () => {
  it('rotate on use; presenting a used one revokes the whole session', async () => {
    const { tokens } = await buildSignedInUser(t);
    const first = await t.post<Tokens>('/api/auth/v1/refresh', { refreshToken: tokens.refreshToken });
    expect(first.status).toBe(200);
    const reuse = await t.post<ErrorBody>('/api/auth/v1/refresh', { refreshToken: tokens.refreshToken });
    expect(reuse.status).toBe(400);
    expect(reuse.body).toMatchObject({ code: 'NotAuthorizedException', message: 'Refresh Token has been revoked' });
    const successor = await t.post<ErrorBody>('/api/auth/v1/refresh', { refreshToken: first.body.refreshToken });
    expect(successor.body.code).toBe('NotAuthorizedException');
    expect(await userInfoStatus(first.body.idToken)).toBe(401);
    expect(await userInfoStatus(tokens.idToken)).toBe(401);
  });

  it('an unknown refresh token is refused without touching other sessions', async () => {
    const { tokens } = await buildSignedInUser(t);
    const unknown = await t.post<ErrorBody>('/api/auth/v1/refresh', { refreshToken: 'made-up-token' });
    expect(unknown.body).toMatchObject({ code: 'NotAuthorizedException', message: 'Invalid Refresh Token' });
    expect(await userInfoStatus(tokens.idToken)).toBe(200);
  });
});

describe('sign-out', () => {
  it('revokes the id token and the refresh token of the session, not the other sessions', async () => {
    const user = await buildSignedInUser(t);
    const second = await t.post<{ tokens: Tokens }>('/api/auth/v1/sign-in', { username: user.email, password: user.password });
    const out = await t.request('POST', '/api/auth/v1/sign-out', { token: user.tokens.idToken });
    expect(out.status).toBe(200);
    expect(await userInfoStatus(user.tokens.idToken)).toBe(401);
    expect((await t.post<ErrorBody>('/api/auth/v1/refresh', { refreshToken: user.tokens.refreshToken })).body.code).toBe('NotAuthorizedException');
    expect(await userInfoStatus(second.body.tokens.idToken)).toBe(200);
  });

  it('global sign-out ends every session; a refresh token alone also signs out', async () => {
    const user = await buildSignedInUser(t);
    const second = await t.post<{ tokens: Tokens }>('/api/auth/v1/sign-in', { username: user.email, password: user.password });
    await t.post('/api/auth/v1/sign-out', { global: true }, { token: user.tokens.idToken });
    expect(await userInfoStatus(second.body.tokens.idToken)).toBe(401);

    const other = await buildSignedInUser(t);
    await t.post('/api/auth/v1/sign-out', { refreshToken: other.tokens.refreshToken });
    expect(await userInfoStatus(other.tokens.idToken)).toBe(401);
  });
});

describe('change password', () => {
  it('needs the current password, applies the rules, and ends the other sessions', async () => {
    const user = await buildSignedInUser(t);
    const other = await t.post<{ tokens: Tokens }>('/api/auth/v1/sign-in', { username: user.email, password: user.password });
    const wrong = await t.post<ErrorBody>('/api/auth/v1/change-password', { previousPassword: 'Nope-nope-1', proposedPassword: 'Fresh-cask-11' }, { token: user.tokens.idToken });
    expect(wrong.body.code).toBe('NotAuthorizedException');
    const weak = await t.post<ErrorBody>('/api/auth/v1/change-password', { previousPassword: user.password, proposedPassword: 'weak' }, { token: user.tokens.idToken });
    expect(weak.body.code).toBe('InvalidPasswordException');
    const anonymous = await t.post('/api/auth/v1/change-password', { previousPassword: user.password, proposedPassword: 'Fresh-cask-11' });
    expect(anonymous.status).toBe(401);
    const done = await t.post('/api/auth/v1/change-password', { previousPassword: user.password, proposedPassword: 'Fresh-cask-11' }, { token: user.tokens.idToken });
    expect(done.status).toBe(200);
    expect(await userInfoStatus(user.tokens.idToken)).toBe(200);
    expect(await userInfoStatus(other.body.tokens.idToken)).toBe(401);
  });
});
