import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { drawEntries, releasePacks, users } from '@caskmark/db';
import type { AppContext } from '../../context';
import { openAwardCart } from '../../modules/cart/public';
import { capture, intentsFor, voidIntent } from '../../modules/payments/public';
import { drawMail, mailerFor } from '../../modules/mail/public';
import { editionNumbersOf, updateEntry } from '../../modules/sweepstakes/public';

/** A winner has this long to claim the edition from the free award cart. */
export const PRIZE_CLAIM_DAYS = 14;
const DAY_MS = 86_400_000;

const drawnEntries = (context: AppContext, outcome: 'won' | 'lost') =>
  context.db.select().from(drawEntries).where(and(eq(drawEntries.outcome, outcome), isNull(drawEntries.mailedAt)));

/**
 * Shuffle deposits after the draw (decision 362): a losing deposit is released at once (its card hold
 * voided, or an ETH payment refunded); a winning one is captured — it is the price of the edition.
 * Both keyed in the payments domain, so a pass repeated after a crash charges or releases once.
 */
export async function settleDeposits(context: AppContext): Promise<number> {
  let moved = 0;
  const rows = await context.db.select().from(drawEntries).where(and(eq(drawEntries.kind, 'shuffle'), isNotNull(drawEntries.outcome), isNull(drawEntries.mailedAt)));
  for (const entry of rows) {
    for (const intent of await intentsFor(context, 'sweepstakes', entry.publicPk)) {
      if (intent.status !== 'authorized') continue;
      if (entry.outcome === 'won' && intent.publicPk === entry.paidIntentPk) await capture(context, intent.publicPk);
      else await voidIntent(context, intent.publicPk, entry.outcome === 'won' ? 'a second deposit' : 'not drawn in the shuffle');
      moved += 1;
    }
  }
  return moved;
}

/**
 * Each winner's prize waits in a free award cart (the checkout's own, decision 254's `openAwardCart`, at
 * $0: the claim goes through the free checkout to a wallet of theirs). A winner whose own cart is open
 * waits for it to end; the pass tries again.
 */
export async function openPrizeCarts(context: AppContext): Promise<number> {
  let opened = 0;
  const rows = await context.db.select().from(drawEntries).where(and(eq(drawEntries.outcome, 'won'), isNull(drawEntries.cartPk)));
  for (const entry of rows) {
    if (!entry.prizeEditionNftPk) continue;
    if (entry.kind === 'shuffle') {
      const deposit = (await intentsFor(context, 'sweepstakes', entry.publicPk)).find((intent) => intent.publicPk === entry.paidIntentPk);
      if (deposit?.status !== 'captured') continue;
    }
    const done = await context.db.transaction(async (tx) => {
      const now = context.clock.now();
      const award = await openAwardCart(tx, {
        userPk: entry.userPk,
        releasePackPk: entry.releasePackPk,
        editionNftPks: [entry.prizeEditionNftPk!],
        amountCents: 0,
        validUntil: new Date(now.getTime() + PRIZE_CLAIM_DAYS * DAY_MS),
        now,
        origin: entry.kind,
      });
      if (!('cart' in award)) return false;
      await updateEntry(tx, entry.publicPk, { cartPk: award.cart.publicPk }, now);
      return true;
    });
    if (done) opened += 1;
    else context.log.info({ entry: entry.publicPk }, 'draw prize: the winner has an open cart or the edition is held; trying again');
  }
  return opened;
}

/** One e-mail per drawn entry: winners once their cart is open, the others at once. */
export async function mailOutcomes(context: AppContext): Promise<number> {
  let sent = 0;
  const base = context.config.publicUrl.replace(/\/$/, '');
  for (const entry of [...(await drawnEntries(context, 'won')).filter((row) => row.cartPk !== null), ...(await drawnEntries(context, 'lost'))]) {
    const [person] = await context.db.select({ email: users.email, communicationEmail: users.communicationEmail, handler: users.handler }).from(users).where(eq(users.publicPk, entry.userPk));
    const [pack] = await context.db.select({ name: releasePacks.name }).from(releasePacks).where(eq(releasePacks.publicPk, entry.releasePackPk));
    const to = person?.communicationEmail ?? person?.email;
    const numbers = await editionNumbersOf(context.db, entry.prizeEditionNftPk ? [entry.prizeEditionNftPk] : []);
    if (person && to && pack) {
      await mailerFor(context).send(
        to,
        drawMail({
          kind: entry.kind,
          won: entry.outcome === 'won',
          handler: person.handler,
          publicUrl: base,
          packName: pack.name,
          editionNumber: entry.prizeEditionNftPk ? (numbers.get(entry.prizeEditionNftPk) ?? null) : null,
          drawUrl: `${base}/draws/${entry.releasePackPk}`,
          claimDays: PRIZE_CLAIM_DAYS,
        }),
      );
      sent += 1;
    }
    await updateEntry(context.db, entry.publicPk, { mailedAt: context.clock.now() }, context.clock.now());
  }
  return sent;
}
