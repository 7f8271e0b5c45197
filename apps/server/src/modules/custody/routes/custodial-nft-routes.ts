import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { CustodialNftSchema, type CustodialNft } from '@caskmark/shared/api/custody';
import type { AppContext } from '../../../context';
import type { App } from '../../../platform/module';
import { findEditions } from '../../catalogue/public';
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
      // The catalogue presents each edition (name, art, slugs) the way every other page shows it.
      const editions = await findEditions(
        context.db,
        context.clock.now(),
        [sql`n.owner_pk = ${principal.userPk}::uuid and n.is_in_managed_wallet and n.status = 'owned' and n.token_id is not null`],
        principal.userPk,
        LIST_LIMIT,
      );
      return editions
        .filter((edition): edition is typeof edition & { tokenId: string } => Boolean(edition.tokenId))
        .sort((a, b) => (BigInt(a.tokenId) < BigInt(b.tokenId) ? -1 : BigInt(a.tokenId) > BigInt(b.tokenId) ? 1 : 0))
        .map((edition) => ({
          editionNftPublicPk: edition.publicPk,
          name: edition.name,
          image: edition.image,
          editionNumber: edition.editionNumber,
          tokenId: edition.tokenId,
          brandName: edition.brandName,
          brandSlug: edition.brandSlug,
          releaseSlug: edition.releaseSlug,
          isLocked: edition.isLocked,
        }));
    },
  );
}
