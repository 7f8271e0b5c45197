import { z } from 'zod';
import { StaffBookedShipmentSchema, StaffRedemptionListSchema, StaffRedemptionNoteInputSchema, StaffRedemptionQuerySchema, StaffRedemptionSchema, StaffShipInputSchema } from '@caskmark/shared/api/staff-redemptions';
import type { AppContext } from '../../context';
import { auditActor } from '../../platform/audit-log';
import type { App } from '../../platform/module';
import { requireStaff } from '../../modules/identity/public';
import { readPhotoId, redemptionByPk } from '../../modules/redemption/public';
import { notFound } from '../../platform/errors';
import { addStaffNote, bookShipment, markPacked, markPickedUp, markShipped, staffRedemption, staffRedemptions } from './fulfilment';

const tags = ['staff'];
const ErrorSchema = z.object({ code: z.string() }).catchall(z.unknown());
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const Params = z.object({ pk: z.uuid() });

/** The warehouse's side of redemptions (decision 273): staff only, no-store, every change audited. */
export function registerFulfilmentRoutes(app: App, context: AppContext) {
  app.get(
    '/api/staff/v1/redemptions',
    { schema: { tags, summary: 'Redemption requests to fulfil (open = paid, packed, shipped), oldest first', querystring: StaffRedemptionQuerySchema, response: { 200: StaffRedemptionListSchema, ...errors } } },
    async (request, reply) => {
      await requireStaff(request);
      reply.header('cache-control', 'no-store');
      return { results: await staffRedemptions(context, request.query.status) };
    },
  );

  app.get(
    '/api/staff/v1/redemptions/:pk/photo-id',
    { schema: { tags, summary: 'The photo ID of a request (staff only; downloaded, never rendered inline)', params: Params } },
    async (request, reply) => {
      await requireStaff(request);
      const row = await redemptionByPk(context.db, request.params.pk);
      if (!row) throw notFound('Redemption');
      const bytes = await readPhotoId(context, row.photoIdPath);
      const extension = row.photoIdType === 'application/pdf' ? 'pdf' : row.photoIdType === 'image/png' ? 'png' : 'jpg';
      reply.header('cache-control', 'no-store');
      reply.header('content-disposition', `attachment; filename="photo-id-${row.publicPk.slice(0, 8)}.${extension}"`);
      reply.header('content-security-policy', "default-src 'none'; sandbox");
      reply.type(row.photoIdType);
      return reply.send(bytes);
    },
  );

  const action = (path: string, summary: string, run: (actor: ReturnType<typeof auditActor>, pk: string, body: unknown) => Promise<unknown>, body?: z.ZodType) =>
    app.post(
      `/api/staff/v1/redemptions/:pk/${path}`,
      { schema: { tags, summary, params: Params, ...(body ? { body } : {}), response: { 200: StaffRedemptionSchema, ...errors } } },
      async (request, reply) => {
        const principal = await requireStaff(request);
        reply.header('cache-control', 'no-store');
        await run(auditActor(request, principal), request.params.pk, request.body);
        return staffRedemption(context, request.params.pk);
      },
    );

  action('notes', 'Add a note the collector reads in Request Details; audited', (actor, pk, body) => addStaffNote(context, actor, pk, (body as { body: string }).body), StaffRedemptionNoteInputSchema);
  action('pack', 'Packed (shipping) or Ready for Pickup; audited', (actor, pk) => markPacked(context, actor, pk));
  action('ship', 'Handed to the carrier with its tracking code; the collector is e-mailed; audited', (actor, pk, body) => markShipped(context, actor, pk, (body as { trackingCode: string }).trackingCode), StaffShipInputSchema);
  action('picked-up', 'A pickup was collected (delivered); the collector is e-mailed; audited', (actor, pk) => markPickedUp(context, actor, pk));

  app.post(
    '/api/staff/v1/redemptions/:pk/book-shipment',
    { schema: { tags, summary: 'Book the parcel with the carrier: a waybill (tracking code) for the label; audited', params: Params, response: { 200: StaffBookedShipmentSchema, ...errors } } },
    async (request, reply) => {
      const principal = await requireStaff(request);
      reply.header('cache-control', 'no-store');
      return bookShipment(context, auditActor(request, principal), request.params.pk);
    },
  );
}
