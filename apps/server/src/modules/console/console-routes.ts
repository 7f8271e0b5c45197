import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import {
  ConsoleBrandListSchema,
  ConsoleBrandSchema,
  CreateDraftBodySchema,
  DraftListQuerySchema,
  DraftListSchema,
  LiveReleasePatchSchema,
  MediaUploadSchema,
  ProducerPackListSchema,
  ProducerPackQuerySchema,
  ReleaseDraftSchema,
  UpdateBrandBodySchema,
  UpdateDraftBodySchema,
} from '@caskmark/shared/api/console-catalogue';
import type { AppContext } from '../../context';
import type { App } from '../../platform/module';
import { auditActor, recordAudit } from '../../platform/audit-log';
import { badRequest, fieldError } from '../../platform/errors';
import { actingBrands } from './brand-access';
import { createDraft, listDrafts, presentDraft, requireDraft, updateDraft } from './draft-service';
import { patchLiveRelease, presentBrand, updateBrand } from './live-release';
import { IMAGE_MAX_BYTES, MediaStore, MEDIA_URL_PREFIX, VIDEO_MAX_BYTES } from './media-store';
import { producerPackStats } from './producer-stats';
import { publishDraft } from './publish';
import { MEDIA_TOO_LARGE_MESSAGE } from '@caskmark/shared/api/console-catalogue';

const ErrorSchema = z.object({ code: z.string(), message: z.string() }).catchall(z.unknown());
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const tags = ['console'];
const Pk = z.object({ pk: z.uuid() });

async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest('Please send the file as multipart/form-data.', { code: 'not_multipart' });
  const file = (await request.file({ limits: { fileSize: Math.max(IMAGE_MAX_BYTES, VIDEO_MAX_BYTES) + 1, files: 1 } }).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError('file', MEDIA_TOO_LARGE_MESSAGE);
    throw error;
  })) as MultipartFile | undefined;
  if (!file) throw fieldError('file', 'Choose a file to upload.');
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError('file', MEDIA_TOO_LARGE_MESSAGE);
    throw error;
  }
}

/**
 * The console's catalogue (decision 290): staff on every brand, brand group members on their own.
 * Every call answers `no-store`; every change writes its audit row in its transaction.
 */
export function registerConsoleRoutes(app: App, context: AppContext) {
  const store = MediaStore.of(context);
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/staff/v1/catalogue')) reply.header('cache-control', 'no-store');
  });

  app.get('/api/staff/v1/catalogue/brands', { schema: { tags, summary: 'Brands the caller may act on (staff: all)', response: { 200: ConsoleBrandListSchema, ...errors } } }, async (request) => {
    const { brands } = await actingBrands(request, context.db);
    return { results: brands.map(presentBrand) };
  });

  app.patch(
    '/api/staff/v1/catalogue/brands/:pk',
    { schema: { tags, summary: 'Change a brand’s story, logo, banner and link', params: Pk, body: UpdateBrandBodySchema, response: { 200: ConsoleBrandSchema, ...errors } } },
    async (request) => updateBrand(request, context, request.params.pk, request.body),
  );

  app.get(
    '/api/staff/v1/catalogue/release-drafts',
    { schema: { tags, summary: 'Release drafts and published releases of the caller’s brands', querystring: DraftListQuerySchema, response: { 200: DraftListSchema, ...errors } } },
    async (request) => ({ results: await listDrafts(request, context, request.query.brand) }),
  );

  app.post(
    '/api/staff/v1/catalogue/release-drafts',
    { schema: { tags, summary: 'Start a release draft for a brand', body: CreateDraftBodySchema, response: { 201: ReleaseDraftSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await createDraft(request, context, request.body.brandPk, request.body.document)),
  );

  app.get(
    '/api/staff/v1/catalogue/release-drafts/:pk',
    { schema: { tags, summary: 'One draft (the preview reads it)', params: Pk, response: { 200: ReleaseDraftSchema, ...errors } } },
    async (request) => {
      const { draft, brand } = await requireDraft(request, context, request.params.pk);
      return presentDraft(draft, brand);
    },
  );

  app.put(
    '/api/staff/v1/catalogue/release-drafts/:pk',
    { schema: { tags, summary: 'Replace a draft’s document (until it is published)', params: Pk, body: UpdateDraftBodySchema, response: { 200: ReleaseDraftSchema, ...errors } } },
    async (request) => updateDraft(request, context, request.params.pk, request.body.document),
  );

  app.post(
    '/api/staff/v1/catalogue/release-drafts/:pk/publish',
    { schema: { tags, summary: 'Publish a draft into the catalogue (it goes live at its lobby open date)', params: Pk, response: { 200: ReleaseDraftSchema, ...errors } } },
    async (request) => publishDraft(request, context, request.params.pk),
  );

  app.patch(
    '/api/staff/v1/catalogue/releases/:pk',
    { schema: { tags, summary: 'Change a live release: texts, media, a later close only', params: Pk, body: LiveReleasePatchSchema, response: { 200: z.object({ publicPk: z.uuid() }), ...errors } } },
    async (request) => patchLiveRelease(request, context, request.params.pk, request.body),
  );

  app.post(
    '/api/staff/v1/catalogue/media',
    {
      schema: {
        tags,
        summary: 'Upload an image (PNG/JPEG/WebP/GIF ≤ 8 MB) or video (MP4/WebM ≤ 15 MB); checked by content',
        consumes: ['multipart/form-data'],
        response: { 201: MediaUploadSchema, ...errors, 413: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { principal } = await actingBrands(request, context.db);
      const upload = await store.put(await readUpload(request));
      await recordAudit(context.db, auditActor(request, principal), { action: 'media.upload', subjectType: 'media', subjectPk: upload.sha256, after: upload }, context.clock.now());
      return reply.status(201).send(upload);
    },
  );

  app.get(`${MEDIA_URL_PREFIX}:name`, { schema: { tags: ['media'], summary: 'An uploaded image or video', params: z.object({ name: z.string().max(100) }) } }, async (request, reply) => {
    const found = await store.get(request.params.name);
    if (!found) return reply.status(404).send({ code: 'not_found', message: 'File not found.' });
    return reply.header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff').type(found.type).send(found.bytes);
  });

  app.get(
    '/api/staff/v1/catalogue/pack-stats',
    { schema: { tags, summary: 'The caller’s brands’ packs with sold, held, revenue, bids and sales per day', querystring: ProducerPackQuerySchema, response: { 200: ProducerPackListSchema, ...errors } } },
    async (request) => ({ results: await producerPackStats(request, context, request.query.brand) }),
  );
}
