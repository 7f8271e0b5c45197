import type { editionHistory, TransferType } from '../schema/history';
import type { listingItems, listings } from '../schema/marketplace';
import type { users } from '../schema/users';
import type { DemoCatalogue, DemoUnit } from './demo-catalogue-rows';
import { demoCollectors, demoPeople, demoSeedKey } from './demo-people';
import { DAY, HOUR, demoAddress, demoId, seededRandom } from './ids';

export type UserRow = typeof users.$inferInsert;
export type HistoryRow = typeof editionHistory.$inferInsert;
export type ListingRow = typeof listings.$inferInsert;
export type ListingItemRow = typeof listingItems.$inferInsert;

/** The ETH price the demo's ETH amounts were converted with (the server's default quote). */
export const DEMO_ETH_PRICE_USD = 3150.42;

export const userPk = (handler: string) => demoId('user', demoSeedKey(handler));
/** Placeholder of a person's custodial wallet; the dev chain seed replaces it with a managed wallet. */
export const custodyAddress = (handler: string) => demoAddress('custody', demoSeedKey(handler));
/**
 * Placeholder of a person's own (non-custodial) wallet, where what they list sits (spec part 2 §6: a
 * custodial NFT is transferred out before it is listed); the dev chain seed replaces it with a dev wallet.
 */
export const ownWalletAddress = (handler: string) => demoAddress('own-wallet', demoSeedKey(handler));

type WalletKind = 'custody' | 'own';
const walletAddress = (handler: string, wallet: WalletKind) => (wallet === 'own' ? ownWalletAddress(handler) : custodyAddress(handler));

export function buildDemoUsers(): UserRow[] {
  return demoPeople.map((person) => ({
    publicPk: userPk(person.handler),
    username: person.email.toLowerCase(),
    handler: person.handler,
    email: person.email,
    communicationEmail: person.email,
    communicationEmailIsVerified: true,
    isBrand: person.isBrand ?? false,
  }));
}

interface SoldUnit extends DemoUnit {
  owner: string;
  soldAt: Date;
  /** Which of the owner's wallets holds the unit now, and when it last moved. */
  wallet: WalletKind;
  lastMovedAt: Date;
}

/** Events after the primary sale: trades, transfers, gifts and redemptions, on the n-th unit sold of a pack. */
interface ScriptedEvent {
  pack: string;
  pick: number;
  kind: Extract<TransferType, 'Secondary Market Sale' | 'Transfer' | 'Gift' | 'Redeem'>;
  to?: string;
  ago: number;
  priceUsd?: number;
  /** A secondary sale through a listing that is now sold. */
  viaListing?: boolean;
}

const scriptedEvents: ScriptedEvent[] = [
  { pack: 'hc-sb12', pick: 0, kind: 'Secondary Market Sale', to: 'ben', ago: 12 * DAY, priceUsd: 235, viaListing: true },
  { pack: 'hc-sb12', pick: 1, kind: 'Secondary Market Sale', to: 'chloe_m', ago: 9 * DAY, priceUsd: 250 },
  { pack: 'hc-sb12', pick: 2, kind: 'Transfer', to: 'farah', ago: 6 * DAY },
  { pack: 'hc-sb12', pick: 3, kind: 'Gift', to: 'hana', ago: 4 * DAY },
  { pack: 'ab-cab', pick: 0, kind: 'Redeem', ago: 8 * DAY },
  { pack: 'ab-cab', pick: 1, kind: 'Secondary Market Sale', to: 'ben', ago: 15 * DAY, priceUsd: 265 },
  { pack: 'ab-cab', pick: 2, kind: 'Secondary Market Sale', to: 'ben', ago: 14 * DAY, priceUsd: 270 },
  { pack: 'ac-cristalino', pick: 0, kind: 'Secondary Market Sale', to: 'ava', ago: 10 * DAY, priceUsd: 180 },
  { pack: 'ac-cristalino', pick: 1, kind: 'Redeem', ago: 3 * DAY },
  { pack: 'mc-vsop', pick: 0, kind: 'Gift', to: 'ava', ago: 2 * DAY },
  // Ava redeems the bottle she was given: her vault shows a redeemed edition.
  { pack: 'mc-vsop', pick: 0, kind: 'Redeem', ago: 1 * DAY },
  { pack: 'mc-vsop', pick: 1, kind: 'Secondary Market Sale', to: 'emeka_o', ago: 20 * DAY, priceUsd: 105 },
  { pack: 'ac-blanco', pick: 0, kind: 'Transfer', to: 'ben', ago: 12 * HOUR },
  { pack: 'cv-2015', pick: 0, kind: 'Secondary Market Sale', to: 'dmitri', ago: 2 * HOUR, priceUsd: 260 },
  { pack: 'ga-18', pick: 0, kind: 'Gift', to: 'jules', ago: 1 * DAY },
];

