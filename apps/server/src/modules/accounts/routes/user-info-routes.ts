import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { editionNfts, editions, users } from '@caskmark/db';
import {
  EditionsCountQuerySchema,
  EditionsCountSchema,
  HANDLER_TAKEN_MESSAGE,
  HandlerSchema,
  HandlerSearchQuerySchema,
  HandlerSearchResponseSchema,
  UpdateHandlerRequestSchema,
  UserHandlerSchema,
  UserInfoLoginRequestSchema,
  UserInfoSchema,
} from '@caskmark/shared/api/account';
import type { AppContext } from '../../../context';
import { AppError, fieldError, unauthorized } from '../../../platform/errors';
import type { App } from '../../../platform/module';
import { authenticate, authenticateToken, recordLogin, requireUser } from '../../identity/public';
import { publishAccountChanged } from '../account-graphql';
import { presentUserInfo } from '../user-info';

const tags = ['account'];
const ErrorSchema = z.object({ code: z.string(), message: z.string() }).catchall(z.unknown());
const guarded = { 401: ErrorSchema.describe('not_authenticated') };

/** Likes in search: the user's text is matched literally. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** user-info, the login record, handlers and the editions count (spec part 1 §7, part 2 §7). */
export function registerUserInfoRoutes(app: App, context: AppContext) {
  app.get(
    '/api/account/v1/user-info',
    {
      schema: {
        tags,
        summary: 'The session fields of the signed-in user (Authorization: Bearer). The web app does not sign out on its 401',
        response: { 200: UserInfoSchema, ...guarded },
      },
    },
    async (request) => presentUserInfo(request, context, (await requireUser(request)).userPk),
  );

  app.post(
    '/api/account/v1/user-info/login',
    {
      schema: {
        tags,
        summary: 'Record the sign-in of the posted id token and answer the user session; a second call for the same session is 400 duplicate_login_call',
        body: UserInfoLoginRequestSchema,
        response: { 200: UserInfoSchema, 400: ErrorSchema, ...guarded },
      },
    },
    async (request) => {
      const principal = await authenticateToken(request, request.body.token);
      if (!principal) throw unauthorized('The token is not valid.');
      if (!(await recordLogin(request, principal.sessionPk))) {
        throw new AppError({ status: 400, code: 'duplicate_login_call', message: 'This sign-in was already recorded.' });
      }
      return presentUserInfo(request, context, principal.userPk);
    },
  );

  app.get(
    '/api/account/v1/user-handler',
    { schema: { tags, summary: "The signed-in user's handler", response: { 200: UserHandlerSchema, ...guarded } } },
    async (request) => ({ handler: (await requireUser(request)).handler }),
  );

  app.put(
    '/api/account/v1/user-handler',
    {
      schema: {
        tags,
        summary: 'Change the handler: 3–30 of a-z 0-9 _ -, not reserved, unique whatever the case (400 with `handler: [message]`)',
        body: UpdateHandlerRequestSchema,
        response: { 200: UserHandlerSchema, 400: ErrorSchema, ...guarded },
      },
    },
    async (request) => {
      const principal = await requireUser(request);
      const parsed = HandlerSchema.safeParse(request.body.handler);
      if (!parsed.success) throw fieldError('handler', parsed.error.issues[0]?.message ?? 'Invalid handler');
      const handler = parsed.data;
      if (handler === principal.handler.toLowerCase()) return { handler: principal.handler };
      const [taken] = await context.db.select({ pk: users.publicPk }).from(users).where(and(sql`lower(${users.handler}) = ${handler}`, ne(users.publicPk, principal.userPk)));
      if (taken) throw fieldError('handler', HANDLER_TAKEN_MESSAGE);
      try {
        await context.db.update(users).set({ handler, updatedAt: context.clock.now() }).where(eq(users.publicPk, principal.userPk));
      } catch {
        // The unique index on lower(handler) lost a race with another change.
        throw fieldError('handler', HANDLER_TAKEN_MESSAGE);
      }
      await publishAccountChanged(context, principal.userPk);
      return { handler };
    },
  );

  app.get(
    '/api/account/v1/user-handler-search',
    {
      schema: {
        tags,
        summary: 'Is this handler free for the caller, and which handlers start with it (up to 10)',
        querystring: HandlerSearchQuerySchema,
        response: { 200: HandlerSearchResponseSchema },
      },
    },
    async (request) => {
      const query = request.query.handler.trim().toLowerCase();
      const principal = await authenticate(request);
      const matches = await context.db
        .select({ handler: users.handler, publicPk: users.publicPk })
        .from(users)
        .where(sql`lower(${users.handler}) like ${`${escapeLike(query)}%`}`)
        .orderBy(asc(sql`length(${users.handler})`), asc(users.handler))
        .limit(10);
      const parsed = HandlerSchema.safeParse(query);
      const owner = matches.find((match) => match.handler.toLowerCase() === query);
      const reason = !parsed.success
        ? (parsed.error.issues[0]?.message ?? 'Invalid handler')
        : owner && owner.publicPk !== principal?.userPk
          ? HANDLER_TAKEN_MESSAGE
          : null;
      return { handler: query, available: reason === null, reason, results: matches.map((match) => ({ handler: match.handler })) };
    },
  );

  app.get(
    '/api/account/v2/user/editions-count',
    {
      schema: {
        tags,
        summary: 'How many editions the signed-in user holds (owned, not redeemed), optionally leaving out one release pack',
        querystring: EditionsCountQuerySchema,
        response: { 200: EditionsCountSchema, ...guarded },
      },
    },
    async (request) => {
      const principal = await requireUser(request);
      const exclude = request.query.exclude_release_pack;
      const [row] = await context.db
        .select({ count: sql<number>`count(*)::int` })
        .from(editionNfts)
        .innerJoin(editions, eq(editions.publicPk, editionNfts.editionPk))
        .where(and(eq(editionNfts.ownerPk, principal.userPk), eq(editionNfts.status, 'owned'), exclude ? ne(editions.releasePackPk, exclude) : undefined));
      return { count: row?.count ?? 0 };
    },
  );
}
