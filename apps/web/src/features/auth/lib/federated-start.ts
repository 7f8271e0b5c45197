import type { FederatedProvider } from '@caskmark/shared/api/identity';

/** Which provider a federated sign-in went to, for the login-method preference once it returns. */
const KEY = 'caskmark.auth.federatedProvider';

export function rememberFederatedStart(provider: FederatedProvider): void {
  try {
    sessionStorage.setItem(KEY, provider);
  } catch {
    // Without storage the preference is simply not updated.
  }
}

export function takeFederatedStart(): FederatedProvider | null {
  try {
    const value = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return value === 'google' || value === 'apple' ? value : null;
  } catch {
    return null;
  }
}
