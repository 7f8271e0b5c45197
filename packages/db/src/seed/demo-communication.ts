import { bannerArtUrl } from '@caskmark/shared/catalogue/media-urls';
import type { announcements, giveaways, giveawayTerms, pressReleases } from '../schema/communication';
import { DAY, demoId } from './ids';

type AnnouncementRow = typeof announcements.$inferInsert;
type GiveawayRow = typeof giveaways.$inferInsert;
type TermsRow = typeof giveawayTerms.$inferInsert;
type PressRow = typeof pressReleases.$inferInsert;

export interface DemoCommunication {
  announcements: AnnouncementRow[];
  giveaways: GiveawayRow[];
  terms: TermsRow[];
  press: PressRow[];
}

export function buildDemoCommunication(now: Date): DemoCommunication {
  const at = (offset: number) => new Date(now.getTime() + offset);
  const announcement = (slug: string, title: string, summary: string, body: string, category: string, ago: number): AnnouncementRow => ({
    publicPk: demoId('announcement', slug),
    slug,
    title,
    summary,
    body,
    image: bannerArtUrl({ category, seed: slug }),
    publishedAt: at(-ago),
  });
  const giveaway = (slug: string, title: string, fields: Omit<GiveawayRow, 'publicPk' | 'slug' | 'title' | 'image'>, category: string): GiveawayRow => ({
    publicPk: demoId('giveaway', slug),
    slug,
    title,
    image: bannerArtUrl({ category, seed: slug }),
    ...fields,
  });
  return {
    announcements: [
      announcement(
        'welcome-to-caskmark',
        'Welcome to Caskmark',
        'Collect, trade and redeem bottles of wine and spirits, each backed by an NFT.',
        'Every edition on Caskmark is backed by a real bottle resting in a bonded warehouse. Hold it in your vault, list it on the marketplace, gift it to a friend, or redeem it and we ship the bottle to your door.\n\nPrices show in USD or ETH; pay by card, wire or wallet.',
        'Whisky',
        45 * DAY,
      ),
      announcement(
        'glen-aurora-joins-caskmark',
        'Glen Aurora joins Caskmark',
        'The Speyside distillery brings its 18 Year Old Sherry Cask and three decanters of a 40 year old.',
        'Glen Aurora opens its warehouses to Caskmark collectors with a lobby release of its 18 Year Old Sherry Cask and an auction of three decanters from cask 1983/07. The third lot opens later this week.',
        'Whisky',
        3 * DAY,
      ),
      announcement(
        'hurricane-relief-auction-is-live',
        'The Hurricane Relief Auction is live',
        'Saltwind Rum offers the cask that survived Hurricane Ivan; every dollar goes to relief.',
        'Bid on Hurricane Relief Cask No. 1, a three-litre decanter of 2004 pot-still rum. Caskmark waives its fees on this lot and Saltwind gives the full hammer price to hurricane relief across the Caribbean.',
        'Rum',
        2 * DAY,
      ),
      announcement(
        'secondary-market-fees',
        'Lower fees on the secondary market',
        'Listing is free; the platform fee on a sale stays at 10%.',
        'List any edition from your vault at a fixed price in USD or ETH, privately for one buyer or as a bundle. Collectors can also make offers on any edition, or a global offer across a release.',
        'Wine',
        12 * DAY,
      ),
    ],
    giveaways: [
      giveaway(
        'solera-25-summer-giveaway',
        'Solera 25 Summer Giveaway',
        {
          summary: 'Win one of three bottles of Saltwind Solera 25.',
          body: 'Sign up with your e-mail and tell us about your favourite rum. Three winners are drawn when the giveaway closes and receive the NFT of a Solera 25 in their vault.',
          prize: 'Saltwind Solera 25 (NFT + bottle)',
          brandSlug: 'saltwind-rum',
          startDate: at(-3 * DAY),
          endDate: at(10 * DAY),
        },
        'Rum',
      ),
      giveaway(
        'kuroyama-cherry-blossom',
        'Kuroyama Cherry Blossom Giveaway',
        {
          summary: 'A bottle of Sakura Cask Blend for one lucky collector.',
          body: 'Opens with the spring release of the Sakura Cask Blend. One winner receives the NFT and a tasting glass set.',
          prize: 'Kuroyama Sakura Cask Blend',
          brandSlug: 'kuroyama-distillery',
          startDate: at(2 * DAY),
          endDate: at(16 * DAY),
        },
        'Whisky',
      ),
      giveaway(
        'vellanne-harvest-giveaway',
        'Château Vellanne Harvest Giveaway',
        {
          summary: 'Closed: two bottles of the 2015 Grand Vin were won.',
          body: 'Thank you to everyone who entered. The winners were notified by e-mail.',
          prize: 'Château Vellanne Grand Vin 2015',
          brandSlug: 'chateau-vellanne',
          startDate: at(-40 * DAY),
          endDate: at(-25 * DAY),
        },
        'Wine',
      ),
    ],
    terms: [
      {
        publicPk: demoId('giveaway-terms', '2024'),
        title: 'Giveaway Terms of Service (previous edition)',
        body: 'These terms applied to giveaways that closed before the current edition took effect.',
        startDate: at(-400 * DAY),
        endDate: at(-30 * DAY),
      },
      {
        publicPk: demoId('giveaway-terms', 'current'),
        title: 'Giveaway Terms of Service',
        body:
          'No purchase necessary. Open to residents of supported shipping countries who are of legal drinking age in their country (21 in the United States). One entry per person per giveaway. Winners are drawn at random when the giveaway closes and notified by e-mail; a prize not claimed within 14 days is drawn again. Prizes are delivered as NFTs in the winner\'s vault and can be redeemed for the bottle under the usual redemption terms. Caskmark may verify age and identity before delivering a prize.',
        startDate: at(-30 * DAY),
        endDate: null,
      },
    ],
    press: [
      { publicPk: demoId('press', 'tasting-notes-weekly'), title: 'The collectors moving fine spirits onto the blockchain', outlet: 'Tasting Notes Weekly', summary: 'How bottle-backed NFTs let collectors trade without moving a single bottle.', url: 'https://press.caskmark.test/tasting-notes-weekly', releaseSlug: null, isGeneric: true, publishedAt: at(-21 * DAY) },
      { publicPk: demoId('press', 'cellar-ledger'), title: 'Caskmark opens its secondary market', outlet: 'The Cellar Ledger', summary: 'Fixed-price listings, private sales and offers for tokenised wine and spirits.', url: 'https://press.caskmark.test/cellar-ledger', releaseSlug: null, isGeneric: true, publishedAt: at(-9 * DAY) },
      { publicPk: demoId('press', 'aurora-40'), title: 'Three decanters of a 40 year old Speyside go under the hammer', outlet: 'Malt Review', summary: 'Glen Aurora auctions cask 1983/07 as three lots.', url: 'https://press.caskmark.test/malt-review-aurora-40', releaseSlug: 'aurora-borealis-40', isGeneric: false, publishedAt: at(-1 * DAY) },
      { publicPk: demoId('press', 'hurricane'), title: 'A rum cask that survived a hurricane now raises money for the next one', outlet: 'Island Spirits', summary: 'Saltwind Rum gives the full hammer price of its charity lot to relief work.', url: 'https://press.caskmark.test/island-spirits-hurricane', releaseSlug: 'hurricane-relief-auction', isGeneric: false, publishedAt: at(-2 * DAY) },
    ],
  };
}
