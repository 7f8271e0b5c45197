export const REDEMPTION_WORKFLOW = 'redemption';

/** What the redemption run keeps between steps (workflow_runs.state); every external effect is named here before it happens. */
export interface RedemptionState {
  redemptionPk: string;
  userPk: string;
  editionNftPk: string;
  /** The authorized payment of the shipping fee (none for free and pickup redemptions). */
  intentPk?: string | null;
  /** Set once the NFT was locked for the burn (unlocked again if the run fails). */
  locked?: boolean;
  approvalHash?: string | null;
  burnHash?: string | null;
}

/** A pending request waits this long for its shipping fee, then it is cancelled (nothing was burned). */
export const PENDING_REDEMPTION_DAYS = 7;
export const UNPAID_REASON = 'The shipping fee was not paid in time.';
export const CANCELLED_REASON = 'The redemption was cancelled.';
export const BURN_FAILED_REASON = 'internal system error';
