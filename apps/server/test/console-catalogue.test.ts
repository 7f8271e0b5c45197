import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog, editionNfts, editions, releaseDrafts, releasePacks, releases } from '@caskmark/db';
import type { ConsoleBrand, ProducerPackList, ReleaseDraft } from '@caskmark/shared/api/console-catalogue';
import { buildSignedInMember, buildSignedInUser } from './identity-helpers';
import { buildBrand } from './support/builders';
import { startTestApp, type TestApp } from './support/test-app';
import { fcfsDocument, PNG_BYTES, uploadForm } from './console-helpers';
import { buildBidder, maxBid } from './auction-helpers';
import { refuseAuditInserts, settledFingerprint, tableFingerprint } from './support/audit-faults';

let t: TestApp;
type Actor = 'anonymous' | 'collector' | 'producerA' | 'producerB' | 'staff';
const tokens: Partial<Record<Actor, string>> = {};
let brandA: { publicPk: string; name: string };
let brandB: { publicPk: string; name: string };

beforeAll(async () => {
  t = await startTestApp();
  const suffix = Date.now().toString(36);
  brandA = await buildBrand(t.context.db, { name: `Alpha Cellars ${suffix}`, slug: `alpha-${suffix}` });
  brandB = await buildBrand(t.context.db, { name: `Beta Vineyards ${suffix}`, slug: `beta-${suffix}` });
  tokens.collector = (await buildSignedInUser(t)).tokens.idToken;
  tokens.producerA = (await buildSignedInMember(t, [brandA.name.replace(/\s+/g, '_')])).tokens.idToken;
  tokens.producerB = (await buildSignedInMember(t, [brandB.name.replace(/\s+/g, '_')])).tokens.idToken;
  tokens.staff = (await buildSignedInMember(t, ['staff'])).tokens.idToken;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const call = <T>(actor: Actor, method: string, path: string, body?: unknown) => t.request<T>(method, path, { body, token: tokens[actor] });

async function draftOfA(): Promise<ReleaseDraft> {
  const created = await call<ReleaseDraft>('staff', 'POST', '/api/staff/v1/catalogue/release-drafts', { brandPk: brandA.publicPk, document: fcfsDocument(t.context.clock.now()) });
  expect(created.status).toBe(201);
  return created.body;
}

async function liveReleaseOfA(): Promise<string> {
  const draft = await draftOfA();
  const published = await call<ReleaseDraft>('staff', 'POST', `/api/staff/v1/catalogue/release-drafts/${draft.publicPk}/publish`);
  expect(published.status).toBe(200);
  return published.body.releasePk!;
}

async function packOfA(): Promise<string> {
  const releasePk = await liveReleaseOfA();
  const [pack] = await t.context.db.select({ pk: releasePacks.publicPk }).from(releasePacks).where(eq(releasePacks.releasePk, releasePk));
  return pack!.pk;
}

interface Operation {
  method: string;
  /** The OpenAPI path, to check the table covers every console operation. */
  route: string;
  /** A fresh request on brand A's subject. */
  prepare(): Promise<{ path: string; body?: unknown }>;
  /** Lists answer 200 to producer B but must not show brand A. */
  list?: (body: unknown) => boolean;
}

const operations: Operation[] = [
  { method: 'GET', route: '/api/staff/v1/catalogue/brands', prepare: async () => ({ path: '/api/staff/v1/catalogue/brands' }), list: (body) => (body as { results: ConsoleBrand[] }).results.some((brand) => brand.publicPk === brandA.publicPk) },
  {
    method: 'PATCH',
    route: '/api/staff/v1/catalogue/brands/{pk}',
    prepare: async () => ({ path: `/api/staff/v1/catalogue/brands/${brandA.publicPk}`, body: { description: 'Our story.', logo: '', heroImage: '', website: 'https://alpha.example' } }),
  },
  {
    method: 'GET',
    route: '/api/staff/v1/catalogue/release-drafts',
    prepare: async () => ({ path: `/api/staff/v1/catalogue/release-drafts?brand=${brandA.publicPk}` }),
  },
  {
    method: 'POST',
    route: '/api/staff/v1/catalogue/release-drafts',
    prepare: async () => ({ path: '/api/staff/v1/catalogue/release-drafts', body: { brandPk: brandA.publicPk, document: fcfsDocument(t.context.clock.now()) } }),
  },
  { method: 'GET', route: '/api/staff/v1/catalogue/release-drafts/{pk}', prepare: async () => ({ path: `/api/staff/v1/catalogue/release-drafts/${(await draftOfA()).publicPk}` }) },
  {
    method: 'PUT',
    route: '/api/staff/v1/catalogue/release-drafts/{pk}',
    prepare: async () => {
      const draft = await draftOfA();
      return { path: `/api/staff/v1/catalogue/release-drafts/${draft.publicPk}`, body: { document: { ...draft.document, title: 'Renamed' } } };
    },
  },
  { method: 'POST', route: '/api/staff/v1/catalogue/release-drafts/{pk}/publish', prepare: async () => ({ path: `/api/staff/v1/catalogue/release-drafts/${(await draftOfA()).publicPk}/publish` }) },
  { method: 'PATCH', route: '/api/staff/v1/catalogue/releases/{pk}', prepare: async () => ({ path: `/api/staff/v1/catalogue/releases/${await liveReleaseOfA()}`, body: { description: 'Now with tasting notes.' } }) },
  { method: 'POST', route: '/api/staff/v1/catalogue/packs/{pk}/mint', prepare: async () => ({ path: `/api/staff/v1/catalogue/packs/${await packOfA()}/mint` }) },
  { method: 'GET', route: '/api/staff/v1/catalogue/packs/{pk}/mint', prepare: async () => ({ path: `/api/staff/v1/catalogue/packs/${await packOfA()}/mint` }) },
  { method: 'POST', route: '/api/staff/v1/catalogue/media', prepare: async () => ({ path: '/api/staff/v1/catalogue/media', body: 'upload' }), list: () => false },
  {
    method: 'GET',
    route: '/api/staff/v1/catalogue/pack-stats',
    prepare: async () => ({ path: '/api/staff/v1/catalogue/pack-stats' }),
    list: (body) => (body as ProducerPackList).results.some((pack) => pack.brandName === brandA.name),
  },
];

async function run(actor: Actor, operation: Operation) {
  const prepared = await operation.prepare();
  if (prepared.body === 'upload') return t.request(operation.method, prepared.path, { body: uploadForm(PNG_BYTES), token: tokens[actor] });
  return call(actor, operation.method, prepared.path, prepared.body);
}

const auditCount = async () => (await t.context.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;

describe('console catalogue (issue 16)', () => {
  it('the table below covers every console operation of the OpenAPI document', async () => {
    const doc = await t.get<{ paths: Record<string, Record<string, { tags?: string[] }>> }>('/api/openapi.json');
    const documented = Object.entries(doc.body.paths).flatMap(([route, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.tags?.includes('console'))
        .map(([method]) => `${method.toUpperCase()} ${route}`),
    );
    expect(documented.sort()).toEqual(operations.map((operation) => `${operation.method} ${operation.route}`).sort());
  });

  it('authorises every console call: anonymous 401, collector 403, producer B never sees or changes brand A, producer A and staff may', async () => {
    for (const operation of operations) {
      const name = `${operation.method} ${operation.route}`;
      expect((await run('anonymous', operation)).status, `${name} anonymous`).toBe(401);
      expect((await run('collector', operation)).status, `${name} collector`).toBe(403);
      const b = await run('producerB', operation);
      if (operation.list) {
        expect(b.status, `${name} producer B`).toBeLessThan(300);
        expect(operation.list(b.body), `${name} producer B sees brand A`).toBe(false);
      } else {
        expect(b.status, `${name} producer B`).toBe(403);
      }
      for (const allowed of ['producerA', 'staff'] as const) {
        const answer = await run(allowed, operation);
        expect(answer.status, `${name} ${allowed}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
        if (operation.list && operation.route !== '/api/staff/v1/catalogue/media') expect(operation.list(answer.body), `${name} ${allowed} sees brand A`).toBe(true);
      }
    }
  }, 120_000);

  it('writes one audit row for every mutating console call, in its transaction', async () => {
    for (const operation of operations.filter((candidate) => candidate.method !== 'GET')) {
      const prepared = await operation.prepare();
      const before = await auditCount();
      const answer = prepared.body === 'upload'
        ? await t.request(operation.method, prepared.path, { body: uploadForm(PNG_BYTES), token: tokens.producerA })
        : await call('producerA', operation.method, prepared.path, prepared.body);
      expect(answer.status, `${operation.method} ${operation.route}`).toBeLessThan(300);
      expect(await auditCount(), `${operation.method} ${operation.route} audit row`).toBe(before + 1);
    }
  }, 60_000);

  it('changes nothing when the audit row of a console call cannot be written', async () => {
    for (const operation of operations.filter((candidate) => candidate.method !== 'GET')) {
      const name = `${operation.method} ${operation.route}`;
      const prepared = await operation.prepare();
      const before = await settledFingerprint(t.context.db);
      await refuseAuditInserts(t.context.db, true);
      let status: number;
      try {
        status = (
          prepared.body === 'upload'
            ? await t.request(operation.method, prepared.path, { body: uploadForm(PNG_BYTES), token: tokens.producerA })
            : await call('producerA', operation.method, prepared.path, prepared.body)
        ).status;
      } finally {
        await refuseAuditInserts(t.context.db, false);
      }
      expect(status, name).toBeGreaterThanOrEqual(500);
      const after = await tableFingerprint(t.context.db);
      expect(Object.keys(after).filter((table) => after[table] !== before[table]), `${name} changed without its audit row`).toEqual([]);
    }
  }, 120_000);

  it('publishes a draft into the catalogue once: release, pack, edition and one unsold NFT per unit', async () => {
    const draft = await draftOfA();
    const published = await call<ReleaseDraft>('producerA', 'POST', `/api/staff/v1/catalogue/release-drafts/${draft.publicPk}/publish`);
    expect(published.body.status).toBe('published');
    const [release] = await t.context.db.select().from(releases).where(eq(releases.publicPk, published.body.releasePk!));
    expect(release).toMatchObject({ slug: draft.document.slug, releaseStyle: 'fcfs', productTitle: draft.document.title });
    const packs = await t.context.db.select().from(releasePacks).where(eq(releasePacks.releasePk, release!.publicPk));
    expect(packs).toHaveLength(1);
    expect(packs[0]).toMatchObject({ listingPriceCents: 120_00, maxPerUser: 2, isBundle: false });
    const nfts = await t.context.db.select().from(editionNfts).innerJoin(editions, eq(editions.publicPk, editionNfts.editionPk)).where(eq(editions.releasePackPk, packs[0]!.publicPk));
    expect(nfts.map((row) => row.edition_nfts.editionNumber).sort()).toEqual([1, 2, 3]);
    expect(nfts.every((row) => row.edition_nfts.status === 'unsold' && row.edition_nfts.primaryPriceCents === 120_00)).toBe(true);

    const again = await call<{ message: string }>('staff', 'POST', `/api/staff/v1/catalogue/release-drafts/${draft.publicPk}/publish`);
    expect(again.status).toBe(409);
    const edit = await call<{ message: string }>('staff', 'PUT', `/api/staff/v1/catalogue/release-drafts/${draft.publicPk}`, { document: draft.document });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe('A live release can only change its texts, media and a later closing date.');

    const page = await t.get<{ productTitle?: string; product_title?: string }>(`/api/release/v3/release-page/${release!.publicPk}`);
    expect(page.status).toBe(200);
  });

  it('refuses a slug in use, a draw style it cannot publish yet, and an earlier close on a live release', async () => {
    const draft = await draftOfA();
    await call('staff', 'POST', `/api/staff/v1/catalogue/release-drafts/${draft.publicPk}/publish`);
    const sameSlug = await call<{ message: string }>('staff', 'POST', '/api/staff/v1/catalogue/release-drafts', { brandPk: brandA.publicPk, document: { ...fcfsDocument(t.context.clock.now()), slug: draft.document.slug } });
    expect(sameSlug.status).toBe(409);
    expect(sameSlug.body.message).toBe('A release already uses this slug.');

    const shuffle = await call<ReleaseDraft>('staff', 'POST', '/api/staff/v1/catalogue/release-drafts', { brandPk: brandA.publicPk, document: fcfsDocument(t.context.clock.now(), { style: 'shuffle' }) });
    const refused = await call<{ message: string }>('staff', 'POST', `/api/staff/v1/catalogue/release-drafts/${shuffle.body.publicPk}/publish`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This release style cannot be published from the console yet.');
    const [stillDraft] = await t.context.db.select().from(releaseDrafts).where(eq(releaseDrafts.publicPk, shuffle.body.publicPk));
    expect(stillDraft!.status).toBe('draft');

    const releasePk = await liveReleaseOfA();
    const earlier = await call<{ message: string }>('producerA', 'PATCH', `/api/staff/v1/catalogue/releases/${releasePk}`, { lobbyCloseDate: new Date(t.context.clock.now().getTime() + 86_400_000).toISOString() });
    expect(earlier.status).toBe(409);
    const later = await call('producerA', 'PATCH', `/api/staff/v1/catalogue/releases/${releasePk}`, { lobbyCloseDate: new Date(t.context.clock.now().getTime() + 30 * 86_400_000).toISOString() });
    expect(later.status).toBe(200);

    const badDates = await call<{ message: string }>('staff', 'POST', '/api/staff/v1/catalogue/release-drafts', {
      brandPk: brandA.publicPk,
      document: fcfsDocument(t.context.clock.now(), { lobbyCloseDate: new Date(t.context.clock.now().getTime() - 3_600_000).toISOString() }),
    });
    expect(badDates.status).toBe(400);
  });

  it('publishes auction, sealed and leaderboard packs with starting bid, reserve and their own window; an English lot takes a bid', async () => {
    const now = t.context.clock.now();
    const lotDoc = (style: 'auction' | 'sealed_auction' | 'leaderboard') => {
      const base = fcfsDocument(now, { style, lobbyCloseDate: null });
      const lot = {
        ...base.packs[0]!,
        name: `Lot of ${style}`,
        quantity: 1,
        priceCents: 500_00,
        maxPerUser: null,
        reservePriceCents: 900_00,
        lotOpenDate: new Date(now.getTime() - 60_000).toISOString(),
        lotCloseDate: new Date(now.getTime() + 3 * 86_400_000).toISOString(),
      };
      return { ...base, packs: [lot] };
    };
    const noClose = await call<{ message?: string }>('staff', 'POST', '/api/staff/v1/catalogue/release-drafts', {
      brandPk: brandA.publicPk,
      document: { ...lotDoc('auction'), packs: [{ ...lotDoc('auction').packs[0]!, lotCloseDate: null }] },
    });
    expect(noClose.status).toBe(400);
    expect(JSON.stringify(noClose.body)).toContain('An auction needs a closing date');
    const lowReserve = await call('staff', 'POST', '/api/staff/v1/catalogue/release-drafts', {
      brandPk: brandA.publicPk,
      document: { ...lotDoc('auction'), packs: [{ ...lotDoc('auction').packs[0]!, reservePriceCents: 100_00 }] },
    });
    expect(lowReserve.status).toBe(400);

    for (const style of ['auction', 'sealed_auction', 'leaderboard'] as const) {
      const draft = await call<ReleaseDraft>('producerA', 'POST', '/api/staff/v1/catalogue/release-drafts', { brandPk: brandA.publicPk, document: lotDoc(style) });
      expect(draft.status, JSON.stringify(draft.body)).toBe(201);
      const published = await call<ReleaseDraft>('producerA', 'POST', `/api/staff/v1/catalogue/release-drafts/${draft.body.publicPk}/publish`);
      expect(published.status, JSON.stringify(published.body)).toBe(200);
      const [pack] = await t.context.db.select().from(releasePacks).where(eq(releasePacks.releasePk, published.body.releasePk!));
      expect(pack).toMatchObject({ listingPriceCents: 500_00, reservePriceCents: 900_00, lotCloseDate: new Date(lotDoc(style).packs[0]!.lotCloseDate!) });
      if (style !== 'auction') continue;
      const bidder = await buildBidder(t);
      const bid = await maxBid(t, bidder, pack!.publicPk, 600);
      expect(bid.status, JSON.stringify(bid.body)).toBeLessThan(300);
      const later = await call<{ message: string }>('producerA', 'PATCH', `/api/staff/v1/catalogue/releases/${published.body.releasePk}`, { lobbyCloseDate: new Date(now.getTime() + 30 * 86_400_000).toISOString() });
      expect(later.status).toBe(409);
    }
  }, 60_000);

  it('checks uploads by content and size, names them by content and serves them back', async () => {
    const fake = await t.request<{ message: string }>('POST', '/api/staff/v1/catalogue/media', { body: uploadForm(Buffer.from('<svg>not really a png</svg>'), 'logo.png'), token: tokens.staff });
    expect(fake.status).toBe(400);
    expect(JSON.stringify(fake.body)).toContain('Upload a PNG, JPEG, WebP or GIF image, or an MP4 or WebM video.');
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(8 * 1024 * 1024)]);
    const tooBig = await t.request<{ message: string }>('POST', '/api/staff/v1/catalogue/media', { body: uploadForm(big), token: tokens.staff });
    expect(tooBig.status).toBe(400);
    expect(JSON.stringify(tooBig.body)).toContain('The file is too large');

    const first = await t.request<{ url: string; type: string }>('POST', '/api/staff/v1/catalogue/media', { body: uploadForm(PNG_BYTES, 'a.jpg'), token: tokens.producerA });
    const second = await t.request<{ url: string }>('POST', '/api/staff/v1/catalogue/media', { body: uploadForm(PNG_BYTES, 'b.png'), token: tokens.staff });
    expect(first.status).toBe(201);
    expect(first.body.type).toBe('image/png');
    expect(second.body.url).toBe(first.body.url);
    const served = await fetch(`${t.baseUrl}${first.body.url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
    expect((await fetch(`${t.baseUrl}/media/uploads/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });

  it('producer statistics count sold and revenue of the brand’s packs', async () => {
    const releasePk = await liveReleaseOfA();
    const [pack] = await t.context.db.select().from(releasePacks).where(eq(releasePacks.releasePk, releasePk));
    const [nft] = await t.context.db.select({ pk: editionNfts.publicPk }).from(editionNfts).innerJoin(editions, eq(editions.publicPk, editionNfts.editionPk)).where(eq(editions.releasePackPk, pack!.publicPk)).limit(1);
    await t.context.db.update(editionNfts).set({ status: 'owned', soldAt: t.context.clock.now() }).where(eq(editionNfts.publicPk, nft!.pk));
    const stats = await call<ProducerPackList>('producerA', 'GET', `/api/staff/v1/catalogue/pack-stats?brand=${brandA.publicPk}`);
    const row = stats.body.results.find((candidate) => candidate.publicPk === pack!.publicPk)!;
    expect(row).toMatchObject({ total: 3, sold: 1, held: 0, revenueCents: 120_00, bids: 0 });
    expect(row.salesByDay).toEqual([{ day: t.context.clock.now().toISOString().slice(0, 10), units: 1, revenueCents: 120_00 }]);
  });
});
