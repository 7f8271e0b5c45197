import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { proofOfFundsFiles, proofsOfFunds, users, type DbOrTx } from '@caskmark/db';
import { PROOF_OF_FUNDS_PENDING_MESSAGE, type ProofOfFunds, type StaffProofOfFunds } from '@caskmark/shared/api/proof-of-funds';
import { centsToDollars, dollarsToCents } from '@caskmark/shared/money/cents';
import type { AppContext } from '../../context';
import { recordAudit, type AuditActor } from '../../platform/audit-log';
import { AppError } from '../../platform/errors';
import { discardDocument, readDocument, storeDocument } from './proof-of-funds-files';
import type { ProofOfFundsSubmission } from './proof-of-funds-form';

type ProofRow = typeof proofsOfFunds.$inferSelect;
type FileRow = typeof proofOfFundsFiles.$inferSelect;

/** A proof of funds as its owner and staff see it; the files by name and type, never their path. */
export function presentProofOfFunds(row: ProofRow, files: FileRow[]): ProofOfFunds {
  return {
    publicPk: row.publicPk,
    status: row.status,
    firstName: row.firstName,
    lastName: row.lastName,
    address: row.address,
    addressLine: row.addressLine,
    city: row.city,
    state: row.state,
    postcode: row.postcode,
    dob: row.dob,
    phone: row.phone,
    country: row.country,
    amountUsd: centsToDollars(row.amountCents),
    files: files.map((file) => ({ publicPk: file.publicPk, fileType: file.kind, filename: file.filename, contentType: file.contentType, bytes: file.bytes })),
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** The files of these proofs, by proof. */
export async function filesOf(db: DbOrTx, proofPks: string[]): Promise<Map<string, FileRow[]>> {
  const byProof = new Map<string, FileRow[]>();
  if (proofPks.length === 0) return byProof;
  const rows = await db.select().from(proofOfFundsFiles).where(inArray(proofOfFundsFiles.proofPk, proofPks)).orderBy(asc(proofOfFundsFiles.createdAt));
  for (const row of rows) byProof.set(row.proofPk, [...(byProof.get(row.proofPk) ?? []), row]);
  return byProof;
}

/** The collector's latest proof of funds (the one the drawers poll), or one of theirs by key; null when none. */
export async function latestProofOfFunds(db: DbOrTx, userPk: string, proofPk?: string): Promise<ProofOfFunds | null> {
  const [row] = await db
    .select()
    .from(proofsOfFunds)
    .where(and(eq(proofsOfFunds.userPk, userPk), proofPk ? eq(proofsOfFunds.publicPk, proofPk) : undefined))
    .orderBy(desc(proofsOfFunds.createdAt))
    .limit(1);
  if (!row) return null;
  return presentProofOfFunds(row, (await filesOf(db, [row.publicPk])).get(row.publicPk) ?? []);
}

/** Every proof of a status (pending first and oldest first: the staff queue), with who sent it. */
export async function proofsForStaff(db: DbOrTx, status: 'pending' | 'approved' | 'rejected'): Promise<StaffProofOfFunds[]> {
  const rows = await db
    .select({ proof: proofsOfFunds, handler: users.handler, email: users.email })
    .from(proofsOfFunds)
    .innerJoin(users, eq(users.publicPk, proofsOfFunds.userPk))
    .where(eq(proofsOfFunds.status, status))
    .orderBy(status === 'pending' ? asc(proofsOfFunds.createdAt) : desc(proofsOfFunds.updatedAt))
    .limit(200);
  const files = await filesOf(db, rows.map((row) => row.proof.publicPk));
  return rows.map((row) => ({ ...presentProofOfFunds(row.proof, files.get(row.proof.publicPk) ?? []), handler: row.handler, email: row.email }));
}

/**
 * A new pre-approval request, pending until staff decide: its documents are written first (private
 * folder), then the row and the file rows in one transaction; a request refused on the way removes its
 * documents again. One pending request at a time: another waits for the decision.
 */
export async function submitProofOfFunds(context: AppContext, userPk: string, submission: ProofOfFundsSubmission): Promise<ProofOfFunds> {
  const pending = await context.db.select({ publicPk: proofsOfFunds.publicPk }).from(proofsOfFunds).where(and(eq(proofsOfFunds.userPk, userPk), eq(proofsOfFunds.status, 'pending')));
  if (pending.length > 0) throw new AppError({ status: 409, code: 'proof_pending', message: PROOF_OF_FUNDS_PENDING_MESSAGE, nonFieldErrors: [PROOF_OF_FUNDS_PENDING_MESSAGE], userAlerts: [PROOF_OF_FUNDS_PENDING_MESSAGE] });
  const stored: Array<{ path: string; doc: ProofOfFundsSubmission['documents'][number] }> = [];
  try {
    for (const doc of submission.documents) stored.push({ path: (await storeDocument(context, doc.bytes)).path, doc });
    const now = context.clock.now();
    const { form } = submission;
    const proofPk = await context.db.transaction(async (tx) => {
      // The partial unique index would be the last word; this lock makes two submissions wait in line.
      await tx.select({ publicPk: users.publicPk }).from(users).where(eq(users.publicPk, userPk)).for('update');
      const again = await tx.select({ publicPk: proofsOfFunds.publicPk }).from(proofsOfFunds).where(and(eq(proofsOfFunds.userPk, userPk), eq(proofsOfFunds.status, 'pending')));
      if (again.length > 0) throw new AppError({ status: 409, code: 'proof_pending', message: PROOF_OF_FUNDS_PENDING_MESSAGE, nonFieldErrors: [PROOF_OF_FUNDS_PENDING_MESSAGE] });
      const [row] = await tx
        .insert(proofsOfFunds)
        .values({
          userPk,
          status: 'pending',
          firstName: form.firstName,
          lastName: form.lastName,
          address: form.address,
          addressLine: form.addressLine ?? null,
          city: form.city,
          state: form.state ?? null,
          postcode: form.postcode,
          dob: form.dob,
          phone: form.phone,
          country: form.country ?? '',
          amountCents: dollarsToCents(form.amountUsd),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await tx.insert(proofOfFundsFiles).values(
        stored.map(({ path, doc }) => ({ proofPk: row!.publicPk, kind: doc.kind, path, contentType: doc.type, bytes: doc.bytes.length, sha256: doc.sha256, filename: doc.filename, createdAt: now })),
      );
      return row!.publicPk;
    });
    return (await latestProofOfFunds(context.db, userPk, proofPk))!;
  } catch (error) {
    await Promise.all(stored.map(({ path }) => discardDocument(context, path)));
    throw error;
  }
}

/** Staff decide a pending proof (approve for its amount or a lower one, or reject with a reason); audited in the same transaction. */
export async function decideProofOfFunds(
  context: AppContext,
  actor: AuditActor,
  proofPk: string,
  decision: { approve: true; amountUsd?: number } | { approve: false; reason: string },
): Promise<ProofOfFunds> {
  const userPk = await context.db.transaction(async (tx) => {
    const [row] = await tx.select().from(proofsOfFunds).where(eq(proofsOfFunds.publicPk, proofPk)).for('update');
    if (!row) throw new AppError({ status: 404, code: 'not_found', message: 'No such proof of funds.' });
    if (row.status !== 'pending') throw new AppError({ status: 409, code: 'already_decided', message: `This proof of funds was already ${row.status}.`, nonFieldErrors: [`This proof of funds was already ${row.status}.`] });
    const now = context.clock.now();
    const amountCents = decision.approve && decision.amountUsd !== undefined ? Math.min(dollarsToCents(decision.amountUsd), row.amountCents) : row.amountCents;
    const changes = decision.approve
      ? { status: 'approved' as const, amountCents, reviewedBy: actor.userPk, reviewedAt: now, updatedAt: now }
      : { status: 'rejected' as const, rejectReason: decision.reason, reviewedBy: actor.userPk, reviewedAt: now, updatedAt: now };
    await tx.update(proofsOfFunds).set(changes).where(eq(proofsOfFunds.publicPk, proofPk));
    await recordAudit(
      tx,
      actor,
      {
        action: decision.approve ? 'proof_of_funds.approve' : 'proof_of_funds.reject',
        subjectType: 'proof_of_funds',
        subjectPk: proofPk,
        before: { status: row.status, amountCents: row.amountCents },
        after: { status: changes.status, amountCents },
        reason: decision.approve ? null : decision.reason,
      },
      now,
    );
    return row.userPk;
  });
  return (await latestProofOfFunds(context.db, userPk, proofPk))!;
}

/** A document of a proof, for staff, or for its owner when `ownerPk` is given (anyone else's is a 404, as if it did not exist). */
export async function proofDocument(context: AppContext, proofPk: string, filePk: string, ownerPk?: string) {
  const [row] = await context.db
    .select({ path: proofOfFundsFiles.path, contentType: proofOfFundsFiles.contentType })
    .from(proofOfFundsFiles)
    .innerJoin(proofsOfFunds, eq(proofsOfFunds.publicPk, proofOfFundsFiles.proofPk))
    .where(and(eq(proofOfFundsFiles.publicPk, filePk), eq(proofOfFundsFiles.proofPk, proofPk), ownerPk ? eq(proofsOfFunds.userPk, ownerPk) : undefined));
  if (!row) throw new AppError({ status: 404, code: 'not_found', message: 'No such document.' });
  return { bytes: await readDocument(context, row.path), type: row.contentType, extension: row.contentType === 'application/pdf' ? 'pdf' : row.contentType === 'image/png' ? 'png' : 'jpg' };
}
