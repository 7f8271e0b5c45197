import { buildBidIncrementLadder } from '@caskmark/shared/catalogue/bid-increments';
import type { Db } from '../client';
import { bidIncrements, brands, editionNfts, editions, products, releasePacks, releases } from '../schema/catalogue';
import { announcements, giveaways, giveawayTerms, pressReleases } from '../schema/communication';
import { artworks } from '../schema/collector-extras';
import { editionHistory } from '../schema/history';
import { listingItems, listings } from '../schema/marketplace';
import { users } from '../schema/users';
import { votingOptions, votingQuestions } from '../schema/voting';
import { buildDemoActivity, buildDemoUsers } from './demo-activity';
import { buildDemoCatalogue } from './demo-catalogue-rows';
import { buildDemoCommunication } from './demo-communication';
import { buildDemoArtworks, buildDemoVotings } from './demo-collector-extras';
import { demoId } from './ids';

export interface SeedDemoOptions {
  /** The business clock's now: demo dates are placed around it so lobbies open, tick and close. */
  now: Date;
}

export interface SeedDemoSummary {
  brands: number;
  releases: number;
  packs: number;
  editionNfts: number;
  history: number;
  listings: number;
}

/** Top of each ladder in USD: auctions and sealed lots reach seven figures; leaderboards stay lower. */
const LADDER_TOPS = { auction: 1_000_000, sealed_auction: 1_000_000, leaderboard: 250_000 } as const;

type InsertTable = Parameters<Db['insert']>[0];

async function insertAll<T extends InsertTable>(db: Db, table: T, rows: Array<T['$inferInsert']>): Promise<void> {
  // Parameter count per statement stays well under PostgreSQL's 65,535 limit.
  for (let start = 0; start < rows.length; start += 400) {
    await db.insert(table).values(rows.slice(start, start + 400)).onConflictDoNothing();
  }
}

/**
 * Writes the demo catalogue, people, activity and communication. Every row has a name-derived id, so
 * running it again (with any `now`) inserts nothing new and changes nothing.
 */
export async function seedDemoData(db: Db, options: SeedDemoOptions): Promise<SeedDemoSummary> {
  const catalogue = buildDemoCatalogue(options.now);
  const activity = buildDemoActivity(catalogue, options.now);
  const communication = buildDemoCommunication(options.now);
  const votings = buildDemoVotings();
  await db.transaction(async (tx) => {
    const target = tx as unknown as Db;
    await insertAll(target, users, buildDemoUsers());
    await insertAll(target, brands, catalogue.brands);
    await insertAll(target, products, catalogue.products);
    await insertAll(target, releases, catalogue.releases);
    await insertAll(target, releasePacks, catalogue.packs);
    await insertAll(target, editions, catalogue.editions);
    await insertAll(target, editionNfts, catalogue.nfts);
    await insertAll(target, listings, activity.listings);
    await insertAll(target, listingItems, activity.listingItems);
    await insertAll(target, editionHistory, activity.history);
    await insertAll(
      target,
      bidIncrements,
      Object.entries(LADDER_TOPS).map(([style, top]) => ({
        publicPk: demoId('bid-increments', style),
        releaseStyle: style as keyof typeof LADDER_TOPS,
        steps: buildBidIncrementLadder(top),
      })),
    );
    await insertAll(target, announcements, communication.announcements);
    await insertAll(target, giveaways, communication.giveaways);
    await insertAll(target, giveawayTerms, communication.terms);
    await insertAll(target, pressReleases, communication.press);
    await insertAll(target, votingQuestions, votings.questions);
    await insertAll(target, votingOptions, votings.options);
    await insertAll(target, artworks, buildDemoArtworks(options.now));
  });
  return {
    brands: catalogue.brands.length,
    releases: catalogue.releases.length,
    packs: catalogue.packs.length,
    editionNfts: catalogue.nfts.length,
    history: activity.history.length,
    listings: activity.listings.length,
  };
}
