import type { FederatedProvider } from '@caskmark/shared/api/identity';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const BRAND: Record<FederatedProvider, { name: string; accent: string; mark: string }> = {
  google: { name: 'Google', accent: '#4285f4', mark: 'G' },
  apple: { name: 'Apple', accent: '#f5f5f7', mark: 'A' },
};

export interface LocalSignInPage {
  provider: FederatedProvider;
  action: string;
  email?: string;
  name?: string;
  error?: string;
}

/**
 * The sign-in page of the built-in OIDC provider. It stands in for Google or Apple outside
 * production: any e-mail and name may be entered, and the account it creates is marked federated.
 */
export function renderLocalSignInPage(page: LocalSignInPage): string {
  const brand = BRAND[page.provider];
  const error = page.error ? `<p class="error" role="alert">${escapeHtml(page.error)}</p>` : '';
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>Sign in with ${brand.name} · local stand-in</title>
<style>
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #110e0c; color: #f4f1ed; font-family: Inter, system-ui, -apple-system, 'Segoe UI', sans-serif; padding: 16px; }
  main { width: 100%; max-width: 420px; background: #1a1613; border: 1px solid #3b342e; border-radius: 16px; padding: 32px 28px; }
  .mark { width: 48px; height: 48px; border-radius: 50%; display: grid; place-items: center; font-weight: 700; font-size: 22px; background: ${brand.accent}; color: #110e0c; margin-bottom: 16px; }
  h1 { font-size: 22px; margin: 0 0 6px; font-weight: 600; }
  p.lead { margin: 0 0 22px; color: #bdb4aa; font-size: 14px; line-height: 20px; }
  label { display: block; font-size: 14px; margin: 0 0 6px; color: #dcd6cf; }
  input { width: 100%; padding: 11px 12px; border-radius: 8px; border: 1px solid #5f564d; background: #110e0c; color: inherit; font-size: 16px; margin-bottom: 16px; }
  input:focus { outline: 2px solid #df9633; outline-offset: 1px; }
  .actions { display: flex; gap: 10px; margin-top: 6px; }
  button { flex: 1; padding: 12px; border-radius: 8px; border: 0; font-size: 15px; font-weight: 600; cursor: pointer; }
  button.primary { background: #df9633; color: #110e0c; }
  button.secondary { background: #3b342e; color: #f4f1ed; }
  .error { background: #4a1c17; border: 1px solid #a3402f; color: #ffd9d2; padding: 10px 12px; border-radius: 8px; font-size: 14px; }
  .note { margin: 20px 0 0; font-size: 12px; color: #9b9084; line-height: 18px; }
</style>
</head>
<body>
<main>
  <div class="mark" aria-hidden="true">${brand.mark}</div>
  <h1>Sign in with ${brand.name}</h1>
  <p class="lead">Local stand-in for ${brand.name} sign-in. Enter the e-mail and name the provider would share with Caskmark.</p>
  ${error}
  <form method="post" action="${escapeHtml(page.action)}" autocomplete="on">
    <label for="email">E-mail</label>
    <input id="email" name="email" type="email" required maxlength="254" value="${escapeHtml(page.email ?? '')}" placeholder="you@example.com" autofocus>
    <label for="name">Name</label>
    <input id="name" name="name" type="text" maxlength="100" value="${escapeHtml(page.name ?? '')}" placeholder="Your name">
    <div class="actions">
      <button class="secondary" type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
      <button class="primary" type="submit" name="action" value="continue">Continue</button>
    </div>
  </form>
  <p class="note">Development only. With GOOGLE_CLIENT_ID/APPLE_CLIENT_ID and their issuers set, Caskmark uses the real providers instead.</p>
</main>
</body>
</html>`;
}
