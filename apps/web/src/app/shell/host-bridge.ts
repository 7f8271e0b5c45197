import { urlFlags } from '../../lib/url-flags';

declare global {
  interface Window {
    /** Injected by the mobile app's web view. */
    ReactNativeWebView?: { postMessage(message: string): void };
  }
}

/** With `passMessage`, the mobile app's web view hears about every route change (decision 043). */
export function postRouteToHost(path: string) {
  if (!urlFlags().passMessage) return;
  window.ReactNativeWebView?.postMessage(JSON.stringify({ type: 'caskmark.route', path }));
}
