import { z } from 'zod';
import { ListingSchema } from '@caskmark/shared/api/catalogue';
import { EditionListingDataSchema, ListEditionBodySchema, MarketplaceTransferSchema } from '@caskmark/shared/api/listings';
import type { AppContext } from '../../../context';
import { badRequest, notFound } from '../../../platform/errors';
import type { App } from '../../../platform/module';
import { viewerPkOf } from '../../catalogue/public';
import { chainOf } from '../../chain/public';
import { requireUser } from '../../identity/public';
import { ballotTokenIdOf } from '../collaboration-ballot';
import { checkListable, editionListingData } from '../edition-listing-service';
import { isTransactionHash, listingByPublicPk, listingByTransaction, listingsOfEdition, marketplaceTransfer } from '../listing-tx-service';

const tags = ['marketplace'];
const ErrorSchema = z.object({ code: z.string(), message: z.string() }).catchall(z.unknown());
/** How long a poll for a mined transaction waits for the indexer to catch up before answering 404. */
const INDEX_WAIT_MS = 3000;
const HashParams = z.object({ transactionHash: z.string().min(1).max(100) });

/** 'Your purchase did not complete': the transaction was mined and reverted, so nothing but gas was spent. */
export const PURCHASE_REVERTED_MESSAGE = 'Your purchase did not complete: the listing could not be bought on chain and nothing was charged.';

/**
 * Listing writes and the reads that follow a transaction (spec part 2 §7 "Marketplace service" and
 * `GET /api/payments/v2/marketplace-transfer/tx/{transactionHash}`; decisions 330–332). Listings are
 * made, changed and bought on chain from the owner's wallet; these routes check before the wallet
 * signs and answer from the chain index after.
 */
export function registerListingRoutes(app: App, context: AppContext) {
  const { db } = context;
  const now = () => context.clock.now();
  const usdPerEth = () => context.ethPrice.usdPerEth().catch(() => 0);

  /**
   * Answers `lookup` from the chain index. A hash it has not seen yet: 400 when the chain says the
   * transaction reverted (the client stops polling), else — mined, just not indexed — the indexer
   * catches up for a moment and the lookup runs again; still nothing is a 404, so the client polls on.
   */
  async function fromIndex<T>(hash: string, lookup: () => Promise<T | null>, what: string, revertedMessage: string): Promise<T> {
    const found = await lookup();
    if (found) return found;
    const live = chainOf(context).live;
    const receipt = live ? await live.network.publicClient.getTransactionReceipt({ hash: hash as `0x${string}` }).catch(() => null) : null;
    if (receipt?.status === 'reverted') throw badRequest(revertedMessage, { code: 'transaction_reverted' });
    if (live && receipt) {
      await Promise.race([live.indexer.syncNow().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, INDEX_WAIT_MS))]);
      const indexed = await lookup();
      if (indexed) return indexed;
    }
    throw notFound(what);
  }

  app.get(
    '/api/marketplace/v1/list/:editionNftPublicPk',
    {
      schema: {
        tags,
        summary: 'Edition listing data: whether it is listed, its price, owner, custody, lock, last sale and lowest ask',
        params: z.object({ editionNftPublicPk: z.string().min(1).max(100) }),
        response: { 200: EditionListingDataSchema, 404: ErrorSchema },
      },
    },
    async (request) => editionListingData(db, now(), request.params.editionNftPublicPk, await viewerPkOf(request), await usdPerEth(), (tokenId) => ballotTokenIdOf(context, tokenId).catch(() => null)),
  );

  app.put(
    '/api/marketplace/v1/list/:editionNftPublicPk',
    {
      schema: {
        tags,
        summary: 'Checks that the caller may list the edition (and a bundle) now, before the wallet signs the contract call',
        params: z.object({ editionNftPublicPk: z.string().min(1).max(100) }),
        body: ListEditionBodySchema,
        response: { 200: EditionListingDataSchema, 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const principal = await requireUser(request);
      return checkListable(db, now(), principal.userPk, request.params.editionNftPublicPk, request.body, await usdPerEth());
    },
  );

  app.get(
    '/api/marketplace/v2/listings/tx/:transactionHash',
    { schema: { tags, summary: 'The listing a transaction created, from the chain index (404 until indexed)', params: HashParams, response: { 200: ListingSchema, 400: ErrorSchema, 404: ErrorSchema } } },
    async (request) => {
      const { transactionHash } = request.params;
      if (!isTransactionHash(transactionHash)) throw notFound('Listing');
      return fromIndex(transactionHash, () => listingByTransaction(db, now(), transactionHash), 'Listing', 'Listing could not be validated on chain!');
    },
  );

  app.get(
    '/api/marketplace/v2/listings/:id',
    { schema: { tags, summary: 'One listing by its publicPk, whatever its status', params: z.object({ id: z.string().min(1).max(100) }), response: { 200: ListingSchema, 404: ErrorSchema } } },
    async (request) => listingByPublicPk(db, now(), request.params.id),
  );

  app.get(
    '/api/marketplace/v3/listings/edition-nft/:id',
    {
      schema: {
        tags,
        summary: 'Live listings holding one edition NFT, cheapest first',
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: z.object({ count: z.number().int(), results: z.array(ListingSchema) }), 404: ErrorSchema },
      },
    },
    async (request) => {
      const results = await listingsOfEdition(db, now(), request.params.id);
      return { count: results.length, results };
    },
  );

  app.get(
    '/api/payments/v2/marketplace-transfer/tx/:transactionHash',
    {
      schema: {
        tags: ['payments'],
        summary: 'A wallet purchase of a listing, confirmed from the chain index (404 until indexed, 400 when it reverted)',
        params: HashParams,
        response: { 200: MarketplaceTransferSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const { transactionHash } = request.params;
      if (!isTransactionHash(transactionHash)) throw notFound('Transfer');
      return fromIndex(transactionHash, () => marketplaceTransfer(db, transactionHash), 'Transfer', PURCHASE_REVERTED_MESSAGE);
    },
  );
}
