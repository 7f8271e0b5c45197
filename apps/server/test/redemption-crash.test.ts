import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editionTokenAbi } from '@caskmark/contracts';
import { chainTransactions, editionHistory, paymentLedger, workflowRuns } from '@caskmark/db';
import type { RedemptionStatusResponse } from '@caskmark/shared/api/redemption';
import { loadConfig } from '../src/config';
import { createContext } from '../src/context';
import { modules } from '../src/modules/index';
import { intentsFor } from '../src/modules/payments/public';
import { workflowsOf } from '../src/platform/workflows';
import { buildCustodialEditions, eventually, liveChain } from './chain-test-helpers';
import { buildSignedInUser } from './identity-helpers';
import { submission, tokenOf } from './payments-helpers';
import { nftRow, postRedeem } from './redemption-helpers';
import { serveForTests, type TestApp } from './support/test-app';
import { createTestDatabase } from './support/test-database';

/**
 * A worker dies at each persisted point of a paid redemption (the runner's fault injection throws
 * through every catch, leaving the run leased as a killed process would); another attempt takes the
 * run over once the lease lapses. Invariants: the fee captured once, the token burned once, the
 * request paid, one Redeem and one Burn row.
 */
let t: TestApp;
const crashAt = new Set<string>();
const crashed: string[] = [];

beforeAll(async () => {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: '/tmp/caskmark-test',
    SEED_DEMO_DATA: 'false',
    TRUST_PROXY: 'loopback',
    CHAIN_MODE: 'dev',
    CHAIN_POLL_INTERVAL_MS: '200',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
  });
  const context = await createContext(config, pino({ level: config.LOG_LEVEL }), { dataDir: null, loadDataDir: database.loadDataDir });
  await workflowsOf(context, {
    leaseMs: 600,
    sweepMs: 500,
    onPoint(point) {
      if (!crashAt.delete(point)) return;
      crashed.push(point);
      throw new Error(`simulated crash at ${point}`);
    },
  });
  for (const module of modules) await module.start?.(context);
  t = await serveForTests(context, () => database.drop());
}, 120_000);
afterAll(async () => t?.close());

const POINTS = [
  'redemption:before:await-payment',
  'redemption:after:await-payment',
  'redemption:before:capture',
  'redemption:after:capture',
  'redemption:checkpoint:burn',
  'redemption:before:burn',
  'redemption:after:burn',
  'redemption:before:complete',
];

describe('crash at each persisted step of a paid redemption', () => {
  it.each(POINTS)('resumes after a crash at %s: one charge, one burn, paid', async (point) => {
    const user = await buildSignedInUser(t);
    const token = user.tokens.idToken;
    const { nfts } = await buildCustodialEditions(t, user.userPk, 1);
    const nft = nfts[0]!;
    const created = await postRedeem(t, token, { editionNftPublicPk: nft.publicPk });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    crashAt.add(point);
    const paid = await t.post<{ status: string }>('/services/fiat/v1/payments/capture-redeem', submission({ tokenValue: await tokenOf(t, token), redeemNftPublicPk: created.body.publicPk }), { token });
    expect(paid.body.status).toBe('AUTHORIZED');
    await eventually(async () => {
      const current = (await t.get<RedemptionStatusResponse>(`/api/account/v2/redeem/status/${created.body.publicPk}`, { token })).body;
      if (current.status === 'cancelled') throw new Error(`cancelled: ${current.failureReason}`);
      return current.status === 'paid';
    }, 60_000);
    // The last points fall after the request is paid: wait until the worker has died there.
    await eventually(async () => crashed.includes(point), 10_000);

    const [intent, ...more] = await intentsFor(t.context, 'redeem', created.body.publicPk);
    expect(more).toHaveLength(0);
    expect(intent!.status).toBe('captured');
    const ledger = await t.context.db.select().from(paymentLedger).where(eq(paymentLedger.intentPk, intent!.publicPk));
    expect(ledger.filter((row) => row.kind === 'captured')).toHaveLength(1);
    const burns = await t.context.db.select().from(chainTransactions).where(and(eq(chainTransactions.referencePk, created.body.publicPk), eq(chainTransactions.purpose, 'redemption_burn')));
    expect(burns).toHaveLength(1);
    const { publicClient, addresses } = liveChain(t).network;
    expect(await publicClient.readContract({ address: addresses.editionToken, abi: editionTokenAbi, functionName: 'burned', args: [BigInt(nft.tokenId!)] })).toBe(true);
    await liveChain(t).indexer.syncNow();
    expect((await nftRow(t, nft.publicPk)).status).toBe('redeemed');
    const history = await t.context.db.select().from(editionHistory).where(eq(editionHistory.editionNftPk, nft.publicPk));
    expect(history.filter((row) => row.transferType === 'Redeem')).toHaveLength(1);
    expect(history.filter((row) => row.transferType === 'Burn')).toHaveLength(1);
    await eventually(async () => (await t.context.db.select().from(workflowRuns).where(eq(workflowRuns.subjectPk, created.body.publicPk)))[0]?.status === 'completed', 30_000);
  }, 120_000);
});
