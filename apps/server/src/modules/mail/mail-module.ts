import { z } from 'zod';
import { notFound } from '../../platform/errors';
import type { ServerModule } from '../../platform/module';
import { renderMailboxPage } from './mailbox-page';
import { mailerFor } from './mailer';

const MailboxQuerySchema = z.object({
  to: z.string().trim().max(320).optional().describe('Only messages to this address (case-insensitive)'),
  format: z.enum(['json', 'html']).optional().describe('Default: html for browsers (Accept: text/html), else json'),
});

/**
 * The mail adapter and, outside production, the dev mailbox: `GET /dev/mailbox?to=` answers the
 * messages as JSON newest first (`to`, `subject`, `text`, `html`, `createdAt`); a browser gets a page.
 */
export const mailModule: ServerModule = {
  name: 'mail',
  start(context) {
    mailerFor(context);
  },
  routes(app, context) {
    if (!context.config.devRoutes) return;
    app.get(
      '/dev/mailbox',
      {
        schema: {
          tags: ['dev'],
          summary: 'Messages the server wrote, newest first (JSON list of { to, subject, text, html, createdAt })',
          querystring: MailboxQuerySchema,
        },
      },
      async (request, reply) => {
        const { to, format } = request.query;
        const messages = await mailerFor(context).list({ to: to || undefined });
        const wantsHtml = format ? format === 'html' : (request.headers.accept ?? '').includes('text/html');
        reply.header('cache-control', 'no-store');
        if (wantsHtml) return reply.type('text/html; charset=utf-8').send(renderMailboxPage(messages, to));
        return messages.map((message) => ({
          publicPk: message.publicPk,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          template: message.template,
          createdAt: message.createdAt.toISOString(),
        }));
      },
    );
    app.get(
      '/dev/mailbox/:publicPk',
      { schema: { tags: ['dev'], summary: 'One message as the recipient sees it (HTML)', params: z.object({ publicPk: z.uuid() }) } },
      async (request, reply) => {
        const message = await mailerFor(context).find(request.params.publicPk);
        if (!message) throw notFound('Message');
        return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(message.html);
      },
    );
  },
};
