import { z } from 'zod';
import {
  PublicVaultPageSchema,
  PublicVaultQuerySchema,
  VaultEditionSchema,
  VaultPageSchema,
  VaultQuerySchema,
  VaultSummarySchema,
} from '@caskmark/shared/api/vault';
import type { AppContext } from '../../../context';
import type { App } from '../../../platform/module';
import { requireUser } from '../../identity/public';
import { myVault, myVaultEdition, publicVault, vaultSummary } from '../vault-service';

const tags = ['vault'];
const ErrorSchema = z.object({ code: z.string(), message: z.string() }).catchall(z.unknown());

/**
 * The vault's reads (spec part 1 §2 Vault, §7 account calls; part 2 §2 /vault/{handler}). Every own
 * read is scoped to the signed-in person's wallets: another person's NFT is simply not found.
 */
export function registerVaultRoutes(app: App, context: AppContext) {
  app.get(
    '/api/account/v2/vault',
    {
      schema: {
        tags,
        summary: 'My collection (state=owned) or my redeemed editions (state=redeemed), searchable, paged (grid 8, table 10)',
        querystring: VaultQuerySchema,
        response: { 200: VaultPageSchema, 401: ErrorSchema },
      },
    },
    async (request) => myVault(context, (await requireUser(request)).userPk, request.query),
  );

  app.get(
    '/api/account/v2/user/vault-summary',
    { schema: { tags, summary: 'How many editions, redeemed editions and active listings I have (tabs without content stay disabled)', response: { 200: VaultSummarySchema, 401: ErrorSchema } } },
    async (request) => vaultSummary(context, (await requireUser(request)).userPk),
  );

  app.get(
    '/api/account/v2/vault/:handler',
    {
      schema: {
        tags,
        summary: "Another collector's public collection, with their redeemed editions count; no private field of theirs",
        params: z.object({ handler: z.string().min(1).max(64) }),
        querystring: PublicVaultQuerySchema,
        response: { 200: PublicVaultPageSchema, 404: ErrorSchema },
      },
    },
    async (request) => publicVault(context, request.params.handler, request.query),
  );

  app.get(
    '/api/account/v2/edition/:editionPublicPk',
    {
      schema: {
        tags,
        summary: 'One edition NFT of my vault (held now or redeemed by me), every field of the edition detail drawer; the path names the edition NFT',
        params: z.object({ editionPublicPk: z.uuid() }),
        response: { 200: VaultEditionSchema, 401: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => myVaultEdition(context, (await requireUser(request)).userPk, request.params.editionPublicPk),
  );
}
