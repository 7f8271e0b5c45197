/**
 * One of the two servers bench/live.ts subscribes to, in its own process: the real app (every
 * module, API only) on `BENCH_DATABASE_URL` with `BENCH_REDIS_URL`. The first (`BENCH_LIVE_SETUP=1`)
 * also creates `BENCH_LIVE_PACKS` English lots, each with two bidders holding an approved proof of
 * funds, and writes their tokens to a file; the second only serves. Prints `READY <json>`.
 */
import { writeFileSync } from 'node:fs';
import pino from 'pino';
import { proofsOfFunds } from '@caskmark/db';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { closeContext, createContext } from '../../apps/server/src/context';
import { modules } from '../../apps/server/src/modules/index';
import { identityServicesOfServer } from '../../apps/server/src/modules/identity/identity-services';
import { buildEditionNfts, buildRelease, buildReleasePack, buildUser } from '../../apps/server/test/support/builders';

const config = loadConfig({
  NODE_ENV: 'test',
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  DATA_DIR: '/tmp/caskmark-bench-live',
  SEED_DEMO_DATA: 'false',
  DATABASE_URL: process.env.BENCH_DATABASE_URL,
  REDIS_URL: process.env.BENCH_REDIS_URL,
  // Thousands of subscriptions come from one address (the benchmark); per-connection limits still apply.
  TRUST_PROXY: 'loopback',
});
const context = await createContext(config, pino({ level: 'silent' }), { dataDir: null });
for (const module of modules) await module.start?.(context);
const app = await buildApp(context, { modules, serveWeb: false });
await app.listen({ port: 0, host: '127.0.0.1' });

const ready: Record<string, unknown> = { baseUrl: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`, pid: process.pid };
if (process.env.BENCH_LIVE_SETUP === '1') {
  const db = context.db;
  const sessions = identityServicesOfServer(app.server).sessions;
  const now = context.clock.nowMs();
  const lots: Array<{ packPk: string; tokens: string[] }> = [];
  for (let index = 0; index < Number(process.env.BENCH_LIVE_PACKS ?? 5); index += 1) {
    const release = await buildRelease(db, { releaseStyle: 'auction', lobbyOpenDate: new Date(now - 3_600_000), lobbyCloseDate: new Date(now + 24 * 3_600_000) });
    const pack = await buildReleasePack(db, { releasePk: release.publicPk, listingPriceCents: 100_00 });
    await buildEditionNfts(db, { pack, count: 1, priceCents: 100_00 });
    const tokens: string[] = [];
    for (let bidder = 0; bidder < 2; bidder += 1) {
      const user = await buildUser(db);
      const at = context.clock.now();
      await db.insert(proofsOfFunds).values({
        userPk: user.publicPk,
        status: 'approved',
        firstName: 'Bench',
        lastName: 'Bidder',
        address: '1 Cellar Row',
        city: 'New York',
        state: 'NY',
        postcode: '10001',
        dob: '04/12/1985',
        phone: '+1 212 555 0100',
        country: 'USA',
        amountCents: 1_000_000_000_00,
        reviewedAt: at,
        createdAt: at,
        updatedAt: at,
      });
      tokens.push((await sessions.start({ userPk: user.publicPk, username: user.username, method: 'pwd', mfa: false, ipAddress: '127.0.0.1' })).idToken);
    }
    lots.push({ packPk: pack.publicPk, tokens });
  }
  ready.lotsFile = `/tmp/caskmark-live-lots-${process.pid}.json`;
  writeFileSync(ready.lotsFile as string, JSON.stringify(lots));
}
console.log(`READY ${JSON.stringify(ready)}`);

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
