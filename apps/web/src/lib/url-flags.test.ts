import { describe, expect, it } from 'vitest';
import { cookieBannerSuppressed, parseUrlFlags, popupsSuppressed, splashSuppressed } from './url-flags';

describe('parseUrlFlags', () => {
  it('reads every flag the spec names, with or without a value', () => {
    const flags = parseUrlFlags('?mobileAppRedirect&isCrawlerBot=1&passMessage=true&hideOnboarding=yes&hideCookiesConsent=');
    expect(flags).toEqual({ mobileAppRedirect: true, isCrawlerBot: true, passMessage: true, hideOnboarding: true, hideCookiesConsent: true });
  });

  it('defaults every flag to off and ignores other parameters and unknown values', () => {
    expect(parseUrlFlags('?page=2&hideOnboarding=maybe')).toEqual({
      mobileAppRedirect: false,
      isCrawlerBot: false,
      passMessage: false,
      hideOnboarding: false,
      hideCookiesConsent: false,
    });
  });

  it('keeps the flags of the tab unless the URL switches one off', () => {
    const flags = parseUrlFlags('?hideCookiesConsent=0', { hideCookiesConsent: true, hideOnboarding: true });
    expect(flags.hideCookiesConsent).toBe(false);
    expect(flags.hideOnboarding).toBe(true);
  });
});

describe('what the flags suppress', () => {
  const none = parseUrlFlags('');
  it('hides the cookie banner for hideCookiesConsent, crawlers and the mobile app only', () => {
    expect(cookieBannerSuppressed(none)).toBe(false);
    expect(cookieBannerSuppressed({ ...none, hideCookiesConsent: true })).toBe(true);
    expect(cookieBannerSuppressed({ ...none, isCrawlerBot: true })).toBe(true);
    expect(cookieBannerSuppressed({ ...none, mobileAppRedirect: true })).toBe(true);
    expect(cookieBannerSuppressed({ ...none, hideOnboarding: true })).toBe(false);
  });

  it('keeps timed popups away for hideOnboarding, crawlers and the mobile app', () => {
    expect(popupsSuppressed(none)).toBe(false);
    expect(popupsSuppressed({ ...none, hideOnboarding: true })).toBe(true);
    expect(popupsSuppressed({ ...none, isCrawlerBot: true })).toBe(true);
    expect(popupsSuppressed({ ...none, hideCookiesConsent: true })).toBe(false);
  });

  it('skips the splash for crawlers and the mobile app', () => {
    expect(splashSuppressed(none)).toBe(false);
    expect(splashSuppressed({ ...none, isCrawlerBot: true })).toBe(true);
    expect(splashSuppressed({ ...none, mobileAppRedirect: true })).toBe(true);
    expect(splashSuppressed({ ...none, passMessage: true })).toBe(false);
  });
});
