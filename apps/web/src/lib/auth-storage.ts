/**
 * The browser-local keys of the identity feature, and what signing out clears (docs/decisions/082).
 * Every access is guarded: storage can throw when cookies are blocked, and the app then keeps the
 * value for this page only.
 */
export const AUTH_STORAGE_KEYS = {
  /** The single-use refresh token (docs/decisions/080). */
  refreshToken: 'caskmark.auth.refreshToken',
  /** 'email' | 'wallet' | 'google' | 'apple': the last way this browser signed in (part 2 §4). */
  loginMethod: 'caskmark.auth.loginMethod',
  /** Profile Status widget dismissed, per account: `caskmark.profileStatus.dismissed.<publicPk>`. */
  profileStatusDismissed: 'caskmark.profileStatus.dismissed',
  /** Explore Marketplace step done, per account. */
  marketplaceExplored: 'caskmark.profileStatus.explored',
} as const;

/**
 * Device preferences that outlive a sign-out: the first-visit splash, the cookie answer, the currency,
 * URL flags, and how this browser prefers to sign in. Everything else in local storage is cleared.
 */
const KEPT_ON_SIGN_OUT = new Set([
  'caskmark.visited',
  'caskmark.newsletterModalShown',
  'caskmark.cookieConsent',
  'caskmark.currency',
  'caskmark.urlFlags',
  AUTH_STORAGE_KEYS.loginMethod,
]);

function local(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readLocal(key: string): string | null {
  try {
    return local()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    local()?.setItem(key, value);
  } catch {
    // A full quota or private mode: the value lasts for this page only.
  }
}

export function removeLocal(key: string): void {
  try {
    local()?.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

/** Spec part 1 §4: logout clears local storage (device preferences stay, see KEPT_ON_SIGN_OUT). */
export function clearLocalOnSignOut(): void {
  const storage = local();
  if (!storage) return;
  try {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key !== null);
    for (const key of keys) if (!KEPT_ON_SIGN_OUT.has(key)) storage.removeItem(key);
    sessionStorage.clear();
  } catch {
    // Storage unavailable: nothing was kept either.
  }
}

export type LoginMethod = 'email' | 'wallet' | 'google' | 'apple';

export function readLoginMethod(): LoginMethod | null {
  const value = readLocal(AUTH_STORAGE_KEYS.loginMethod);
  return value === 'email' || value === 'wallet' || value === 'google' || value === 'apple' ? value : null;
}

export function rememberLoginMethod(method: LoginMethod): void {
  writeLocal(AUTH_STORAGE_KEYS.loginMethod, method);
}
