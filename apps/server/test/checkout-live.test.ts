import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITION_TAKEN_MESSAGE, NO_VALID_CART_MESSAGE } from '@caskmark/shared/api/checkout';
import { advanceClock, buildBuyer, buildPackForSale, graphql } from './checkout-helpers';
import { subscribe } from './support/graphql-ws';
import { startTestApp, type TestApp } from './support/test-app';

/** The live cart operations on /graphql (spec part 1 §7): mutations and subscriptions keyed by release pack. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const CREATE = /* GraphQL */ `
  mutation ($pack: ID!, $edition: ID, $cart: ID) {
    createPrimaryCheckoutCartLineV2(releasePackPublicPk: $pack, editionNft: $edition, cart: $cart) {
      publicPk cartPublicPk handler editionNumber releasePackPublicPk editionNftPublicPk origin nonFieldErrors
    }
  }`;
type Line = { publicPk: string | null; cartPublicPk: string | null; handler: string | null; editionNumber: number | null; nonFieldErrors: string[] };

describe('live cart operations', () => {
  it('adds, refuses in the payload, refreshes and deletes, and every page of the pack hears it', async () => {
    const [buyer, rival] = [await buildBuyer(t), await buildBuyer(t)];
    const { pack, nfts } = await buildPackForSale(t);
    const created = await subscribe(t.baseUrl, `subscription { primaryCheckoutCartLineCreated(releasePackPublicPk: "${pack.publicPk}") { editionNumber handler cartPublicPk } }`);
    const deleted = await subscribe(t.baseUrl, `subscription { primaryCheckoutCartLineDeleted(releasePackPublicPk: "${pack.publicPk}") { editionNumber handler } }`);
    const refreshed = await subscribe(t.baseUrl, `subscription { primaryCheckoutCartRefreshed(releasePackPublicPk: "${pack.publicPk}") { cartPublicPk status validUntil nonFieldErrors } }`);
    try {
      const added = await graphql<{ createPrimaryCheckoutCartLineV2: Line }>(t, buyer, CREATE, { pack: pack.publicPk, edition: nfts[2]!.publicPk });
      const line = added.data!.createPrimaryCheckoutCartLineV2;
      expect(line).toMatchObject({ editionNumber: 3, handler: buyer.row.handler, nonFieldErrors: [] });
      expect((await created.next()).primaryCheckoutCartLineCreated).toEqual({ editionNumber: 3, handler: buyer.row.handler, cartPublicPk: line.cartPublicPk });

      const refused = await graphql<{ createPrimaryCheckoutCartLineV2: Line }>(t, rival, CREATE, { pack: pack.publicPk, edition: nfts[2]!.publicPk });
      expect(refused.data!.createPrimaryCheckoutCartLineV2).toMatchObject({ publicPk: null, cartPublicPk: null, nonFieldErrors: [EDITION_TAKEN_MESSAGE] });

      const refresh = await graphql<{ refreshPrimaryCheckoutCartV2: { validUntil: string; nonFieldErrors: string[] } }>(
        t,
        buyer,
        `mutation ($cart: ID!) { refreshPrimaryCheckoutCartV2(cartPublicPk: $cart, forPayment: true) { validUntil nonFieldErrors } }`,
        { cart: line.cartPublicPk },
      );
      expect(Date.parse(refresh.data!.refreshPrimaryCheckoutCartV2.validUntil) - t.context.clock.nowMs()).toBeGreaterThan(14 * 60_000);
      expect((await refreshed.next()).primaryCheckoutCartRefreshed).toMatchObject({ cartPublicPk: line.cartPublicPk, status: 'Initiated', nonFieldErrors: [] });

      const removed = await graphql<{ deletePrimaryCheckoutCartLineV2: Line }>(t, buyer, `mutation ($line: ID!) { deletePrimaryCheckoutCartLineV2(lineItemPublicPk: $line) { editionNumber nonFieldErrors } }`, { line: line.publicPk });
      expect(removed.data!.deletePrimaryCheckoutCartLineV2).toEqual({ editionNumber: 3, nonFieldErrors: [] });
      expect((await deleted.next()).primaryCheckoutCartLineDeleted).toEqual({ editionNumber: 3, handler: buyer.row.handler });
      expect((await refreshed.next((data) => (data.primaryCheckoutCartRefreshed as { status: string }).status === 'Cancelled')).primaryCheckoutCartRefreshed).toMatchObject({ status: 'Cancelled' });

      const again = await graphql<{ deletePrimaryCheckoutCartLineV2: Line }>(t, buyer, `mutation ($line: ID!) { deletePrimaryCheckoutCartLineV2(lineItemPublicPk: $line) { nonFieldErrors } }`, { line: line.publicPk });
      expect(again.data!.deletePrimaryCheckoutCartLineV2.nonFieldErrors).toEqual([NO_VALID_CART_MESSAGE]);
    } finally {
      created.close();
      deleted.close();
      refreshed.close();
    }
  });

  it('tells the pack when a cart expires on the business clock', async () => {
    const buyer = await buildBuyer(t);
    const { pack } = await buildPackForSale(t);
    const deleted = await subscribe(t.baseUrl, `subscription { primaryCheckoutCartLineDeleted(releasePackPublicPk: "${pack.publicPk}") { editionNumber handler } }`);
    try {
      const added = await graphql<{ createPrimaryCheckoutCartLineV2: Line }>(t, buyer, CREATE, { pack: pack.publicPk });
      expect(added.data!.createPrimaryCheckoutCartLineV2.editionNumber).toBe(1);
      await advanceClock(t, 10 * 60_000 + 1_000);
      expect((await deleted.next()).primaryCheckoutCartLineDeleted).toEqual({ editionNumber: 1, handler: buyer.row.handler });
    } finally {
      deleted.close();
    }
  });

  it('needs a sign-in for the mutations', async () => {
    const { pack } = await buildPackForSale(t);
    const anonymous = await graphql(t, null, CREATE, { pack: pack.publicPk });
    expect(anonymous.errors?.[0]?.message).toMatch(/not_authenticated/);
  });
});
