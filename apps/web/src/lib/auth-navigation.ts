/**
 * Where sign-in sends people, and a way for code outside React (the 401 handler) to navigate.
 * The popup host registers the router's navigate function when it mounts.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigate: Navigate = (to) => window.location.assign(to);

export function setAuthNavigator(next: Navigate): void {
  navigate = next;
}

export function authNavigate(to: string, options?: { replace?: boolean }): void {
  navigate(to, options);
}

export const SIGN_IN_PATH = '/auth/signin';
export const LOGOUT_PATH = '/auth/logout';

function hasControlCharacter(text: string): boolean {
  return Array.from(text).some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);
}

/**
 * A same-site path to return to, or '/' (open redirects are refused: no scheme, no '//' and no
 * backslash tricks, and never back into the auth pages themselves).
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\') || hasControlCharacter(next)) return '/';
  if (/^\/auth(\/|$|\?)/.test(next)) return '/';
  return next.slice(0, 2000);
}

/** Spec part 1 §2: guarded routes send visitors to /auth/signin/?next={path and query}. */
export function signInPathFor(pathWithQuery: string): string {
  return `${SIGN_IN_PATH}/?next=${encodeURIComponent(pathWithQuery)}`;
}
