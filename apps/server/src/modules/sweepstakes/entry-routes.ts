import { z } from 'zod';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import {
  EntryAltInputSchema,
  EntryQuantityInputSchema,
  PhotoConfirmedSchema,
  PhotoConfirmInputSchema,
  PhotoUploadRequestSchema,
  PhotoUploadTicketSchema,
  PublishedDrawSchema,
  SweepstakesEntrySchema,
  SweepstakesRefSchema,
  UPLOAD_FILE_ERROR_MESSAGE,
} from '@caskmark/shared/api/sweepstakes';
import type { AppContext } from '../../context';
import type { App } from '../../platform/module';
import { AppError, badRequest } from '../../platform/errors';
import { requireUser } from '../identity/public';
import { createEntry, requireEntry, setEntryQuantity, submitQuestionnaire } from './entries';
import { confirmPhotoUpload, requestPhotoUpload, uploadOpenFor } from './photo-uploads';
import { paymentUnderWay, presentEntry } from './presenters';
import { publishedDraw } from './published-draw';
import { UPLOAD_MAX_BYTES, UPLOAD_ROUTE, writeUpload } from './upload-store';

const tags = ['release: Sweepstakes'];
const ErrorSchema = z.object({ code: z.string() }).catchall(z.unknown());
const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const noStore = { 'cache-control': 'no-store' };

/** The collector's sweepstakes calls (spec part 1 §7; decision 361): thin handlers over entries and uploads. */
export function registerEntryRoutes(app: App, context: AppContext) {
  app.get(
    '/api/release/v3/sweepstakes/entry',
    { schema: { tags, summary: 'My entry in a sweepstakes (404 when none)', querystring: SweepstakesRefSchema, response: { 200: SweepstakesEntrySchema, ...errors } } },
    async (request, reply) => {
      const principal = await requireUser(request);
      reply.headers(noStore);
      return presentEntry(context, await requireEntry(context.db, request.query.sweepstakesPublicPk, principal.userPk));
    },
  );

  app.post(
    '/api/release/v3/sweepstakes/entry',
    { schema: { tags, summary: 'Create my entry (quantity 1) while the lobby is open; returns the existing one if any', body: SweepstakesRefSchema, response: { 200: SweepstakesEntrySchema, ...errors } } },
    async (request, reply) => {
      const principal = await requireUser(request);
      reply.headers(noStore);
      return presentEntry(context, await createEntry(context, 'sweepstakes', request.body.sweepstakesPublicPk, principal.userPk));
    },
  );

  app.post(
    '/api/release/v3/sweepstakes/entry/quantity',
    { schema: { tags, summary: 'Set the number of entries (1 to 10); the fee is listingPrice × quantity', body: EntryQuantityInputSchema, response: { 200: SweepstakesEntrySchema, ...errors } } },
    async (request, reply) => {
      const principal = await requireUser(request);
      reply.headers(noStore);
      const { sweepstakesPublicPk, quantity } = request.body;
      const current = await requireEntry(context.db, sweepstakesPublicPk, principal.userPk);
      return presentEntry(context, await setEntryQuantity(context, sweepstakesPublicPk, principal.userPk, quantity, await paymentUnderWay(context, current.publicPk)));
    },
  );

  app.post(
    '/api/release/v3/sweepstakes/entry-alt',
    {
      schema: {
        tags,
        summary: 'The entry questionnaire (name, email, dob — 21 or older, country, both acknowledgements, a confirmed photoId or a description); needed before paying',
        body: EntryAltInputSchema,
        response: { 200: SweepstakesEntrySchema, ...errors },
      },
    },
    async (request, reply) => {
      const principal = await requireUser(request);
      reply.headers(noStore);
      const { sweepstakesPublicPk, ...form } = request.body;
      const current = await requireEntry(context.db, sweepstakesPublicPk, principal.userPk);
      return presentEntry(context, await submitQuestionnaire(context, sweepstakesPublicPk, principal.userPk, form, await paymentUnderWay(context, current.publicPk)));
    },
  );

  app.post(
    '/services/release-flows/v1/sweepstakes/photo-id/request-upload',
    { schema: { tags, summary: 'A presigned form to post one photo ID (JPG, PNG or PDF, ≤ 10 MB) to the private store', body: PhotoUploadRequestSchema, response: { 200: PhotoUploadTicketSchema, ...errors } } },
    async (request, reply) => {
      const principal = await requireUser(request);
      reply.headers(noStore);
      return requestPhotoUpload(context, principal.userPk, request.body);
    },
  );

  app.put(
    '/services/release-flows/v1/sweepstakes/photo-id/confirm-upload',
    { schema: { tags, summary: 'Confirm an uploaded photo ID: its bytes must be the declared JPG, PNG or PDF', body: PhotoConfirmInputSchema, response: { 200: PhotoConfirmedSchema, ...errors } } },
    async (request, reply) => {
      const principal = await requireUser(request);
      reply.headers(noStore);
      return confirmPhotoUpload(context, principal.userPk, request.body);
    },
  );

  app.post(
    UPLOAD_ROUTE,
    { schema: { tags: ['files'], summary: 'The private store’s presigned upload (multipart: key, Content-Type, x-expires, then file); 204', consumes: ['multipart/form-data'] } },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(UPLOAD_FILE_ERROR_MESSAGE, { code: 'not_multipart' });
      const fields: Record<string, string> = {};
      let stored = false;
      for await (const part of request.parts({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 8, fieldSize: 1024 } })) {
        if (part.type === 'field') {
          fields[part.fieldname] = String((part as MultipartValue<string>).value ?? '');
          continue;
        }
        // S3's rule: the fields come first, so the key is known when the file arrives.
        const upload = fields.key ? await uploadOpenFor(context.db, fields.key, context.clock.now()) : null;
        if (!upload) throw new AppError({ status: 403, code: 'upload_refused', message: UPLOAD_FILE_ERROR_MESSAGE });
        let bytes: Buffer;
        try {
          bytes = await (part as MultipartFile).toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(UPLOAD_FILE_ERROR_MESSAGE, { code: 'too_large' });
          throw error;
        }
        await writeUpload(context, upload.imageKey, bytes);
        stored = true;
      }
      if (!stored) throw badRequest(UPLOAD_FILE_ERROR_MESSAGE, { code: 'no_file' });
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/release/v3/sweepstakes/:id/draw',
    {
      schema: {
        tags,
        summary: 'The verifiable draw of a sweepstakes or shuffle pack: seed hash from the opening; seed, frozen entry list and winners after the draw',
        params: z.object({ id: z.uuid() }),
        response: { 200: PublishedDrawSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return publishedDraw(context, request.params.id);
    },
  );
}
