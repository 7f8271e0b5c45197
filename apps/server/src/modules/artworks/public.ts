import type { ServerModule } from '../../platform/module';
import { registerArtworkRoutes } from './artwork-routes';

/** Artworks received as tokens (spec part 1 §3 "Artwork"; the MY ARTWORKS tab). */
export const artworksModule: ServerModule = {
  name: 'artworks',
  routes(app, context) {
    registerArtworkRoutes(app, context);
  },
};
