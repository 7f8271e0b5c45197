import fc from 'fast-check';
import { createWalletClient, encodeFunctionData, http, numberToHex, type Address, type Hex, type TransactionReceipt } from 'viem';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { devPriceFeedAbi } from '../src/generated/dev-price-feed';
import { editionTokenAbi } from '../src/generated/edition-token';
import { marketplaceAbi } from '../src/generated/marketplace';
import { listingIdFromReceipt, marketplaceEventsFromReceipt } from '../src/operations';
import { ListingStatus, usdCentsToWei } from '../src/sale-math';
import {
  expectedSplit,
  isCollaboration,
  listingRefusal,
  listingStatus,
  recordTransfer,
  requiredWei,
  type MarketModel,
} from './support/market-model';
import { ADMIN, startTestChain, TREASURY, type TestChain } from './support/test-chain';

// Actors are mnemonic accounts 3–6; account 7 owns the ballot token of the collaboration editions.
const ACTORS = [3, 4, 5, 6];
const BALLOT_OWNER = 7;
const TOKENS = [1n, 2n, 3n, 4n, 5n, 6n, 7n, 8n];
const FIRST_OWNER = [0, 0, 0, 1, 1, 2, 2, 3];
const COLLABORATION_TOKENS = [7n, 8n];
const BALLOT_TOKEN = 100n;
// Every time step is a multiple of 2,000 s and every expiration an odd multiple of 1,000 s (the stale
// window is 9,000 s), so no check ever lands within seconds of a boundary while blocks tick by.
const MAX_PRICE_AGE = 9_000n;
const TX_GAS = 2_000_000n;

type Step =
  | { kind: 'list'; seller: number; picks: number[]; foreign: boolean; currency: 0 | 1; ethPrice: bigint; usdCents: bigint; buyer: number | null; expiresIn: bigint }
  | { kind: 'update'; listing: number; bySeller: boolean; other: number; expiresIn: bigint }
  | { kind: 'disable'; listing: number; bySeller: boolean; other: number }
  | { kind: 'transfer'; token: number; to: number; listed: boolean }
  | { kind: 'burn'; token: number }
  | { kind: 'approval'; actor: number; seller: boolean }
  | { kind: 'swap'; listing: number; buyer: number; likelyBuyer: boolean; value: 'exact' | 'over' | 'under'; extra: bigint }
  | { kind: 'time'; seconds: number }
  | { kind: 'price'; answer: bigint };

const actor = fc.nat({ max: ACTORS.length - 1 });
const expiresIn = fc.integer({ min: 0, max: 12 }).map((k) => BigInt(1_000 * (2 * k + 1)));
const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('list' as const), seller: actor, picks: fc.array(fc.nat(7), { minLength: 1, maxLength: 3 }), foreign: fc.nat(9).map((n) => n < 2), currency: fc.constantFrom(0 as const, 1 as const), ethPrice: fc.bigInt(1n, 5n * 10n ** 18n), usdCents: fc.bigInt(1n, 10_000_000n), buyer: fc.option(actor, { freq: 2 }), expiresIn }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('update' as const), listing: fc.nat(), bySeller: fc.boolean(), other: actor, expiresIn }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('disable' as const), listing: fc.nat(), bySeller: fc.boolean(), other: actor }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('transfer' as const), token: fc.nat(7), to: actor, listed: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('burn' as const), token: fc.nat(7) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('approval' as const), actor, seller: fc.boolean() }) },
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('swap' as const), listing: fc.nat(), buyer: actor, likelyBuyer: fc.nat(9).map((n) => n < 7), value: fc.nat(9).map((n) => (n < 4 ? ('exact' as const) : n < 8 ? ('over' as const) : ('under' as const))), extra: fc.bigInt(1n, 10n ** 18n) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('time' as const), seconds: fc.integer({ min: 1, max: 4 }).map((k) => k * 2_000) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('price' as const), answer: fc.constantFrom(150_050_000_000n, 315_042_000_000n, 400_012_345_678n) }) },
);

