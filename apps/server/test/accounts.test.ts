import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@caskmark/db';
import { buildSignedInUser, latestCode, mailbox, signIn } from './identity-helpers';
import { subscribe } from './support/graphql-ws';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

type Body = Record<string, unknown>;

const details = { title: 'Ms', firstName: 'Ava', lastName: 'Reyes', dob: '1990-04-12', country: 'USA', state: 'NY', city: 'New York' };
const address = { firstName: 'Ava', lastName: 'Reyes', address: '12 Cellar Row', addressLine: 'Apt 3', city: 'Brooklyn', state: 'NY', postcode: '11201', country: 'USA', phone: '+1 212 555 0134' };

describe('user-info and the login call', () => {
  it('answers the session fields of spec part 2 §3', async () => {
    const user = await buildSignedInUser(t);
    const info = await t.get<Body>('/api/account/v1/user-info', { token: user.tokens.idToken });
    expect(info.status).toBe(200);
    expect(info.body).toEqual({
      publicPk: user.userPk,
      userInfoPublicPk: user.userPk,
      username: user.username,
      handler: expect.any(String),
      email: user.email,
      cognitoEmail: user.email,
      isManagedEmail: false,
      communicationEmailIsVerified: true,
      connectedWallets: [],
      groups: [],
      allowPasswordReset: true,
      cognitoIsWallet: false,
      federatedUser: false,
      federatedProvider: null,
      userDetailsPublicPk: null,
      mfaEnabled: false,
    });
  });

  it('records the login once per session; a repeated call is duplicate_login_call', async () => {
    const user = await buildSignedInUser(t);
    const first = await t.post<Body>('/api/account/v1/user-info/login', { token: user.tokens.idToken });
    expect(first.status).toBe(200);
    expect(first.body.publicPk).toBe(user.userPk);
    const again = await t.post<Body>('/api/account/v1/user-info/login', { token: user.tokens.idToken });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('duplicate_login_call');
    const newSession = await signIn(t, user.email);
    expect((await t.post('/api/account/v1/user-info/login', { token: newSession.body.tokens!.idToken })).status).toBe(200);
    expect((await t.post('/api/account/v1/user-info/login', { token: 'garbage' })).status).toBe(401);
  });
});

describe('handlers', () => {
  it('derives a handler from the e-mail at sign-up and changes it under the rules', async () => {
    const user = await buildSignedInUser(t);
    const other = await buildSignedInUser(t);
    const current = await t.get<{ handler: string }>('/api/account/v1/user-handler', { token: user.tokens.idToken });
    expect(current.body.handler).toMatch(/^collector-[a-z0-9]+/);

    const put = (handler: string) => t.request<Body>('PUT', '/api/account/v1/user-handler', { body: { handler }, token: user.tokens.idToken });
    expect((await put('ab')).body.handler).toEqual(['Handler must be 3 to 30 characters long']);
    expect((await put('a'.repeat(31))).body.handler).toEqual(['Handler must be 3 to 30 characters long']);
    expect((await put('cask mark')).body.handler).toEqual(['Handler can only contain lowercase letters, numbers, _ and -']);
    expect((await put('Staff')).body.handler).toEqual(['This handler is reserved']);
    const theirs = (await t.get<{ handler: string }>('/api/account/v1/user-handler', { token: other.tokens.idToken })).body.handler;
    expect((await put(theirs.toUpperCase())).body.handler).toEqual(['This handler is already taken']);

    const mine = `dram_${Date.now().toString(36)}`;
    const changed = await put(`  ${mine.toUpperCase()} `);
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ handler: mine });
    expect((await t.get<Body>('/api/account/v1/user-info', { token: user.tokens.idToken })).body.handler).toBe(mine);
    expect((await t.request('PUT', '/api/account/v1/user-handler', { body: { handler: 'nobody-here' } })).status).toBe(401);
  });

  it('searches handlers by prefix and says whether one is free', async () => {
    const user = await buildSignedInUser(t);
    const handler = (await t.get<{ handler: string }>('/api/account/v1/user-handler', { token: user.tokens.idToken })).body.handler;
    const taken = await t.get<Body>(`/api/account/v1/user-handler-search?handler=${handler.toUpperCase()}`);
    expect(taken.body).toMatchObject({ handler, available: false, reason: 'This handler is already taken', results: [{ handler }] });
    const mine = await t.get<Body>(`/api/account/v1/user-handler-search?handler=${handler}`, { token: user.tokens.idToken });
    expect(mine.body).toMatchObject({ available: true, reason: null });
    const reserved = await t.get<Body>('/api/account/v1/user-handler-search?handler=admin');
    expect(reserved.body).toMatchObject({ available: false, reason: 'This handler is reserved' });
    const wildcard = await t.get<{ results: unknown[] }>('/api/account/v1/user-handler-search?handler=%25');
    expect(wildcard.body.results).toEqual([]);
  });
});

