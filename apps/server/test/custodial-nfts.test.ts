import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editionNfts } from '@caskmark/db';
import type { CustodialNft } from '@caskmark/shared/api/custody';
import { buildCustodialEditions, startChainApp } from './chain-test-helpers';
import { buildSignedInUser } from './identity-helpers';
import type { TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startChainApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/account/v1/custodial-nfts', () => {
  it('lists only my editions still in my custodial wallet, as the catalogue presents them', async () => {
    const me = await buildSignedInUser(t);
    const someoneElse = await buildSignedInUser(t);
    const mine = await buildCustodialEditions(t, me.userPk, 3);
    await buildCustodialEditions(t, someoneElse.userPk, 1);
    // One of mine has already left custody: it is no longer in the list.
    const [moved, ...kept] = mine.nfts;
    await t.context.db.update(editionNfts).set({ isInManagedWallet: false }).where(eq(editionNfts.publicPk, moved!.publicPk));

    const response = await t.get<CustodialNft[]>('/api/account/v1/custodial-nfts', { token: me.tokens.idToken });
    expect(response.status).toBe(200);
    expect(response.body.map((nft) => nft.editionNftPublicPk).sort()).toEqual(kept.map((nft) => nft.publicPk).sort());
    const first = response.body.find((nft) => nft.editionNftPublicPk === kept[0]!.publicPk)!;
    const edition = await t.get<{ name: string; image: string; editionNumber: number; brandSlug: string; releaseSlug: string }>(
      `/api/release/v3/edition-nft?edition_nft=${kept[0]!.publicPk}`,
    );
    expect(first).toEqual({
      editionNftPublicPk: kept[0]!.publicPk,
      name: edition.body.name,
      image: edition.body.image,
      editionNumber: edition.body.editionNumber,
      tokenId: kept[0]!.tokenId,
      brandName: expect.any(String),
      brandSlug: edition.body.brandSlug,
      releaseSlug: edition.body.releaseSlug,
      isLocked: false,
    });
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    const response = await t.get<{ code: string }>('/api/account/v1/custodial-nfts');
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('not_authenticated');
  });
});