let t: TestChain;
const address = (index: number): Address => t.address(index);
beforeAll(async () => {
  t = await startTestChain({ maxPriceAgeSeconds: Number(MAX_PRICE_AGE) });
  for (const [i, tokenId] of TOKENS.entries()) await t.mint(ACTORS[FIRST_OWNER[i]], [tokenId]);
  for (const index of ACTORS) await t.approveMarketplace(index);
  await t.mint(BALLOT_OWNER, [BALLOT_TOKEN]);
  for (const tokenId of COLLABORATION_TOKENS) {
    await t.send(ADMIN, { address: t.marketplace, abi: marketplaceAbi, functionName: 'setCollaboration', args: [tokenId, t.token, BALLOT_TOKEN] });
  }
});
afterAll(() => t?.stop());

const stats = { swaps: 0, refusedSwaps: 0, listings: 0, refusedListings: 0 };

it('keeps ETH conserved, never swaps an invalid listing and pays fees to the wei, whatever happens', { timeout: 300_000 }, async () => {
  // anvil signs for its unlocked accounts: sending raw transactions with a fixed gas limit keeps each
  // step to two round trips and lets reverted transactions be mined, so their gas is counted too.
  const rpc = createWalletClient({ chain: t.chain.chain, transport: http(t.chain.rpcUrl, { batch: true }) });
  const watched = [ADMIN, TREASURY, ...ACTORS, BALLOT_OWNER].map(address);
  const totalBalance = async () => (await Promise.all([...watched, t.marketplace].map((a) => t.publicClient.getBalance({ address: a })))).reduce((a, b) => a + b, 0n);

  await fc.assert(
    fc.asyncProperty(fc.array(stepArbitrary, { minLength: 1, maxLength: 15, size: 'max' }), async (steps) => {
      const snapshot = await t.chain.testClient.snapshot();
      try {
        let gasSpent = 0n;
        const send = async (from: number, to: Address, data: Hex, value = 0n): Promise<TransactionReceipt> => {
          const hash = await rpc.request({
            method: 'eth_sendTransaction',
            params: [{ from: address(from), to, data, value: numberToHex(value), gas: numberToHex(TX_GAS) }],
          });
          const receipt = await t.publicClient.waitForTransactionReceipt({ hash, pollingInterval: 10 });
          gasSpent += receipt.gasUsed * receipt.effectiveGasPrice;
          return receipt;
        };
        const [, answer, , updatedAt] = await t.publicClient.readContract({ address: t.feed, abi: devPriceFeedAbi, functionName: 'latestRoundData' });
        const model: MarketModel = {
          owner: new Map(TOKENS.map((tokenId, i) => [tokenId, FIRST_OWNER[i]])),
          version: new Map(TOKENS.map((tokenId) => [tokenId, 1])),
          approved: new Map(ACTORS.map((_, i) => [i, true])),
          revocations: new Map(ACTORS.map((_, i) => [i, 0])),
          listings: [],
          answer,
          answerUpdatedAt: updatedAt,
          maxPriceAge: MAX_PRICE_AGE,
          collaborationTokens: new Set(COLLABORATION_TOKENS),
        };
        const initialTotal = await totalBalance();
        for (const step of steps) {
          await applyStep(step, model, send);
          await checkInvariants(model);
          expect((await totalBalance()) + gasSpent, 'ETH is conserved').toBe(initialTotal);
        }
      } finally {
        await t.chain.testClient.revert({ id: snapshot });
      }
    }),
    { numRuns: 40 },
  );
  // The properties mean little unless both outcomes actually happened.
  console.log('marketplace properties:', stats);
  expect(stats.swaps).toBeGreaterThanOrEqual(3);
  expect(stats.refusedSwaps).toBeGreaterThanOrEqual(3);
  expect(stats.listings).toBeGreaterThan(10);
  expect(stats.refusedListings).toBeGreaterThan(2);
});

type Send = (from: number, to: Address, data: Hex, value?: bigint) => Promise<TransactionReceipt>;
const market = (data: Parameters<typeof encodeFunctionData<typeof marketplaceAbi>>[0]) => encodeFunctionData(data);
const token = (data: Parameters<typeof encodeFunctionData<typeof editionTokenAbi>>[0]) => encodeFunctionData(data);

