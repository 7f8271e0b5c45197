import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { paymentIntents, paymentLedger, users, wireTransfers, type DbOrTx } from '@caskmark/db';
import type { WireInstructions } from '@caskmark/shared/api/checkout';
import { WIRE_REJECT_REASON_REQUIRED, type StaffWireTransfer } from '@caskmark/shared/api/staff-wire-transfers';
import { PHONE_INVALID_MESSAGE, PHONE_REQUIRED_MESSAGE, isValidPhone } from '@caskmark/shared/forms/billing';
import { WIRE_RECEIPT_REQUIRED_MESSAGE } from '@caskmark/shared/forms/wire-proof';
import { centsToDollars } from '@caskmark/shared/money/cents';
import { WIRE_FEE_CENTS, WIRE_MINIMUM_CENTS, WIRE_MINIMUM_MESSAGE } from '@caskmark/shared/rules/payment-methods';
import type { AppContext } from '../../context';
import { recordAudit, type AuditActor } from '../../platform/audit-log';
import { badRequest, conflict, fieldError, notFound } from '../../platform/errors';
import { createIntent, DuplicatePaymentError, isUniqueViolation, liveIntentOf, presentIntent, recordLedger, type IntentRef, type PaymentIntent } from './intents';
import { receiptProblem, sniffReceipt } from './receipt-check';
import { announceSettled } from './settled-handlers';

export const WIRE_MEMO_PREFIX = 'CASKMARK-';
export const WIRE_ALREADY_SUBMITTED_MESSAGE = 'A proof of transfer was already submitted for this order.';

/** The account collectors wire to (a sandbox bank; a deployment replaces these details). */
export const WIRE_BANK = {
  bankName: 'Harbour Trust Bank (sandbox)',
  accountName: 'Caskmark Marketplace Inc.',
  accountNumber: '4002 7781 9930',
  routingNumber: '000000000',
  swift: 'HTBKUS00XXX',
  bankAddress: '100 Harbour Street, New York, NY 10004, USA',
};

export type WireRow = typeof wireTransfers.$inferSelect;

const STATUS_OF: Record<WireRow['status'], WireInstructions['status']> = { submitted: 'proof_submitted', confirmed: 'confirmed', rejected: 'rejected' };

/** Where to send the money: the total plus the $20.00 fee, with the order named in the memo. */
export function wireInstructions(_context: AppContext, input: IntentRef & { amountCents: number }, status: WireInstructions['status'] = 'instructions'): WireInstructions {
  return {
    ...WIRE_BANK,
    memo: `${WIRE_MEMO_PREFIX}${input.referencePk}`,
    amountToSend: centsToDollars(input.amountCents + WIRE_FEE_CENTS),
    fee: centsToDollars(WIRE_FEE_CENTS),
    status,
  };
}

/** The instructions with the state of the latest proof for this reference (instructions when none). */
export async function wireTransferFor(context: AppContext, input: IntentRef & { amountCents: number }): Promise<WireInstructions> {
  const [latest] = await context.db
    .select({ status: wireTransfers.status })
    .from(wireTransfers)
    .innerJoin(paymentIntents, eq(paymentIntents.publicPk, wireTransfers.intentPk))
    .where(and(eq(paymentIntents.purpose, input.purpose), eq(paymentIntents.referencePk, input.referencePk), eq(paymentIntents.userPk, input.userPk)))
    .orderBy(desc(wireTransfers.createdAt))
    .limit(1);
  return wireInstructions(context, input, latest ? STATUS_OF[latest.status] : 'instructions');
}

export function privateDir(context: AppContext, ...parts: string[]): string {
  return path.join(context.config.dataDir, 'private', ...parts);
}

/**
 * A collector's proof of transfer: checked (phone, PDF/JPG/PNG by content, ≤ 10 MB, wire minimum),
 * the file written under DATA_DIR/private first, then the intent (awaiting the transfer), its ledger
 * row and the wire row in one transaction. A second proof for the same order is refused.
 */
