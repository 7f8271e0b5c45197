import type { AuctionBid, LeaderboardBid, SealedBid, SealedLobby } from '@caskmark/shared/api/auctions';
import type { AppContext } from '../../context';

/**
 * Live bid events, keyed by release pack (spec part 1 §7): every watcher of the pack hears them, over
 * Redis when configured (platform/events.ts). Payloads carry the handler the spec shows, never a sealed
 * amount or a bidder of a sealed auction (only paddle numbers and ranks, decision 253).
 */
export const AUCTION_EVENT_FIELDS = {
  auctionBidCreated: 'auctionBidCreated',
  leaderboardBidCreated: 'leaderboardBidCreated',
  sealedAuctionBidCreated: 'sealedAuctionBidCreated',
  sealedAuctionLobbyCreated: 'sealedAuctionLobbyCreated',
} as const;
export type AuctionEventKind = keyof typeof AUCTION_EVENT_FIELDS;

export type AuctionEvent =
  | { kind: 'auctionBidCreated'; packPk: string; payload: AuctionBid }
  | { kind: 'leaderboardBidCreated'; packPk: string; payload: LeaderboardBid }
  | { kind: 'sealedAuctionBidCreated'; packPk: string; payload: SealedBid }
  | { kind: 'sealedAuctionLobbyCreated'; packPk: string; payload: SealedLobby };

export const auctionTopic = (kind: AuctionEventKind, packPk: string) => `auctions.${kind}.${packPk}`;

/** Publishes after the transaction committed; a lost event only delays a watcher's refresh. */
export async function publishAuctionEvents(context: AppContext, events: AuctionEvent[]): Promise<void> {
  for (const event of events) {
    try {
      // The GraphQL types carry the mutations' `nonFieldErrors`; an event never has any.
      await context.events.publish(auctionTopic(event.kind, event.packPk), { [AUCTION_EVENT_FIELDS[event.kind]]: { ...event.payload, nonFieldErrors: [] } });
    } catch (error) {
      context.log.warn({ err: error, kind: event.kind }, 'auction event could not be published');
    }
  }
}
