/** A lobby counts as live from 30 minutes before it opens. */
export const LOBBY_LIVE_WINDOW_MS = 30 * 60_000;
/** 'Opens within 1 day' / 'closes within 1 day' windows. */
export const LOBBY_DAY_WINDOW_MS = 24 * 3_600_000;
/** Open timers are not set more than 14 days ahead. */
export const OPEN_TIMER_MAX_MS = 14 * 24 * 3_600_000;
/** Close callbacks are not set more than 432,000,000 ms (5 days) ahead. */
export const CLOSE_TIMER_MAX_MS = 432_000_000;
/** Manual leaderboard bidding opens 1 hour before close. */
export const MANUAL_LEADERBOARD_WINDOW_MS = 3_600_000;

export interface LobbyDates {
  lobbyOpenDate: string | Date;
  lobbyCloseDate: string | Date | null;
}

export interface LobbyTimingFlags {
  openInFuture: boolean;
  closeInFuture: boolean;
  closed: boolean;
  /** From 30 minutes before opening until it closes. */
  live: boolean;
  opensWithinDay: boolean;
  closesWithinDay: boolean;
}

/** The lobby timing flags of spec part 1 §4 on the given clock reading. */
export function lobbyTimingFlags({ lobbyOpenDate, lobbyCloseDate }: LobbyDates, now: Date): LobbyTimingFlags {
  const untilOpen = new Date(lobbyOpenDate).getTime() - now.getTime();
  const untilClose = lobbyCloseDate === null ? Number.POSITIVE_INFINITY : new Date(lobbyCloseDate).getTime() - now.getTime();
  const closed = untilClose <= 0;
  return {
    openInFuture: untilOpen > 0,
    closeInFuture: untilClose > 0,
    closed,
    live: !closed && untilOpen <= LOBBY_LIVE_WINDOW_MS,
    opensWithinDay: untilOpen > 0 && untilOpen <= LOBBY_DAY_WINDOW_MS,
    closesWithinDay: untilClose > 0 && untilClose <= LOBBY_DAY_WINDOW_MS,
  };
}

/** Delay for the lobby-open timer, or null when it is in the past or more than 14 days away (skipped). */
export function openTimerDelay(lobbyOpenDate: string | Date, now: Date): number | null {
  const delay = new Date(lobbyOpenDate).getTime() - now.getTime();
  return delay > 0 && delay <= OPEN_TIMER_MAX_MS ? delay : null;
}

/** Delay for a close callback, or null when it is in the past or more than 432,000,000 ms away (skipped). */
export function closeTimerDelay(lobbyCloseDate: string | Date | null, now: Date): number | null {
  if (lobbyCloseDate === null) return null;
  const delay = new Date(lobbyCloseDate).getTime() - now.getTime();
  return delay > 0 && delay <= CLOSE_TIMER_MAX_MS ? delay : null;
}

/** The sealed auction's close timer is set only when the close date is under 5 days away. */
export function sealedAuctionCloseTimerDelay(lobbyCloseDate: string | Date | null, now: Date): number | null {
  if (lobbyCloseDate === null) return null;
  const delay = new Date(lobbyCloseDate).getTime() - now.getTime();
  return delay > 0 && delay < CLOSE_TIMER_MAX_MS ? delay : null;
}

/** Leaderboard manual bids are enabled only in the final hour before close. */
export function isManualLeaderboardBidOpen(lobbyCloseDate: string | Date | null, now: Date): boolean {
  if (lobbyCloseDate === null) return false;
  const untilClose = new Date(lobbyCloseDate).getTime() - now.getTime();
  return untilClose > 0 && untilClose <= MANUAL_LEADERBOARD_WINDOW_MS;
}

export const AUCTION_ENDED_MESSAGE = 'This auction has now ended. No further bids will be accepted';
