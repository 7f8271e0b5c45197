import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryRateLimitStore, RATE_LIMITS, RateLimiter, RedisRateLimitStore } from '../src/modules/identity/services/index';
import { PASSWORD, buildConfirmedUser, buildEmail, buildIp, signIn, signUp } from './identity-helpers';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

type ErrorBody = { code: string; message: string; retryAfter?: number };
const silent = pino({ level: 'silent' });

describe('rate limits (this instance)', () => {
  // Issue 10 finding 8 (decision 153): wrong passwords slow the client that sent them, not the account.
  it('holds back a client after 5 wrong passwords for an account, even with the right password; other clients are not affected', async () => {
    const user = await buildConfirmedUser(t);
    const guesser = buildIp();
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn(t, user.email, 'Wrong-guess-1', guesser)).body.code).toBe('NotAuthorizedException');
    }
    const blocked = await signIn(t, user.email, PASSWORD, guesser);
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('LimitExceededException');
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect(blocked.body.retryAfter).toBe(retryAfter);
    // The owner elsewhere, and another account from the guesser's address, are not affected.
    expect((await signIn(t, user.email, PASSWORD, buildIp())).body.tokens).toBeDefined();
    const other = await buildConfirmedUser(t);
    expect((await signIn(t, other.email, PASSWORD, guesser)).body.tokens).toBeDefined();
  });

  it('a successful sign-in clears the count of wrong passwords', async () => {
    const user = await buildConfirmedUser(t);
    const ip = buildIp();
    for (let i = 0; i < 4; i += 1) await signIn(t, user.email, 'Wrong-guess-1', ip);
    expect((await signIn(t, user.email, PASSWORD, ip)).body.tokens).toBeDefined();
    for (let i = 0; i < 4; i += 1) await signIn(t, user.email, 'Wrong-guess-1', ip);
    expect((await signIn(t, user.email, PASSWORD, ip)).body.tokens).toBeDefined();
  });

  it('limits code checks per address: guessing codes from one address reaches 429', async () => {
    const ip = buildIp();
    const { limit } = RATE_LIMITS.codeCheckByIp;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i += 1) {
      const response = await t.post<ErrorBody>('/api/auth/v1/confirm-sign-up', { username: buildEmail(), code: String(100000 + i) }, { headers: { 'x-forwarded-for': ip } });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, limit).every((status) => status === 400)).toBe(true);
    expect(statuses[limit]).toBe(429);
    const elsewhere = await t.post<ErrorBody>('/api/auth/v1/confirm-sign-up', { username: buildEmail(), code: '123456' }, { headers: { 'x-forwarded-for': buildIp() } });
    expect(elsewhere.status).toBe(400);
  });

  it('limits wrong codes per account across codes and addresses', async () => {
    const email = buildEmail();
    await signUp(t, email);
    const statuses: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      await t.post('/api/auth/v1/resend-sign-up', { username: email }, { headers: { 'x-forwarded-for': buildIp() } });
      for (let i = 0; i < 4; i += 1) {
        const response = await t.post('/api/auth/v1/confirm-sign-up', { username: email, code: '000000' }, { headers: { 'x-forwarded-for': buildIp() } });
        statuses.push(response.status);
      }
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(statuses.indexOf(429)).toBe(RATE_LIMITS.codeFailuresByAccount.limit);
  });

  it('limits sign-ups per address and reset e-mails per account', async () => {
    const ip = buildIp();
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.signUpByIp.limit; i += 1) statuses.push((await signUp(t, buildEmail('burst'), 'short', ip)).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);

    const user = await buildConfirmedUser(t);
    const resets: number[] = [];
    // Per address asked for, known or not (decision 154; it was per account).
    for (let i = 0; i <= RATE_LIMITS.codeSendByAddress.limit; i += 1) {
      resets.push((await t.post('/api/auth/v1/forgot-password', { username: user.email }, { headers: { 'x-forwarded-for': buildIp() } })).status);
    }
    expect(resets.at(-1)).toBe(429);
  });
});

