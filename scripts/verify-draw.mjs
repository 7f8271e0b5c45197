#!/usr/bin/env node
// Recomputes a published sweepstakes or shuffle draw (decision 360) with nothing but Node:
//   node scripts/verify-draw.mjs https://caskmark.example/api/release/v3/sweepstakes/<releasePackPublicPk>/draw
//   node scripts/verify-draw.mjs draw.json
// Exit code 0 when sha256(seed) equals the published seedHash and the winners recompute; 1 otherwise.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';

const source = process.argv[2];
if (!source) {
  console.error('usage: node scripts/verify-draw.mjs <draw URL or JSON file>');
  process.exit(2);
}
const draw = JSON.parse(/^https?:/.test(source) ? await (await fetch(source)).text() : await readFile(source, 'utf8'));
if (!draw.seed) {
  console.log(`Not drawn yet. Committed seed hash: ${draw.seedHash} (since ${draw.committedAt})`);
  process.exit(1);
}

const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('hex');
const TWO_64 = 1n << 64n;
const pool = [...draw.entries].filter((entry) => entry.weight > 0).sort((a, b) => (a.publicPk < b.publicPk ? -1 : a.publicPk > b.publicPk ? 1 : 0));
const winners = [];
for (let prize = 0; prize < draw.prizes && pool.length > 0; prize += 1) {
  const tickets = BigInt(pool.reduce((sum, entry) => sum + entry.weight, 0));
  const limit = TWO_64 - (TWO_64 % tickets);
  let attempt = 0;
  let number = BigInt('0x' + sha256(`${draw.seed}:${prize}:${attempt}`).slice(0, 16));
  while (number >= limit) number = BigInt('0x' + sha256(`${draw.seed}:${prize}:${++attempt}`).slice(0, 16));
  let ticket = number % tickets;
  const index = pool.findIndex((entry) => (ticket < BigInt(entry.weight) ? true : ((ticket -= BigInt(entry.weight)), false)));
  winners.push(pool[index].publicPk);
  pool.splice(index, 1);
}

const seedMatches = '0x' + sha256(draw.seed) === draw.seedHash;
const published = draw.winners.map((winner) => winner.entryPublicPk);
const winnersMatch = winners.length === published.length && winners.every((pk, index) => pk === published[index]);
console.log(`${draw.name}: ${draw.entrantCount} entrants, ${draw.ticketCount} tickets, ${draw.prizes} prizes`);
console.log(`seed ${seedMatches ? 'matches' : 'DOES NOT match'} the hash published at ${draw.committedAt}`);
winners.forEach((pk, index) => console.log(`prize ${index + 1}: ${pk} @${draw.entries.find((entry) => entry.publicPk === pk)?.handler}`));
console.log(winnersMatch ? 'winners recomputed: identical to the published result' : 'winners recomputed: DIFFERENT from the published result');
process.exit(seedMatches && winnersMatch ? 0 : 1);