/** Active and past listings, by the owner the events above leave in place. */
interface ScriptedListing {
  key: string;
  items: Array<{ pack: string; pick: number }>;
  amount: string;
  currency: 'USD' | 'ETH';
  createdAgo: number;
  validFor: number;
  privateFor?: string;
  status?: 'active' | 'expired';
}

const scriptedListings: ScriptedListing[] = [
  { key: 'hc-ben', items: [{ pack: 'hc-sb12', pick: 0 }], amount: '240', currency: 'USD', createdAgo: 2 * DAY, validFor: 20 * DAY },
  { key: 'hc-chloe', items: [{ pack: 'hc-sb12', pick: 1 }], amount: '0.085', currency: 'ETH', createdAgo: 8 * DAY, validFor: 10 * DAY },
  { key: 'ac-ava-private', items: [{ pack: 'ac-cristalino', pick: 0 }], amount: '195', currency: 'USD', createdAgo: 1 * DAY, validFor: 6 * DAY, privateFor: 'dmitri' },
  { key: 'ab-ben-bundle', items: [{ pack: 'ab-cab', pick: 1 }, { pack: 'ab-cab', pick: 2 }], amount: '520', currency: 'USD', createdAgo: 3 * DAY, validFor: 28 * DAY },
  { key: 'mc-paradis-ava', items: [{ pack: 'mc-paradis-lot', pick: 0 }], amount: '89500', currency: 'USD', createdAgo: 5 * DAY, validFor: 60 * DAY },
  { key: 'mc-vsop-emeka', items: [{ pack: 'mc-vsop', pick: 1 }], amount: '110', currency: 'USD', createdAgo: 12 * DAY, validFor: 45 * DAY },
  { key: 'ga-18-eth', items: [{ pack: 'ga-18', pick: 1 }], amount: '0.16', currency: 'ETH', createdAgo: 6 * HOUR, validFor: 30 * DAY },
  { key: 'ac-expired', items: [{ pack: 'ac-cristalino', pick: 2 }], amount: '210', currency: 'USD', createdAgo: 9 * DAY, validFor: 8 * DAY, status: 'expired' },
];

/** Ids of the demo's own listings (active and expired; not the sold one), which the dev chain seed puts on chain. */
export function demoListingPks(): string[] {
  return scriptedListings.map((listing) => demoId('listing', listing.key));
}

/** Who won or bought what is fixed for the showcase lots; the rest is drawn from a seeded sequence. */
const fixedBuyers: Record<string, string> = { 'mc-paradis-lot': 'ava' };

export interface DemoActivity {
  history: HistoryRow[];
  listings: ListingRow[];
  listingItems: ListingItemRow[];
}

const usdToWei = (usd: number) => (BigInt(Math.round((usd / DEMO_ETH_PRICE_USD) * 1e8)) * 10n ** 10n).toString();

