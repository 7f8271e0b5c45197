import { formatDateTime } from '@caskmark/shared/format/dates';
import { isAuctionStyle, type ReleaseStyle } from '@caskmark/shared/catalogue/release-styles';

export interface SaleWindow {
  releaseStyle: ReleaseStyle;
  lobbyOpenDate: string;
  lobbyCloseDate: string | null;
}

export interface SaleDateLine {
  label: string;
  date: string;
  /** The moment a countdown runs to, when the line is about the future. */
  countdownTo: string | null;
}

/**
 * The open/close lines under a release or a lot. Auction styles speak of the lot ('Lot opens',
 * 'Lot closes', 'Lot closed on'); the other styles of the sale itself.
 */
export function saleDateLines(window: SaleWindow, now: number): SaleDateLine[] {
  const auction = isAuctionStyle(window.releaseStyle);
  const opens = new Date(window.lobbyOpenDate).getTime();
  const closes = window.lobbyCloseDate ? new Date(window.lobbyCloseDate).getTime() : null;
  const lines: SaleDateLine[] = [];
  if (opens > now) {
    lines.push({ label: auction ? 'Lot opens' : 'Opens', date: formatDateTime(window.lobbyOpenDate), countdownTo: window.lobbyOpenDate });
  } else {
    lines.push({ label: auction ? 'Lot opened' : 'Opened', date: formatDateTime(window.lobbyOpenDate), countdownTo: null });
  }
  if (window.lobbyCloseDate && closes !== null) {
    if (closes > now) {
      // A countdown to the close only matters once the sale is open; before that the open countdown runs.
      lines.push({ label: auction ? 'Lot closes' : 'Closes', date: formatDateTime(window.lobbyCloseDate), countdownTo: opens <= now ? window.lobbyCloseDate : null });
    } else {
      lines.push({ label: auction ? 'Lot closed on' : 'Closed on', date: formatDateTime(window.lobbyCloseDate), countdownTo: null });
    }
  }
  return lines;
}

/** The one countdown a card shows: to the open while upcoming, to the close while live. */
export function nextCountdown(window: SaleWindow, now: number): { label: string; to: string } | null {
  const auction = isAuctionStyle(window.releaseStyle);
  if (new Date(window.lobbyOpenDate).getTime() > now) return { label: auction ? 'Lot opens in' : 'Opens in', to: window.lobbyOpenDate };
  if (window.lobbyCloseDate && new Date(window.lobbyCloseDate).getTime() > now) {
    return { label: auction ? 'Lot closes in' : 'Closes in', to: window.lobbyCloseDate };
  }
  return null;
}

/**
 * The lot line of an auction-style card: 'Lot opens {date}' before the lot opens, 'Lot closes {date}'
 * while it runs, 'Lot closed on {date}' after; null for other styles, whose launch text says enough.
 */
export function lotLine(window: SaleWindow, now: number): string | null {
  if (!isAuctionStyle(window.releaseStyle)) return null;
  if (new Date(window.lobbyOpenDate).getTime() > now) return `Lot opens ${formatDateTime(window.lobbyOpenDate)}`;
  if (!window.lobbyCloseDate) return null;
  if (new Date(window.lobbyCloseDate).getTime() > now) return `Lot closes ${formatDateTime(window.lobbyCloseDate)}`;
  return `Lot closed on ${formatDateTime(window.lobbyCloseDate)}`;
}
