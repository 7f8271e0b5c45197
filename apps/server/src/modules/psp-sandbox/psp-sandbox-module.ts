import type { ServerModule } from '../../platform/module';
import { jobsOf } from '../../platform/jobs';
import { deliverNotification, NOTIFY_QUEUE, rememberListeningAddress } from './notifications';
import { registerPspSandboxRoutes } from './routes';

/**
 * The sandbox PSP (decision 171): a Cybersource-shaped payment processor with its own tables, pages
 * and webhooks, running in this process when PSP_MODE=sandbox (the default outside production).
 */
export const pspSandboxModule: ServerModule = {
  name: 'psp-sandbox',
  async start(context) {
    if (context.config.pspMode !== 'sandbox') return;
    if (context.config.NODE_ENV === 'production') context.log.warn('PSP_MODE=sandbox in production: card payments go to the sandbox PSP; no real money moves.');
    const jobs = await jobsOf(context);
    await jobs.process<{ notificationId: string }>(NOTIFY_QUEUE, (data) => deliverNotification(context, data.notificationId), {
      retryLimit: 8,
      retryDelaySeconds: 2,
      pollingIntervalSeconds: 1,
    });
  },
  routes(app, context) {
    if (context.config.pspMode !== 'sandbox') return;
    app.addHook('onListen', function () {
      const address = app.server.address();
      if (address && typeof address === 'object') {
        const host = address.family === 'IPv6' ? `[${address.address === '::' ? '::1' : address.address}]` : address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
        rememberListeningAddress(context, `http://${host}:${address.port}`);
      }
    });
    registerPspSandboxRoutes(app, context);
  },
};
