const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/**
 * The sandbox PSP's pages, loaded by the web app in iframes from /psp-sandbox/v1/... (decision 171).
 * They talk to the embedding page with postMessage on this origin only: the hosted fields answer
 * `createToken` with a transient token, device collection reports `profile.completed`, the challenge
 * reports its result. Each page carries its own CSP with a nonce for its one inline script and its one
 * style element; a style attribute would break that policy, so the markup has none (classes only).
 */
const STYLE = `
  :root { color-scheme: light; font-family: Inter, system-ui, -apple-system, sans-serif; }
  body { margin: 0; padding: 12px; background: #fff; color: #1d1a17; font-size: 15px; }
  label { display: block; font-size: 13px; color: #5f564d; margin: 0 0 4px; }
  input { box-sizing: border-box; width: 100%; padding: 11px 12px; border: 1px solid #bdb4aa; border-radius: 8px; font-size: 16px; font-family: inherit; }
  input:focus { outline: 2px solid #df9633; outline-offset: 1px; border-color: #df9633; }
  input[aria-invalid="true"] { border-color: #b3261e; }
  .row { display: flex; gap: 12px; }
  .row > div { flex: 1; }
  .field { margin-bottom: 12px; }
  .error { color: #b3261e; font-size: 13px; min-height: 16px; margin-top: 4px; }
  button { padding: 11px 18px; border-radius: 8px; border: 0; background: #1d1a17; color: #fff; font-weight: 600; font-size: 15px; cursor: pointer; }
  button.secondary { background: #e9e4de; color: #1d1a17; }
  .brand { font-size: 12px; color: #5f564d; }
  .sandbox { font-size: 12px; color: #8a5a14; background: #fbf1e2; border-radius: 6px; padding: 6px 8px; margin-bottom: 12px; }
  h1 { font-size: 18px; margin: 0 0 8px; }
  .lead { margin: 0 0 16px; color: #5f564d; }
  .end { text-align: right; }
`;

