import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { createAccount, PASSWORD, uniqueEmail } from './auth-support';
import { apiJson } from './catalogue-helpers';
import { apiGetAs, apiToken } from './checkout-support';
import { asReturningVisitor } from './support/fixtures';
import { DEMO_PASSWORD, signInWithEmail } from './wallet-support';

interface ReleaseRow {
  releasePublicPk: string;
  releaseStyle: string;
  saleStatus: string;
  productTitle: string;
  lobbyCloseDate: string | null;
  brand: { slug: string };
}

export interface BoardPack {
  publicPk: string;
  name: string;
  totalCount: number;
  lobbyCloseDate: string | null;
}

/** The demo's live release of `style` titled `title`, and its first pack. */
export async function liveDemoPack(request: APIRequestContext, style: 'leaderboard' | 'sealed_auction', title: string) {
  const { results } = await apiJson<{ results: ReleaseRow[] }>(request, '/api/marketplace/v2/release?size=50');
  const release = results.find((row) => row.releaseStyle === style && row.saleStatus === 'live' && row.productTitle === title);
  expect(release, `the live ${title} in the demo`).toBeTruthy();
  const packs = await apiJson<{ results: BoardPack[] }>(request, `/api/release/v3/release-page/${release!.releasePublicPk}/packs`);
  return { release: release!, pack: packs.results[0]! };
}

export const leaderboardRelease = (request: APIRequestContext) => liveDemoPack(request, 'leaderboard', 'Héritage XO Leaderboard');
export const sealedRelease = (request: APIRequestContext) => liveDemoPack(request, 'sealed_auction', 'Vellanne 1982 Library Magnum');

/** A second collector's browser, signed in (a context of its own: its own session and socket). */
export async function secondBrowser(browser: Browser, email: string, password = DEMO_PASSWORD): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await asReturningVisitor(page);
  await signInWithEmail(page, email, password);
  return page;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/**
 * A new collector whose bid pre-approval of `amountUsd` staff approved, the way the proof-of-funds
 * upload and the staff page leave it (through their API): the funds every bid of theirs is checked
 * against, on a lot no other spec touches. Signs in with `PASSWORD`.
 */
export async function approvedCollector(request: APIRequestContext, label: string, amountUsd: number): Promise<{ email: string; handler: string }> {
  const email = uniqueEmail(label);
  await createAccount(request, email);
  const token = await apiToken(request, email);
  const sent = await request.post('/api/account/v2/proof-of-funds', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      firstName: 'Test',
      lastName: 'Bidder',
      address: '1 Cellar Row',
      city: 'New York',
      state: 'NY',
      postcode: '10001',
      dob: '04/12/1985',
      phone: '+1 212 555 0100',
      country: 'USA',
      amountUsd: String(amountUsd),
      bankStatement: { name: 'statement.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const proof = (await sent.json()) as { publicPk: string };
  const staff = await apiToken(request, 'staff@caskmark.test', DEMO_PASSWORD);
  const approved = await request.post(`/api/staff/v1/proofs-of-funds/${proof.publicPk}/approve`, { headers: { authorization: `Bearer ${staff}` }, data: {} });
  expect(approved.status(), await approved.text()).toBe(200);
  const { handler } = await apiGetAs<{ handler: string }>(request, token, '/api/account/v1/user-info');
  return { email, handler };
}

export { PASSWORD };

/** Reads '$12,345' as 12345. */
export const dollars = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

/**
 * Resolves once `page` has sent the GraphQL subscription whose selection names `field` over its socket.
 * A bid made before that reaches the page only through its poll, and the live notice never comes.
 */
export function subscribedTo(page: Page, field: string): Promise<void> {
  return new Promise((resolve) =>
    page.on('websocket', (socket) =>
      socket.on('framesent', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"type":"subscribe"') && payload.includes(field)) resolve();
      }),
    ),
  );
}
