import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editionNfts, editions, userIdentities, users } from '@caskmark/db';
import { deriveUsername } from '@caskmark/shared/api/identity';
import { DEMO_PASSWORD, requireBrandMember, requireStaff, seedDemoIdentities } from '../src/modules/identity/public';
import { seedIfEmpty } from '../src/seed/seed-if-empty';
import { signIn } from './identity-helpers';
import { startTestApp, type TestApp } from './support/test-app';

type Info = { publicPk: string; handler: string; groups: string[]; username: string };

function requestWith(t: TestApp, token: string): FastifyRequest {
  return { headers: { authorization: `Bearer ${token}` }, server: { server: t.app.server }, ip: '10.8.8.8' } as unknown as FastifyRequest;
}

async function signInDemo(t: TestApp, email: string) {
  const response = await signIn(t, email, DEMO_PASSWORD);
  if (!response.body.tokens) throw new Error(`${email}: ${JSON.stringify(response.body)}`);
  const info = await t.get<Info>('/api/account/v1/user-info', { token: response.body.tokens.idToken });
  return { token: response.body.tokens.idToken, info: info.body };
}

describe('demo identities after the catalogue seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await seedIfEmpty(t.context);
    await seedIfEmpty(t.context);
  });
  afterAll(async () => t?.close());

  it('sign in with Demo-pass-2026, with their handlers, derived usernames and groups', async () => {
    const expected = [
      ['staff@caskmark.test', 'caskmark', ['staff']],
      ['cellar@glen-aurora.test', 'glenaurora', ['Glen_Aurora']],
      ['ava@caskmark.test', 'ava', []],
      ['ben@caskmark.test', 'ben', []],
    ] as const;
    for (const [email, handler, groups] of expected) {
      const { info } = await signInDemo(t, email);
      expect(info).toMatchObject({ handler, groups, username: await deriveUsername(email) });
    }
  });

  it('seeding again changes nothing (same hashes, same rows)', async () => {
    const before = await t.context.db.select({ userPk: userIdentities.userPk, hash: userIdentities.passwordHash }).from(userIdentities).orderBy(userIdentities.userPk);
    const result = await seedDemoIdentities(t.context);
    expect(result).toEqual({ created: 0, credentialed: 0 });
    const after = await t.context.db.select({ userPk: userIdentities.userPk, hash: userIdentities.passwordHash }).from(userIdentities).orderBy(userIdentities.userPk);
    expect(after).toEqual(before);
    expect(new Set(before.map((row) => row.hash)).size).toBe(before.length);
  });

  it('the guards know staff and the Glen Aurora brand group', async () => {
    const staff = await signInDemo(t, 'staff@caskmark.test');
    const brand = await signInDemo(t, 'cellar@glen-aurora.test');
    const ava = await signInDemo(t, 'ava@caskmark.test');
    await expect(requireStaff(requestWith(t, staff.token))).resolves.toMatchObject({ handler: 'caskmark' });
    await expect(requireStaff(requestWith(t, brand.token))).rejects.toMatchObject({ status: 403, code: 'permission_denied' });
    await expect(requireBrandMember(requestWith(t, brand.token), 'Glen Aurora')).resolves.toMatchObject({ handler: 'glenaurora' });
    await expect(requireBrandMember(requestWith(t, staff.token), 'Glen Aurora')).resolves.toMatchObject({ handler: 'caskmark' });
    await expect(requireBrandMember(requestWith(t, brand.token), 'Saltwind Rum')).rejects.toMatchObject({ status: 403 });
    await expect(requireBrandMember(requestWith(t, ava.token), 'Glen Aurora')).rejects.toMatchObject({ status: 403 });
  });

  it('editions-count counts what the collector holds and leaves out a release pack on request', async () => {
    const ava = await signInDemo(t, 'ava@caskmark.test');
    const [expected] = await t.context.db
      .select({ count: sql<number>`count(*)::int` })
      .from(editionNfts)
      .where(and(eq(editionNfts.ownerPk, ava.info.publicPk), eq(editionNfts.status, 'owned')));
    const all = await t.get<{ count: number }>('/api/account/v2/user/editions-count', { token: ava.token });
    expect(all.body.count).toBe(expected.count);
    expect(all.body.count).toBeGreaterThan(0);
    const [held] = await t.context.db
      .select({ pack: editions.releasePackPk })
      .from(editionNfts)
      .innerJoin(editions, eq(editions.publicPk, editionNfts.editionPk))
      .where(and(eq(editionNfts.ownerPk, ava.info.publicPk), eq(editionNfts.status, 'owned')))
      .limit(1);
    const without = await t.get<{ count: number }>(`/api/account/v2/user/editions-count?exclude_release_pack=${held.pack}`, { token: ava.token });
    expect(without.body.count).toBeLessThan(all.body.count);
  });
});

describe('demo identities alone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  it('creates the four users when the catalogue seed has not run', async () => {
    expect(await seedDemoIdentities(t.context)).toEqual({ created: 4, credentialed: 4 });
    const rows = await t.context.db.select({ handler: users.handler }).from(users).orderBy(users.handler);
    expect(rows.map((row) => row.handler)).toEqual(['ava', 'ben', 'caskmark', 'glenaurora']);
    expect((await signInDemo(t, 'ben@caskmark.test')).info.handler).toBe('ben');
  });
});
