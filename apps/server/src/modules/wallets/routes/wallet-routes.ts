import { z } from 'zod';
import {
  AddWalletRequestSchema,
  DeleteWalletRequestSchema,
  UpdateWalletRequestSchema,
  WalletChallengeRequestSchema,
  WalletChallengeSchema,
  WalletExistsQuerySchema,
  WalletExistsSchema,
  WalletListQuerySchema,
  WalletSchema,
} from '@caskmark/shared/api/wallet';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { AppError, unauthorized } from '../../../platform/errors';
import type { App } from '../../../platform/module';
import { requireUser } from '../../identity/public';
import { issueChallenge } from '../challenges';
import { WalletService } from '../wallet-service';

const tags = ['wallets'];
const ErrorSchema = z.object({ code: z.string(), message: z.string() }).catchall(z.unknown());
const errors = {
  400: ErrorSchema,
  401: ErrorSchema.describe('not_authenticated'),
  404: ErrorSchema,
  503: ErrorSchema.describe('chain_unavailable: the chain cannot be reached'),
};
const PublicPkParams = z.object({ publicPk: z.uuid() });
const IdParams = z.object({ id: z.uuid() });

/** Part 2 §8: anonymous callers are told to sign in first. */
async function requireSignedIn(request: FastifyRequest) {
  try {
    return await requireUser(request);
  } catch (error) {
    if (error instanceof AppError && error.status === 401) throw unauthorized('You must be logged in to add a wallet.');
    throw error;
  }
}

/** The account service's wallet calls (spec part 2 §7) plus the challenge a new wallet signs. */
export function registerWalletRoutes(app: App, context: AppContext) {
  const service = new WalletService(context);

  app.get(
    '/api/account/v1/wallet/exists',
    { schema: { tags, summary: 'Is this address connected to my account, or to another one', querystring: WalletExistsQuerySchema, response: { 200: WalletExistsSchema, ...errors } } },
    async (request) => service.exists((await requireSignedIn(request)).userPk, request.query.address),
  );

  app.post(
    '/api/account/v1/wallet/challenge',
    {
      schema: {
        tags,
        summary: 'A sign-in-with-Ethereum message (one-time nonce, 10 minutes) to sign with the wallet before POST /wallet',
        body: WalletChallengeRequestSchema,
        response: { 200: WalletChallengeSchema, ...errors },
      },
    },
    async (request) => issueChallenge(context, request, { purpose: 'add_wallet', address: request.body.address, userPk: (await requireSignedIn(request)).userPk }),
  );

  app.get(
    '/api/account/v1/wallet',
    { schema: { tags, summary: 'My wallets with their chain balance (filters: address, is_managed)', querystring: WalletListQuerySchema, response: { 200: z.array(WalletSchema), ...errors } } },
    async (request) => {
      const principal = await requireSignedIn(request);
      const isManaged = request.query.is_managed === undefined ? undefined : request.query.is_managed === 'true';
      return service.list(principal.userPk, { address: request.query.address, isManaged });
    },
  );

  app.post(
    '/api/account/v1/wallet',
    {
      schema: {
        tags,
        summary: 'Connect a wallet: the signed challenge proves ownership; approval is read from the chain',
        body: AddWalletRequestSchema,
        response: { 200: WalletSchema, ...errors },
      },
    },
    async (request) => service.add(request, await requireSignedIn(request), request.body),
  );

  app.put(
    '/api/account/v1/wallet/:publicPk',
    {
      schema: {
        tags,
        summary: 'Report the approval transaction (or change the provider); isApproved turns true once the chain says so',
        params: PublicPkParams,
        body: UpdateWalletRequestSchema,
        response: { 200: WalletSchema, ...errors },
      },
    },
    async (request) => service.update((await requireSignedIn(request)).userPk, request.params.publicPk, request.body),
  );

  app.delete(
    '/api/account/v1/wallet/:id',
    {
      schema: {
        tags,
        summary: 'Remove a wallet that holds no NFTs and is not custodial (a fresh MFA code when MFA is on)',
        params: IdParams,
        body: DeleteWalletRequestSchema,
        response: { 204: z.null(), 403: ErrorSchema.describe('step_up_required'), ...errors },
      },
    },
    async (request, reply) => {
      const principal = await requireSignedIn(request);
      await service.remove(request, principal, request.params.id, request.body?.code);
      return reply.status(204).send(null);
    },
  );
}