function page(title: string, nonce: string, body: string, script: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style nonce="${nonce}">${STYLE}</style></head>
<body>${body}<script nonce="${nonce}">${script}</script></body></html>`;
}

export function pageCsp(nonce: string): string {
  return `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; frame-ancestors 'self'; form-action 'self'; base-uri 'none'`;
}

/** Card number and security code: typed here, posted to the PSP, never to the merchant. */
export function hostedFieldsPage(keyId: string, nonce: string): string {
  const body = `<form id="f" autocomplete="on" novalidate>
  <div class="field"><label for="number">Card number</label>
    <input id="number" name="cardnumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23" aria-describedby="number-error">
    <div class="error" id="number-error" role="alert"></div><div class="brand" id="brand"></div></div>
  <div class="field"><label for="securityCode">Security code</label>
    <input id="securityCode" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" maxlength="4" aria-describedby="securityCode-error">
    <div class="error" id="securityCode-error" role="alert"></div></div>
</form>`;
  const script = `(() => {
  const keyId = ${JSON.stringify(keyId)};
  const origin = window.location.origin;
  const number = document.getElementById('number');
  const code = document.getElementById('securityCode');
  const post = (message) => window.parent.postMessage({ source: 'caskmark-psp', ...message }, origin);
  const brandOf = (digits) => /^4/.test(digits) ? 'Visa' : /^3[47]/.test(digits) ? 'Amex' : /^(5[1-5]|2[2-7])/.test(digits) ? 'Mastercard' : '';
  const setError = (field, message) => {
    const input = document.getElementById(field);
    const slot = document.getElementById(field + '-error');
    if (input) input.setAttribute('aria-invalid', message ? 'true' : 'false');
    if (slot) slot.textContent = message || '';
  };
  number.addEventListener('input', () => {
    const digits = number.value.replace(/\\D/g, '').slice(0, 19);
    number.value = digits.replace(/(\\d{4})(?=\\d)/g, '$1 ');
    document.getElementById('brand').textContent = brandOf(digits);
    setError('number', '');
    post({ type: 'change', field: 'number', empty: digits.length === 0, cardType: brandOf(digits) });
  });
  code.addEventListener('input', () => { code.value = code.value.replace(/\\D/g, '').slice(0, 4); setError('securityCode', ''); });
  window.addEventListener('message', async (event) => {
    if (event.origin !== origin || !event.data || event.data.source !== 'caskmark-merchant' || event.data.type !== 'createToken') return;
    const response = await fetch('/psp-sandbox/v1/tokens', {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ keyId, number: number.value, securityCode: code.value, expirationMonth: Number(event.data.expirationMonth), expirationYear: Number(event.data.expirationYear) }),
    }).catch(() => null);
    const answer = response ? await response.json().catch(() => ({})) : {};
    if (response && response.ok) { post({ type: 'token', token: answer.token, card: answer.card }); return; }
    const fields = answer.fields || {};
    setError('number', fields.number); setError('securityCode', fields.securityCode);
    post({ type: 'error', fields, message: answer.message || 'The card could not be read. Please try again.' });
  });
  post({ type: 'ready' });
})();`;
  return page('Card details', nonce, body, script);
}

/** Device data collection: reports the browser to the PSP, then tells the merchant page it is done. */
export function deviceDataPage(referenceId: string, accessToken: string, nonce: string): string {
  const script = `(async () => {
  const browser = { userAgent: navigator.userAgent, language: navigator.language, screenWidth: screen.width, screenHeight: screen.height,
    colorDepth: screen.colorDepth, timeZoneOffset: new Date().getTimezoneOffset(), javaEnabled: false };
  const response = await fetch('/psp-sandbox/v1/payer-auth/' + encodeURIComponent(${JSON.stringify(referenceId)}) + '/device-data', {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accessToken: ${JSON.stringify(accessToken)}, browser }),
  }).catch(() => null);
  window.parent.postMessage({ source: 'caskmark-psp', MessageType: 'profile.completed', Status: Boolean(response && response.ok) }, window.location.origin);
})();`;
  return page('Device data collection', nonce, '<p class="brand">Checking your device…</p>', script);
}

/** The issuer's step-up: a code the cardholder types (the sandbox's is 1234). */
export function challengePage(referenceId: string, accessToken: string, nonce: string): string {
  const body = `<p class="sandbox">Sandbox bank: the verification code is 1234. Any other code fails.</p>
<h1>Verify it's you</h1>
<p class="lead">Your bank sent a one-time code to the phone number on file. Enter it to approve this payment.</p>
<form id="f" novalidate>
  <div class="field"><label for="code">Verification code</label>
    <input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="8" aria-describedby="code-error">
    <div class="error" id="code-error" role="alert"></div></div>
  <div class="row"><div><button type="submit">Submit</button></div><div class="end"><button type="button" class="secondary" id="cancel">Cancel</button></div></div>
</form>
<p id="done" hidden></p>`;
  const script = `(() => {
  const referenceId = ${JSON.stringify(referenceId)};
  const accessToken = ${JSON.stringify(accessToken)};
  const answer = async (code) => {
    const response = await fetch('/psp-sandbox/v1/payer-auth/' + encodeURIComponent(referenceId) + '/challenge', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ accessToken, code }),
    }).catch(() => null);
    const result = response && response.ok ? await response.json() : { status: 'failed' };
    document.getElementById('f').hidden = true;
    const done = document.getElementById('done');
    done.hidden = false;
    done.textContent = result.status === 'authenticated' ? 'Verified. Returning to the merchant…' : 'Verification failed. Returning to the merchant…';
    window.parent.postMessage({ source: 'caskmark-psp', type: 'challenge-complete', status: result.status }, window.location.origin);
  };
  document.getElementById('f').addEventListener('submit', (event) => {
    event.preventDefault();
    const code = document.getElementById('code').value.trim();
    if (!code) { document.getElementById('code-error').textContent = 'Please enter the code.'; return; }
    answer(code);
  });
  document.getElementById('cancel').addEventListener('click', () => answer(''));
})();`;
  return page('Verify your payment', nonce, body, script);
}
