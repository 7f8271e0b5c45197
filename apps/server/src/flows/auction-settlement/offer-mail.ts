import { eq } from 'drizzle-orm';
import { releasePacks, users } from '@caskmark/db';
import { formatDateTime } from '@caskmark/shared/format/dates';
import type { AppContext } from '../../context';
import { openWins, updateWin } from '../../modules/auctions/public';
import { auctionWonMail, mailerFor } from '../../modules/mail/public';

const usdFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * Step 4: each offer whose cart is open is mailed once (`mailed_at`), after the cart exists so the mail's
 * "it waits in your cart" is true. A crash between sending and recording may send it twice.
 */
export async function mailOffers(context: AppContext): Promise<number> {
  let sent = 0;
  for (const win of (await openWins(context.db)).filter((row) => row.cartPk !== null && row.mailedAt === null)) {
    const [person] = await context.db.select({ email: users.email, communicationEmail: users.communicationEmail, handler: users.handler }).from(users).where(eq(users.publicPk, win.userPk));
    const [pack] = await context.db.select({ name: releasePacks.name }).from(releasePacks).where(eq(releasePacks.publicPk, win.releasePackPk));
    const to = person?.communicationEmail ?? person?.email;
    if (person && to && pack && win.paymentDueAt) {
      await mailerFor(context).send(
        to,
        auctionWonMail({
          handler: person.handler,
          publicUrl: context.config.publicUrl,
          lotName: pack.name,
          amount: usdFormat.format(win.amountCents / 100),
          payBy: `${formatDateTime(win.paymentDueAt)} UTC`,
          secondChance: win.rank > 1,
        }),
      );
      sent += 1;
    }
    await updateWin(context.db, win.publicPk, { mailedAt: context.clock.now() }, context.clock.now());
  }
  return sent;
}
