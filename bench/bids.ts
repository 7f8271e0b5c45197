/**
 * A hot lot: 200 bidders bid on one English auction lot through the real API at once — quick bids
 * (GraphQL `createAuctionBid`, exactly the next increment as the bidder last saw it) and max bids
 * (`POST /api/release/v2/{pk}/auction/max-bid`, one to twelve increments above), mixed by a seeded coin;
 * each bidder stops once the next bid passes their budget ($5,000 to $900,000, seeded). The server
 * runs in its own process (bench/support/bids-server.ts); this client keeps one keep-alive socket per
 * bidder, opened before timing. Prints accepted bids per second, client and server-side p50/p99, the
 * same run's /healthz rate, and checks the final price and leader against the proxy-bid oracle
 * (`EnglishAuctionOracle`, the model the unit and API suites hold the engine to) fed with each
 * bidder's highest accepted amount as the client saw it, and the ladder for one step per amount.
 *
 *   npx tsx bench/bids.ts [bidders=200] [bids per bidder=5]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/bids.ts   (a fresh database on that server)
 */
import { readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { buildBidIncrementLadder } from '@caskmark/shared/catalogue/bid-increments';
import { BidLadder } from '@caskmark/shared/rules/bid-snapping';
import { EnglishAuctionOracle } from '@caskmark/shared/rules/english-auction-oracle';
import { benchDatabase } from './support/bench-database';
import { spawnBenchServer } from './support/spawn-server';
import { recordFigure } from './support/figures.mjs';

const bidders = Number(process.argv[2] ?? process.env.BENCH_BIDDERS ?? 200);
const perBidder = Number(process.argv[3] ?? process.env.BENCH_BIDS_PER_BIDDER ?? 5);
const QUICK_SHARE = 0.5;

/** A seeded PRNG (mulberry32), so two runs send the same mix. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: bidders, maxFreeSockets: bidders });

function send(url: string, method: string, headers: Record<string, string> = {}, body?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, agent, headers: body ? { ...headers, 'content-length': String(Buffer.byteLength(body)) } : headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    request.once('error', reject);
    request.end(body);
  });
}

const QUICK_BID = `mutation($releasePack: ID!, $bidInUsd: Float!) { createAuctionBid(releasePack: $releasePack, bidInUsd: $bidInUsd, currency: "USD") { bidInUsd handler nextBidAmount isHighestBidder nonFieldErrors } }`;

interface Sent {
  bidder: string;
  kind: 'quick' | 'max';
  amountCents: number;
  accepted: boolean;
  reason: string | null;
  ms: number;
  at: number;
}

interface ServerState {
  serverMs: { max: number[]; quick: number[] };
  lot: { priceCents: number; leader: string; leaderMaxCents: number; bidCount: number } | null;
  steps: Array<{ bidder: string; amountCents: number; isMaxBid: boolean }>;
  maxima: Array<{ bidder: string; maxCents: number; reachedAt: number }>;
}

async function main() {
  const database = await benchDatabase('caskmark_bids');
  const server = await spawnBenchServer<{ baseUrl: string; pid: number; packPk: string; peopleFile: string; startingCents: number; opensAtMs: number; closesAtMs: number }>(
    { BENCH_DATABASE_URL: database.url, BENCH_BIDDERS: String(bidders) },
    300_000,
    'bench/support/bids-server.ts',
  );
  try {
    const people = JSON.parse(readFileSync(server.peopleFile, 'utf8')) as Array<{ token: string; handler: string }>;
    rmSync(server.peopleFile, { force: true });
    const ladderUsd = JSON.parse((await send(`${server.baseUrl}/api/release/v3/auction/bid-increments`, 'GET')).body) as number[];
    const ladder = new BidLadder(ladderUsd.length ? ladderUsd : buildBidIncrementLadder());
    console.log(`bids: ${bidders} bidders × ${perBidder} bids on one English lot, ${Math.round(QUICK_SHARE * 100)} % quick, ${database.url ? 'PostgreSQL' : 'PGlite'}, server in its own process`);

    // Open one socket per bidder, then the floor: /healthz at the same concurrency, same run.
    await Promise.all(people.map(() => send(`${server.baseUrl}/healthz`, 'GET')));
    const floorStarted = performance.now();
    let floorCount = 0;
    await Promise.all(
      people.map(async () => {
        for (let round = 0; round < perBidder * 2; round += 1) {
          await send(`${server.baseUrl}/healthz`, 'GET');
          floorCount += 1;
        }
      }),
    );
    const healthz = floorCount / ((performance.now() - floorStarted) / 1000);

    // Every bidder bids `perBidder` times, as fast as the answers come: each bid starts from the next
    // amount this client last heard of (a page kept live by the subscription would know as much).
    let nextCents = ladder.atOrAbove(server.startingCents);
    const sent: Sent[] = [];
    const started = performance.now();
    await Promise.all(
      people.map(async (person, index) => {
        const coin = random(index + 1);
        const headers = { 'content-type': 'application/json', authorization: `Bearer ${person.token}` };
        // What the lot is worth to this bidder: a ladder amount between $5,000 and $900,000 (log-uniform).
        const budget = ladder.atOrAbove(Math.round(5_000_00 * Math.pow(180, coin())));
        for (let round = 0; round < perBidder && nextCents <= budget; round += 1) {
          const quick = coin() < QUICK_SHARE;
          let amount = nextCents;
          // A max bid: one to twelve rungs above the next bid, never above the budget.
          if (!quick) for (let rungs = 1 + Math.floor(coin() * 12); rungs > 0 && ladder.nextAbove(amount) <= budget; rungs -= 1) amount = ladder.nextAbove(amount);
          const t0 = performance.now();
          let accepted = false;
          let heardNextUsd: number | undefined;
          let reason = '';
          if (quick) {
            const answer = await send(`${server.baseUrl}/graphql`, 'POST', headers, JSON.stringify({ query: QUICK_BID, variables: { releasePack: server.packPk, bidInUsd: amount / 100 } }));
            const result = (JSON.parse(answer.body) as { data?: { createAuctionBid: { nonFieldErrors: string[]; nextBidAmount: number } } }).data?.createAuctionBid;
            accepted = answer.status === 200 && !!result && result.nonFieldErrors.length === 0;
            reason = result?.nonFieldErrors[0] ?? `HTTP ${answer.status}`;
            heardNextUsd = result?.nextBidAmount;
          } else {
            const answer = await send(`${server.baseUrl}/api/release/v2/${server.packPk}/auction/max-bid`, 'POST', headers, JSON.stringify({ maxBidInUsd: amount / 100, currency: 'USD', releasePack: server.packPk, fundCheckType: 'preApproval' }));
            accepted = answer.status === 201;
            const body = JSON.parse(answer.body) as { nextBidAmount?: number; userAlerts?: string[]; nonFieldErrors?: string[]; maxBidInUsdErrors?: string[]; message?: string };
            heardNextUsd = body.nextBidAmount;
            reason = body.userAlerts?.[0] ?? body.nonFieldErrors?.[0] ?? body.maxBidInUsdErrors?.[0] ?? body.message ?? `HTTP ${answer.status}`;
          }
          const at = performance.now();
          sent.push({ bidder: person.handler, kind: quick ? 'quick' : 'max', amountCents: amount, accepted, reason: accepted ? null : reason, ms: at - t0, at });
          if (heardNextUsd !== undefined && Math.round(heardNextUsd * 100) > nextCents) nextCents = Math.round(heardNextUsd * 100);
          // A refused bid (someone got there first) asks the lot again, as the drawer's refresh does.
          if (!accepted) {
            const stats = JSON.parse((await send(`${server.baseUrl}/api/release/v3/auction/release-pack/${server.packPk}/stats`, 'GET')).body) as { nextBidAmountInUsd: number };
            if (Math.round(stats.nextBidAmountInUsd * 100) > nextCents) nextCents = Math.round(stats.nextBidAmountInUsd * 100);
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const state = JSON.parse((await send(`${server.baseUrl}/__bench/bids`, 'GET')).body) as ServerState;

    // The oracle: each bidder's highest accepted amount is their maximum (a quick bid is a maximum of its
    // amount); fed lowest first, equal maxima in the order the server reached them.
    const best = new Map<string, number>();
    for (const bid of sent) if (bid.accepted) best.set(bid.bidder, Math.max(best.get(bid.bidder) ?? 0, bid.amountCents));
    const reached = new Map(state.maxima.map((max) => [max.bidder, max.reachedAt]));
    const oracle = new EnglishAuctionOracle({ ladderUsd, startingCents: server.startingCents, reserveCents: null, opensAtMs: server.opensAtMs, scheduledCloseMs: server.closesAtMs });
    const feed = [...best].sort((a, b) => a[1] - b[1] || (reached.get(a[0]) ?? 0) - (reached.get(b[0]) ?? 0));
    for (const [bidder, cents] of feed) oracle.bid({ bidder, kind: 'max', amountCents: cents, atMs: server.opensAtMs + 60_000 });
    const topMax = feed.at(-1)?.[1];
    const tiedAtTop = feed.filter(([, cents]) => cents === topMax).map(([bidder]) => bidder);

    const accepted = sent.filter((bid) => bid.accepted);
    const latencies = sent.map((bid) => bid.ms).sort((a, b) => a - b);
    const serverAll = [...state.serverMs.max, ...state.serverMs.quick].sort((a, b) => a - b);
    const stepAmounts = state.steps.map((step) => step.amountCents);
    const ladderOk = new Set(stepAmounts).size === stepAmounts.length && stepAmounts.every((amount, index) => index === 0 || amount > stepAmounts[index - 1]!);
    const maximaMatch = [...best].every(([bidder, cents]) => state.maxima.find((max) => max.bidder === bidder)?.maxCents === cents);
    const priceOk = state.lot?.priceCents === oracle.price;
    const leaderOk = state.lot !== null && (tiedAtTop.length > 1 ? tiedAtTop.includes(state.lot.leader) : state.lot.leader === oracle.leader);

    const fmt = (n: number) => n.toFixed(1).padStart(7);
    console.log(`  /healthz          ${healthz.toFixed(0).padStart(6)} req/s (same server, ${bidders} at a time, just before)`);
    console.log(`  bids sent         ${(sent.length / seconds).toFixed(0).padStart(6)} req/s   ${sent.length} in ${seconds.toFixed(1)} s (${sent.filter((b) => b.kind === 'quick').length} quick, ${sent.filter((b) => b.kind === 'max').length} max)`);
    console.log(`  bids accepted     ${(accepted.length / seconds).toFixed(0).padStart(6)} /s      ${accepted.length} (${accepted.filter((b) => b.kind === 'quick').length} quick, ${accepted.filter((b) => b.kind === 'max').length} max); refused ${sent.length - accepted.length}`);
    const reasons = new Map<string, number>();
    for (const bid of sent) if (bid.reason) reasons.set(`${bid.kind}: ${bid.reason}`, (reasons.get(`${bid.kind}: ${bid.reason}`) ?? 0) + 1);
    for (const [reason, count] of [...reasons].sort((a, b) => b[1] - a[1])) console.log(`    refused ${String(count).padStart(5)} × ${reason}`);
    console.log(`  client            p50 ${fmt(percentile(latencies, 0.5))} ms   p99 ${fmt(percentile(latencies, 0.99))} ms`);
    console.log(`  server            p50 ${fmt(percentile(serverAll, 0.5))} ms   p99 ${fmt(percentile(serverAll, 0.99))} ms   (${serverAll.length} timed: max ${state.serverMs.max.length}, quick ${state.serverMs.quick.length})`);
    console.log(`  final price       $${((state.lot?.priceCents ?? 0) / 100).toLocaleString('en-US')} to @${state.lot?.leader}; oracle $${((oracle.price ?? 0) / 100).toLocaleString('en-US')} to @${oracle.leader}${tiedAtTop.length > 1 ? ` (${tiedAtTop.length} tied at the top)` : ''} — ${priceOk && leaderOk ? 'agree' : 'DISAGREE'}`);
    console.log(`  ladder            ${stepAmounts.length} steps, one per amount, rising: ${ladderOk ? 'yes' : 'NO'}; stored maxima = highest accepted bids: ${maximaMatch ? 'yes' : 'NO'}`);

    const figure = (name: string, value: number, unit: string, note?: string) => recordFigure({ bench: 'bids', name, value, unit, healthz, note });
    figure('bids accepted', accepted.length / seconds, 'bids/s', `${bidders} bidders × ${perBidder}; ${accepted.length} of ${sent.length} accepted; oracle ${priceOk && leaderOk ? 'agrees' : 'DISAGREES'}`);
    figure('bids sent', sent.length / seconds, 'req/s');
    figure('bid client p50', percentile(latencies, 0.5), 'ms');
    figure('bid client p99', percentile(latencies, 0.99), 'ms');
    figure('bid server p50', percentile(serverAll, 0.5), 'ms');
    figure('bid server p99', percentile(serverAll, 0.99), 'ms');
    if (!priceOk || !leaderOk || !ladderOk || !maximaMatch) {
      console.error('FAILED: the lot must end at the oracle’s price and leader, with one rising step per amount and each bidder’s maximum as accepted');
      process.exitCode = 1;
    }
  } finally {
    agent.destroy();
    await server.stop();
    await database.drop();
  }
}

await main();
