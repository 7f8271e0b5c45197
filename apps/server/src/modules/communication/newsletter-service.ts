import { newsletterSubscriptions, type DbOrTx } from '@caskmark/db';
import { NEWSLETTER_DUPLICATE_MESSAGE, type NewsletterSignup } from '@caskmark/shared/api/communication';
import { badRequest } from '../../platform/errors';

/**
 * Adds an address to a partner's list. Addresses are kept lowercased, so 'Ava@X.test' and
 * 'ava@x.test' are one subscriber; a repeat answers the spec's uniqueness error, which the client
 * treats as success.
 */
export async function subscribeToNewsletter(db: DbOrTx, signup: NewsletterSignup, now: Date) {
  const [row] = await db
    .insert(newsletterSubscriptions)
    .values({ email: signup.email.toLowerCase(), partner: signup.partner.toLowerCase(), createdAt: now })
    .onConflictDoNothing()
    .returning();
  if (!row) throw badRequest(NEWSLETTER_DUPLICATE_MESSAGE);
  return { publicPk: row.publicPk, email: row.email, partner: row.partner, createdAt: row.createdAt.toISOString() };
}
