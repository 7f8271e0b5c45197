import { and, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import { listings } from '@caskmark/db';
import { demoListingPks } from '@caskmark/db/seed/demo-activity';
import type { AppContext } from '../context';
import { chainOf, type LiveChain } from '../modules/chain/public';
import { markExpiredDemoListings, placeDemoListings } from './chain-demo-listings';
import { mintDemoTokens, recordedDemoTokens, redeemDemoTokens } from './chain-demo-tokens';
import { approveDemoWallets, demoSigners, fundDemoWallets, settleDemoWallets } from './chain-demo-wallets';

/** Set once the demo is complete on a deployment; a restart on that chain then skips every check. */
const SEEDED_MARKER = 'chain.demo.seeded';

export interface ChainDemoSummary {
  /** Placeholder addresses of the demo rows replaced by managed or dev wallets. */
  placeholders: number;
  minted: number;
  redeemed: number;
  listings: number;
  skippedListings: number;
}

/**
 * On a chain that was just deployed, listing ids in the database belong to the chain that is gone:
 * the demo's listings are placed again; anyone else's can never be bought and become invalid.
 */
async function forgetListingsOfAReplacedChain(context: AppContext): Promise<void> {
  const demo = demoListingPks();
  await context.db.transaction(async (tx) => {
    await tx.update(listings).set({ listingId: null, transactionHash: null }).where(and(inArray(listings.publicPk, demo), isNotNull(listings.listingId)));
    await tx
      .update(listings)
      .set({ listingId: null, status: 'invalid' })
      .where(and(notInArray(listings.publicPk, demo), isNotNull(listings.listingId), eq(listings.status, 'active')));
  });
}

async function completeDemo(context: AppContext, live: LiveChain, chainIsNew: boolean): Promise<ChainDemoSummary> {
  const operator = live.network.operator!;
  let stepStarted = Date.now();
  const step = (name: string) => {
    context.log.debug({ step: name, ms: Date.now() - stepStarted }, 'demo chain step');
    stepStarted = Date.now();
  };
  const signers = demoSigners(live);
  if (chainIsNew) await forgetListingsOfAReplacedChain(context);
  const placeholders = await settleDemoWallets(context, signers);
  const tokens = await recordedDemoTokens(context);
  step('wallets and placeholders');
  // Different senders, so side by side: the operator mints while the sellers' wallets give access.
  const [minted] = await Promise.all([
    mintDemoTokens(live, operator, [...tokens.owned, ...tokens.redeemed], chainIsNew),
    fundDemoWallets(live, signers).then(() => approveDemoWallets(live, signers)),
  ]);
  step('mints and approvals');
  const redeemed = await redeemDemoTokens(context, live, signers.byAddress, tokens.redeemed);
  step('redemptions');
  const placed = await placeDemoListings(context, live, signers.byAddress);
  step('listings');
  await live.indexer.syncNow();
  await markExpiredDemoListings(context, live);
  step('indexing');
  return { placeholders, minted, redeemed, listings: placed.created, skippedListings: placed.skipped };
}

/**
 * The chain half of the demo (dev chain only; never on a configured network, decision 097): the demo
 * rows' placeholder addresses become managed wallets (custody) and dev wallets (what people hold
 * themselves), every owned edition is minted to its recorded owner, the redeemed ones are minted and
 * burned for redemption, and the demo's listings are created on chain from their sellers' own wallets.
 * A chain started over (redeployed) gets all of it back; a restart on a completed chain does nothing.
 */
export async function seedChainDemo(context: AppContext): Promise<ChainDemoSummary | null> {
  const live = chainOf(context).live;
  const dev = live?.network.dev;
  if (!live || !dev || !live.network.operator) return null;
  const deploymentKey = `${live.network.chainId}:${live.network.addresses.editionToken}:${live.network.fromBlock}`;
  const chainIsNew = dev.origin !== 'reused';
  if (!chainIsNew && (await context.settings.get<string>(SEEDED_MARKER)) === deploymentKey) return null;
  const summary = await completeDemo(context, live, chainIsNew);
  await context.settings.set(SEEDED_MARKER, deploymentKey);
  return summary;
}
