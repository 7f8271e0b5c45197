export const LISTING_CARD_WORKFLOW = 'listing-card-purchase';
/** chain_transactions.purpose of the operator's settleByCard. */
export const SETTLE_PURPOSE = 'listing_card_settle';
export const UNEXPECTED_FAILURE_REASON = 'internal system error';

/** What a card purchase's run keeps between steps (workflow_runs.state); every effect is named here before it acts. */
export interface ListingCardState {
  purchasePk: string;
  buyerPk: string;
  listingPk: string;
  listingId: string;
  /** The listing's editions, locked by the start (unlocked again when the run fails). */
  editionNftPks: string[];
  /** The authorized card payment. */
  intentPk?: string | null;
  /** The buyer's managed wallet (the settlement's recipient). */
  recipientAddress?: string | null;
  /** Fixed by the contract when the listing was made. */
  feeBps?: number;
  royaltyBps?: number;
  settleHash?: string | null;
}
