/**
 * The server bench/bids.ts bids against, in its own process so the bidders' client does not share its
 * event loop: the real app (every module, API only) on `BENCH_DATABASE_URL` (PostgreSQL) or an
 * in-memory PGlite, with one open English auction lot (a one-unit pack, no reserve) and
 * `BENCH_BIDDERS` signed-in collectors, each with an approved pre-approval (decision 256) so the funds
 * check passes on the server's own rule. Times every max bid (REST) and quick bid (GraphQL
 * `createAuctionBid`) on the server (`reply.elapsedTime`); GET /__bench/bids answers those timings
 * and the lot as the database holds it (price, leader, steps, every bidder's maximum with when it was
 * reached). Prints `READY <json>`.
 */
import { writeFileSync } from 'node:fs';
import { asc, eq } from 'drizzle-orm';
import pino from 'pino';
import { auctionBids, auctionLots, auctionMaxBids, proofsOfFunds, users } from '@caskmark/db';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { closeContext, createContext } from '../../apps/server/src/context';
import { modules } from '../../apps/server/src/modules/index';
import { identityServicesOfServer } from '../../apps/server/src/modules/identity/identity-services';
import { buildEditionNfts, buildRelease, buildReleasePack, buildUser } from '../../apps/server/test/support/builders';

const bidders = Number(process.env.BENCH_BIDDERS ?? 200);
const STARTING_CENTS = 1_000_00;
const MAX_BID_ROUTE = '/api/release/v2/:pk/auction/max-bid';

const config = loadConfig({
  NODE_ENV: 'test',
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  DATA_DIR: '/tmp/caskmark-bench',
  SEED_DEMO_DATA: 'false',
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
});
const context = await createContext(config, pino({ level: 'silent' }), { dataDir: null });
for (const module of modules) await module.start?.(context);
const app = await buildApp(context, { modules, serveWeb: false });

const serverMs = { max: [] as number[], quick: [] as number[] };
app.addHook('onResponse', async (request, reply) => {
  if (request.method !== 'POST') return;
  if (request.routeOptions.url === MAX_BID_ROUTE) serverMs.max.push(reply.elapsedTime);
  else if (request.routeOptions.url === '/graphql') serverMs.quick.push(reply.elapsedTime);
});

const db = context.db;
const now = context.clock.now();
const release = await buildRelease(db, { now, releaseStyle: 'auction', lobbyOpenDate: new Date(now.getTime() - 3_600_000), lobbyCloseDate: new Date(now.getTime() + 7 * 86_400_000) });
const pack = await buildReleasePack(db, { releasePk: release.publicPk, listingPriceCents: STARTING_CENTS, reservePriceCents: null, isBundle: false });
await buildEditionNfts(db, { pack, count: 1, priceCents: STARTING_CENTS });

app.get('/__bench/bids', async () => {
  const [lot] = await db.select().from(auctionLots).where(eq(auctionLots.releasePackPk, pack.publicPk));
  const handlerOf = new Map((await db.select({ pk: users.publicPk, handler: users.handler }).from(users)).map((row) => [row.pk, row.handler]));
  const steps = lot ? await db.select().from(auctionBids).where(eq(auctionBids.lotPk, lot.publicPk)).orderBy(asc(auctionBids.createdAt), asc(auctionBids.amountCents)) : [];
  const maxima = lot ? await db.select().from(auctionMaxBids).where(eq(auctionMaxBids.lotPk, lot.publicPk)) : [];
  return {
    serverMs,
    lot: lot ? { priceCents: lot.priceCents, leader: lot.leaderPk ? handlerOf.get(lot.leaderPk) : null, leaderMaxCents: lot.leaderMaxCents, bidCount: lot.bidCount } : null,
    steps: steps.map((step) => ({ bidder: handlerOf.get(step.userPk), amountCents: step.amountCents, isMaxBid: step.isMaxBid })),
    maxima: maxima.map((max) => ({ bidder: handlerOf.get(max.userPk), maxCents: max.maxCents, reachedAt: max.updatedAt.getTime() })),
  };
});
await app.listen({ port: 0, host: '127.0.0.1' });

const sessions = identityServicesOfServer(app.server).sessions;
const people: Array<{ token: string; handler: string }> = [];
for (let index = 0; index < bidders; index += 1) {
  const user = await buildUser(db);
  await db.insert(proofsOfFunds).values({
    userPk: user.publicPk,
    status: 'approved',
    firstName: 'Bench',
    lastName: `Bidder ${index}`,
    address: '1 Cellar Row',
    city: 'New York',
    state: 'NY',
    postcode: '10001',
    dob: '04/12/1985',
    phone: '+1 212 555 0100',
    country: 'USA',
    amountCents: 1_000_000_000_00,
    reviewedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  const { idToken } = await sessions.start({ userPk: user.publicPk, username: user.username, method: 'pwd', mfa: false, ipAddress: '127.0.0.1' });
  people.push({ token: idToken, handler: user.handler });
}
const peopleFile = `/tmp/caskmark-bids-people-${process.pid}.json`;
writeFileSync(peopleFile, JSON.stringify(people));
const port = (app.server.address() as { port: number }).port;
console.log(
  `READY ${JSON.stringify({ baseUrl: `http://127.0.0.1:${port}`, pid: process.pid, database: context.database.kind, packPk: pack.publicPk, peopleFile, startingCents: STARTING_CENTS, opensAtMs: release.lobbyOpenDate.getTime(), closesAtMs: release.lobbyCloseDate!.getTime() })}`,
);

let closing = false;
const stop = async () => {
  if (closing) return;
  closing = true;
  await app.close();
  await closeContext(context);
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
