import { asc, desc, eq, inArray } from 'drizzle-orm';
import { proofOfFundsFiles, proofsOfFunds, type DbOrTx } from '@caskmark/db';
import type { ProofOfFunds } from '@caskmark/shared/api/proof-of-funds';
import { centsToDollars } from '@caskmark/shared/money/cents';

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

/** The collector's latest proof of funds (the one the drawers poll), or null. */
export async function latestProofOfFunds(db: DbOrTx, userPk: string): Promise<ProofOfFunds | null> {
  const [row] = await db.select().from(proofsOfFunds).where(eq(proofsOfFunds.userPk, userPk)).orderBy(desc(proofsOfFunds.createdAt)).limit(1);
  if (!row) return null;
  return presentProofOfFunds(row, (await filesOf(db, [row.publicPk])).get(row.publicPk) ?? []);
}