/** Sells units to collectors, plays the scripted events, and writes the history and listings they leave. */
export function buildDemoActivity(catalogue: DemoCatalogue, now: Date): DemoActivity {
  const random = seededRandom('demo-activity');
  const activity: DemoActivity = { history: [], listings: [], listingItems: [] };
  const soldByPack = new Map<string, SoldUnit[]>();
  let nextTokenId = 1;

  const unitsByPack = new Map<string, DemoUnit[]>();
  for (const unit of catalogue.units) unitsByPack.set(unit.pack.key, [...(unitsByPack.get(unit.pack.key) ?? []), unit]);

  for (const [packKey, units] of unitsByPack) {
    const pack = units[0]!.pack;
    if (pack.sold === 0) continue;
    const order = shuffle(units, random).slice(0, pack.sold);
    const start = units[0]!.opensAt.getTime();
    const end = Math.min(units[0]!.closesAt?.getTime() ?? now.getTime(), now.getTime());
    const sold = order.map((unit, index): SoldUnit => {
      const soldAt = new Date(start + ((index + 1) / (order.length + 1)) * (end - start) + Math.floor(random() * 600_000));
      const owner = fixedBuyers[packKey] ?? demoCollectors[Math.floor(random() * demoCollectors.length)]!;
      return { ...unit, owner, soldAt, wallet: 'custody', lastMovedAt: soldAt };
    });
    soldByPack.set(packKey, sold);
    for (const unit of sold) {
      const releasePk = demoId('release', unit.release.slug);
      const isAuction = ['auction', 'sealed_auction', 'leaderboard'].includes(unit.release.style);
      const kind: TransferType = unit.release.style === 'airdrop' ? 'Claim' : 'Primary Market Sale';
      for (const nft of unit.nfts) {
        nft.status = 'owned';
        nft.ownerPk = userPk(unit.owner);
        nft.ownerAddress = custodyAddress(unit.owner);
        nft.soldAt = unit.soldAt;
        nft.tokenId = String(nextTokenId++);
        const priceCents = kind === 'Claim' ? null : isAuction ? Math.round(nft.primaryPriceCents * 1.6) : nft.primaryPriceCents;
        activity.history.push(
          historyRow(`mint:${nft.publicPk}`, nft.publicPk, releasePk, 'Mint', null, 'brand', new Date(unit.soldAt.getTime() - 60_000), null),
          historyRow(`primary:${nft.publicPk}`, nft.publicPk, releasePk, kind, 'brand', unit.owner, unit.soldAt, priceCents),
        );
      }
    }
  }

  const pickUnit = (pack: string, pick: number): SoldUnit => {
    const unit = soldByPack.get(pack)?.[pick];
    if (!unit) throw new Error(`Demo data: pack ${pack} has no sold unit #${pick}`);
    return unit;
  };

  /** The owner takes the unit out of custody into their own wallet, as they must before listing it. */
  const moveToOwnWallet = (unit: SoldUnit, listedAt: Date) => {
    if (unit.wallet === 'own') return;
    const at = new Date(Math.max(listedAt.getTime() - HOUR, unit.lastMovedAt.getTime() + 60_000));
    const releasePk = demoId('release', unit.release.slug);
    for (const nft of unit.nfts) {
      const row = historyRow(`transfer-out:${nft.publicPk}:${unit.owner}`, nft.publicPk, releasePk, 'Transfer', unit.owner, unit.owner, at, null);
      row.toAddress = ownWalletAddress(unit.owner);
      activity.history.push(row);
      nft.ownerAddress = ownWalletAddress(unit.owner);
      nft.isInManagedWallet = false;
    }
    unit.wallet = 'own';
    unit.lastMovedAt = at;
  };

  for (const event of scriptedEvents) {
    const unit = pickUnit(event.pack, event.pick);
    const at = new Date(Math.min(Math.max(now.getTime() - event.ago, unit.soldAt.getTime() + HOUR), now.getTime() - 60_000));
    const releasePk = demoId('release', unit.release.slug);
    let listingPk: string | null = null;
    // Bought through a listing: paid from the buyer's own wallet, which receives the unit.
    const toWallet: WalletKind = event.viaListing ? 'own' : 'custody';
    if (event.viaListing) {
      listingPk = demoId('listing', `sold:${event.pack}:${event.pick}`);
      const listedAt = new Date(at.getTime() - 2 * DAY);
      moveToOwnWallet(unit, listedAt);
      activity.listings.push(listingRow(listingPk, unit.owner, String(event.priceUsd), 'USD', listedAt, new Date(at.getTime() + 20 * DAY), 'sold'));
      for (const nft of unit.nfts) activity.listingItems.push({ listingPk, editionNftPk: nft.publicPk });
    }
    for (const nft of unit.nfts) {
      const priceCents = event.priceUsd === undefined ? null : Math.round((event.priceUsd * 100) / unit.nfts.length);
      const row = historyRow(`${event.kind}:${nft.publicPk}:${event.ago}`, nft.publicPk, releasePk, event.kind, unit.owner, event.to ?? null, at, priceCents);
      row.fromAddress = walletAddress(unit.owner, unit.wallet);
      if (event.to) row.toAddress = walletAddress(event.to, toWallet);
      row.listingPk = listingPk;
      activity.history.push(row);
      if (event.kind === 'Redeem') {
        nft.status = 'redeemed';
        nft.redeemedAt = at;
      } else {
        nft.ownerPk = userPk(event.to!);
        nft.ownerAddress = walletAddress(event.to!, toWallet);
        nft.isInManagedWallet = toWallet === 'custody';
      }
    }
    if (event.to) unit.owner = event.to;
    unit.wallet = toWallet;
    unit.lastMovedAt = at;
  }

  for (const listing of scriptedListings) {
    const units = listing.items.map((item) => pickUnit(item.pack, item.pick));
    const seller = units[0]!.owner;
    const listingPk = demoId('listing', listing.key);
    const createdAt = new Date(now.getTime() - listing.createdAgo);
    for (const unit of units) moveToOwnWallet(unit, createdAt);
    const row = listingRow(listingPk, seller, listing.amount, listing.currency, createdAt, new Date(createdAt.getTime() + listing.validFor), listing.status ?? 'active');
    row.isBundle = units.length > 1;
    if (listing.privateFor) {
      row.forSpecificBuyer = true;
      row.buyerAddress = ownWalletAddress(listing.privateFor);
    }
    activity.listings.push(row);
    for (const unit of units) for (const nft of unit.nfts) activity.listingItems.push({ listingPk, editionNftPk: nft.publicPk });
  }

  // A pending gift locks its edition (spec part 2 §4 "Gift"); one such edition shows the Locked label.
  const locked = pickUnit('ga-18', 2);
  for (const nft of locked.nfts) nft.isLocked = true;
  return activity;
}

