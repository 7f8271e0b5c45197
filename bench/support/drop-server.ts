/**
 * The server bench/drop.ts races against, in its own process so the 1,000 buyers' client does not
 * share its event loop: the real app (every module, API only) on `BENCH_DATABASE_URL` (PostgreSQL) or
 * an in-memory PGlite, with one fcfs release pack of `BENCH_EDITIONS` editions and `BENCH_BUYERS`
 * signed-in collectors. Times every add-to-cart on the server (`reply.elapsedTime`); GET
 * /__bench/drop answers those timings and the open holds of the pack. Prints `READY <json>`.
 */
import { writeFileSync } from 'node:fs';
import { and, eq, isNull } from 'drizzle-orm';
import pino from 'pino';
import { cartLines, checkoutCarts } from '@caskmark/db';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { closeContext, createContext } from '../../apps/server/src/context';
import { modules } from '../../apps/server/src/modules/index';
import { identityServicesOfServer } from '../../apps/server/src/modules/identity/identity-services';
import { buildEditionNfts, buildRelease, buildReleasePack, buildUser } from '../../apps/server/test/support/builders';

const ADD_LINE = '/api/primary-payments/v2/checkout/cart/line';
const buyers = Number(process.env.BENCH_BUYERS ?? 1000);
const editions = Number(process.env.BENCH_EDITIONS ?? 10);

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

const serverMs: number[] = [];
app.addHook('onResponse', async (request, reply) => {
  if (request.method === 'POST' && request.routeOptions.url === ADD_LINE) serverMs.push(reply.elapsedTime);
});

const db = context.db;
const release = await buildRelease(db, { now: context.clock.now(), releaseStyle: 'fcfs' });
const pack = await buildReleasePack(db, { releasePk: release.publicPk, listingPriceCents: 250_00 });
await buildEditionNfts(db, { pack, count: editions });
app.get('/__bench/drop', async () => {
  const open = await db
    .select({ pk: cartLines.publicPk })
    .from(cartLines)
    .innerJoin(checkoutCarts, eq(checkoutCarts.publicPk, cartLines.cartPk))
    .where(and(isNull(cartLines.releasedAt), eq(checkoutCarts.releasePackPk, pack.publicPk)));
  return { openHolds: open.length, serverMs };
});
await app.listen({ port: 0, host: '127.0.0.1' });

const sessions = identityServicesOfServer(app.server).sessions;
const tokens: string[] = [];
for (let index = 0; index < buyers; index += 1) {
  const user = await buildUser(db);
  tokens.push((await sessions.start({ userPk: user.publicPk, username: user.username, method: 'pwd', mfa: false, ipAddress: '127.0.0.1' })).idToken);
}
const tokensFile = `/tmp/caskmark-drop-tokens-${process.pid}.json`;
writeFileSync(tokensFile, JSON.stringify(tokens));
const port = (app.server.address() as { port: number }).port;
console.log(`READY ${JSON.stringify({ baseUrl: `http://127.0.0.1:${port}`, pid: process.pid, database: context.database.kind, packPk: pack.publicPk, tokensFile })}`);

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
