import { apiBlob } from '../../../lib/api-client';

/**
 * GET /api/account/v2/proof-of-funds/{pk}/files/{filePk}: one of my own documents (the server answers
 * only its owner and staff), fetched with my token and saved under its original name.
 */
export async function downloadProofDocument(proofPk: string, file: { publicPk: string; filename: string }): Promise<void> {
  const blob = await apiBlob(`/api/account/v2/proof-of-funds/${proofPk}/files/${file.publicPk}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
