/**
 * The browser-local flags the app keeps. End-to-end tests set these exact keys (e2e/support/fixtures.ts),
 * so renaming one is a breaking change.
 */
export const STORAGE_KEYS = {
  /** Set after the first visit: the splash is skipped from then on. */
  visited: 'caskmark.visited',
  /** Set once the newsletter modal has opened in this browser. */
  newsletterModalShown: 'caskmark.newsletterModalShown',
  /** 'accepted' or 'essential' once the visitor has answered the cookie banner. */
  cookieConsent: 'caskmark.cookieConsent',
  currency: 'caskmark.currency',
  urlFlags: 'caskmark.urlFlags',
  /** ETH checkouts started in this browser: the paying wallet and, once sent, the transaction (never sent twice). */
  ethPayments: 'caskmark.ethPayments',
  /** Set once the collector has followed the review prompt of a delivered redemption (spec part 1 §4). */
  redemptionReviewed: 'caskmark.redemptionReviewed',
} as const;

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

function storageOf(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage can throw when cookies are blocked; the app then behaves as on a first visit.
    return undefined;
  }
}

export function readStored(key: StorageKey, kind: 'local' | 'session' = 'local'): string | null {
  try {
    return storageOf(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: string, kind: 'local' | 'session' = 'local'): void {
  try {
    storageOf(kind)?.setItem(key, value);
  } catch {
    // Private mode or a full quota: the flag lasts for this page only.
  }
}
