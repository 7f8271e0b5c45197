import type { ConversionBody, CONVERSION_EVENTS } from '@caskmark/shared/api/collector-extras';
import { apiRequest } from './api-client';
import { readStored, STORAGE_KEYS } from './storage';

/** The cookie banner's answer (decision 045): conversions go out only when it is 'accepted'. */
function hasMarketingConsent(): boolean {
  return readStored(STORAGE_KEYS.cookieConsent) === 'accepted';
}

function cookie(name: string): string | null {
  const found = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1)) : null;
}

/**
 * POST /api/common/v1/conversion?event= (spec part 1 §7, decision 347) — only with marketing consent
 * from the cookie banner; never blocks or fails the action that caused it.
 */
export function reportConversion(event: (typeof CONVERSION_EVENTS)[number], body: Omit<ConversionBody, 'fbp' | 'fbc'> = {}): void {
  if (!hasMarketingConsent()) return;
  void apiRequest('/api/common/v1/conversion', { method: 'POST', query: { event }, body: { ...body, fbp: cookie('_fbp'), fbc: cookie('_fbc') } }).catch(() => undefined);
}
