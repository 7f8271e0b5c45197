import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { walletPasses } from '@caskmark/db';
import { WalletPassBodySchema, WalletPassMessageSchema, WalletPassSchema } from '@caskmark/shared/api/collector-extras';
import type { AppContext } from '../../context';
import { notFound } from '../../platform/errors';
import type { App } from '../../platform/module';
import { requireUser } from '../identity/public';
import { buildPassPdf } from './pass-pdf';
import { issuePass, passFacts, passMessage, presentPass } from './wallet-pass-service';

const tags = ['wallet-pass'];
const ErrorSchema = z.object({ code: z.string(), message: z.string() }).catchall(z.unknown());
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema.describe("'Invalid NFT owner'"), 404: ErrorSchema, 503: ErrorSchema };

/** The wallet pass service (spec part 1 §7, §8 "Wallet pass"; decision 348). */
export function registerWalletPassRoutes(app: App, context: AppContext) {
  app.get(
    '/api/account/v1/wallet-pass/:editionNftPublicPk/message',
    { schema: { tags, summary: 'The message the wallet holding my NFT signs for its pass (fresh for 10 minutes)', params: z.object({ editionNftPublicPk: z.uuid() }), response: { 200: WalletPassMessageSchema, ...errors } } },
    async (request) => passMessage(context, (await requireUser(request)).userPk, request.params.editionNftPublicPk),
  );

  app.post(
    '/api/account/v1/wallet-pass',
    { schema: { tags, summary: "Issue the pass of my NFT from the owner wallet's signature ('Pass already generated' the second time)", body: WalletPassBodySchema, response: { 201: WalletPassSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(presentPass(await issuePass(context, (await requireUser(request)).userPk, request.body))),
  );

  app.get(
    '/api/account/v1/wallet-pass/:publicPk/file',
    { schema: { tags, summary: 'My pass as a PDF with its QR code', params: z.object({ publicPk: z.uuid() }) } },
    async (request, reply) => {
      const principal = await requireUser(request);
      const [pass] = await context.db.select().from(walletPasses).where(and(eq(walletPasses.publicPk, request.params.publicPk), eq(walletPasses.userPk, principal.userPk)));
      if (!pass) throw notFound('Wallet pass');
      const facts = await passFacts(context, pass);
      const pdf = buildPassPdf({
        title: 'Caskmark ETH Pass',
        subtitle: `${facts.title} #${facts.editionNumber}`,
        lines: [`Token ID: ${facts.tokenId}`, `Owner wallet: ${pass.walletAddress}`, `Issued: ${pass.createdAt.toISOString().slice(0, 10)}`, `Pass: ${pass.publicPk}`],
        qrPayload: `${context.config.publicUrl.replace(/\/$/, '')}/vault?pass=${pass.publicPk}`,
      });
      await context.db.update(walletPasses).set({ downloads: pass.downloads + 1 }).where(eq(walletPasses.publicPk, pass.publicPk));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="caskmark-pass-${facts.editionNumber}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
