import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, userIdentities } from '@caskmark/db';
import { requireStepUp } from '../src/modules/identity/public';
import { buildSignedInUser, signIn, totpCode } from './identity-helpers';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

type ErrorBody = { code: string; message: string } & Record<string, unknown>;
type Tokens = { idToken: string; refreshToken: string };

/** A signed-in user with TOTP turned on; the enrolment used the current 30-second step. */
async function buildMfaUser() {
  const user = await buildSignedInUser(t);
  const associated = await t.post<{ secretCode: string; otpauthUri: string; qrCodeDataUrl: string }>('/api/auth/v1/totp/associate', undefined, { token: user.tokens.idToken });
  const secret = associated.body.secretCode;
  const verified = await t.post('/api/auth/v1/totp/verify', { code: await totpCode(secret) }, { token: user.tokens.idToken });
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  return { ...user, secret };
}

/** A Fastify-like request carrying a bearer token, for calling the guards directly. */
function requestWith(token: string): FastifyRequest {
  return { headers: { authorization: `Bearer ${token}` }, server: { server: t.app.server }, ip: '10.9.9.9' } as unknown as FastifyRequest;
}

describe('TOTP enrolment', () => {
  it('answers a secret, an otpauth URI and an SVG QR code, and only turns on after a valid code', async () => {
    const user = await buildSignedInUser(t);
    const associated = await t.post<{ secretCode: string; otpauthUri: string; qrCodeDataUrl: string }>('/api/auth/v1/totp/associate', undefined, { token: user.tokens.idToken });
    expect(associated.status).toBe(200);
    expect(associated.body.secretCode).toMatch(/^[A-Z2-7]{32}$/);
    expect(associated.body.otpauthUri).toMatch(/^otpauth:\/\/totp\/Caskmark:.+secret=[A-Z2-7]+/);
    expect(Buffer.from(associated.body.qrCodeDataUrl.split(',')[1], 'base64').toString()).toContain('<svg');
    const info = await t.get<{ mfaEnabled: boolean }>('/api/account/v1/user-info', { token: user.tokens.idToken });
    expect(info.body.mfaEnabled).toBe(false);

    const wrong = await t.post<ErrorBody>('/api/auth/v1/totp/verify', { code: '000000' }, { token: user.tokens.idToken });
    expect(wrong.body.code).toBe('CodeMismatchException');
    const ok = await t.post('/api/auth/v1/totp/verify', { code: await totpCode(associated.body.secretCode) }, { token: user.tokens.idToken });
    expect(ok.body).toEqual({ status: 'SUCCESS', mfaEnabled: true });

    const [row] = await t.context.db.select().from(userIdentities).where(eq(userIdentities.userPk, user.userPk));
    expect(row.totpSecret).not.toContain(associated.body.secretCode);
    expect(row.totpSecret).toMatch(/^v1\./);
  });

  it('needs a signed-in user', async () => {
    expect((await t.post('/api/auth/v1/totp/associate')).status).toBe(401);
  });
});

describe('sign-in with MFA', () => {
  it('asks for SOFTWARE_TOKEN_MFA, refuses a wrong and a reused code, accepts the next one', async () => {
    const user = await buildMfaUser();
    const first = await signIn(t, user.email);
    expect(first.body).toMatchObject({ challengeName: 'SOFTWARE_TOKEN_MFA', session: expect.any(String) });
    expect(first.body.tokens).toBeUndefined();

    const wrong = await t.post<ErrorBody>('/api/auth/v1/confirm-sign-in', { session: first.body.session, code: '123456' });
    expect(wrong.body.code).toBe('CodeMismatchException');
    // The enrolment code's step is spent: the same code cannot sign in.
    const reused = await t.post<ErrorBody>('/api/auth/v1/confirm-sign-in', { session: first.body.session, code: await totpCode(user.secret) });
    expect(reused.body.code).toBe('CodeMismatchException');

    const next = await totpCode(user.secret, 1);
    const done = await t.post<{ tokens: Tokens }>('/api/auth/v1/confirm-sign-in', { session: first.body.session, code: next });
    expect(done.status).toBe(200);
    expect(done.body.tokens.idToken).toBeDefined();
    const info = await t.get<{ mfaEnabled: boolean }>('/api/account/v1/user-info', { token: done.body.tokens.idToken });
    expect(info.body.mfaEnabled).toBe(true);

    const second = await signIn(t, user.email);
    const replay = await t.post<ErrorBody>('/api/auth/v1/confirm-sign-in', { session: second.body.session, code: next });
    expect(replay.body.code).toBe('CodeMismatchException');
    const reusedSession = await t.post<ErrorBody>('/api/auth/v1/confirm-sign-in', { session: first.body.session, code: next });
    expect(reusedSession.body).toMatchObject({ code: 'NotAuthorizedException', message: 'Invalid session for the user, session is expired.' });
  });

  it('expires the challenge session after 5 minutes and after 5 wrong codes', async () => {
    const user = await buildMfaUser();
    const late = await signIn(t, user.email);
    await t.post('/dev/clock', { advanceMs: 5 * 60_000 + 1000 });
    const expired = await t.post<ErrorBody>('/api/auth/v1/confirm-sign-in', { session: late.body.session, code: await totpCode(user.secret, 1) });
    expect(expired.body.code).toBe('NotAuthorizedException');

    const tries = await signIn(t, user.email);
    for (let i = 0; i < 5; i += 1) {
      expect((await t.post<ErrorBody>('/api/auth/v1/confirm-sign-in', { session: tries.body.session, code: '000001' })).body.code).toBe('CodeMismatchException');
    }
    const locked = await t.post<ErrorBody>('/api/auth/v1/confirm-sign-in', { session: tries.body.session, code: await totpCode(user.secret, 1) });
    expect(locked.body.code).toBe('NotAuthorizedException');
  });

  it('refuses a malformed code without spending a try', async () => {
    const user = await buildMfaUser();
    const challenge = await signIn(t, user.email);
    const empty = await t.post<ErrorBody>('/api/auth/v1/confirm-sign-in', { session: challenge.body.session, code: '' });
    expect(empty.body).toMatchObject({ code: 'InvalidParameterException', nonFieldErrors: ['Please enter the verification code'] });
  });
});

