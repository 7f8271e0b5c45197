/**
 * The server bench/vault.ts reads from, in its own process: the real app (every module, API only) on
 * `BENCH_DATABASE_URL` (PostgreSQL) or an in-memory PGlite, with one collector whose custodial wallet
 * holds `BENCH_EDITIONS` editions (per the chain index's owner_address, as the vault reads them:
 * decision 210), spread over 40 releases of 20 bottle names, and 200 editions of other collectors
 * beside them. Times every vault read on the server (`reply.elapsedTime`); GET /__bench/vault answers
 * those timings. Prints `READY <json>` with a signed-in token of the collector.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { wallets } from '@caskmark/db';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { closeContext, createContext } from '../../apps/server/src/context';
import { modules } from '../../apps/server/src/modules/index';
import { identityServicesOfServer } from '../../apps/server/src/modules/identity/identity-services';
import { buildBrand, buildEditionNfts, buildProduct, buildRelease, buildReleasePack, buildUser } from '../../apps/server/test/support/builders';

const VAULT = '/api/account/v2/vault';
const editions = Number(process.env.BENCH_EDITIONS ?? 2000);
const RELEASES = 40;
const BOTTLE_NAMES = [
  'Glen Aurora 18', 'Glen Aurora 25', 'Lochside Peated', 'Caol Mhor Cask Strength', 'Highland Park Vintage', 'Château Verlaine 2010', 'Château Verlaine 2015',
  'Domaine Sorel Grand Cru', 'Old Forester Rye', 'Kentucky Straight Bourbon 12', 'Yamazaki Mizunara', 'Hibiki Harmony', 'Rioja Gran Reserva 2001',
  'Barolo Riserva 2013', 'Armagnac Hors d’Âge', 'Cognac XO Extra', 'Islay Single Cask 1996', 'Speyside Sherry Bomb', 'Tokaji Aszú 6 Puttonyos', 'Vintage Port 1985',
];

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

const serverMs: Record<string, number[]> = {};
app.addHook('onResponse', async (request, reply) => {
  if (request.method === 'GET' && request.routeOptions.url === VAULT) {
    const kind = (request.query as { search?: string }).search ? 'search' : 'first page';
    (serverMs[kind] ??= []).push(reply.elapsedTime);
  }
});
app.get('/__bench/vault', async () => serverMs);

const db = context.db;
const now = context.clock.now();
const collector = await buildUser(db);
const address = `0x${randomBytes(20).toString('hex')}`;
await db.insert(wallets).values({ userPk: collector.publicPk, address, walletProvider: 'fireblocks', isManaged: true });
const other = await buildUser(db);
const otherAddress = `0x${randomBytes(20).toString('hex')}`;
await db.insert(wallets).values({ userPk: other.publicPk, address: otherAddress, walletProvider: 'fireblocks', isManaged: true });

let tokenBase = 1_000_000;
const perRelease = Math.ceil(editions / RELEASES);
/** Distinct token ids and sale times per edition, as real editions have (the builder gives a batch one of each). */
async function mint(editionPk: string, soldAt: Date): Promise<void> {
  await db.execute(sql`update edition_nfts set token_id = ${tokenBase} + edition_number, sold_at = ${soldAt.toISOString()}::timestamptz - edition_number * interval '1 second' where edition_pk = ${editionPk}`);
  tokenBase += 10_000;
}
for (let index = 0; index < RELEASES; index += 1) {
  const count = Math.min(perRelease, editions - index * perRelease);
  if (count <= 0) break;
  const brand = await buildBrand(db);
  const name = BOTTLE_NAMES[index % BOTTLE_NAMES.length]!;
  const release = await buildRelease(db, { now, brandPk: brand.publicPk, productTitle: `${name} release ${index + 1}` });
  const pack = await buildReleasePack(db, { releasePk: release.publicPk });
  const product = await buildProduct(db, { brandPk: brand.publicPk, title: name });
  const soldAt = new Date(now.getTime() - index * 86_400_000);
  const mine = await buildEditionNfts(db, { pack, count, productPk: product.publicPk, nft: { status: 'owned', ownerPk: collector.publicPk, ownerAddress: address } });
  await mint(mine.edition.publicPk, soldAt);
  if (index < 4) {
    const theirPack = await buildReleasePack(db, { releasePk: release.publicPk });
    const theirs = await buildEditionNfts(db, { pack: theirPack, count: 50, productPk: product.publicPk, nft: { status: 'owned', ownerPk: other.publicPk, ownerAddress: otherAddress } });
    await mint(theirs.edition.publicPk, soldAt);
  }
}
await app.listen({ port: 0, host: '127.0.0.1' });

const session = await identityServicesOfServer(app.server).sessions.start({ userPk: collector.publicPk, username: collector.username, method: 'pwd', mfa: false, ipAddress: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;
console.log(`READY ${JSON.stringify({ baseUrl: `http://127.0.0.1:${port}`, pid: process.pid, database: context.database.kind, token: session.idToken })}`);

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
