import type { AppContext } from '../../../context';
import type { App } from '../../../platform/module';
import { MERCHANT_NOTIFICATION_PATH } from '../../psp-sandbox/public';
import { applyPspEvent } from '../psp-notifications';
import { pspOf } from '../psp';

/**
 * The PSP's notifications (webhooks). The signature is checked on the raw body, so this route parses
 * JSON itself; an event is acknowledged once applied (or when it names no intent of ours).
 */
export async function registerNotificationRoutes(app: App, context: AppContext) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
    scope.post(MERCHANT_NOTIFICATION_PATH, { schema: { hide: true } }, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const event = pspOf(context).parseNotification(request.headers, raw);
      if (!event) return reply.status(401).send({ code: 'invalid_signature', message: 'The notification signature is not valid.' });
      const outcome = await applyPspEvent(context, event);
      if (outcome === 'unknown_intent') request.log.warn({ eventId: event.eventId, reference: event.merchantReference }, 'payments: notification for an unknown intent');
      return { received: true, outcome };
    });
  });
}