describe('profile, shipping address and backup contact', () => {
  it('user-details: 404 until saved, field errors with the spec messages, then saved and listed in user-info', async () => {
    const user = await buildSignedInUser(t);
    expect((await t.get<Body>('/api/account/v2/user-details', { token: user.tokens.idToken })).status).toBe(404);
    const invalid = await t.post<Body>('/api/account/v2/user-details', { firstName: ' ', lastName: '', city: '', country: '', dob: '2015-01-01' }, { token: user.tokens.idToken });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({
      firstName: ['Please provide your first name!'],
      lastName: ['Please provide your last name!'],
      city: ['City is required!'],
      country: ['Country is required!'],
      dob: ['Enter a valid date of birth'],
    });
    const saved = await t.post<Body>('/api/account/v2/user-details', details, { token: user.tokens.idToken });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(details);
    const read = await t.get<Body>('/api/account/v2/user-details', { token: user.tokens.idToken });
    expect(read.body).toEqual(saved.body);
    const info = await t.get<Body>('/api/account/v1/user-info', { token: user.tokens.idToken });
    expect(info.body.userDetailsPublicPk).toBe(saved.body.publicPk);
    const updated = await t.post<Body>('/api/account/v2/user-details', { ...details, city: 'Albany' }, { token: user.tokens.idToken });
    expect(updated.body).toMatchObject({ publicPk: saved.body.publicPk, city: 'Albany' });
  });

  it('one user never reads or changes another user’s details, address or contact', async () => {
    const owner = await buildSignedInUser(t);
    const other = await buildSignedInUser(t);
    await t.post('/api/account/v2/user-details', details, { token: owner.tokens.idToken });
    await t.post('/api/account/v2/user/shipping-address', address, { token: owner.tokens.idToken });
    for (const path of ['/api/account/v2/user-details', '/api/account/v2/user/shipping-address', '/api/account/v2/user/backup-contact']) {
      expect((await t.get(path, { token: other.tokens.idToken })).status).toBe(404);
      expect((await t.get(path)).status).toBe(401);
    }
    await t.post('/api/account/v2/user-details', { ...details, firstName: 'Mallory', publicPk: 'ignored', userPk: owner.userPk }, { token: other.tokens.idToken });
    const ownerDetails = await t.get<Body>('/api/account/v2/user-details', { token: owner.tokens.idToken });
    expect(ownerDetails.body.firstName).toBe('Ava');
  });

  it('shipping address and backup contact validate and save', async () => {
    const user = await buildSignedInUser(t);
    const badAddress = await t.post<Body>('/api/account/v2/user/shipping-address', { ...address, state: '', postcode: '', country: 'ZZZ' }, { token: user.tokens.idToken });
    expect(badAddress.body).toMatchObject({ postcode: ['Required field'], country: ['Please select your country'] });
    const usNoState = await t.post<Body>('/api/account/v2/user/shipping-address', { ...address, state: '' }, { token: user.tokens.idToken });
    expect(usNoState.body).toMatchObject({ state: ['Required field'] });
    const saved = await t.post<Body>('/api/account/v2/user/shipping-address', address, { token: user.tokens.idToken });
    expect(saved.body).toMatchObject(address);
    expect((await t.get<Body>('/api/account/v2/user/shipping-address', { token: user.tokens.idToken })).body).toEqual(saved.body);

    const badContact = await t.post<Body>('/api/account/v2/user/backup-contact', { firstName: 'Ben', lastName: '', email: 'ben@' }, { token: user.tokens.idToken });
    expect(badContact.body).toMatchObject({ lastName: ['Required field'], email: ['Please enter a valid email'] });
    const contact = await t.post<Body>('/api/account/v2/user/backup-contact', { firstName: 'Ben', lastName: 'Reyes', email: 'Ben@Example.test', relationship: 'Brother' }, { token: user.tokens.idToken });
    expect(contact.body).toMatchObject({ email: 'ben@example.test', phone: '', relationship: 'Brother' });
  });

  it('editions-count answers 0 for a new collector and checks its query', async () => {
    const user = await buildSignedInUser(t);
    expect((await t.get<Body>('/api/account/v2/user/editions-count', { token: user.tokens.idToken })).body).toEqual({ count: 0 });
    expect((await t.get<Body>('/api/account/v2/user/editions-count?exclude_release_pack=nope', { token: user.tokens.idToken })).status).toBe(400);
  });
});

