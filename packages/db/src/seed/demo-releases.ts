import { DAY, HOUR } from './ids';

type ReleaseStyle = 'lobby' | 'fcfs' | 'auction' | 'sealed_auction' | 'leaderboard' | 'shuffle' | 'airdrop' | 'sweepstakes';

/** One pack of a demo release; offsets are milliseconds from the moment of seeding. */
export interface DemoPack {
  key: string;
  name: string;
  description: string;
  /** Products in the pack; a bundle unit holds one edition of each. */
  products: string[];
  units: number;
  priceUsd: number;
  reserveUsd?: number;
  lotOpen?: number;
  lotClose?: number;
  maxPerUser?: number;
  /** Units sold (or claimed, or won) before seeding. */
  sold: number;
  /** Edition numbers of lot packs (auction styles number bottles across lots). */
  firstEditionNumber?: number;
  seriesSize?: number;
}

export interface DemoRelease {
  slug: string;
  brand: string;
  title: string;
  description: string;
  style: ReleaseStyle;
  open: number;
  close: number | null;
  featured?: boolean;
  redeemAfter?: number;
  packs: DemoPack[];
}

export const demoReleases: DemoRelease[] = [
  {
    slug: 'glen-aurora-18-sherry-cask', brand: 'glen-aurora', title: 'Glen Aurora 18 Year Old Sherry Cask', style: 'lobby', open: -3 * DAY, close: 11 * DAY, featured: true, redeemAfter: 30 * DAY,
    description: 'Sixty bottles from a single parcel of Oloroso butts, each backed by an NFT you can hold, gift, trade or redeem for the bottle.',
    packs: [{ key: 'ga-18', name: '18 Year Old Sherry Cask', description: 'One bottle of Glen Aurora 18 Year Old Sherry Cask, 70 cl, 46% ABV.', products: ['ga-18'], units: 60, priceUsd: 420, maxPerUser: 4, sold: 23 }],
  },
  {
    slug: 'aurora-borealis-40', brand: 'glen-aurora', title: 'Aurora Borealis 40 Year Old', style: 'auction', open: -1 * DAY, close: 2 * DAY, featured: true,
    description: 'Three decanters from cask 1983/07, offered as three lots. Each lot closes on its own schedule; the third opens later in the week.',
    packs: [
      { key: 'ga-40-lot-1', name: 'Lot 1 — Decanter 1 of 3', description: 'Decanter 1 of 3 with a private cellar dinner at the distillery.', products: ['ga-40'], units: 1, priceUsd: 22_000, reserveUsd: 30_000, sold: 0, firstEditionNumber: 1, seriesSize: 3 },
      { key: 'ga-40-lot-2', name: 'Lot 2 — Decanter 2 of 3', description: 'Decanter 2 of 3.', products: ['ga-40'], units: 1, priceUsd: 22_000, lotClose: 2 * DAY + 30 * 60_000, sold: 0, firstEditionNumber: 2, seriesSize: 3 },
      { key: 'ga-40-lot-3', name: 'Lot 3 — Decanter 3 of 3', description: 'Decanter 3 of 3. This lot opens later than the others.', products: ['ga-40'], units: 1, priceUsd: 24_000, lotOpen: 3 * DAY, lotClose: 6 * DAY, sold: 0, firstEditionNumber: 3, seriesSize: 3 },
    ],
  },
  {
    slug: 'hurricane-relief-auction', brand: 'saltwind-rum', title: 'Hurricane Relief Auction', style: 'auction', open: -2 * DAY, close: 4 * DAY, featured: true,
    description: 'A charity lot: the three-litre Hurricane Relief Cask No. 1. The full hammer price goes to hurricane relief across the Caribbean.',
    packs: [{ key: 'sw-hurricane-lot', name: 'Hurricane Relief Cask No. 1', description: 'One 3 l decanter and a distillery visit for two.', products: ['sw-hurricane-cask'], units: 1, priceUsd: 2_500, sold: 0, firstEditionNumber: 1, seriesSize: 1 }],
  },
  {
    slug: 'chateau-vellanne-grand-vin', brand: 'chateau-vellanne', title: 'Château Vellanne — Cellar Release', style: 'fcfs', open: -6 * HOUR, close: 3 * DAY, redeemAfter: 14 * DAY,
    description: 'The estate opens its cellar: the 2015 Grand Vin, a vertical case with the 2010, and the second wine. First come, first served.',
    packs: [
      { key: 'cv-2015', name: 'Grand Vin 2015', description: 'One bottle of Château Vellanne 2015, 75 cl.', products: ['cv-2015'], units: 48, priceUsd: 185, maxPerUser: 6, sold: 9 },
      { key: 'cv-vertical', name: 'Vertical Case 2010 & 2015', description: 'A bundle of two bottles: the 2010 and the 2015 Grand Vin.', products: ['cv-2010', 'cv-2015'], units: 12, priceUsd: 640, maxPerUser: 2, sold: 3 },
      { key: 'cv-petit-2018', name: 'Le Petit Vellanne 2018', description: 'One bottle of the second wine, 75 cl.', products: ['cv-2018-merlot'], units: 72, priceUsd: 48, sold: 18 },
    ],
  },
  {
    slug: 'vellanne-1982-library-magnum', brand: 'chateau-vellanne', title: 'Vellanne 1982 Library Magnum', style: 'sealed_auction', open: -1 * DAY, close: 4 * DAY,
    description: 'One magnum of the 1982 from the château library, with dinner in the cellar. Sealed bids; the top five bidders see their rank, never the amounts.',
    packs: [{ key: 'cv-1982-lot', name: '1982 Magnum — Library Lot', description: 'One magnum, 150 cl, never moved since bottling.', products: ['cv-1982-magnum'], units: 1, priceUsd: 24_000, reserveUsd: 28_000, sold: 0, firstEditionNumber: 1, seriesSize: 1 }],
  },
  {
    slug: 'corvel-heritage-xo-leaderboard', brand: 'maison-corvel', title: 'Héritage XO Leaderboard', style: 'leaderboard', open: -4 * DAY, close: 3 * DAY,
    description: 'Ten decanters of Héritage XO. The ten highest bids when the leaderboard closes win one each; manual bids open in the final hour.',
    packs: [{ key: 'mc-xo-board', name: 'Héritage XO — 10 decanters', description: 'One decanter per winning bid.', products: ['mc-heritage-xo'], units: 10, priceUsd: 1_800, sold: 0 }],
  },
  {
    slug: 'corvel-vsop-fine-champagne', brand: 'maison-corvel', title: 'Maison Corvel VSOP Fine Champagne', style: 'lobby', open: -40 * DAY, close: null,
    description: 'The house VSOP, always open: a first bottle for a new collection.',
    packs: [{ key: 'mc-vsop', name: 'VSOP Fine Champagne', description: 'One bottle, 70 cl.', products: ['mc-vsop'], units: 120, priceUsd: 89, sold: 77 }],
  },
  {
    slug: 'reserve-du-paradis-1900', brand: 'maison-corvel', title: 'Réserve du Paradis 1900', style: 'auction', open: -30 * DAY, close: -23 * DAY,
    description: 'A single decanter drawn from a demijohn of 1900. Sold at auction last month.',
    packs: [{ key: 'mc-paradis-lot', name: 'Réserve du Paradis 1900', description: 'One crystal decanter, 70 cl.', products: ['mc-paradis-1900'], units: 1, priceUsd: 40_000, sold: 1, firstEditionNumber: 1, seriesSize: 1 }],
  },
  {
    slug: 'agave-celeste-cristalino-shuffle', brand: 'agave-celeste', title: 'Añejo Cristalino Shuffle', style: 'shuffle', open: -20 * DAY, close: -13 * DAY,
    description: 'Forty bottles allocated by shuffle among everyone who joined the lobby.',
    packs: [{ key: 'ac-cristalino', name: 'Añejo Cristalino', description: 'One bottle, 75 cl.', products: ['ac-cristalino'], units: 40, priceUsd: 145, maxPerUser: 1, sold: 40 }],
  },
  {
    slug: 'agave-celeste-blanco-airdrop', brand: 'agave-celeste', title: 'Blanco Tahona Airdrop', style: 'airdrop', open: -1 * DAY, close: 6 * DAY,
    description: 'A free bottle of Blanco Tahona for collectors: claim it, then redeem it or trade it.',
    packs: [{ key: 'ac-blanco', name: 'Blanco Tahona', description: 'One bottle, 75 cl; free to claim.', products: ['ac-blanco'], units: 150, priceUsd: 0, maxPerUser: 1, sold: 53 }],
  },
  {
    slug: 'agave-celeste-extra-anejo-7', brand: 'agave-celeste', title: 'Extra Añejo 7', style: 'lobby', open: -8 * DAY, close: 30 * DAY,
    description: 'Seven years in cognac casks from Maison Corvel.',
    packs: [{ key: 'ac-extra', name: 'Extra Añejo 7', description: 'One bottle, 75 cl.', products: ['ac-extra-anejo'], units: 36, priceUsd: 380, sold: 11 }],
  },
  {
    slug: 'saltwind-solera-25-sweepstakes', brand: 'saltwind-rum', title: 'Solera 25 Sweepstakes', style: 'sweepstakes', open: -2 * DAY, close: 5 * DAY,
    description: 'Three bottles of Solera 25 to win. Each entry costs $25; up to ten entries per collector.',
    packs: [{ key: 'sw-solera', name: 'Solera 25 — three prizes', description: 'Entry fee per entry; three winners drawn when the sweepstakes closes.', products: ['sw-solera-25'], units: 3, priceUsd: 25, sold: 0 }],
  },
  {
    slug: 'saltwind-cask-strength-sweepstakes', brand: 'saltwind-rum', title: 'Solera Cask Strength Sweepstakes', style: 'sweepstakes', open: -1 * DAY, close: 60 * DAY,
    description: 'Two cask-strength bottles of the Solera 25 to win. $10 an entry, up to ten; the draw is published and can be checked by anyone.',
    packs: [{ key: 'sw-cask-sweeps', name: 'Solera Cask Strength — two prizes', description: 'Entry fee per entry; two winners drawn at the close.', products: ['sw-solera-25'], units: 2, priceUsd: 10, sold: 0 }],
  },
  {
    slug: 'agave-celeste-reposado-shuffle', brand: 'agave-celeste', title: 'Cristalino Reserva Shuffle', style: 'shuffle', open: -1 * DAY, close: 40 * DAY,
    description: 'Ten bottles allocated by a published draw among everyone who deposits; deposits not drawn are released at once.',
    packs: [{ key: 'ac-reserva-shuffle', name: 'Cristalino Reserva', description: 'One bottle, 75 cl; deposit held until the draw.', products: ['ac-cristalino'], units: 10, priceUsd: 95, maxPerUser: 1, sold: 0 }],
  },
  {
    slug: 'saltwind-navy-spiced', brand: 'saltwind-rum', title: 'Navy Spiced Miniature', style: 'lobby', open: -10 * DAY, close: 20 * DAY,
    description: 'The crew bottle in a 200 ml flask.',
    packs: [{ key: 'sw-navy', name: 'Navy Spiced Miniature', description: 'One 200 ml flask.', products: ['sw-spiced-mini'], units: 120, priceUsd: 39, maxPerUser: 10, sold: 64 }],
  },
  {
    slug: 'kuroyama-mizunara-21', brand: 'kuroyama-distillery', title: 'Kuroyama Mizunara 21', style: 'lobby', open: 6 * HOUR, close: 7 * DAY, featured: true,
    description: 'Thirty bottles of the Mizunara 21, one per collector. The lobby opens later today.',
    packs: [{ key: 'kr-mizunara', name: 'Mizunara 21 Year Old', description: 'One bottle, 70 cl.', products: ['kr-mizunara-21'], units: 30, priceUsd: 1_250, maxPerUser: 1, sold: 0 }],
  },
  {
    slug: 'kuroyama-sakura-cask', brand: 'kuroyama-distillery', title: 'Sakura Cask Blend', style: 'fcfs', open: 2 * DAY, close: 9 * DAY,
    description: 'A spring release of the Sakura Cask Blend.',
    packs: [{ key: 'kr-sakura', name: 'Sakura Cask Blend', description: 'One bottle, 70 cl.', products: ['kr-sakura'], units: 60, priceUsd: 95, maxPerUser: 3, sold: 0 }],
  },
  {
    slug: 'hollow-creek-single-barrel-12', brand: 'hollow-creek', title: 'Hollow Creek Single Barrel 12', style: 'fcfs', open: -35 * DAY, close: -28 * DAY,
    description: 'Barrel 4417, thirty-six bottles at barrel proof. Sold out in the first week; find it on the secondary market.',
    packs: [{ key: 'hc-sb12', name: 'Single Barrel 12 Year — Barrel 4417', description: 'One bottle, 75 cl.', products: ['hc-sb12'], units: 36, priceUsd: 160, sold: 36 }],
  },
  {
    slug: 'alder-bluff-cabernet-2019', brand: 'alder-bluff-estate', title: 'Alder Bluff Cabernet Sauvignon 2019', style: 'lobby', open: -50 * DAY, close: -40 * DAY, redeemAfter: -30 * DAY,
    description: 'The 2019 hillside Cabernet, and a trio of the estate wines.',
    packs: [
      { key: 'ab-cab', name: 'Cabernet Sauvignon 2019', description: 'One bottle, 75 cl.', products: ['ab-cab-2019'], units: 24, priceUsd: 210, sold: 24 },
      { key: 'ab-trio', name: 'Estate Trio', description: 'A bundle of three: Cabernet 2019, Chardonnay 2021 and Blanc de Noirs 2017.', products: ['ab-cab-2019', 'ab-chard-2021', 'ab-brut-2017'], units: 8, priceUsd: 520, sold: 6 },
    ],
  },
  {
    slug: 'glen-aurora-founders-collection', brand: 'glen-aurora', title: 'Founders Collection', style: 'lobby', open: -5 * DAY, close: 9 * DAY,
    description: 'Three bottles that tell the story of the estate: the Founders blended malt, the 25 Year Old Peated Cask and an independent bottling by Cask & Quill.',
    packs: [
      { key: 'ga-founders', name: 'Founders Collection — bundle of three', description: 'Founders Blended Malt, 25 Year Old Peated Cask and 12 Year Old Cask & Quill Selection.', products: ['ga-founders', 'ga-25-peat', 'ga-12-indie'], units: 15, priceUsd: 2_400, maxPerUser: 1, sold: 4 },
      // Above the $5,000 wire threshold (spec part 1 §5), so the demo can be paid by wire.
      { key: 'ga-25-peat-cask', name: '25 Year Old Peated Cask — the founders’ cask', description: 'One bottle drawn from the founders’ own cask of the 25 Year Old Peated Cask, with a tasting for two at the distillery.', products: ['ga-25-peat'], units: 8, priceUsd: 6_500, maxPerUser: 1, sold: 0 },
    ],
  },
];