describe('NEW_PASSWORD_REQUIRED', () => {
  it('asks for a new password, checks the rules, then signs in', async () => {
    const user = await buildSignedInUser(t);
    await t.context.db.update(userIdentities).set({ mustChangePassword: true }).where(eq(userIdentities.userPk, user.userPk));
    const challenge = await signIn(t, user.email);
    expect(challenge.body.challengeName).toBe('NEW_PASSWORD_REQUIRED');
    const weak = await t.post<ErrorBody>('/api/auth/v1/complete-new-password', { session: challenge.body.session, password: 'short' });
    expect(weak.body.code).toBe('InvalidPasswordException');
    const same = await t.post<ErrorBody>('/api/auth/v1/complete-new-password', { session: challenge.body.session, password: user.password });
    expect(same.body.code).toBe('InvalidPasswordException');
    const done = await t.post<{ tokens: Tokens }>('/api/auth/v1/complete-new-password', { session: challenge.body.session, password: 'Brand-new-88' });
    expect(done.body.tokens.idToken).toBeDefined();
    expect((await signIn(t, user.email, 'Brand-new-88')).body.tokens).toBeDefined();
  });
});

describe('step-up', () => {
  it('passes within 10 minutes of an MFA sign-in, then needs a fresh code', async () => {
    const user = await buildMfaUser();
    const challenge = await signIn(t, user.email);
    const signedIn = await t.post<{ tokens: Tokens }>('/api/auth/v1/confirm-sign-in', { session: challenge.body.session, code: await totpCode(user.secret, 1) });
    const token = signedIn.body.tokens.idToken;
    await expect(requireStepUp(requestWith(token))).resolves.toMatchObject({ userPk: user.userPk });

    await t.post('/dev/clock', { advanceMs: 11 * 60_000 });
    const refreshed = await t.post<Tokens>('/api/auth/v1/refresh', { refreshToken: signedIn.body.tokens.refreshToken });
    await expect(requireStepUp(requestWith(refreshed.body.idToken))).rejects.toMatchObject({ status: 403, code: 'step_up_required', extra: { mfaEnabled: true } });
    // The code of step +1 was spent by the sign-in: it cannot be replayed for a step-up.
    await expect(requireStepUp(requestWith(refreshed.body.idToken), await totpCode(user.secret, 1))).rejects.toMatchObject({ code: 'CodeMismatchException' });

    const [session] = await t.context.db.select().from(authSessions).where(eq(authSessions.userPk, user.userPk)).orderBy(authSessions.createdAt);
    expect(session.mfaAt).not.toBeNull();
  });

  it('answers 403 step_up_required with mfaEnabled false for an account without MFA', async () => {
    const user = await buildSignedInUser(t);
    await expect(requireStepUp(requestWith(user.tokens.idToken), '123456')).rejects.toMatchObject({ status: 403, code: 'step_up_required', extra: { mfaEnabled: false } });
    const endpoint = await t.post<ErrorBody>('/api/auth/v1/step-up', { code: '123456' }, { token: user.tokens.idToken });
    expect(endpoint.status).toBe(403);
    expect(endpoint.body.code).toBe('step_up_required');
  });

  it('POST step-up marks the session with a valid code; TOTP can be turned off only with a code', async () => {
    const user = await buildMfaUser();
    await t.post('/dev/clock', { advanceMs: 11 * 60_000 });
    const refreshed = await t.post<Tokens>('/api/auth/v1/refresh', { refreshToken: user.tokens.refreshToken });
    const token = refreshed.body.idToken;
    await expect(requireStepUp(requestWith(token))).rejects.toMatchObject({ code: 'step_up_required' });
    const stepped = await t.post<{ mfaAt: string }>('/api/auth/v1/step-up', { code: await totpCode(user.secret, 1) }, { token });
    expect(stepped.status).toBe(200);
    await expect(requireStepUp(requestWith(token))).resolves.toMatchObject({ userPk: user.userPk });

    const wrong = await t.post<ErrorBody>('/api/auth/v1/totp/disable', { code: '000000' }, { token });
    expect(wrong.body.code).toBe('CodeMismatchException');
    const login = await signIn(t, user.email);
    expect(login.body.challengeName).toBe('SOFTWARE_TOKEN_MFA');
  });

  it('turning TOTP off with a current code signs in without a challenge again', async () => {
    const user = await buildMfaUser();
    const off = await t.post('/api/auth/v1/totp/disable', { code: await totpCode(user.secret, 1) }, { token: user.tokens.idToken });
    expect(off.body).toEqual({ status: 'SUCCESS', mfaEnabled: false });
    expect((await signIn(t, user.email)).body.tokens).toBeDefined();
    const again = await t.post<ErrorBody>('/api/auth/v1/totp/disable', { code: await totpCode(user.secret, 1) }, { token: user.tokens.idToken });
    expect(again.body.code).toBe('InvalidParameterException');
  });
});
