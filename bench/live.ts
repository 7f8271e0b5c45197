/**
 * Live events at scale (issue 17): two servers on one PostgreSQL and one Redis, `BENCH_LIVE_SUBSCRIPTIONS`
 * GraphQL subscriptions (default 5,000; 10 per WebSocket, the per-connection limit) split between them,
 * spread over `BENCH_LIVE_PACKS` English lots (default 5); each lot gets `BENCH_LIVE_RATE` real bids a
 * second (default 20: two bidders alternating, sent half through each server) for `BENCH_SECONDS`
 * (default 10). Every accepted bid must reach every subscription of its lot, whichever server it was
 * sent to: prints delivery p50/p99 (from the bid's request to the event's arrival) and lost events.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 npx tsx bench/live.ts
 *   BENCH_LIVE_SUBSCRIPTIONS=1000 BENCH_SECONDS=5 …
 */
import { readFileSync, rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { benchDatabase } from './support/bench-database';
import { recordFigure } from './support/figures.mjs';
import { spawnBenchServer, type BenchServer } from './support/spawn-server';

const SUBSCRIPTIONS = Number(process.env.BENCH_LIVE_SUBSCRIPTIONS ?? 5000);
const PACKS = Number(process.env.BENCH_LIVE_PACKS ?? 5);
const RATE = Number(process.env.BENCH_LIVE_RATE ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PER_SOCKET = 10;

interface Lot {
  packPk: string;
  tokens: string[];
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** Arrival times of each event (key `pack:amount`), one entry per subscription it reached. */
const arrivals = new Map<string, number[]>();

/** A graphql-transport-ws connection holding up to 10 subscriptions, each to one pack's bids. */
async function openSocket(baseUrl: string, packs: string[]): Promise<WebSocket> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
  const packOf = new Map<string, string>();
  await new Promise<void>((resolve, reject) => {
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: {} })));
    socket.on('error', reject);
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as { id?: string; type: string; payload?: { data?: { auctionBidCreated?: { bidInUsd: number } } } };
      if (message.type === 'connection_ack') {
        packs.forEach((pack, index) => {
          packOf.set(String(index), pack);
          const query = `subscription { auctionBidCreated(releasePackPublicPk: "${pack}") { bidInUsd } }`;
          socket.send(JSON.stringify({ id: String(index), type: 'subscribe', payload: { query } }));
        });
        resolve();
      } else if (message.type === 'next' && message.payload?.data?.auctionBidCreated) {
        const key = `${packOf.get(message.id!)}:${message.payload.data.auctionBidCreated.bidInUsd}`;
        const list = arrivals.get(key) ?? [];
        list.push(performance.now());
        arrivals.set(key, list);
      } else if (message.type === 'error') {
        reject(new Error(`subscription refused: ${JSON.stringify(message.payload)}`));
      }
    });
  });
  return socket;
}

async function bid(baseUrl: string, token: string, packPk: string, bidInUsd: number) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: 'mutation($p: ID!, $a: Float!) { createAuctionBid(releasePack: $p, bidInUsd: $a, currency: "USD") { bidInUsd nextBidAmount nonFieldErrors } }',
      variables: { p: packPk, a: bidInUsd },
    }),
  });
  const body = (await response.json()) as { data?: { createAuctionBid: { nextBidAmount: number; nonFieldErrors: string[] } } };
  return body.data?.createAuctionBid;
}

/** One lot's bidders, alternating, one bid every 1/RATE s while `until` is ahead; returns the accepted bids' send times. */
async function bidOn(lot: Lot, from: number, servers: BenchServer[], until: number, sent: Map<string, number>) {
  let amount = from;
  let turn = 0;
  const interval = 1000 / RATE;
  let next = performance.now();
  while (performance.now() < until) {
    const at = performance.now();
    const result = await bid(servers[turn % 2]!.baseUrl, lot.tokens[turn % 2]!, lot.packPk, amount);
    if (result && result.nonFieldErrors.length === 0) sent.set(`${lot.packPk}:${amount}`, at);
    if (result?.nextBidAmount) amount = result.nextBidAmount;
    turn += 1;
    next += interval;
    const wait = next - performance.now();
    if (wait > 0) await sleep(wait);
  }
}

