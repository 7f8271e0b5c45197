import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { toHex, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ACCOUNT_INDEX, devAccount, editionTokenAbi, startDevNetwork, type DevNetwork } from '@caskmark/contracts';
import { chainTransactions, checkoutCarts, editionHistory, editionNfts, paymentIntents, paymentLedger, pspSandboxTransactions, workflowRuns } from '@caskmark/db';
import { CART_HOLD_MINUTES, type CheckoutCart } from '@caskmark/shared/api/checkout';
import { loadConfig } from '../src/config';
import { closeContext, createContext, type AppContext } from '../src/context';
import { modules } from '../src/modules/index';
import { ABANDONED_CARD_REASON, CARD_RECONCILE_AFTER_MS, reconcileCardIntents } from '../src/modules/payments/public';
import { addLine, buildBuyer, buildPackForSale, cartById, type Buyer } from './checkout-helpers';
import { buildIp, PASSWORD } from './identity-helpers';
import { submission, tokenOf } from './payments-helpers';
import { freePort, startChildServer, stopChildServer, type ChildServer } from './support/child-server';
import { serveForTests, type TestClient } from './support/test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/**
 * Issue 11: the real server, run as a child process on a database that outlives it (a PGlite folder,
 * or a PostgreSQL database with DATABASE_URL), kills itself with SIGKILL (TEST_KILL_AT, decision 244)
 * at each persisted step of a card checkout; a fresh process without the switch takes over (the dead
 * worker's lease lapses after WORKFLOW_LEASE_MS; a request the crash cut off is sent again with the
 * same idempotency key, as the web app's retry does). Afterwards, from the database and the PSP
 * sandbox's own records: each edition sold once, charged once (one authorization, one capture), minted
 * once to the buyer, the cart Completed. One anvil serves every process (CHAIN_MODE=rpc).
 */
const PRICE_CENTS = 420_00;

/** Every persisted step a card checkout passes, in order: the request's (payments), then the workflow's. */
const POINTS = [
  'payments:authorize:intent-stored',
  'payments:authorize:psp-answered',
  'payments:authorize:recorded',
  'checkout:after:await-payment',
  'checkout:after:verify-holds',
  'payments:capture:psp-answered',
  'checkout:before:capture',
  'checkout:after:capture',
  'checkout:checkpoint:deliver',
  'checkout:deliver:mint-stored',
  'checkout:before:deliver',
  'checkout:after:deliver',
  'checkout:before:complete',
];

let dataDir: string;
/** One port for every process: PUBLIC_URL (the token issuer) stays the same across restarts. */
let port: number;
let chain: DevNetwork;
let database: TestDatabase;
const children = new Set<ChildProcess>();
const buyers: Buyer[] = [];
const packs: Array<{ packPk: string; editionPk: string }> = [];
const outcomes: Array<{ point: string; cartPk: string; buyer: Buyer; editionPk: string }> = [];

function baseEnv(): Record<string, string> {
  return {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'false',
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  };
}

function chainEnv(): Record<string, string> {
  const { addresses, fromBlock } = chain.deployment;
  return {
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

/** The built server as a child process on the shared database and chain, ready once /healthz answers. */
function startChild(extra: Record<string, string> = {}): Promise<ChildServer> {
  return startChildServer(port, { ...baseEnv(), ...chainEnv(), WEB_DIST_DIR: path.join(dataDir, 'web'), WORKFLOW_LEASE_MS: '1000', WORKFLOW_SWEEP_MS: '250', ...extra }, children);
}

/**
 * A context on the shared database in this process (never while a child has PGlite open). The first
 * one creates the PGlite folder from the run's migrated template.
 */
async function openShared(chainMode: 'off'): Promise<AppContext> {
  const config = loadConfig({ ...baseEnv(), PORT: '0', LOG_LEVEL: 'silent', CHAIN_MODE: chainMode });
  const loadDataDir = sharedOpened ? undefined : database.loadDataDir;
  sharedOpened = true;
  return createContext(config, pino({ level: 'silent' }), { loadDataDir });
}
let sharedOpened = false;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'caskmark-kill-'));
  mkdirSync(path.join(dataDir, 'web'));
  writeFileSync(path.join(dataDir, 'web', 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  port = await freePort();
  database = await createTestDatabase();
  chain = await startDevNetwork({ baseTokenUri: 'http://127.0.0.1/api/metadata/edition-nft/', ethPriceUsd: 3150.42 });

  // Buyers (signed in: the keys under DATA_DIR sign for the child servers too) and one single-edition pack per step.
  const context = await openShared('off');
  for (const module of modules) await module.start?.(context);
  const setup = await serveForTests(context);
  try {
    // One more for the buyer who never sends the cut-off request again.
    for (let index = 0; index <= POINTS.length; index += 1) {
      buyers.push(await buildBuyer(setup));
      const { pack, nfts } = await buildPackForSale(setup, { priceCents: PRICE_CENTS, count: 1 });
      packs.push({ packPk: pack.publicPk, editionPk: nfts[0]!.publicPk });
    }
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

/**
 * Signs `buyer` in again on `server`. The buyers were signed in by beforeAll, and an ID token lives 15
 * minutes: on a slow machine the later steps would otherwise run on an expired one.
 */
async function signInAgain(server: TestClient, buyer: Buyer): Promise<void> {
  const response = await server.post<{ tokens?: { idToken: string } }>('/api/auth/v1/sign-in', { username: buyer.row.email ?? buyer.row.username, password: PASSWORD }, { headers: { 'x-forwarded-for': buildIp() } });
  if (!response.body.tokens) throw new Error(`signing the buyer in again failed: ${JSON.stringify(response.body)}`);
  buyer.token = response.body.tokens.idToken;
}

async function waitForCompleted(server: ChildServer, buyer: Buyer, cartPk: string): Promise<CheckoutCart> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const cart = (await cartById(server, buyer, cartPk)).body as CheckoutCart;
    if (cart.status === 'Completed') return cart;
    if (cart.status === 'Failed') throw new Error(`the checkout failed: ${cart.failureReason}\n${server.output().slice(-4000)}`);
    if (Date.now() > deadline) throw new Error(`the checkout is still ${cart.status} after 60 s\n${server.output().slice(-4000)}`);
    await sleep(200);
  }
}

describe('a card checkout survives SIGKILL at each persisted step (issue 11)', () => {
  it('production refuses the switch', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://market.caskmark.example' };
    expect(() => loadConfig({ ...production, TEST_KILL_AT: 'checkout:after:capture' })).toThrow(/TEST_KILL_AT: .*never set it in production/);
    expect(loadConfig(production).TEST_KILL_AT).toBeUndefined();
  });

  it.each(POINTS.map((point, index) => [point, index] as const))('killed at %s, a restarted server completes it', async (point, index) => {
    const buyer = buyers[index]!;
    const { packPk, editionPk } = packs[index]!;
    const doomed = await startChild({ TEST_KILL_AT: point });
    await signInAgain(doomed, buyer);
    const cartPk = (await addLine(doomed, buyer, { releasePackPublicPk: packPk })).body.cartPublicPk!;
    const payment = submission({ tokenValue: await tokenOf(doomed, buyer.token), cartPublicPk: cartPk });
    // A crash inside the request cuts the connection; otherwise the card is authorized and the workflow dies later.
    const answer = await doomed.post<{ status: string }>('/services/fiat/v1/payments/capture', payment, { token: buyer.token }).catch(() => null);
    const death = await Promise.race([doomed.exited, sleep(60_000).then(() => null)]);
    if (!death) doomed.process.kill('SIGKILL');
    expect(death, `the server reached ${point}\n${doomed.output().slice(-3000)}`).toEqual({ code: null, signal: 'SIGKILL' });
    expect(doomed.output()).toContain('TEST_KILL_AT reached');

    const revived = await startChild();
    try {
      if (answer?.status !== 200) {
        // The browser never heard back: it sends the same attempt again (same uniqueId, the idempotency key).
        const retried = await revived.post<{ status: string }>('/services/fiat/v1/payments/capture', payment, { token: buyer.token });
        expect(retried.body.status, JSON.stringify(retried.body)).toBe('AUTHORIZED');
      } else {
        expect(answer.body.status).toBe('AUTHORIZED');
      }
      const cart = await waitForCompleted(revived, buyer, cartPk);
      expect(cart.lineItems).toHaveLength(1);
      outcomes.push({ point, cartPk, buyer, editionPk });
    } finally {
      await stopChildServer(revived);
    }
  }, 150_000);

  it('every crashed checkout charged once, minted once, sold each edition once', async () => {
    expect(outcomes.map((outcome) => outcome.point)).toEqual(POINTS);
    const context = await openShared('off');
    try {
      const { db } = context;
      for (const { point, cartPk, buyer, editionPk } of outcomes) {
        const where = `at ${point}`;
        const [cart] = await db.select().from(checkoutCarts).where(eq(checkoutCarts.publicPk, cartPk));
        expect(cart?.status, where).toBe('Completed');
        expect(cart?.amountPaidCents, where).toBe(PRICE_CENTS);

        const intents = await db.select().from(paymentIntents).where(and(eq(paymentIntents.purpose, 'checkout'), eq(paymentIntents.referencePk, cartPk)));
        expect(intents.map((intent) => intent.status), where).toEqual(['captured']);
        const intent = intents[0]!;
        const ledger = await db.select().from(paymentLedger).where(eq(paymentLedger.intentPk, intent.publicPk));
        expect(ledger.filter((row) => row.kind === 'authorized'), where).toHaveLength(1);
        expect(ledger.filter((row) => row.kind === 'captured').map((row) => row.amountCents), where).toEqual([PRICE_CENTS]);
        expect(ledger.filter((row) => row.kind === 'refunded' || row.kind === 'voided'), where).toHaveLength(0);

        // The PSP's side: one authorization, one capture of it, nothing else for this payment.
        const psp = await db.select().from(pspSandboxTransactions).where(eq(pspSandboxTransactions.merchantReference, intent.publicPk));
        const authorizations = psp.filter((row) => row.kind === 'authorization' && row.status === 'AUTHORIZED');
        expect(authorizations, where).toHaveLength(1);
        const captures = psp.filter((row) => row.kind === 'capture' && row.status === 'SUCCEEDED');
        expect(captures.map((row) => [row.parentId, row.amountCents]), where).toEqual([[authorizations[0]!.id, PRICE_CENTS]]);
        expect(psp.filter((row) => row.kind === 'void' || row.kind === 'refund'), where).toHaveLength(0);

        // Minted once, to the buyer's managed wallet, and the chain agrees.
        const mints = await db.select().from(chainTransactions).where(and(eq(chainTransactions.referencePk, cartPk), eq(chainTransactions.purpose, 'primary_delivery')));
        expect(mints, where).toHaveLength(1);
        expect(cart?.deliveryTransactionHash, where).toBe(mints[0]!.hash);
        const [edition] = await db.select().from(editionNfts).where(eq(editionNfts.publicPk, editionPk));
        expect(edition, where).toMatchObject({ status: 'owned', ownerPk: buyer.userPk });
        const wallet = cart!.deliveryAddress!.toLowerCase();
        expect(edition!.ownerAddress?.toLowerCase(), where).toBe(wallet);
        const owner = await chain.publicClient.readContract({ address: chain.deployment.addresses.editionToken, abi: editionTokenAbi, functionName: 'ownerOf', args: [BigInt(edition!.tokenId!)] });
        expect((owner as Address).toLowerCase(), where).toBe(wallet);

        const sales = await db.select().from(editionHistory).where(and(eq(editionHistory.editionNftPk, editionPk), eq(editionHistory.transferType, 'Primary Market Sale')));
        expect(sales.filter((row) => row.sourceKey?.startsWith('checkout:')), where).toHaveLength(1);
        const runs = await db.select().from(workflowRuns).where(eq(workflowRuns.subjectPk, cartPk));
        expect(runs.map((run) => run.status), where).toEqual(['completed']);
      }
    } finally {
      await closeContext(context);
    }
  }, 120_000);
});

describe('an authorization whose answer a crash lost is voided once its cart is gone (decision 245)', () => {
  it('killed at payments:authorize:psp-answered, the buyer never retries: the cart expires and the hold is voided', async () => {
    const index = POINTS.length;
    const buyer = buyers[index]!;
    const { packPk } = packs[index]!;
    const doomed = await startChild({ TEST_KILL_AT: 'payments:authorize:psp-answered' });
    await signInAgain(doomed, buyer);
    const cartPk = (await addLine(doomed, buyer, { releasePackPublicPk: packPk })).body.cartPublicPk!;
    const payment = submission({ tokenValue: await tokenOf(doomed, buyer.token), cartPublicPk: cartPk });
    const answer = await doomed.post('/services/fiat/v1/payments/capture', payment, { token: buyer.token }).catch(() => null);
    expect(answer).toBeNull();
    expect(await Promise.race([doomed.exited, sleep(60_000).then(() => null)])).toEqual({ code: null, signal: 'SIGKILL' });

    // No retry: the business clock runs past the cart's hold; the server must give the money back by itself.
    const revived = await startChild({ LOG_LEVEL: 'info' });
    try {
      await revived.post('/dev/clock', { advanceMs: (CART_HOLD_MINUTES + 1) * 60_000 });
      // Watched in the server's log, not through the buyer's token: it was issued in beforeAll and the
      // business clock has just moved 11 minutes, so on a slow machine it is past its 15 minutes here.
      // The cart's state is read from the database once the server is down (below).
      // The PSP's late notification of the lost answer may land after that move and count as the intent's
      // last change (business clock): time keeps going, a grace period at a time, until the pass voids it.
      const deadline = Date.now() + 90_000;
      let nextMoveAt = Date.now() + 5_000;
      while (!/"voided":[1-9][^\n]*stuck card intents reconciled/.test(revived.output())) {
        if (Date.now() > deadline) throw new Error(`no void seen after 90 s\n${revived.output().slice(-4000)}`);
        if (Date.now() > nextMoveAt) {
          await revived.post('/dev/clock', { advanceMs: CARD_RECONCILE_AFTER_MS });
          nextMoveAt = Date.now() + 5_000;
        }
        await sleep(250);
      }
    } finally {
      await stopChildServer(revived);
    }

    const context = await openShared('off');
    try {
      const { db } = context;
      const [cart] = await db.select().from(checkoutCarts).where(eq(checkoutCarts.publicPk, cartPk));
      expect(cart?.status).toBe('Expired');
      expect(cart?.amountPaidCents ?? 0).toBe(0);
      const intents = await db.select().from(paymentIntents).where(and(eq(paymentIntents.purpose, 'checkout'), eq(paymentIntents.referencePk, cartPk)));
      expect(intents.map((intent) => [intent.status, intent.failureReason])).toEqual([['voided', null]]);
      const intent = intents[0]!;
      const ledger = await db.select().from(paymentLedger).where(eq(paymentLedger.intentPk, intent.publicPk));
      expect(ledger.map((row) => row.kind).sort()).toEqual(['authorized', 'voided']);
      expect(ledger.find((row) => row.kind === 'voided')?.reason).toBe(ABANDONED_CARD_REASON);

      // The PSP's side: the one authorization voided, nothing captured.
      const psp = await db.select().from(pspSandboxTransactions).where(eq(pspSandboxTransactions.merchantReference, intent.publicPk));
      const authorizations = psp.filter((row) => row.kind === 'authorization' && row.status === 'AUTHORIZED');
      expect(authorizations).toHaveLength(1);
      expect(intent.pspAuthorizationId).toBe(authorizations[0]!.id);
      expect(psp.filter((row) => row.kind === 'void').map((row) => [row.parentId, row.status])).toEqual([[authorizations[0]!.id, 'SUCCEEDED']]);
      expect(psp.filter((row) => row.kind === 'capture' || row.kind === 'refund')).toHaveLength(0);

      // Another pass changes nothing.
      await reconcileCardIntents(context);
      expect(await db.select().from(pspSandboxTransactions).where(eq(pspSandboxTransactions.merchantReference, intent.publicPk))).toHaveLength(psp.length);
      expect(await db.select().from(paymentLedger).where(eq(paymentLedger.intentPk, intent.publicPk))).toHaveLength(ledger.length);
    } finally {
      await closeContext(context);
    }
  }, 150_000);
});
