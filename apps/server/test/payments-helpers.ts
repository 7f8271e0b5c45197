import { randomUUID } from 'node:crypto';
import type { FlexToken, PayerAuthSetup } from '@caskmark/shared/api/payments';
import type { TestClient } from './support/test-app';

/** What a browser does with the hosted card fields: a capture context, then the card posted to the PSP. */
export async function cardToken(t: TestClient, idToken: string, number = '4111111111111111', expiry = { month: 12, year: new Date().getUTCFullYear() + 3 }, securityCode?: string) {
  const flex = await t.get<FlexToken>('/services/fiat/v1/session/flex-token?publicPk=' + randomUUID(), { token: idToken });
  if (flex.status !== 200) throw new Error(`flex-token: ${flex.status} ${JSON.stringify(flex.body)}`);
  const tokenized = await t.post<{ token: string; fields?: Record<string, string> }>('/psp-sandbox/v1/tokens', {
    keyId: flex.body.keyId,
    number,
    securityCode: securityCode ?? (number.startsWith('3') ? '1234' : '123'),
    expirationMonth: expiry.month,
    expirationYear: expiry.year,
  });
  return tokenized;
}

export async function tokenOf(t: TestClient, idToken: string, number?: string): Promise<string> {
  const response = await cardToken(t, idToken, number);
  if (response.status !== 201) throw new Error(`tokenize: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.token;
}

/** Device data collection as the hidden iframe does it; answers the payer-auth session. */
export async function collectDevice(t: TestClient, idToken: string, tokenValue: string): Promise<PayerAuthSetup> {
  const setup = await t.post<PayerAuthSetup>('/services/fiat/v1/payer-auth/initiate', { tokenValue }, { token: idToken });
  if (setup.status !== 200) throw new Error(`initiate: ${setup.status} ${JSON.stringify(setup.body)}`);
  const collected = await t.post(`/psp-sandbox/v1/payer-auth/${setup.body.referenceId}/device-data`, { accessToken: setup.body.accessToken, browser: { screenWidth: 1280 } });
  if (collected.status !== 204) throw new Error(`collect: ${collected.status}`);
  return setup.body;
}

/** The cardholder answers the step-up page (its stepUpUrl names the session and its access token). */
export async function answerChallenge(t: TestClient, stepUpUrl: string, code: string) {
  const url = new URL(stepUpUrl, t.baseUrl);
  const page = await t.get<string>(url.pathname + url.search);
  if (page.status !== 200) throw new Error(`challenge page: ${page.status}`);
  const referenceId = decodeURIComponent(url.pathname.split('/').pop()!);
  return t.post<{ status: string }>(`/psp-sandbox/v1/payer-auth/${referenceId}/challenge`, { accessToken: url.searchParams.get('accessToken'), code });
}

export const submission = (extra: Record<string, unknown> = {}) => ({
  uniqueId: randomUUID(),
  isDefault: false,
  saveCreditCard: false,
  billingAddress: { firstName: 'Ava', lastName: 'Collector', phone: '+1 212 555 0100', country: 'US', streetAddress: '1 Cask Lane', locality: 'New York', administrativeArea: 'NY', postalCode: '10001' },
  ...extra,
});
