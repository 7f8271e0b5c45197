/**
 * Old addresses the site still answers (spec part 1 §2), as one pure function so the layout, the
 * route table and the tests agree. The two renamed slugs are demo values: decision 045.
 */
export const MOVED_BRAND_SLUG = { from: 'old-glen-aurora', to: 'glen-aurora' } as const;
export const RENAMED_CHARITY_SLUG = { from: 'charity-cask-auction', to: 'hurricane-relief-auction' } as const;
/** How long the "this page has moved" transition stays up before navigating (spec part 1 §2). */
export const REDIRECT_TRANSITION_MS = 2500;

const TO_MARKETPLACE = new Set(['brands', 'producers', 'releases']);

/** Where an old path now lives, or null when the path is current. Query and hash are the caller's. */
export function redirectTarget(pathname: string): string | null {
  const trailingSlash = pathname.length > 1 && pathname.endsWith('/');
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 1 && TO_MARKETPLACE.has(segments[0].toLowerCase())) return '/marketplace';
  let changed = false;
  const rewritten = segments.map((segment, index) => {
    if (index === 0 && segment.toLowerCase() === 'brands') {
      changed = true;
      return 'producers';
    }
    if (segment === MOVED_BRAND_SLUG.from) {
      changed = true;
      return MOVED_BRAND_SLUG.to;
    }
    if (segment === RENAMED_CHARITY_SLUG.from) {
      changed = true;
      return RENAMED_CHARITY_SLUG.to;
    }
    return segment;
  });
  if (!changed) return null;
  return `/${rewritten.join('/')}${trailingSlash ? '/' : ''}`;
}
