import { specifiedRules, validate } from 'graphql';
import mercurius from 'mercurius';
import type { AppContext } from '../context';
import type { App, ServerModule } from '../platform/module';
import { documentCharsViolation, GRAPHQL_LIMITS, inspectDocument, type LimitViolation } from './limits';
import { composeSchema } from './schema';
import { budgetSubscriptions, OPERATION_COST } from './subscription-budget';

// mercurius is CommonJS: Node's ESM loader cannot see its named exports, only the default one.
const { ErrorWithProps } = mercurius;

/** A refused request: a GraphQL error (400 over HTTP) saying which limit, its maximum and what was asked. */
function limitError(violation: LimitViolation): Error {
  return new ErrorWithProps(violation.message, { code: 'LIMIT_EXCEEDED', limit: violation.limit, max: violation.max, actual: violation.actual }, 400);
}

/**
 * GraphQL over HTTP and WebSocket with the same limits (decision 156), each checked as early and as
 * cheaply as it can be: body and message size before anything is read into a document, the query's
 * length before parsing, the token count while parsing, fields, aliases, depth and cost on the tree
 * before validation, and a budget per connection for live subscriptions.
 */
export async function registerGraphql(app: App, context: AppContext, modules: ServerModule[]): Promise<void> {
  const { typeDefs, resolvers } = composeSchema(modules, () => context.clock.now());
  const resolvedFields = new Set(Object.entries(resolvers).flatMap(([type, fields]) => Object.keys(fields as object).map((field) => `${type}.${field}`)));
  const isResolved = (type: string, field: string) => resolvedFields.has(`${type}.${field}`);
  budgetSubscriptions(resolvers, limitError);

  // mercurius registers @fastify/websocket (1 MiB messages) inside its own plugin and parses a
  // subscription's query with no token limit before any hook runs: a smaller message bounds that parse.
  // The server is reachable only from the context the /graphql WebSocket route is added in.
  let messageLimitSet = false;
  app.addHook('onRoute', function (route) {
    // @fastify/websocket adds wsHandler to the route options; its types are not imported here.
    if (route.url !== '/graphql' || !(route as { wsHandler?: unknown }).wsHandler) return;
    const sockets = (this as unknown as { websocketServer?: { options: { maxPayload?: number } } }).websocketServer;
    if (!sockets) return;
    sockets.options.maxPayload = GRAPHQL_LIMITS.webSocketMessageBytes;
    messageLimitSet = true;
  });
  await app.register(mercurius, {
    schema: typeDefs,
    resolvers,
    path: '/graphql',
    graphiql: context.config.devRoutes,
    subscription: { emitter: context.events.emitter },
    context: (request) => ({ context, request }),
    graphql: { parseOptions: { maxTokens: GRAPHQL_LIMITS.tokens } },
    additionalRouteOptions: { bodyLimit: GRAPHQL_LIMITS.bodyBytes },
  });
  app.addHook('onReady', async () => {
    if (!messageLimitSet) throw new Error('GraphQL: the WebSocket message limit could not be set (mercurius or @fastify/websocket changed)');
  });

  const refuseLongQuery = async (_schema: unknown, source: string) => {
    const violation = documentCharsViolation(source);
    if (violation) throw limitError(violation);
  };
  app.graphql.addHook('preParsing', refuseLongQuery);
  app.graphql.addHook('preValidation', async (schema, document) => {
    const { violation } = inspectDocument(schema, document, isResolved);
    if (violation) throw limitError(violation);
  });

  app.graphql.addHook('preSubscriptionParsing', refuseLongQuery);
  app.graphql.addHook('preSubscriptionExecution', async (schema, document, subscriptionContext) => {
    const { violation, cost } = inspectDocument(schema, document, isResolved);
    if (violation) throw limitError(violation);
    // mercurius runs a subscription without validating it; over HTTP the same document would be validated.
    const [invalid] = validate(schema, document, specifiedRules);
    if (invalid) throw invalid;
    (subscriptionContext as unknown as Record<symbol, number>)[OPERATION_COST] = cost;
  });
}
