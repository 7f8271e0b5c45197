import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { artworks } from '@caskmark/db';
import { ArtworkSchema } from '@caskmark/shared/api/collector-extras';
import type { AppContext } from '../../context';
import type { App } from '../../platform/module';
import { requireUser } from '../identity/public';

/** GET /api/account/v1/artwork (spec part 1 §7): the artworks I received as tokens, newest first (MY ARTWORKS). */
export function registerArtworkRoutes(app: App, context: AppContext) {
  app.get(
    '/api/account/v1/artwork',
    { schema: { tags: ['vault'], summary: 'My artworks (tokenId, image, name, description), newest first', response: { 200: z.array(ArtworkSchema) } } },
    async (request) => {
      const principal = await requireUser(request);
      const rows = await context.db.select().from(artworks).where(eq(artworks.ownerPk, principal.userPk)).orderBy(desc(artworks.createdAt));
      return rows.map((row) => ({ publicPk: row.publicPk, tokenId: row.tokenId, image: row.image, name: row.name, description: row.description, createdAt: row.createdAt.toISOString() }));
    },
  );
}
