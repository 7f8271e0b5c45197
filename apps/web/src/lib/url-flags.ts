import { STORAGE_KEYS, readStored, writeStored } from './storage';

/**
 * Flags a link can carry in its query string (spec part 1 §2). They are read once, when the app
 * starts, and kept for the browser tab, so they survive in-app navigation and reloads.
 * What each one does is recorded in docs/decisions/043-url-flags.md.
 */
export interface UrlFlags {
  /** Opened from the Caskmark mobile app: the web view shows no splash, cookie banner or popups. */
  mobileAppRedirect: boolean;
  /** A pre-renderer or crawler: no splash, no timed popups, nothing stored as a visit. */
  isCrawlerBot: boolean;
  /** The host web view wants route changes posted to it (`caskmark.route` messages). */
  passMessage: boolean;
  /** No onboarding popups (newsletter modal, wallet onboarding, profile status). */
  hideOnboarding: boolean;
  /** No cookie banner: consent was collected by the embedding page. */
  hideCookiesConsent: boolean;
}

export const URL_FLAG_NAMES = ['mobileAppRedirect', 'isCrawlerBot', 'passMessage', 'hideOnboarding', 'hideCookiesConsent'] as const;

const NO_FLAGS: UrlFlags = {
  mobileAppRedirect: false,
  isCrawlerBot: false,
  passMessage: false,
  hideOnboarding: false,
  hideCookiesConsent: false,
};

/** `?flag`, `?flag=1` and `?flag=true` switch a flag on; `?flag=0`/`false` switch it off. */
function parseFlagValue(value: string | null): boolean | undefined {
  if (value === null) return undefined;
  const normalised = value.trim().toLowerCase();
  if (normalised === '' || normalised === '1' || normalised === 'true' || normalised === 'yes') return true;
  if (normalised === '0' || normalised === 'false' || normalised === 'no') return false;
  return undefined;
}

/** Flags from a query string, on top of the flags already kept for the tab. */
export function parseUrlFlags(search: string, kept: Partial<UrlFlags> = {}): UrlFlags {
  const params = new URLSearchParams(search);
  const flags: UrlFlags = { ...NO_FLAGS, ...kept };
  for (const name of URL_FLAG_NAMES) {
    const value = parseFlagValue(params.get(name));
    if (value !== undefined) flags[name] = value;
  }
  return flags;
}

function readKept(): Partial<UrlFlags> {
  const raw = readStored(STORAGE_KEYS.urlFlags, 'session');
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return {};
    const kept: Partial<UrlFlags> = {};
    for (const name of URL_FLAG_NAMES) {
      const value = (parsed as Record<string, unknown>)[name];
      if (typeof value === 'boolean') kept[name] = value;
    }
    return kept;
  } catch {
    return {};
  }
}

let current: UrlFlags | undefined;

/** The flags of this tab, parsed from the first URL the app was opened with. */
export function urlFlags(): UrlFlags {
  if (!current) {
    current = typeof window === 'undefined' ? NO_FLAGS : parseUrlFlags(window.location.search, readKept());
    if (typeof window !== 'undefined') writeStored(STORAGE_KEYS.urlFlags, JSON.stringify(current), 'session');
  }
  return current;
}

/** True when timed popups (newsletter modal, onboarding) must stay away. */
export function popupsSuppressed(flags: UrlFlags = urlFlags()): boolean {
  return flags.isCrawlerBot || flags.mobileAppRedirect || flags.hideOnboarding;
}

/** True when the cookie banner must stay away. */
export function cookieBannerSuppressed(flags: UrlFlags = urlFlags()): boolean {
  return flags.isCrawlerBot || flags.mobileAppRedirect || flags.hideCookiesConsent;
}

/** True when the first-visit splash must stay away. */
export function splashSuppressed(flags: UrlFlags = urlFlags()): boolean {
  return flags.isCrawlerBot || flags.mobileAppRedirect;
}