async function applyStep(step: Step, model: MarketModel, send: Send): Promise<void> {
  const now = await t.now();
  const pickListing = (n: number) => (model.listings.length === 0 ? undefined : model.listings[n % model.listings.length]);
  switch (step.kind) {
    case 'list': {
      const owned = TOKENS.filter((tokenId) => model.owner.get(tokenId) === step.seller);
      const tokenIds =
        step.foreign || owned.length === 0
          ? step.picks.map((pick) => TOKENS[pick])
          : [...new Set(step.picks.map((pick) => owned[pick % owned.length]))];
      const buyer = step.buyer ?? undefined;
      const price = step.currency === 0 ? step.ethPrice : step.usdCents;
      const expiration = now + step.expiresIn;
      const data =
        buyer === undefined
          ? market({ abi: marketplaceAbi, functionName: 'createPublicListing', args: [tokenIds, price, step.currency, expiration] })
          : market({ abi: marketplaceAbi, functionName: 'createPrivateListing', args: [tokenIds, price, step.currency, expiration, address(ACTORS[buyer])] });
      const refusal = listingRefusal(model, step.seller, tokenIds, buyer);
      const receipt = await send(ACTORS[step.seller], t.marketplace, data);
      expect(receipt.status, `listing ${tokenIds} by actor ${step.seller}: expected ${refusal ?? 'success'}`).toBe(refusal ? 'reverted' : 'success');
      if (refusal) {
        stats.refusedListings += 1;
        return;
      }
      stats.listings += 1;
      const collaboration = isCollaboration(model, tokenIds);
      model.listings.push({
        id: listingIdFromReceipt(receipt)!,
        seller: step.seller,
        tokenIds,
        versions: tokenIds.map((tokenId) => model.version.get(tokenId)!),
        revocations: model.revocations.get(step.seller)!,
        price,
        currency: step.currency,
        expiration,
        buyer,
        state: 'active',
        feeBps: collaboration ? 500 : 1000,
        royaltyBps: collaboration ? 500 : 0,
      });
      expect(model.listings.at(-1)!.id).toBe(BigInt(model.listings.length));
      return;
    }
    case 'update':
    case 'disable': {
      const listing = pickListing(step.listing);
      if (!listing) return;
      const by = step.bySeller ? listing.seller : step.other;
      const allowed = by === listing.seller && listing.state === 'active' && (step.kind === 'disable' || now <= listing.expiration);
      const expiration = step.kind === 'update' ? now + step.expiresIn : 0n;
      const data =
        step.kind === 'update'
          ? market({ abi: marketplaceAbi, functionName: 'updateListingExpiration', args: [listing.id, expiration] })
          : market({ abi: marketplaceAbi, functionName: 'disableListing', args: [listing.id] });
      const receipt = await send(ACTORS[by], t.marketplace, data);
      expect(receipt.status, `${step.kind} of listing ${listing.id}`).toBe(allowed ? 'success' : 'reverted');
      if (allowed && step.kind === 'update') listing.expiration = expiration;
      if (allowed && step.kind === 'disable') listing.state = 'disabled';
      return;
    }
    case 'transfer':
    case 'burn': {
      // A listed token is often moved, and often straight back to its seller: the listing must stay dead.
      const listing = step.kind === 'transfer' && step.listed ? pickListing(step.token) : undefined;
      const tokenId = listing ? listing.tokenIds[step.token % listing.tokenIds.length] : TOKENS[step.token];
      const from = model.owner.get(tokenId);
      if (from === undefined) return;
      const homeward = listing && from !== listing.seller ? listing.seller : undefined;
      const to = step.kind === 'transfer' ? (homeward ?? step.to) : undefined;
      const data =
        to === undefined
          ? token({ abi: editionTokenAbi, functionName: 'burn', args: [tokenId] })
          : token({ abi: editionTokenAbi, functionName: 'transferFrom', args: [address(ACTORS[from]), address(ACTORS[to]), tokenId] });
      expect((await send(ACTORS[from], t.token, data)).status).toBe('success');
      recordTransfer(model, tokenId, to);
      return;
    }
    case 'approval': {
      // Toggles, so a revocation is often followed by a fresh approval; sellers are the usual subject.
      const who = step.seller ? (pickListing(step.actor)?.seller ?? step.actor) : step.actor;
      const approved = !model.approved.get(who);
      const data = token({ abi: editionTokenAbi, functionName: 'setApprovalForAll', args: [t.marketplace, approved] });
      expect((await send(ACTORS[who], t.token, data)).status).toBe('success');
      model.approved.set(who, approved);
      if (!approved) model.revocations.set(who, model.revocations.get(who)! + 1);
      return;
    }
    case 'swap':
      return swapStep(step, model, send, now, pickListing(step.listing));
    case 'time':
      await t.chain.advanceTime(step.seconds);
      return;
    case 'price': {
      const data = encodeFunctionData({ abi: devPriceFeedAbi, functionName: 'setAnswer', args: [step.answer] });
      expect((await send(ADMIN, t.feed, data)).status).toBe('success');
      model.answer = step.answer;
      model.answerUpdatedAt = await t.now();
      return;
    }
  }
}