export async function submitWireProof(
  context: AppContext,
  input: IntentRef & { amountCents: number; phoneNumber: string; receipt: { filename: string; bytes: Buffer } | null },
): Promise<PaymentIntent> {
  const phone = (input.phoneNumber ?? '').trim();
  if (!phone) throw fieldError('phone_number', PHONE_REQUIRED_MESSAGE);
  if (!isValidPhone(phone)) throw fieldError('phone_number', PHONE_INVALID_MESSAGE);
  if (!input.receipt || input.receipt.bytes.length === 0) throw fieldError('receipt', WIRE_RECEIPT_REQUIRED_MESSAGE);
  const problem = receiptProblem(input.receipt.bytes);
  if (problem) throw fieldError('receipt', problem);
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= WIRE_MINIMUM_CENTS) throw badRequest(WIRE_MINIMUM_MESSAGE);
  const live = await liveIntentOf(context.db, input.purpose, input.referencePk);
  if (live) throw conflict(live.rail === 'wire' ? WIRE_ALREADY_SUBMITTED_MESSAGE : 'A payment for this is already under way.');

  const kind = sniffReceipt(input.receipt.bytes)!;
  const intentPk = randomUUID();
  const relative = path.join('wire-proofs', `${intentPk}.${kind.extension}`);
  const file = privateDir(context, relative);
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, input.receipt.bytes, { mode: 0o600 });
  const now = context.clock.now();
  const instructions = wireInstructions(context, input);
  try {
    const row = await context.db.transaction(async (tx) => {
      const { row: intent } = await createIntent(tx, {
        publicPk: intentPk,
        purpose: input.purpose,
        referencePk: input.referencePk,
        userPk: input.userPk,
        rail: 'wire',
        amountCents: input.amountCents,
        status: 'awaiting_transfer',
        idempotencyKey: `wire:${intentPk}`,
        details: { memo: instructions.memo },
        createdAt: now,
        updatedAt: now,
      });
      await tx.insert(wireTransfers).values({
        intentPk: intent.publicPk,
        userPk: input.userPk,
        phoneNumber: phone,
        memo: instructions.memo,
        amountToSendCents: input.amountCents + WIRE_FEE_CENTS,
        feeCents: WIRE_FEE_CENTS,
        receiptPath: relative,
        receiptType: kind.type,
        receiptBytes: input.receipt!.bytes.length,
        receiptSha256: createHash('sha256').update(input.receipt!.bytes).digest('hex'),
        receiptFilename: path.basename(input.receipt!.filename || 'receipt').slice(0, 200),
        createdAt: now,
      });
      return (await recordLedger(context, intent.publicPk, [{ kind: 'awaiting_transfer', sourceKey: `wire:${intent.publicPk}:proof` }], {}, tx)).row;
    });
    await announceSettled(context, row.publicPk);
    return presentIntent(row);
  } catch (error) {
    await rm(file, { force: true });
    if (error instanceof DuplicatePaymentError || isUniqueViolation(error, 'payment_intents_live_reference_key')) throw conflict(WIRE_ALREADY_SUBMITTED_MESSAGE);
    throw error;
  }
}

async function wireOf(db: DbOrTx, pk: string): Promise<WireRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(pk)) return null;
  const [byWire] = await db.select().from(wireTransfers).where(eq(wireTransfers.publicPk, pk));
  if (byWire) return byWire;
  const [byIntent] = await db.select().from(wireTransfers).where(eq(wireTransfers.intentPk, pk));
  return byIntent ?? null;
}

/**
 * Staff saw the money arrive: the wire is confirmed (the intent counts as captured) with an audit row,
 * in one transaction; the flow hears it through onIntentSettled. Confirming twice changes nothing.
 */
export async function confirmWire(context: AppContext, actor: AuditActor, pk: string): Promise<WireRow> {
  const wire = await wireOf(context.db, pk);
  if (!wire) throw notFound('Wire transfer');
  if (wire.status === 'confirmed') return wire;
  if (wire.status !== 'submitted') throw conflict(`This wire transfer was already ${wire.status}.`);
  const now = context.clock.now();
  const updated = await context.db.transaction(async (tx) => {
    const [row] = await tx
      .update(wireTransfers)
      .set({ status: 'confirmed', reviewedBy: actor.userPk, reviewedAt: now })
      .where(and(eq(wireTransfers.publicPk, wire.publicPk), eq(wireTransfers.status, 'submitted')))
      .returning();
    if (!row) return null;
    const [intent] = await tx.select().from(paymentIntents).where(eq(paymentIntents.publicPk, wire.intentPk));
    await recordLedger(context, wire.intentPk, [{ kind: 'wire_confirmed', sourceKey: `wire:${wire.intentPk}:confirmed`, amountCents: intent!.amountCents, details: { by: actor.userPk } }], {}, tx);
    await recordAudit(tx, actor, { action: 'wire.confirm', subjectType: 'wire_transfer', subjectPk: wire.publicPk, before: { status: wire.status }, after: { status: 'confirmed', amountToSendCents: wire.amountToSendCents, memo: wire.memo } }, now);
    return row;
  });
  if (!updated) return confirmWireAgain(context, wire.publicPk);
  await announceSettled(context, wire.intentPk);
  return updated;
}

