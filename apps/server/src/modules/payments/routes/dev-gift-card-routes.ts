import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '@caskmark/db';
import { GiftCardSchema } from '@caskmark/shared/api/payments';
import { dollarsToCents } from '@caskmark/shared/money/cents';
import type { AppContext } from '../../../context';
import { notFound } from '../../../platform/errors';
import type { App } from '../../../platform/module';
import { issueGiftCard, presentGiftCards } from '../gift-cards';

const IssueGiftCardSchema = z.object({
  email: z.email().describe('The recipient'),
  amount: z.number().positive().max(1_000_000).describe('USD'),
  status: z.enum(['pending', 'accepted']).default('pending'),
  fromEmail: z.email().optional().describe('The sender, shown as @handler to the recipient'),
  title: z.string().min(1).max(80).default('Caskmark Gift Card'),
  message: z.string().max(300).optional(),
});

/**
 * Outside production only (decision 240): issues a gift card to an account, as staff or a sender would
 * once gift cards can be bought, so the demo and the browser tests can give a collector a balance.
 */
export function registerDevGiftCardRoutes(app: App, context: AppContext) {
  app.post(
    '/dev/gift-cards',
    { schema: { tags: ['dev'], summary: 'Issue a gift card to an account (pending unless status says accepted)', body: IssueGiftCardSchema, response: { 201: GiftCardSchema } } },
    async (request, reply) => {
      const { email, amount, status, fromEmail, title, message } = request.body;
      const pkOf = async (address: string) => {
        const [row] = await context.db.select({ publicPk: users.publicPk }).from(users).where(eq(users.email, address.toLowerCase()));
        if (!row) throw notFound('User');
        return row.publicPk;
      };
      const card = await issueGiftCard(context.db, {
        ownerPk: await pkOf(email),
        senderPk: fromEmail ? await pkOf(fromEmail) : null,
        title,
        message: message ?? null,
        amountCents: dollarsToCents(amount),
        status,
        sourceKey: `dev:${randomUUID()}`,
        at: context.clock.now(),
      });
      return reply.status(201).send((await presentGiftCards(context.db, [card]))[0]!);
    },
  );
}