describe('X-Forwarded-For and TRUST_PROXY', () => {
  let direct: TestApp;
  beforeAll(async () => {
    direct = await startTestApp({ TRUST_PROXY: undefined });
  });
  afterAll(async () => direct?.close());

  it('off (the default): keys the limit on the connection; a spoofed header per request does not reset the count', async () => {
    expect(direct.context.config.TRUST_PROXY).toBe(false);
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.signUpByIp.limit; i += 1) statuses.push((await signUp(direct, buildEmail('spoof'), 'short', buildIp())).status);
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('with TRUST_PROXY=1 believes the entry our proxy appended, not what the client wrote before it', async () => {
    const behindOneProxy = await startTestApp({ TRUST_PROXY: '1' });
    try {
      const proxyEntry = buildIp();
      const statuses: number[] = [];
      for (let i = 0; i <= RATE_LIMITS.signUpByIp.limit; i += 1) {
        const forwarded = `${buildIp()}, ${proxyEntry}`;
        statuses.push((await behindOneProxy.post('/api/auth/v1/sign-up', { email: buildEmail('hop'), password: 'short' }, { headers: { 'x-forwarded-for': forwarded } })).status);
      }
      expect(statuses.at(-1)).toBe(429);
      expect((await signUp(behindOneProxy, buildEmail('hop'), 'short', buildIp())).status).toBe(400);
    } finally {
      await behindOneProxy.close();
    }
  });
});

describe('in-process store', () => {
  it('starts a new window once the old one has passed', async () => {
    let now = 1_000_000;
    const store = new MemoryRateLimitStore(() => now);
    const limiter = new RateLimiter(store, 'unit', silent);
    for (let i = 0; i < RATE_LIMITS.signUpByIp.limit; i += 1) await limiter.consume('signUpByIp', '1.2.3.4');
    await expect(limiter.consume('signUpByIp', '1.2.3.4')).rejects.toMatchObject({ status: 429 });
    now += RATE_LIMITS.signUpByIp.windowMs + 1;
    await expect(limiter.consume('signUpByIp', '1.2.3.4')).resolves.toBeUndefined();
    await store.close();
  });
});

describe.runIf(process.env.REDIS_URL)('Redis store (across instances)', () => {
  it('two instances with their own connections count together', async () => {
    const namespace = `test-${randomUUID()}`;
    const first = new RedisRateLimitStore(process.env.REDIS_URL!);
    const second = new RedisRateLimitStore(process.env.REDIS_URL!);
    try {
      const a = new RateLimiter(first, namespace, silent);
      const b = new RateLimiter(second, namespace, silent);
      const { limit } = RATE_LIMITS.signInFailuresByAccount;
      for (let i = 0; i < limit; i += 1) await (i % 2 ? a : b).recordFailure('signInFailuresByAccount', 'someone@example.test');
      await expect(a.assertBelow('signInFailuresByAccount', 'someone@example.test')).rejects.toMatchObject({ status: 429 });
      await expect(b.assertBelow('signInFailuresByAccount', 'SOMEONE@example.test')).rejects.toMatchObject({ status: 429 });
      await expect(b.assertBelow('signInFailuresByAccount', 'other@example.test')).resolves.toBeUndefined();
      const other = new RateLimiter(second, `${namespace}-other`, silent);
      await expect(other.assertBelow('signInFailuresByAccount', 'someone@example.test')).resolves.toBeUndefined();
      await a.reset('signInFailuresByAccount', 'someone@example.test');
      await expect(b.assertBelow('signInFailuresByAccount', 'someone@example.test')).resolves.toBeUndefined();
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe.runIf(process.env.REDIS_URL && process.env.DATABASE_URL)('two servers on one database and one Redis', () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await startTestApp({ DATABASE_URL: t.context.config.DATABASE_URL! });
  });
  afterAll(async () => other?.close());

  it('wrong passwords from one client on either server hold that client back on both', async () => {
    const user = await buildConfirmedUser(t);
    const ip = buildIp();
    for (let i = 0; i < 5; i += 1) await signIn(i % 2 ? t : other, user.email, 'Wrong-guess-1', ip);
    expect((await signIn(other, user.email, PASSWORD, ip)).status).toBe(429);
    expect((await signIn(t, user.email, PASSWORD, ip)).status).toBe(429);
  });
});