function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/** `from`/`to` are handlers; 'brand' stands for the producer (no account of its own in the row). */
function historyRow(key: string, nftPk: string, releasePk: string, kind: TransferType, from: string | null, to: string | null, createdAt: Date, priceCents: number | null): HistoryRow {
  const fromIsBrand = from === 'brand';
  const toIsBrand = to === 'brand';
  return {
    publicPk: demoId('history', key),
    editionNftPk: nftPk,
    releasePk,
    transferType: kind,
    fromUserPk: from && !fromIsBrand ? userPk(from) : null,
    fromAddress: from && !fromIsBrand ? custodyAddress(from) : null,
    fromIsBrand: fromIsBrand ? 1 : 0,
    toUserPk: to && !toIsBrand ? userPk(to) : null,
    toAddress: to && !toIsBrand ? custodyAddress(to) : null,
    toIsBrand: toIsBrand ? 1 : 0,
    sellingPriceCents: priceCents,
    sellingPriceWei: priceCents === null ? null : usdToWei(priceCents / 100),
    sourceKey: `demo:${key}`,
    createdAt,
  };
}

function listingRow(publicPk: string, seller: string, amount: string, currency: 'USD' | 'ETH', createdAt: Date, validUntil: Date, status: 'active' | 'sold' | 'expired'): ListingRow {
  const usd = currency === 'USD' ? Number(amount) : Number(amount) * DEMO_ETH_PRICE_USD;
  return {
    publicPk,
    sellerPk: userPk(seller),
    sellerAddress: ownWalletAddress(seller),
    payoutAddress: ownWalletAddress(seller),
    amount,
    currency,
    priceUsdCents: Math.round(usd * 100),
    validUntil,
    status,
    createdAt,
  };
}
