import { z } from 'zod';
import { and, eq, ne } from 'drizzle-orm';
import { redemptions } from '@caskmark/db';
import { DhlTrackingQuerySchema, DhlTrackingSchema, type DhlTracking } from '@caskmark/shared/api/redemption';
import type { AppContext } from '../../context';
import { notFound } from '../../platform/errors';
import type { App } from '../../platform/module';
import { requireUser, STAFF_GROUP } from '../../modules/identity/public';
import { carrierOf } from '../../modules/redemption/public';

const ErrorSchema = z.object({ code: z.string() }).catchall(z.unknown());

/**
 * GET /services/external/v1/dhl-tracking?trackingNumber= (spec part 2 §7): the carrier's tracking of a
 * parcel, in DHL's shape (events newest first). Signed in, and only for a tracking code of one of the
 * caller's own requests (staff: any), so nobody reads where a stranger's bottle is going.
 */
export function registerTrackingRoute(app: App, context: AppContext) {
  app.get(
    '/services/external/v1/dhl-tracking',
    { schema: { tags: ['redemption'], summary: 'Carrier tracking of one of my parcels (DHL shipment tracking shape)', querystring: DhlTrackingQuerySchema, response: { 200: DhlTrackingSchema, 401: ErrorSchema, 404: ErrorSchema, 503: ErrorSchema } } },
    async (request): Promise<DhlTracking> => {
      const principal = await requireUser(request);
      const { trackingNumber } = request.query;
      const [owned] = await context.db
        .select({ userPk: redemptions.userPk })
        .from(redemptions)
        .where(and(eq(redemptions.trackingCode, trackingNumber), ne(redemptions.status, 'cancelled')));
      if (!owned || (owned.userPk !== principal.userPk && !principal.groups.includes(STAFF_GROUP))) throw notFound('Shipment');
      const tracked = await carrierOf(context).track(trackingNumber);
      if (!tracked) throw notFound('Shipment');
      const events = [...tracked.events].reverse().map((event) => ({ timestamp: event.timestamp.toISOString(), statusCode: event.statusCode, description: event.description, location: event.location }));
      const latest = events[0];
      return {
        shipments: [
          {
            id: tracked.trackingNumber,
            service: tracked.service,
            status: latest ? { ...latest, status: tracked.status } : { timestamp: new Date(context.clock.nowMs()).toISOString(), statusCode: 'pre-transit', status: 'pre-transit', description: 'Shipment information received', location: '' },
            events,
          },
        ],
      };
    },
  );
}
