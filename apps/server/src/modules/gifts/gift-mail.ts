import { and, eq, or, sql } from 'drizzle-orm';
import { users } from '@caskmark/db';
import type { AppContext } from '../../context';
import { giftOfferedMail, mailerFor } from '../mail/public';
import { editionViewsOf, handlersOf, type GiftRow } from './gift-repository';

/** The receiver's way in: their gifts tab, through sign-up (then back to the tab) when the address has no account. */
export function giftLink(publicUrl: string, hasAccount: boolean): string {
  const base = publicUrl.replace(/\/$/, '');
  return hasAccount ? `${base}/vault#gifts` : `${base}/auth/signup?next=${encodeURIComponent('/vault#gifts')}`;
}

async function hasAccount(context: AppContext, email: string): Promise<boolean> {
  const address = email.toLowerCase();
  const [found] = await context.db
    .select({ publicPk: users.publicPk })
    .from(users)
    .where(or(sql`lower(${users.email}) = ${address}`, and(sql`lower(${users.communicationEmail}) = ${address}`, eq(users.communicationEmailIsVerified, true))))
    .limit(1);
  return Boolean(found);
}

/** Sends (or sends again) the gift's notification to its receiver's e-mail. */
export async function sendGiftMail(context: AppContext, gift: GiftRow): Promise<void> {
  const edition = (await editionViewsOf(context.db, [gift.editionNftPk])).get(gift.editionNftPk);
  const sender = (await handlersOf(context.db, [gift.senderPk])).get(gift.senderPk) ?? 'a collector';
  const known = await hasAccount(context, gift.receiverEmail);
  const mail = giftOfferedMail({
    publicUrl: context.config.publicUrl,
    senderHandler: sender,
    bottle: edition ? `${edition.product_title} #${edition.edition_number}` : 'a bottle',
    message: gift.message,
    link: giftLink(context.config.publicUrl, known),
    hasAccount: known,
  });
  await mailerFor(context).send(gift.receiverEmail, mail);
}