async function swapStep(
  step: Extract<Step, { kind: 'swap' }>,
  model: MarketModel,
  send: Send,
  now: bigint,
  listing: MarketModel['listings'][number] | undefined,
): Promise<void> {
  if (!listing) return;
  // Mostly the buyer a real purchase would come from (the named one, or anyone but the seller).
  const buyer = step.likelyBuyer ? (listing.buyer ?? (listing.seller + 1 + (step.buyer % 3)) % ACTORS.length) : step.buyer;
  const status = listingStatus(model, listing, now);
  const required = requiredWei(model, listing, now);
  const base = required ?? usdCentsToWei(listing.price, model.answer);
  const value = step.value === 'exact' ? base : step.value === 'over' ? base + step.extra : base > 0n ? base - 1n : 0n;
  const buyerAllowed = (listing.buyer === undefined || listing.buyer === buyer) && listing.seller !== buyer;
  const shouldSucceed = status === ListingStatus.Valid && buyerAllowed && required !== undefined && value >= required;

  const parties = [ACTORS[listing.seller], ACTORS[buyer], TREASURY, BALLOT_OWNER].map(address);
  const before = await Promise.all(parties.map((a) => t.publicClient.getBalance({ address: a })));
  const data = market({ abi: marketplaceAbi, functionName: 'swap', args: [listing.id] });
  const receipt = await send(ACTORS[buyer], t.marketplace, data, value);
  if (receipt.status === 'success') expect(status, 'an invalid listing never swaps').toBe(ListingStatus.Valid);
  expect(receipt.status, `swap of listing ${listing.id} (status ${status}, buyer ok ${buyerAllowed}, value ${value}, required ${required})`).toBe(
    shouldSucceed ? 'success' : 'reverted',
  );
  if (!shouldSucceed) {
    stats.refusedSwaps += 1;
    return;
  }
  stats.swaps += 1;

  const split = expectedSplit(listing, required!);
  const after = await Promise.all(parties.map((a) => t.publicClient.getBalance({ address: a })));
  const gas = receipt.gasUsed * receipt.effectiveGasPrice;
  expect(after[0] - before[0], 'seller proceeds').toBe(split.sellerProceeds);
  expect(before[1] - after[1], 'buyer pays the price and gas, the rest is refunded').toBe(split.price + gas);
  expect(after[2] - before[2], 'platform fee').toBe(split.fee);
  expect(after[3] - before[3], 'collaboration royalty').toBe(split.royalty);
  const swapped = marketplaceEventsFromReceipt(receipt).find((event) => event.eventName === 'Swapped');
  expect(swapped?.args).toMatchObject({ price: split.price, fee: split.fee, royalty: split.royalty, sellerProceeds: split.sellerProceeds, refund: value - split.price });
  listing.state = 'sold';
  for (const tokenId of listing.tokenIds) recordTransfer(model, tokenId, buyer);
}

async function checkInvariants(model: MarketModel): Promise<void> {
  const now = await t.now();
  const read = { address: t.marketplace, abi: marketplaceAbi } as const;
  const statuses = await Promise.all(model.listings.map((listing) => t.publicClient.readContract({ ...read, functionName: 'listingStatus', args: [listing.id] })));
  expect(statuses, 'listingStatus matches the model').toEqual(model.listings.map((listing) => listingStatus(model, listing, now)));
  const owners = await Promise.all(
    TOKENS.map((tokenId) =>
      model.owner.has(tokenId)
        ? t.publicClient.readContract({ address: t.token, abi: editionTokenAbi, functionName: 'ownerOf', args: [tokenId] })
        : t.publicClient.readContract({ address: t.token, abi: editionTokenAbi, functionName: 'exists', args: [tokenId] }),
    ),
  );
  expect(owners).toEqual(TOKENS.map((tokenId) => (model.owner.has(tokenId) ? address(ACTORS[model.owner.get(tokenId)!]) : false)));
}
