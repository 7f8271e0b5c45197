import { z } from 'zod';
import { ART_CATEGORIES, ART_TEXT_MAX, BOTTLE_SHAPES } from '@caskmark/shared/catalogue/media-urls';
import type { FastifyReply } from 'fastify';
import type { App } from '../../platform/module';
import { renderBottleArt } from './bottle-art';
import { renderBanner, renderLogo } from './brand-art';

const Text = z.string().trim().min(1).max(ART_TEXT_MAX);
const Category = z.enum(ART_CATEGORIES).default('other');
const BottleQuerySchema = z.object({
  category: Category,
  producer: Text,
  product: Text,
  detail: Text.optional(),
  shape: z.enum(BOTTLE_SHAPES).optional(),
});
const LogoQuerySchema = z.object({ name: Text, category: Category });
const BannerQuerySchema = z.object({ title: Text.optional(), subtitle: Text.optional(), seed: Text.optional(), category: Category });

/** The picture is a pure function of the URL, so browsers and CDNs may keep it for a year. */
function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .type('image/svg+xml; charset=utf-8')
    .send(svg);
}

const tags = ['media'];

export function registerMediaRoutes(app: App) {
  app.get(
    '/media/bottle.svg',
    { schema: { tags, summary: 'Generated bottle art (still)', querystring: BottleQuerySchema } },
    async (request, reply) => sendSvg(reply, renderBottleArt({ ...request.query, animated: false })),
  );
  app.get(
    '/media/bottle-motion.svg',
    { schema: { tags, summary: 'Generated bottle art with motion (the demo hover video)', querystring: BottleQuerySchema } },
    async (request, reply) => sendSvg(reply, renderBottleArt({ ...request.query, animated: true })),
  );
  app.get(
    '/media/logo.svg',
    { schema: { tags, summary: 'Generated producer monogram', querystring: LogoQuerySchema } },
    async (request, reply) => sendSvg(reply, renderLogo(request.query.name, request.query.category)),
  );
  app.get(
    '/media/banner.svg',
    { schema: { tags, summary: 'Generated banner (producer hero, announcements, giveaways)', querystring: BannerQuerySchema } },
    async (request, reply) => sendSvg(reply, renderBanner(request.query)),
  );
}
