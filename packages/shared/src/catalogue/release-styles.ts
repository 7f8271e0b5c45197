/** The release styles of spec part 1 §1, as the API spells them, with the labels the UI shows. */
export const RELEASE_STYLES = [
  'lobby',
  'fcfs',
  'auction',
  'sealed_auction',
  'leaderboard',
  'shuffle',
  'airdrop',
  'sweepstakes',
] as const;
export type ReleaseStyle = (typeof RELEASE_STYLES)[number];

export const RELEASE_STYLE_LABELS: Record<ReleaseStyle, string> = {
  lobby: 'Lobby',
  fcfs: 'First Come First Served',
  auction: 'Auction',
  sealed_auction: 'Sealed Auction',
  leaderboard: 'Leaderboard',
  shuffle: 'Shuffle',
  airdrop: 'Airdrop',
  sweepstakes: 'Sweepstakes',
};

/** Styles where collectors bid on a lot instead of buying at a fixed price. */
export const AUCTION_STYLES: readonly ReleaseStyle[] = ['auction', 'sealed_auction', 'leaderboard'];

export function isAuctionStyle(style: ReleaseStyle): boolean {
  return AUCTION_STYLES.includes(style);
}
