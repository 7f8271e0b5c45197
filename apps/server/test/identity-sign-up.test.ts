import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveUsername } from '@caskmark/shared/api/identity';
import { PASSWORD, buildConfirmedUser, buildEmail, latestCode, mailbox, signIn, signUp } from './identity-helpers';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

type ErrorBody = { code: string; message: string } & Record<string, unknown>;

describe('sign-up', () => {
  it('creates an unconfirmed account with a derived username and mails a six-digit code', async () => {
    const email = buildEmail();
    const response = await signUp(t, email.toUpperCase());
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      username: await deriveUsername(email),
      userConfirmed: false,
      codeDeliveryDetails: { deliveryMedium: 'EMAIL', attributeName: 'email', destination: expect.stringMatching(/^c\*\*\*@e\*\*\*\.test$/) },
    });
    const [message] = await mailbox(t, email);
    expect(message.subject).toBe('Your Caskmark verification code');
    expect(message.text).toMatch(/Verification code: \d{6}/);
    expect(message.html).toContain(await latestCode(t, email));
  });

  it('refuses a duplicate e-mail whatever its case', async () => {
    const email = buildEmail();
    await signUp(t, email);
    const again = await signUp(t, email.toUpperCase());
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'UsernameExistsException' });
  });

  it.each([
    ['short1', 'Password must be at least 8 characters long'],
    ['no-digits-here', 'Password must have a number'],
    [' padded-pass-1 ', 'Password must be at least 8 characters and contain at least 1 number'],
  ])('refuses the weak password %j with the spec message', async (password, message) => {
    const response = await signUp(t, buildEmail(), password);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'InvalidPasswordException', password: [message] });
  });

  it('answers InvalidParameterException for a malformed e-mail or a missing field', async () => {
    const malformed = await signUp(t, 'not-an-email');
    expect(malformed.body).toMatchObject({ code: 'InvalidParameterException', email: ['Invalid email address format.'] });
    const missing = await t.post<ErrorBody>('/api/auth/v1/sign-up', { email: buildEmail() });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('InvalidParameterException');
    expect(missing.body.password).toBeDefined();
  });
});

describe('confirm-sign-up', () => {
  it('rejects a wrong code, accepts the right one once, then reports the account as confirmed', async () => {
    const email = buildEmail();
    await signUp(t, email);
    const code = await latestCode(t, email);
    const wrong = await t.post<ErrorBody>('/api/auth/v1/confirm-sign-up', { username: email, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.body.code).toBe('CodeMismatchException');
    const empty = await t.post<ErrorBody>('/api/auth/v1/confirm-sign-up', { username: email, code: ' ' });
    expect(empty.body).toMatchObject({ code: 'InvalidParameterException', nonFieldErrors: ['Please enter the verification code'] });
    const right = await t.post('/api/auth/v1/confirm-sign-up', { username: email, code });
    expect(right.status).toBe(200);
    const reused = await t.post<ErrorBody>('/api/auth/v1/confirm-sign-up', { username: email, code });
    expect(reused.body).toMatchObject({ code: 'NotAuthorizedException', message: 'User cannot be confirmed. Current status is CONFIRMED' });
  });

  it('expires a code after 10 minutes on the business clock', async () => {
    const email = buildEmail();
    await signUp(t, email);
    const code = await latestCode(t, email);
    await t.post('/dev/clock', { advanceMs: 10 * 60_000 + 1000 });
    const late = await t.post<ErrorBody>('/api/auth/v1/confirm-sign-up', { username: email, code });
    expect(late.body.code).toBe('ExpiredCodeException');
  });

  it('kills a code after 5 wrong tries, even for the right code afterwards', async () => {
    const email = buildEmail();
    await signUp(t, email);
    const code = await latestCode(t, email);
    const wrongCode = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i += 1) {
      const wrong = await t.post<ErrorBody>('/api/auth/v1/confirm-sign-up', { username: email, code: wrongCode });
      expect(wrong.body.code).toBe('CodeMismatchException');
    }
    const right = await t.post<ErrorBody>('/api/auth/v1/confirm-sign-up', { username: email, code });
    expect(right.body.code).toBe('ExpiredCodeException');
  });

  it('resend-sign-up replaces the previous code', async () => {
    const email = buildEmail();
    await signUp(t, email);
    const first = await latestCode(t, email);
    const resent = await t.post<{ codeDeliveryDetails: { destination: string } }>('/api/auth/v1/resend-sign-up', { username: email });
    expect(resent.status).toBe(200);
    const second = await latestCode(t, email);
    expect((await mailbox(t, email)).length).toBe(2);
    if (first !== second) {
      const old = await t.post<ErrorBody>('/api/auth/v1/confirm-sign-up', { username: email, code: first });
      expect(old.body.code).toBe('CodeMismatchException');
    }
    expect((await t.post('/api/auth/v1/confirm-sign-up', { username: email, code: second })).status).toBe(200);
  });
});

