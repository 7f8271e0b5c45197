import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworks, conversionEvents } from '@caskmark/db';
import type { Artwork } from '@caskmark/shared/api/collector-extras';
import { buildSignedInUser } from './identity-helpers';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('my artworks', () => {
  it('lists only the artworks I received, newest first; a visitor gets a 401', async () => {
    const me = await buildSignedInUser(t);
    const other = await buildSignedInUser(t);
    const at = (minutes: number) => new Date(t.context.clock.nowMs() - minutes * 60_000);
    await t.context.db.insert(artworks).values([
      { ownerPk: me.userPk, tokenId: `art-${me.userPk}-1`, name: 'Cask No. 7 sketch', description: 'Charcoal', image: '/media/a1.svg', createdAt: at(10) },
      { ownerPk: me.userPk, tokenId: `art-${me.userPk}-2`, name: 'Label study', image: '/media/a2.svg', createdAt: at(5) },
      { ownerPk: other.userPk, tokenId: `art-${other.userPk}-1`, name: 'Not mine', image: '/media/a3.svg' },
    ]);
    const mine = await t.get<Artwork[]>('/api/account/v1/artwork', { token: me.tokens.idToken });
    expect(mine.body.map((artwork) => artwork.name)).toEqual(['Label study', 'Cask No. 7 sketch']);
    expect(mine.body[1]).toMatchObject({ tokenId: `art-${me.userPk}-1`, description: 'Charcoal', image: '/media/a1.svg' });
    expect((await t.get('/api/account/v1/artwork')).status).toBe(401);
  });
});

describe('conversions', () => {
  it('records a known event with its value in cents and the signed-in collector; refuses an unknown event', async () => {
    const me = await buildSignedInUser(t);
    const external = `ext-${me.userPk}`;
    const recorded = await t.post('/api/common/v1/conversion?event=Purchase', { currency: 'USD', value: 120.5, fbp: 'fb.1.1.1', external_id: external }, { token: me.tokens.idToken });
    expect(recorded.status).toBe(201);
    const [row] = await t.context.db.select().from(conversionEvents).where(eq(conversionEvents.externalId, external));
    expect(row).toMatchObject({ event: 'Purchase', currency: 'USD', valueCents: 12_050, fbp: 'fb.1.1.1', userPk: me.userPk });
    expect((await t.post('/api/common/v1/conversion?event=Hacked', {})).status).toBe(400);
    expect((await t.post('/api/common/v1/conversion?event=CompleteRegistration', { value: -1 })).status).toBe(400);
  });
});