async function confirmWireAgain(context: AppContext, wirePk: string): Promise<WireRow> {
  const current = (await wireOf(context.db, wirePk))!;
  if (current.status === 'confirmed') return current;
  throw conflict(`This wire transfer was already ${current.status}.`);
}

/** Staff refuse the wire (no money, wrong amount): the intent fails with the reason, audited. */
export async function rejectWire(context: AppContext, actor: AuditActor, pk: string, reason: string): Promise<WireRow> {
  const why = reason.trim();
  if (!why) throw fieldError('reason', WIRE_REJECT_REASON_REQUIRED);
  const wire = await wireOf(context.db, pk);
  if (!wire) throw notFound('Wire transfer');
  if (wire.status === 'rejected') return wire;
  if (wire.status !== 'submitted') throw conflict(`This wire transfer was already ${wire.status}.`);
  const now = context.clock.now();
  const updated = await context.db.transaction(async (tx) => {
    const [row] = await tx
      .update(wireTransfers)
      .set({ status: 'rejected', reviewedBy: actor.userPk, reviewedAt: now, rejectReason: why })
      .where(and(eq(wireTransfers.publicPk, wire.publicPk), eq(wireTransfers.status, 'submitted')))
      .returning();
    if (!row) return null;
    await recordLedger(context, wire.intentPk, [{ kind: 'wire_rejected', sourceKey: `wire:${wire.intentPk}:rejected`, reason: why, details: { by: actor.userPk } }], { failureReason: why }, tx);
    await recordAudit(tx, actor, { action: 'wire.reject', subjectType: 'wire_transfer', subjectPk: wire.publicPk, before: { status: wire.status }, after: { status: 'rejected' }, reason: why }, now);
    return row;
  });
  if (!updated) {
    const current = (await wireOf(context.db, wire.publicPk))!;
    if (current.status === 'rejected') return current;
    throw conflict(`This wire transfer was already ${current.status}.`);
  }
  await announceSettled(context, wire.intentPk);
  return updated;
}


/** The staff queue: submitted wires first (oldest first), then the decided ones (newest first). */
export async function listWireTransfers(context: AppContext, status: WireRow['status'] | null, limit = 100): Promise<StaffWireTransfer[]> {
  const rows = await context.db
    .select({ wire: wireTransfers, intent: paymentIntents, handler: users.handler, email: users.email })
    .from(wireTransfers)
    .innerJoin(paymentIntents, eq(paymentIntents.publicPk, wireTransfers.intentPk))
    .innerJoin(users, eq(users.publicPk, wireTransfers.userPk))
    .where(status ? eq(wireTransfers.status, status) : inArray(wireTransfers.status, ['submitted', 'confirmed', 'rejected']))
    .orderBy(desc(wireTransfers.createdAt))
    .limit(limit);
  const present = rows.map(({ wire, intent, handler, email }) => ({
    publicPk: wire.publicPk,
    intentPublicPk: intent.publicPk,
    purpose: intent.purpose,
    referencePk: intent.referencePk,
    handler,
    email: email ?? '',
    phoneNumber: wire.phoneNumber,
    memo: wire.memo,
    amountToSend: centsToDollars(wire.amountToSendCents),
    fee: centsToDollars(wire.feeCents),
    orderAmount: centsToDollars(intent.amountCents),
    status: wire.status,
    intentStatus: intent.status,
    receiptFilename: wire.receiptFilename,
    receiptType: wire.receiptType,
    receiptBytes: wire.receiptBytes,
    receiptUrl: `/api/staff/v1/wire-transfers/${wire.publicPk}/receipt`,
    rejectReason: wire.rejectReason,
    reviewedAt: wire.reviewedAt?.toISOString() ?? null,
    createdAt: wire.createdAt.toISOString(),
  }));
  return [...present.filter((item) => item.status === 'submitted').reverse(), ...present.filter((item) => item.status !== 'submitted')];
}

/** The receipt file for staff (never served publicly). */
export async function wireReceipt(context: AppContext, pk: string): Promise<{ bytes: Buffer; type: string; filename: string }> {
  const wire = await wireOf(context.db, pk);
  if (!wire) throw notFound('Wire transfer');
  const bytes = await readFile(privateDir(context, wire.receiptPath));
  return { bytes, type: wire.receiptType, filename: wire.receiptFilename };
}

/** Ledger rows of an intent (staff views, tests). */
export async function ledgerOf(db: DbOrTx, intentPk: string) {
  return db.select().from(paymentLedger).where(eq(paymentLedger.intentPk, intentPk));
}