describe('sign-in', () => {
  it('answers NotAuthorized by e-mail but UserNotConfirmed by derived username before confirmation', async () => {
    const email = buildEmail();
    await signUp(t, email);
    const byEmail = await signIn(t, email);
    expect(byEmail.body).toMatchObject({ code: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    const byUsername = await signIn(t, await deriveUsername(email));
    expect(byUsername.body).toMatchObject({ code: 'UserNotConfirmedException' });
  });

  it('signs in a confirmed account by e-mail (any case) and by username, with tokens', async () => {
    const user = await buildConfirmedUser(t);
    for (const login of [user.email.toUpperCase(), user.username]) {
      const response = await signIn(t, login);
      expect(response.status).toBe(200);
      expect(response.body.tokens).toMatchObject({ tokenType: 'Bearer', expiresIn: 900 });
      expect(response.body.tokens!.idToken.split('.')).toHaveLength(3);
    }
  });

  it('answers the same error for a wrong password and an unknown account', async () => {
    const user = await buildConfirmedUser(t);
    const wrong = await signIn(t, user.email, 'Wrong-pass-1');
    const unknown = await signIn(t, buildEmail(), PASSWORD);
    expect(wrong.status).toBe(400);
    expect(unknown.body).toEqual(wrong.body);
  });
});

describe('forgot password', () => {
  it('mails a reset code, sets the new password and ends every session', async () => {
    const user = await buildConfirmedUser(t);
    const before = await signIn(t, user.email);
    const started = await t.post('/api/auth/v1/forgot-password', { username: user.email });
    expect(started.status).toBe(200);
    const [message] = await mailbox(t, user.email);
    expect(message.subject).toBe('Reset your Caskmark password');
    const code = await latestCode(t, user.email);
    const weak = await t.post<ErrorBody>('/api/auth/v1/forgot-password-submit', { username: user.email, code, password: 'weakpass' });
    expect(weak.body.code).toBe('InvalidPasswordException');
    const done = await t.post('/api/auth/v1/forgot-password-submit', { username: user.email, code, password: 'New-cellar-77' });
    expect(done.status).toBe(200);
    expect((await signIn(t, user.email)).body.code).toBe('NotAuthorizedException');
    expect((await signIn(t, user.email, 'New-cellar-77')).body.tokens).toBeDefined();
    const stale = await t.get('/api/account/v1/user-info', { token: before.body.tokens!.idToken });
    expect(stale.status).toBe(401);
    const replay = await t.post<ErrorBody>('/api/auth/v1/forgot-password-submit', { username: user.email, code, password: 'Other-cellar-78' });
    expect(replay.body.code).toBe('ExpiredCodeException');
  });

  it('GET /api/common/v1/password-reset sends a code for password accounts and answers true for unknown e-mails without mail', async () => {
    const user = await buildConfirmedUser(t);
    const known = await t.get<{ resetPassword: boolean }>(`/api/common/v1/password-reset?email=${encodeURIComponent(user.email)}`);
    expect(known.body).toEqual({ resetPassword: true });
    expect((await mailbox(t, user.email))[0].subject).toBe('Reset your Caskmark password');
    const unknownEmail = buildEmail();
    const unknown = await t.get<{ resetPassword: boolean }>(`/api/common/v1/password-reset?email=${encodeURIComponent(unknownEmail)}`);
    expect(unknown.body).toEqual({ resetPassword: true });
    expect(await mailbox(t, unknownEmail)).toEqual([]);
    const invalid = await t.get<ErrorBody>('/api/common/v1/password-reset?email=nope');
    expect(invalid.body).toMatchObject({ code: 'InvalidParameterException', email: ['Please enter a valid email'] });
  });

  it('a reset confirms an unconfirmed account (the code proves the mailbox)', async () => {
    const email = buildEmail();
    await signUp(t, email);
    await t.post('/api/auth/v1/forgot-password', { username: email });
    const code = await latestCode(t, email);
    await t.post('/api/auth/v1/forgot-password-submit', { username: email, code, password: 'Claimed-back-9' });
    expect((await signIn(t, email, 'Claimed-back-9')).body.tokens).toBeDefined();
  });
});

describe('documentation', () => {
  it('lists every identity and account operation in the OpenAPI document', async () => {
    const doc = await t.get<{ paths: Record<string, Record<string, { summary?: string }>> }>('/api/openapi.json');
    const operations = [
      'sign-up', 'confirm-sign-up', 'resend-sign-up', 'sign-in', 'confirm-sign-in', 'complete-new-password', 'forgot-password',
      'forgot-password-submit', 'change-password', 'refresh', 'sign-out', 'totp/associate', 'totp/verify', 'totp/disable', 'step-up',
      'federated/exchange',
    ];
    for (const operation of operations) expect(doc.body.paths[`/api/auth/v1/${operation}`]?.post?.summary, operation).toBeTruthy();
    for (const path of ['/api/account/v1/user-info', '/api/account/v1/user-handler', '/api/account/v2/user-details', '/api/common/v1/password-reset', '/api/auth/v1/.well-known/jwks.json']) {
      expect(doc.body.paths[path]?.get, path).toBeDefined();
    }
  });
});
