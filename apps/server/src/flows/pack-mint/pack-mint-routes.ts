import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { brands, releasePacks, releases } from '@caskmark/db';
import { MintProgressSchema, type MintProgress } from '@caskmark/shared/api/console-catalogue';
import type { AppContext } from '../../context';
import type { App } from '../../platform/module';
import { auditActor, recordAudit } from '../../platform/audit-log';
import { forbidden, notFound } from '../../platform/errors';
import { workflowsOf, type WorkflowRun } from '../../platform/workflows';
import { isStaff, mayActOn } from '../../modules/console/public';
import { requireUser } from '../../modules/identity/public';
import { PACK_MINT_WORKFLOW, type PackMintState } from './pack-mint-workflow';

const ErrorSchema = z.object({ code: z.string(), message: z.string() }).catchall(z.unknown());
const errors = { 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const Pk = z.object({ pk: z.uuid() });

async function requirePackAccess(request: FastifyRequest, context: AppContext, packPk: string) {
  const principal = await requireUser(request);
  const [found] = await context.db
    .select({ pack: releasePacks, brand: brands })
    .from(releasePacks)
    .innerJoin(releases, eq(releases.publicPk, releasePacks.releasePk))
    .innerJoin(brands, eq(brands.publicPk, releases.brandPk))
    .where(eq(releasePacks.publicPk, packPk));
  if (!found) {
    if (isStaff(principal)) throw notFound('Pack');
    throw forbidden();
  }
  if (!mayActOn(principal, found.brand)) throw forbidden();
  return { principal, ...found };
}

function progressOf(packPk: string, run: WorkflowRun | null): MintProgress {
  const state = (run?.state ?? {}) as Partial<PackMintState>;
  const status = !run ? 'not_started' : run.status === 'completed' ? 'done' : run.status === 'failed' ? 'failed' : 'running';
  return { packPk, status, total: state.total ?? 0, minted: state.minted ?? 0, error: run?.status === 'failed' ? (run.failureReason ?? run.lastError ?? null) : null };
}

/** Minting a pack (decision 291): start once (with its audit row), then read the progress. */
export function registerPackMintRoutes(app: App, context: AppContext) {
  app.post(
    '/api/staff/v1/catalogue/packs/:pk/mint',
    { schema: { tags: ['console'], summary: 'Mint the pack’s edition NFTs on chain (a job; calling again only answers its progress)', params: Pk, response: { 202: MintProgressSchema, ...errors } } },
    async (request, reply) => {
      const { principal } = await requirePackAccess(request, context, request.params.pk);
      const workflows = await workflowsOf(context);
      const now = context.clock.now();
      await context.db.transaction(async (tx) => {
        const created = await workflows.create<PackMintState>(PACK_MINT_WORKFLOW, request.params.pk, { packPk: request.params.pk, actorPk: principal.userPk, total: 0, minted: 0 }, tx);
        if (created) await recordAudit(tx, auditActor(request, principal), { action: 'pack.mint', subjectType: 'release_pack', subjectPk: request.params.pk }, now);
      });
      await workflows.poke(PACK_MINT_WORKFLOW, request.params.pk);
      reply.header('cache-control', 'no-store');
      return reply.status(202).send(progressOf(request.params.pk, await workflows.find(PACK_MINT_WORKFLOW, request.params.pk)));
    },
  );
  app.get(
    '/api/staff/v1/catalogue/packs/:pk/mint',
    { schema: { tags: ['console'], summary: 'The mint job’s progress', params: Pk, response: { 200: MintProgressSchema, ...errors } } },
    async (request, reply) => {
      await requirePackAccess(request, context, request.params.pk);
      const workflows = await workflowsOf(context);
      reply.header('cache-control', 'no-store');
      return progressOf(request.params.pk, await workflows.find(PACK_MINT_WORKFLOW, request.params.pk));
    },
  );
}