describe('e-mail changes', () => {
  it('changes the sign-in e-mail after the code sent to the new address', async () => {
    const user = await buildSignedInUser(t);
    const other = await buildSignedInUser(t);
    const add = (email: string) => t.request<Body>('PUT', '/api/account/v1/signin-email/add', { body: { email }, token: user.tokens.idToken });
    expect((await add('')).body.email).toEqual(['Required Field']);
    expect((await add('nope')).body.email).toEqual(['Invalid Email Address']);
    // Issue 10 finding 3 (decision 151): the answer no longer tells that another account uses the address.
    expect((await add(other.email)).body).toEqual({ email: other.email, codeSent: true });
    const wrongKind = await t.request<Body>('PUT', '/api/account/v1/communication-email/add', { body: { email: 'x@example.test' }, token: user.tokens.idToken });
    expect(wrongKind.status).toBe(400);

    const fresh = `new-${user.email}`;
    expect((await add(fresh)).body).toEqual({ email: fresh, codeSent: true });
    const [message] = await mailbox(t, fresh);
    expect(message.subject).toBe('Confirm your new Caskmark e-mail address');
    const code = await latestCode(t, fresh);
    const verify = (body: Body) => t.request<unknown>('PUT', '/api/account/v1/signin-email/verify', { body, token: user.tokens.idToken });
    const wrong = await verify({ email: fresh, inputVerificationCode: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(['Invalid verification code provided, please try again.']);
    const done = await verify({ email: fresh, inputVerificationCode: code });
    expect(done.body).toEqual({ email: fresh, verified: true });
    expect((await signIn(t, fresh)).body.tokens).toBeDefined();
    expect((await signIn(t, user.email)).body.code).toBe('NotAuthorizedException');
  });

  it('wallet accounts add a verified communication e-mail instead', async () => {
    const user = await buildSignedInUser(t);
    await t.context.db.update(users).set({ isWallet: true, communicationEmail: null }).where(eq(users.publicPk, user.userPk));
    const signin = await t.request<Body>('PUT', '/api/account/v1/signin-email/add', { body: { email: 'w@example.test' }, token: user.tokens.idToken });
    expect(signin.status).toBe(400);
    const target = `notify-${user.email}`;
    await t.request('PUT', '/api/account/v1/communication-email/add', { body: { email: target }, token: user.tokens.idToken });
    const code = await latestCode(t, target);
    const done = await t.request<Body>('PUT', '/api/account/v1/communication-email/verify', { body: { email: target, inputVerificationCode: code }, token: user.tokens.idToken });
    expect(done.body).toEqual({ email: target, verified: true });
    const info = await t.get<Body>('/api/account/v1/user-info', { token: user.tokens.idToken });
    expect(info.body).toMatchObject({ email: target, cognitoEmail: user.email, cognitoIsWallet: true, communicationEmailIsVerified: true, allowPasswordReset: true });
  });
});

describe('GraphQL', () => {
  it('viewer answers the caller from the bearer token, null without one', async () => {
    const user = await buildSignedInUser(t);
    const anonymous = await t.post<{ data: { viewer: null } }>('/graphql', { query: '{ viewer { handler } }' });
    expect(anonymous.body.data.viewer).toBeNull();
    const signedIn = await t.post<{ data: { viewer: { publicPk: string; email: string } } }>('/graphql', { query: '{ viewer { publicPk email groups } }' }, { token: user.tokens.idToken });
    expect(signedIn.body.data.viewer).toMatchObject({ publicPk: user.userPk, email: user.email });
  });

  it('accountChanged authenticates with the connection_init payload and pushes handler changes', async () => {
    const user = await buildSignedInUser(t);
    const client = await subscribe(t.baseUrl, 'subscription { accountChanged { publicPk handler } }', { authorization: `Bearer ${user.tokens.idToken}` });
    try {
      const handler = `sub_${Date.now().toString(36)}`;
      await t.request('PUT', '/api/account/v1/user-handler', { body: { handler }, token: user.tokens.idToken });
      const event = (await client.next()) as { accountChanged: { publicPk: string; handler: string } };
      expect(event.accountChanged).toEqual({ publicPk: user.userPk, handler });
    } finally {
      client.close();
    }
    await expect(subscribe(t.baseUrl, 'subscription { accountChanged { handler } }', { authorization: 'Bearer forged' })).rejects.toThrow(/not_authenticated/);
  });
});
