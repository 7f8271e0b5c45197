import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { editionNfts } from '@caskmark/db';
import { CustodialNftSchema, type CustodialNft } from '@caskmark/shared/api/custody';
import type { AppContext } from '../../../context';
import type { App } from '../../../platform/module';
import { findEdition } from '../../catalogue/public';
import { requireUser } from '../../identity/public';

const ErrorSchema = z.object({ code: z.string(), message: z.string() }).catchall(z.unknown());
/** A collector holds a handful of editions in custody; the list stops well above that. */
const LIST_LIMIT = 100;

/** GET /api/account/v1/custodial-nfts: the caller's editions still in their custodial wallet. */
export function registerCustodialNftRoutes(app: App, context: AppContext) {
  app.get(
    '/api/account/v1/custodial-nfts',
    {
      schema: {
        tags: ['custody'],
        summary: 'My editions held in my custodial wallet (minted, owned, not redeemed), by token id',
        response: { 200: z.array(CustodialNftSchema), 401: ErrorSchema },
      },
    },
    async (request): Promise<CustodialNft[]> => {
      const principal = await requireUser(request);
      const rows = await context.db
        .select({ publicPk: editionNfts.publicPk })
        .from(editionNfts)
        .where(and(eq(editionNfts.ownerPk, principal.userPk), eq(editionNfts.isInManagedWallet, true), eq(editionNfts.status, 'owned'), isNotNull(editionNfts.tokenId)))
        .orderBy(asc(editionNfts.tokenId))
        .limit(LIST_LIMIT);
      const now = context.clock.now();
      const list: CustodialNft[] = [];
      // The catalogue presents each edition (name, art, slugs) the way every other page shows it.
      for (const row of rows) {
        const edition = await findEdition(context.db, now, [sql`n.public_pk = ${row.publicPk}::uuid`], principal.userPk);
        if (!edition?.tokenId) continue;
        list.push({
          editionNftPublicPk: edition.publicPk,
          name: edition.name,
          image: edition.image,
          editionNumber: edition.editionNumber,
          tokenId: edition.tokenId,
          brandName: edition.brandName,
          brandSlug: edition.brandSlug,
          releaseSlug: edition.releaseSlug,
          isLocked: edition.isLocked,
        });
      }
      return list;
    },
  );
}
