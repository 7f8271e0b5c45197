import { z } from 'zod';
import {
  AnnouncementQuerySchema,
  AnnouncementSchema,
  GiveawayQuerySchema,
  GiveawaySchema,
  GiveawayTermsQuerySchema,
  GiveawayTermsSchema,
  NewsletterSignupSchema,
  NewsletterSubscriptionSchema,
  PressReleaseQuerySchema,
  PressReleaseSchema,
} from '@caskmark/shared/api/communication';
import { listSchema } from '@caskmark/shared/api/pagination';
import type { AppContext } from '../../context';
import type { App } from '../../platform/module';
import { sameSiteJsonOnly } from '../../platform/same-site-json';
import {
  listAnnouncements,
  listGiveaways,
  listGiveawayTerms,
  listPressReleases,
  queryDate,
  requireAnnouncement,
  requireGiveaway,
} from './communication-queries';
import { subscribeToNewsletter } from './newsletter-service';

const tags = ['communication'];
const optionalDate = (value: string | undefined, bound: 'start' | 'end') => (value === undefined ? undefined : queryDate(value, bound));

/** The `start_date_lte` / `end_date_gte` window of both giveaway lists; a bare date covers its whole day. */
const dateWindowOf = (query: { start_date_lte?: string; end_date_gte?: string }) => ({
  startDateLte: optionalDate(query.start_date_lte, 'end'),
  endDateGte: optionalDate(query.end_date_gte, 'start'),
});

/** Newsletter, giveaways, announcements and press (spec part 1 §7 "Communication"). */
export function registerCommunicationRoutes(app: App, context: AppContext) {
  const { db } = context;
  const now = () => context.clock.now();

  app.post(
    '/api/communication/v1/newsletter',
    {
      schema: {
        tags,
        summary: 'Subscribe an e-mail to the newsletter (of a partner, or ours with partner "")',
        description: "A repeat answers 400 with nonFieldErrors ['The fields email, partner must make a unique set.'], which the client treats as success.",
        body: NewsletterSignupSchema,
        response: { 201: NewsletterSubscriptionSchema },
      },
      onRequest: sameSiteJsonOnly(context.config.publicUrl),
    },
    async (request, reply) => reply.status(201).send(await subscribeToNewsletter(db, request.body, now())),
  );

  app.get(
    '/api/communication/v1/giveaway',
    { schema: { tags, summary: 'Giveaways: live first, then upcoming, then closed', querystring: GiveawayQuerySchema, response: { 200: listSchema(GiveawaySchema) } } },
    async (request) => listGiveaways(db, now(), { ...dateWindowOf(request.query), brandSlug: request.query.brand_slug }),
  );

  app.get(
    '/api/communication/v1/giveaway/terms-of-service',
    { schema: { tags, summary: 'Giveaway terms of service', querystring: GiveawayTermsQuerySchema, response: { 200: listSchema(GiveawayTermsSchema) } } },
    async (request) => listGiveawayTerms(db, now(), { ...dateWindowOf(request.query), onlyValid: request.query.only_valid_tos }),
  );

  app.get(
    '/api/communication/v1/giveaway/:slug',
    { schema: { tags, summary: 'One giveaway', params: z.object({ slug: z.string().min(1).max(200) }), response: { 200: GiveawaySchema } } },
    async (request) => requireGiveaway(db, now(), request.params.slug),
  );

  app.get(
    '/api/communication/v1/announcement',
    { schema: { tags, summary: 'Published announcements, newest first', querystring: AnnouncementQuerySchema, response: { 200: listSchema(AnnouncementSchema) } } },
    async (request) => listAnnouncements(db, now(), request.query.limit, request.query.offset),
  );

  app.get(
    '/api/communication/v1/announcement/:id',
    {
      schema: { tags, summary: 'One announcement by slug or publicPk', params: z.object({ id: z.string().min(1).max(200) }), response: { 200: AnnouncementSchema } },
    },
    async (request) => requireAnnouncement(db, now(), request.params.id),
  );

  app.get(
    '/api/communication/v1/press-release',
    { schema: { tags, summary: 'Press about a release (release_slug) or about Caskmark (is_generic=true)', querystring: PressReleaseQuerySchema, response: { 200: listSchema(PressReleaseSchema) } } },
    async (request) => listPressReleases(db, now(), { releaseSlug: request.query.release_slug, isGeneric: request.query.is_generic }),
  );
}
