import { and, desc, eq, ilike, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import { auditLog, giftCardLedger, giftCards, users } from '@caskmark/db';
import {
  GIFT_CARD_RECIPIENT_UNKNOWN,
  type GiftCardFilter,
  type IssuedGiftCard,
  type IssuedGiftCardList,
  type IssueGiftCardBody,
} from '@caskmark/shared/api/staff-gift-cards';
import type { AppContext } from '../../context';
import { recordAudit, type AuditActor } from '../../platform/audit-log';
import { fieldError } from '../../platform/errors';
import { isUniqueViolation } from './intents';
import { giftCardByPk, issueGiftCard, type GiftCardRow } from './gift-cards';

/** The ledger's source key of a card staff issued: `staff:<the console's idempotency key>`. */
const STAFF_SOURCE = 'staff:';
const ISSUED_ACTION = 'gift_card.issue';

async function present(context: AppContext, rows: GiftCardRow[]): Promise<IssuedGiftCard[]> {
  if (rows.length === 0) return [];
  const pks = rows.map((row) => row.publicPk);
  const owners = await context.db
    .select({ publicPk: users.publicPk, handler: users.handler, email: users.email })
    .from(users)
    .where(inArray(users.publicPk, [...new Set(rows.map((row) => row.ownerPk))]));
  const issuers = await context.db
    .select({ subjectPk: auditLog.subjectPk, handler: auditLog.actorHandler })
    .from(auditLog)
    .where(and(eq(auditLog.action, ISSUED_ACTION), inArray(auditLog.subjectPk, pks)));
  return rows.map((row) => {
    const owner = owners.find((candidate) => candidate.publicPk === row.ownerPk);
    return {
      publicPk: row.publicPk,
      title: row.title,
      message: row.message,
      recipientHandler: owner?.handler ?? '',
      recipientEmail: owner?.email ?? null,
      initialCents: row.initialCents,
      balanceCents: row.balanceCents,
      status: row.status,
      issuedBy: issuers.find((issuer) => issuer.subjectPk === row.publicPk)?.handler ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** Cards staff issued (newest first, 100 at most), with the count of each status. */
export async function issuedGiftCards(context: AppContext, query: { status: GiftCardFilter; q?: string }): Promise<IssuedGiftCardList> {
  const base: SQL[] = [eq(giftCardLedger.kind, 'issued'), like(giftCardLedger.sourceKey, `${STAFF_SOURCE}%`)];
  const text = query.q?.replace(/^@/, '').trim();
  if (text) {
    const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    base.push(or(ilike(users.email, pattern), ilike(users.handler, pattern))!);
  }
  const from = () =>
    context.db
      .select({ card: giftCards })
      .from(giftCards)
      .innerJoin(giftCardLedger, eq(giftCardLedger.giftCardPk, giftCards.publicPk))
      .innerJoin(users, eq(users.publicPk, giftCards.ownerPk));
  const countRows = await context.db
    .select({ status: giftCards.status, n: sql<number>`count(*)::int` })
    .from(giftCards)
    .innerJoin(giftCardLedger, eq(giftCardLedger.giftCardPk, giftCards.publicPk))
    .innerJoin(users, eq(users.publicPk, giftCards.ownerPk))
    .where(and(...base))
    .groupBy(giftCards.status);
  const count = (status: string) => Number(countRows.find((row) => row.status === status)?.n ?? 0);
  const counts = {
    pending: count('pending'),
    accepted: count('accepted'),
    spent: count('spent'),
    declined: count('declined'),
    cancelled: count('cancelled'),
    all: countRows.reduce((sum, row) => sum + Number(row.n), 0),
  };
  const filter = query.status === 'all' ? base : [...base, eq(giftCards.status, query.status)];
  const rows = await from().where(and(...filter)).orderBy(desc(giftCards.createdAt)).limit(100);
  return { counts, results: await present(context, rows.map((row) => row.card)) };
}

/**
 * Issues a gift card to an account (pending until its owner accepts it in MY GIFT CARDS): the card,
 * its `issued` ledger row and the audit row in one transaction; the same `uniqueId` twice is one card.
 */
export async function issueStaffGiftCard(context: AppContext, actor: AuditActor, body: IssueGiftCardBody): Promise<IssuedGiftCard> {
  const [owner] = await context.db.select({ publicPk: users.publicPk }).from(users).where(eq(users.email, body.email.toLowerCase()));
  if (!owner) throw fieldError('email', GIFT_CARD_RECIPIENT_UNKNOWN);
  const sourceKey = `${STAFF_SOURCE}${body.uniqueId}`;
  const now = context.clock.now();
  const issue = () => context.db.transaction(async (tx) => {
    const [again] = await tx.select({ pk: giftCardLedger.giftCardPk }).from(giftCardLedger).where(eq(giftCardLedger.sourceKey, sourceKey));
    if (again) return (await giftCardByPk(tx, again.pk))!;
    const row = await issueGiftCard(tx, {
      ownerPk: owner.publicPk,
      title: body.title,
      message: body.message || null,
      amountCents: body.amountCents,
      sourceKey,
      at: now,
    });
    await recordAudit(
      tx,
      actor,
      {
        action: ISSUED_ACTION,
        subjectType: 'gift_card',
        subjectPk: row.publicPk,
        after: { ownerPk: owner.publicPk, email: body.email.toLowerCase(), amountCents: body.amountCents, title: body.title, status: row.status },
        reason: body.reason,
      },
      now,
    );
    return row;
  });
  let card: GiftCardRow;
  try {
    card = await issue();
  } catch (error) {
    // The same request twice at once: the other one issued the card.
    if (!isUniqueViolation(error, 'gift_card_ledger_source_key')) throw error;
    card = await issue();
  }
  return (await present(context, [card]))[0]!;
}
