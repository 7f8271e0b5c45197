import { registerRequestMetrics } from './platform/request-metrics';
import { registerRequestTracing } from './platform/tracing';
import Fastify from 'fastify';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import { registerGraphql } from './graphql/register-graphql';
import { registerErrorHandler, registerNotFoundHandler } from './platform/error-handler';
import type { App, ServerModule } from './platform/module';
import { registerNulCharacterGuard } from './platform/reject-nul-characters';
import { registerSecurityHeaders } from './platform/security-headers';
import { toFastifyTrustProxy } from './platform/trust-proxy';
import { registerWebApp } from './web/web-app';

/** Routes of plugins (GraphQL, docs) carry plain JSON schemas; only zod-described routes are documented. */
function isZodRouteSchema(schema: Record<string, unknown> | undefined): boolean {
  if (!schema || schema.hide) return false;
  const parts = ['body', 'querystring', 'params', 'headers'].map((key) => schema[key]).filter(Boolean);
  const responses = Object.values((schema.response as Record<string, unknown>) ?? {});
  return [...parts, ...responses].every((part) => typeof part === 'object' && part !== null && '_zod' in part);
}

export interface BuildAppOptions {
  modules: ServerModule[];
  /** Serve the built web app (production start); tests of the API leave it off. */
  serveWeb?: boolean;
}

export async function buildApp(context: AppContext, options: BuildAppOptions): Promise<App> {
  const app = Fastify({
    loggerInstance: context.log,
    trustProxy: toFastifyTrustProxy(context.config.TRUST_PROXY),
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  if (context.config.TRUST_PROXY === true) {
    context.log.warn('TRUST_PROXY=true believes every X-Forwarded-For hop: behind one proxy set the hop count (1) or its address instead.');
  }

  registerErrorHandler(app);
  registerRequestMetrics(app);
  registerRequestTracing(app, context.tracing);
  registerSecurityHeaders(app, context.config.publicUrl);
  registerNulCharacterGuard(app);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });

  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: 15 * 1024 * 1024, files: 5 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Caskmark API',
        version: '1.0.0',
        description: 'The HTTP calls behind the Caskmark web app. Errors: 400 carries `nonFieldErrors` and field lists, 404 `detail`, 500 `errorId`.',
      },
    },
    transform: (input) => (isZodRouteSchema(input.schema as Record<string, unknown> | undefined) ? jsonSchemaTransform(input) : { schema: { hide: true }, url: input.url }),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok', time: context.clock.now().toISOString() }));

  // Domain routes validate and serialize with zod; GraphQL and the docs keep Fastify's own compilers.
  await app.register(async (scope) => {
    scope.setValidatorCompiler(validatorCompiler);
    scope.setSerializerCompiler(serializerCompiler);
    const typed = scope.withTypeProvider<ZodTypeProvider>() as App;
    for (const module of options.modules) {
      if (module.routes) await module.routes(typed, context);
    }
  });

  await registerGraphql(app, context, options.modules);

  const webFallback = options.serveWeb ? await registerWebApp(app, context) : undefined;
  registerNotFoundHandler(app, webFallback);
  return app;
}
