import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, like, ne } from 'drizzle-orm';
import pino from 'pino';
import { getAddress, parseAbiItem, toHex, zeroAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ACCOUNT_INDEX, devAccount, editionTokenAbi, startDevNetwork, type DevNetwork } from '@caskmark/contracts';
import { chainTransactions, editionNfts, editions } from '@caskmark/db';
import type { MintProgress } from '@caskmark/shared/api/console-catalogue';
import { loadConfig } from '../src/config';
import { closeContext, createContext, type AppContext } from '../src/context';
import { modules } from '../src/modules/index';
import { MINT_BATCH } from '../src/flows/pack-mint/pack-mint-workflow';
import { buildPackForSale } from './checkout-helpers';
import { buildSignedInMember } from './identity-helpers';
import { freePort, startChildServer, stopChildServer, type ChildServer } from './support/child-server';
import { serveForTests } from './support/test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/**
 * Issue 16: a pack's mint job, run by the real (bundled) server as a child process, is killed with
 * SIGKILL (TEST_KILL_AT, decision 244) mid-way — once with the second batch signed and stored but
 * not broadcast, once right after a batch's receipt — and a fresh process finishes it. The chain's
 * own logs then show every token minted exactly once, to the mint vault.
 */
const UNITS = 2 * MINT_BATCH + 7;
const POINTS = ['pack-mint:batch-stored', 'pack-mint:batch-done'];

let dataDir: string;
let port: number;
let chain: DevNetwork;
let database: TestDatabase;
let staffToken: string;
const packPks: string[] = [];
const children = new Set<ChildProcess>();

function env(): Record<string, string> {
  const { addresses, fromBlock } = chain.deployment;
  return {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'false',
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    CHAIN_MODE: 'rpc',
    RPC_URL: chain.chain.rpcUrl,
    CHAIN_ID: String(chain.chain.chainId),
    EDITION_TOKEN_ADDRESS: addresses.editionToken,
    MARKETPLACE_ADDRESS: addresses.marketplace,
    PRICE_FEED_ADDRESS: addresses.priceFeed,
    ...(addresses.paymentReceiver ? { PAYMENT_RECEIVER_ADDRESS: addresses.paymentReceiver } : {}),
    CHAIN_START_BLOCK: fromBlock.toString(),
    CHAIN_OPERATOR_PRIVATE_KEY: toHex(devAccount(DEV_ACCOUNT_INDEX.deployer).getHdKey().privateKey!),
    CHAIN_CONFIRMATIONS: '1',
    CHAIN_POLL_INTERVAL_MS: '200',
  };
}

function startChild(extra: Record<string, string> = {}): Promise<ChildServer> {
  return startChildServer(port, { ...env(), WEB_DIST_DIR: path.join(dataDir, 'web'), WORKFLOW_LEASE_MS: '1000', WORKFLOW_SWEEP_MS: '250', ...extra }, children);
}

/** A context on the shared database in this process; the first creates the PGlite folder from the run's template. */
async function openShared(): Promise<AppContext> {
  const config = loadConfig({ ...env(), PORT: '0', LOG_LEVEL: 'silent', CHAIN_MODE: 'off' });
  const loadDataDir = sharedOpened ? undefined : database.loadDataDir;
  sharedOpened = true;
  return createContext(config, pino({ level: 'silent' }), { loadDataDir });
}
let sharedOpened = false;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'caskmark-mint-kill-'));
  mkdirSync(path.join(dataDir, 'web'));
  writeFileSync(path.join(dataDir, 'web', 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  port = await freePort();
  database = await createTestDatabase();
  chain = await startDevNetwork({ baseTokenUri: 'http://127.0.0.1/api/metadata/edition-nft/', ethPriceUsd: 3150.42 });
  const context = await openShared();
  for (const module of modules) await module.start?.(context);
  const setup = await serveForTests(context);
  try {
    staffToken = (await buildSignedInMember(setup, ['staff'])).tokens.idToken;
    for (const _point of POINTS) packPks.push((await buildPackForSale(setup, { count: UNITS, priceCents: 90_00 })).pack.publicPk);
  } finally {
    await setup.close();
  }
}, 180_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await chain?.stop();
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('a pack mint killed mid-way resumes without a duplicate token (issue 16)', () => {
  it.each(POINTS.map((point, index) => [point, index] as const))('killed at %s, a restarted server finishes the mint', async (point, index) => {
    const packPk = packPks[index]!;
    const doomed = await startChild({ TEST_KILL_AT: point });
    const started = await doomed.post<MintProgress>(`/api/staff/v1/catalogue/packs/${packPk}/mint`, undefined, { token: staffToken }).catch(() => null);
    if (started) expect(started.status, JSON.stringify(started.body)).toBe(202);
    const death = await Promise.race([doomed.exited, sleep(90_000).then(() => null)]);
    if (!death) doomed.process.kill('SIGKILL');
    expect(death, `the server reached ${point}\n${doomed.output().slice(-3000)}`).toEqual({ code: null, signal: 'SIGKILL' });

    const revived = await startChild();
    try {
      const deadline = Date.now() + 90_000;
      let progress: MintProgress;
      for (;;) {
        progress = (await revived.get<MintProgress>(`/api/staff/v1/catalogue/packs/${packPk}/mint`, { token: staffToken })).body;
        if (progress.status === 'done' || progress.status === 'failed' || Date.now() > deadline) break;
        await sleep(250);
      }
      expect(progress, revived.output().slice(-3000)).toMatchObject({ status: 'done', total: UNITS, minted: UNITS, error: null });
    } finally {
      await stopChildServer(revived);
    }

    const context = await openShared();
    try {
      const rows = await context.db
        .select({ tokenId: editionNfts.tokenId })
        .from(editionNfts)
        .innerJoin(editions, eq(editions.publicPk, editionNfts.editionPk))
        .where(eq(editions.releasePackPk, packPk));
      const tokenIds = rows.map((row) => BigInt(row.tokenId!));
      expect(new Set(tokenIds).size).toBe(UNITS);
      // The chain's own record: one mint (Transfer from zero) per token, every token in the vault.
      const logs = await chain.publicClient.getLogs({
        address: chain.deployment.addresses.editionToken,
        event: parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)'),
        args: { from: zeroAddress },
        fromBlock: 0n,
      });
      const mintsOfPack = logs.filter((log) => tokenIds.includes(log.args.tokenId!));
      expect(mintsOfPack).toHaveLength(UNITS);
      const operator = getAddress(devAccount(DEV_ACCOUNT_INDEX.deployer).address);
      for (const tokenId of tokenIds.slice(0, 3)) {
        const owner = await chain.publicClient.readContract({ address: chain.deployment.addresses.editionToken, abi: editionTokenAbi, functionName: 'ownerOf', args: [tokenId] });
        expect(getAddress(owner as string)).toBe(operator);
      }
      const sent = await context.db
        .select({ purpose: chainTransactions.purpose })
        .from(chainTransactions)
        .where(and(eq(chainTransactions.referencePk, packPk), like(chainTransactions.purpose, 'pack_mint:%'), ne(chainTransactions.status, 'dropped')));
      expect(sent.map((row) => row.purpose).sort()).toEqual(['pack_mint:0', 'pack_mint:1', 'pack_mint:2']);
    } finally {
      await closeContext(context);
    }
  }, 240_000);
});
