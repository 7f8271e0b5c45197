import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements, giveaways, giveawayTerms, pressReleases } from '@caskmark/db';
import type { Announcement, Giveaway, GiveawayTerms, PressRelease } from '@caskmark/shared/api/communication';
import { ms } from './support/builders';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
type List<T> = { count: number; results: T[] };

beforeAll(async () => {
  t = await startTestApp();
  const db = t.context.db;
  const now = t.context.clock.now();
  const at = (offset: number) => new Date(now.getTime() + offset);
  await db.insert(giveaways).values([
    { slug: 'live-one', title: 'Live', summary: 's', body: 'b', startDate: at(-ms.DAY), endDate: at(5 * ms.DAY), brandSlug: 'glen' },
    { slug: 'live-two', title: 'Live soon closing', summary: 's', body: 'b', startDate: at(-ms.DAY), endDate: at(ms.DAY) },
    { slug: 'later', title: 'Later', summary: 's', body: 'b', startDate: at(3 * ms.DAY), endDate: at(9 * ms.DAY) },
    { slug: 'over', title: 'Over', summary: 's', body: 'b', startDate: at(-30 * ms.DAY), endDate: at(-20 * ms.DAY) },
  ]);
  await db.insert(giveawayTerms).values([
    { title: 'Old terms', body: 'old', startDate: at(-300 * ms.DAY), endDate: at(-10 * ms.DAY) },
    { title: 'Current terms', body: 'current', startDate: at(-10 * ms.DAY), endDate: null },
  ]);
  await db.insert(announcements).values([
    { slug: 'first', title: 'First', summary: 's', body: 'b', publishedAt: at(-10 * ms.DAY) },
    { slug: 'second', title: 'Second', summary: 's', body: 'b', publishedAt: at(-ms.DAY) },
    { slug: 'scheduled', title: 'Scheduled', summary: 's', body: 'b', publishedAt: at(ms.DAY) },
  ]);
  await db.insert(pressReleases).values([
    { title: 'About us', outlet: 'Paper', summary: 's', url: 'https://press.test/a', isGeneric: true, publishedAt: at(-3 * ms.DAY) },
    { title: 'About a release', outlet: 'Mag', summary: 's', url: 'https://press.test/b', releaseSlug: 'glen-18', publishedAt: at(-2 * ms.DAY) },
  ]);
});
afterAll(async () => t?.close());

describe('newsletter', () => {
  it('subscribes, then answers a repeat (any letter case) with the uniqueness message', async () => {
    const created = await t.post<{ email: string; partner: string }>('/api/communication/v1/newsletter', { email: 'Ava@Example.test', partner: '' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email: 'ava@example.test', partner: '' });
    const repeat = await t.post<{ nonFieldErrors: string[] }>('/api/communication/v1/newsletter', { email: 'ava@EXAMPLE.test', partner: '' });
    expect(repeat.status).toBe(400);
    expect(repeat.body.nonFieldErrors).toEqual(['The fields email, partner must make a unique set.']);
    expect((await t.post('/api/communication/v1/newsletter', { email: 'ava@example.test', partner: 'glen-aurora' })).status).toBe(201);
    expect((await t.post('/api/communication/v1/newsletter', { email: 'ava@example.test' })).status).toBe(400);
  });

  it("rejects an invalid or missing e-mail with the spec's messages", async () => {
    const invalid = await t.post<Record<string, string[]>>('/api/communication/v1/newsletter', { email: 'not-an-email', partner: '' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.email).toEqual(['Please provide a valid email address!']);
    const empty = await t.post<Record<string, string[]>>('/api/communication/v1/newsletter', { email: '', partner: '' });
    expect(empty.body.email).toEqual(['Please enter your email address']);
    const missing = await t.post<Record<string, string[]>>('/api/communication/v1/newsletter', { partner: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.email).toEqual(['Please enter your email address']);
    expect((await t.post('/api/communication/v1/newsletter', { email: 'a@b.test', partner: 'bad partner!' })).status).toBe(400);
  });
});

describe('giveaways', () => {
  it('lists live first (closing soonest), then upcoming, then closed', async () => {
    const list = (await t.get<List<Giveaway>>('/api/communication/v1/giveaway')).body;
    expect(list.results.map((item) => [item.slug, item.status])).toEqual([
      ['live-two', 'live'],
      ['live-one', 'live'],
      ['later', 'upcoming'],
      ['over', 'closed'],
    ]);
  });

  it('filters by dates the way the client asks for the running ones', async () => {
    const today = t.context.clock.now().toISOString();
    const running = (await t.get<List<Giveaway>>(`/api/communication/v1/giveaway?start_date_lte=${encodeURIComponent(today)}&end_date_gte=${encodeURIComponent(today)}`)).body;
    expect(running.results.map((item) => item.slug).sort()).toEqual(['live-one', 'live-two']);
    expect((await t.get<List<Giveaway>>('/api/communication/v1/giveaway?brand_slug=glen')).body.count).toBe(1);
    expect((await t.get('/api/communication/v1/giveaway?start_date_lte=yesterday')).status).toBe(400);
  });

  it('reads one by slug, 404 otherwise', async () => {
    expect((await t.get<Giveaway>('/api/communication/v1/giveaway/later')).body.title).toBe('Later');
    expect((await t.get<{ detail: string }>('/api/communication/v1/giveaway/nope')).body.detail).toBe('Giveaway not found.');
  });

  it('serves the terms of service, optionally only those in force', async () => {
    expect((await t.get<List<GiveawayTerms>>('/api/communication/v1/giveaway/terms-of-service')).body.count).toBe(2);
    const valid = (await t.get<List<GiveawayTerms>>('/api/communication/v1/giveaway/terms-of-service?only_valid_tos=true')).body;
    expect(valid.results.map((terms) => [terms.title, terms.isValid])).toEqual([['Current terms', true]]);
  });
});

describe('announcements and press', () => {
  it('lists published announcements newest first and hides scheduled ones', async () => {
    const list = (await t.get<List<Announcement>>('/api/communication/v1/announcement')).body;
    expect(list.count).toBe(2);
    expect(list.results.map((item) => item.slug)).toEqual(['second', 'first']);
    expect((await t.get<List<Announcement>>('/api/communication/v1/announcement?limit=1&offset=1')).body.results.map((item) => item.slug)).toEqual(['first']);
    const one = await t.get<Announcement>('/api/communication/v1/announcement/first');
    expect(one.body.title).toBe('First');
    expect((await t.get<Announcement>(`/api/communication/v1/announcement/${one.body.publicPk}`)).body.slug).toBe('first');
    expect((await t.get('/api/communication/v1/announcement/scheduled')).status).toBe(404);
  });

  it('lists press by release or the generic ones', async () => {
    expect((await t.get<List<PressRelease>>('/api/communication/v1/press-release?release_slug=glen-18')).body.results.map((item) => item.title)).toEqual(['About a release']);
    expect((await t.get<List<PressRelease>>('/api/communication/v1/press-release?is_generic=true')).body.results.map((item) => item.title)).toEqual(['About us']);
    expect((await t.get('/api/communication/v1/press-release?is_generic=perhaps')).status).toBe(400);
  });
});
