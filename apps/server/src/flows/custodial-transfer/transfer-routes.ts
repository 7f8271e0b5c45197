import { z } from 'zod';
import {
  CreatedTransferRequestSchema,
  CreateTransferRequestSchema,
  TransferRequestQuerySchema,
  TransferRequestSchema,
  TransferStatusSchema,
} from '@caskmark/shared/api/wallet';
import type { AppContext } from '../../context';
import { notFound } from '../../platform/errors';
import type { App } from '../../platform/module';
import { requestCustodialTransfer } from './request-transfer';
import { requireUser } from '../../modules/identity/public';
import { presentTransferRequest, presentTransferStatus, transferRequestByPk, transferRequestsOfUser } from '../../modules/custody/public';

const tags = ['custody'];
const ErrorSchema = z.object({ code: z.string(), message: z.string() }).catchall(z.unknown());
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema.describe('not_owner, or step_up_required'), 404: ErrorSchema, 503: ErrorSchema };

/** Transfer out of custody (spec part 2 §7 nft-transfer-request calls). */
export function registerTransferRoutes(app: App, context: AppContext) {
  app.get(
    '/api/account/v1/nft-transfer-request',
    {
      schema: { tags, summary: 'My transfer requests, newest first (filter edition_nft__public_pk)', querystring: TransferRequestQuerySchema, response: { 200: z.array(TransferRequestSchema), ...errors } },
    },
    async (request) => {
      const principal = await requireUser(request);
      const rows = await transferRequestsOfUser(context.db, principal.userPk, request.query.edition_nft__public_pk);
      return rows.map((row) => presentTransferRequest(row));
    },
  );

  app.post(
    '/api/account/v1/nft-transfer-request',
    {
      schema: {
        tags,
        summary: 'Move an edition from my custodial wallet to one of my connected wallets (a fresh MFA code when MFA is on); answers the request to poll',
        body: CreateTransferRequestSchema,
        response: { 200: CreatedTransferRequestSchema, ...errors },
      },
    },
    async (request) => requestCustodialTransfer(context, request, await requireUser(request), request.body),
  );

  app.get(
    '/api/account/v1/nft-transfer-request/status/:publicPk',
    {
      schema: {
        tags,
        summary: 'Status of a transfer request: 1 in progress, 3 failed, 4 completed; transferStatus is the step reached (1–4)',
        params: z.object({ publicPk: z.uuid() }),
        response: { 200: TransferStatusSchema, ...errors },
      },
    },
    async (request) => {
      const principal = await requireUser(request);
      const row = await transferRequestByPk(context.db, request.params.publicPk);
      if (!row || row.userPk !== principal.userPk) throw notFound('Transfer request');
      return presentTransferStatus(row);
    },
  );
}