async function main() {
  if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
    console.log('live: needs DATABASE_URL and REDIS_URL (two instances share them); skipped');
    return;
  }
  const database = await benchDatabase('caskmark_live');
  const env = { BENCH_DATABASE_URL: database.url, BENCH_REDIS_URL: process.env.REDIS_URL };
  const first = await spawnBenchServer<{ baseUrl: string; pid: number; lotsFile: string }>({ ...env, BENCH_LIVE_SETUP: '1', BENCH_LIVE_PACKS: String(PACKS) }, 300_000, 'bench/support/live-server.ts');
  const second = await spawnBenchServer(env, 300_000, 'bench/support/live-server.ts');
  const servers = [first, second];
  const sockets: WebSocket[] = [];
  try {
    const lots = JSON.parse(readFileSync(first.lotsFile, 'utf8')) as Lot[];
    rmSync(first.lotsFile, { force: true });
    const socketCount = Math.ceil(SUBSCRIPTIONS / PER_SOCKET);
    const perLot = new Map(lots.map((lot) => [lot.packPk, 0]));
    for (let index = 0; index < socketCount; index += 1) {
      const packs = Array.from({ length: Math.min(PER_SOCKET, SUBSCRIPTIONS - index * PER_SOCKET) }, (_, slot) => lots[(index * PER_SOCKET + slot) % lots.length]!.packPk);
      for (const pack of packs) perLot.set(pack, perLot.get(pack)! + 1);
      sockets.push(await openSocket(servers[index % 2]!.baseUrl, packs));
    }
    console.log(`live: ${SUBSCRIPTIONS} subscriptions on ${sockets.length} sockets across 2 instances, ${lots.length} lots, ${RATE} bids/s per lot for ${SECONDS} s (PostgreSQL + Redis)`);

    // Warm-up: one bid per lot must reach every subscription before timing starts (all registered).
    const opening = new Map<string, number>();
    for (const lot of lots) {
      const result = await bid(first.baseUrl, lot.tokens[1]!, lot.packPk, 100);
      if (!result || result.nonFieldErrors.length) throw new Error(`the opening bid was refused: ${JSON.stringify(result)}`);
      opening.set(lot.packPk, result.nextBidAmount);
    }
    const warmDeadline = Date.now() + 60_000;
    while (Date.now() < warmDeadline && lots.some((lot) => (arrivals.get(`${lot.packPk}:100`)?.length ?? 0) < perLot.get(lot.packPk)!)) await sleep(200);
    const warm = lots.map((lot) => arrivals.get(`${lot.packPk}:100`)?.length ?? 0);
    arrivals.clear();
    console.log(`  warm-up deliveries per lot: ${warm.join(', ')} (expected ${lots.map((lot) => perLot.get(lot.packPk)).join(', ')})`);

    const sent = new Map<string, number>();
    const started = performance.now();
    await Promise.all(lots.map((lot) => bidOn(lot, opening.get(lot.packPk)!, servers, started + SECONDS * 1000, sent)));
    const elapsed = (performance.now() - started) / 1000;
    // Let the last events drain.
    const expected = [...sent.keys()].reduce((sum, key) => sum + perLot.get(key.split(':')[0]!)!, 0);
    const delivered = () => [...sent.keys()].reduce((sum, key) => sum + (arrivals.get(key)?.length ?? 0), 0);
    const drainDeadline = Date.now() + 30_000;
    while (Date.now() < drainDeadline && delivered() < expected) await sleep(200);

    const latencies: number[] = [];
    for (const [key, at] of sent) for (const arrived of arrivals.get(key) ?? []) latencies.push(arrived - at);
    latencies.sort((a, b) => a - b);
    const lost = expected - delivered();
    const eventsPerSecondPerLot = sent.size / lots.length / elapsed;
    const healthz = await healthzRate(first.baseUrl);
    console.log(`  accepted bids: ${sent.size} (${eventsPerSecondPerLot.toFixed(1)} per lot per second); deliveries expected ${expected}, received ${delivered()}, lost ${lost}`);
    console.log(`  delivery p50 ${percentile(latencies, 0.5).toFixed(1)} ms   p99 ${percentile(latencies, 0.99).toFixed(1)} ms   (${(latencies.length / elapsed).toFixed(0)} deliveries/s); /healthz ${healthz.toFixed(0)} req/s`);
    const figure = (name: string, value: number, unit: string, note?: string) => recordFigure({ bench: 'live', database: 'PostgreSQL + Redis', name, value, unit, healthz, note });
    figure('events per lot', eventsPerSecondPerLot, 'events/s', `${SUBSCRIPTIONS} subscriptions, ${lots.length} lots, 2 instances`);
    figure('delivery p50', percentile(latencies, 0.5), 'ms');
    figure('delivery p99', percentile(latencies, 0.99), 'ms');
    figure('lost events', lost, 'deliveries');
    if (lost !== 0 || warm.some((count, index) => count !== perLot.get(lots[index]!.packPk))) process.exitCode = 1;
  } finally {
    for (const socket of sockets) socket.terminate();
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop();
  }
}

/** /healthz requests per second with 20 concurrent requests for 2 s, on the same server, after the run. */
async function healthzRate(baseUrl: string): Promise<number> {
  const until = performance.now() + 2000;
  let count = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (performance.now() < until) {
        await (await fetch(`${baseUrl}/healthz`)).arrayBuffer();
        count += 1;
      }
    }),
  );
  return count / 2;
}

await main();
