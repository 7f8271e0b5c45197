import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainTransactions, editionHistory, editionNfts, paymentLedger, workflowRuns } from '@caskmark/db';
import type { CheckoutCart } from '@caskmark/shared/api/checkout';
import { loadConfig } from '../src/config';
import { createContext } from '../src/context';
import { modules } from '../src/modules/index';
import { intentsFor } from '../src/modules/payments/public';
import { workflowsOf } from '../src/platform/workflows';
import { eventually } from './chain-test-helpers';
import { addLine, buildBuyer, buildPackForSale, cartById } from './checkout-helpers';
import { submission, tokenOf } from './payments-helpers';
import { serveForTests, type TestApp } from './support/test-app';
import { createTestDatabase } from './support/test-database';

/**
 * A worker dies at each persisted point of a card checkout (the runner's fault injection throws
 * through every catch, leaving the run leased as a killed process would); another attempt takes the
 * run over once the lease lapses. Invariants: charged once, minted once, sold once, Completed.
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
});
afterAll(async () => t?.close());

const POINTS = [
  'checkout:after:await-payment',
  'checkout:after:verify-holds',
  'checkout:before:capture',
  'checkout:after:capture',
  'checkout:checkpoint:deliver',
  'checkout:before:deliver',
  'checkout:before:complete',
];

describe('crash at each persisted step of a card checkout', () => {
  it.each(POINTS)('resumes after a crash at %s: one charge, one mint, sold once', async (point) => {
    const buyer = await buildBuyer(t);
    const { pack, nfts } = await buildPackForSale(t, { priceCents: 420_00, count: 1 });
    const cartPk = (await addLine(t, buyer, { releasePackPublicPk: pack.publicPk })).body.cartPublicPk!;
    crashAt.add(point);
    const paid = await t.post<{ status: string }>('/services/fiat/v1/payments/capture', submission({ tokenValue: await tokenOf(t, buyer.token), cartPublicPk: cartPk }), { token: buyer.token });
    expect(paid.body.status).toBe('AUTHORIZED');
    const cart = await eventually(async () => {
      const current = (await cartById(t, buyer, cartPk)).body as CheckoutCart;
      if (current.status === 'Failed') throw new Error(`failed: ${current.failureReason}`);
      return current.status === 'Completed' ? current : null;
    }, 60_000);
    expect(crashed).toContain(point);

    const [intent, ...more] = await intentsFor(t.context, 'checkout', cartPk);
    expect(more).toHaveLength(0);
    expect(intent!.status).toBe('captured');
    const ledger = await t.context.db.select().from(paymentLedger).where(eq(paymentLedger.intentPk, intent!.publicPk));
    expect(ledger.filter((row) => row.kind === 'captured')).toHaveLength(1);
    const mints = await t.context.db.select().from(chainTransactions).where(and(eq(chainTransactions.referencePk, cartPk), eq(chainTransactions.purpose, 'primary_delivery')));
    expect(mints).toHaveLength(1);
    expect(cart.transactionHash).toBe(mints[0]!.hash);
    const [edition] = await t.context.db.select().from(editionNfts).where(eq(editionNfts.publicPk, nfts[0]!.publicPk));
    expect(edition).toMatchObject({ status: 'owned', ownerPk: buyer.userPk });
    const sales = await t.context.db.select().from(editionHistory).where(and(eq(editionHistory.editionNftPk, nfts[0]!.publicPk), eq(editionHistory.transferType, 'Primary Market Sale')));
    expect(sales).toHaveLength(1);
    // A crash after the cart completed but before the run recorded it: the run finishes on its next attempt.
    await eventually(async () => (await t.context.db.select().from(workflowRuns).where(eq(workflowRuns.subjectPk, cartPk)))[0]?.status === 'completed', 30_000);
    expect(await t.context.db.select().from(editionHistory).where(eq(editionHistory.sourceKey, `checkout:${cartPk}:${nfts[0]!.publicPk}`))).toHaveLength(1);
  });
});
