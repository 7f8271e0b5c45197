import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcProviderRecords } from '@caskmark/db';
import { DatabaseOidcAdapter } from '../src/modules/identity/federated/oidc-adapter';
import { loadLocalProviderSecrets } from '../src/modules/identity/federated/local-provider-secrets';
import { identityServicesOf } from '../src/modules/identity/identity-services';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const adapter = (model: string) => new DatabaseOidcAdapter(t.context.db, model);

describe('the local OIDC provider keeps its state in the database', () => {
  it('stores, finds, consumes and destroys records per model', async () => {
    const codes = adapter('AuthorizationCode');
    await codes.upsert('code-1', { accountId: 'a', grantId: 'grant-1' }, 60);
    expect(await codes.find('code-1')).toEqual({ accountId: 'a', grantId: 'grant-1' });
    expect(await adapter('AccessToken').find('code-1')).toBeUndefined();
    await codes.consume('code-1');
    const consumed = await codes.find('code-1');
    expect(consumed?.consumed).toBeGreaterThan(Date.now() / 1000 - 60);
    await codes.upsert('code-1', { accountId: 'b' }, 60);
    expect(await codes.find('code-1')).toEqual({ accountId: 'b' });
    await codes.destroy('code-1');
    expect(await codes.find('code-1')).toBeUndefined();
  });

  it('finds sessions by uid and device codes by user code', async () => {
    await adapter('Session').upsert('session-1', { uid: 'uid-1', accountId: 'a' }, 60);
    expect(await adapter('Session').findByUid('uid-1')).toMatchObject({ accountId: 'a' });
    await adapter('DeviceCode').upsert('device-1', { userCode: 'ABCD-EFGH' }, 60);
    expect(await adapter('DeviceCode').findByUserCode('ABCD-EFGH')).toEqual({ userCode: 'ABCD-EFGH' });
    expect(await adapter('Session').findByUid('nobody')).toBeUndefined();
  });

  it('never answers an expired record (past its lifetime and the 15 s tolerance)', async () => {
    await adapter('Interaction').upsert('expired-1', { prompt: {} }, 60);
    await t.context.db
      .update(oidcProviderRecords)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oidcProviderRecords.id, 'expired-1'));
    expect(await adapter('Interaction').find('expired-1')).toBeUndefined();
    await adapter('Grant').upsert('forever-1', { openid: {} });
    expect(await adapter('Grant').find('forever-1')).toEqual({ openid: {} });
  });

  it('revokes every token of a grant at once, and nothing else', async () => {
    await adapter('AccessToken').upsert('token-1', { grantId: 'grant-9' }, 60);
    await adapter('RefreshToken').upsert('token-2', { grantId: 'grant-9' }, 60);
    await adapter('AccessToken').upsert('token-3', { grantId: 'grant-10' }, 60);
    await adapter('AccessToken').revokeByGrantId('grant-9');
    expect(await adapter('AccessToken').find('token-1')).toBeUndefined();
    expect(await adapter('RefreshToken').find('token-2')).toBeUndefined();
    expect(await adapter('AccessToken').find('token-3')).toEqual({ grantId: 'grant-10' });
  });

  it('keeps one set of keys and client secret per deployment, sealed at rest', async () => {
    const services = identityServicesOf(t.context);
    const first = await loadLocalProviderSecrets(services);
    const afterRestart = await loadLocalProviderSecrets(services);
    expect(afterRestart).toEqual(first);
    expect(first.signingJwk).toMatchObject({ kty: 'RSA' });
    expect(first.signingJwk.d).toBeTruthy();
    const stored = JSON.stringify(await t.context.settings.get('identity.localOidc.secrets'));
    expect(stored).not.toContain(first.clientSecret);
    expect(stored).not.toContain(String(first.signingJwk.d));
  });
});
