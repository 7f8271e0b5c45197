import type { WalletPass } from '@caskmark/shared/api/collector-extras';
import { apiBlob, apiRequest } from '../../../lib/api-client';

export interface WalletPassMessage {
  message: string;
  ownerAddress: string;
  passPublicPk: string | null;
}

/** GET /api/account/v1/wallet-pass/{nft}/message: what the wallet holding my NFT signs (fresh for 10 minutes). */
export function getWalletPassMessage(editionNftPublicPk: string): Promise<WalletPassMessage> {
  return apiRequest<WalletPassMessage>(`/api/account/v1/wallet-pass/${encodeURIComponent(editionNftPublicPk)}/message`);
}

/** POST /api/account/v1/wallet-pass: the server checks owner, wallet, message and signature, then issues the pass. */
export function issueWalletPass(body: { editionNftPublicPk: string; address: string; message: string; signature: string }): Promise<WalletPass> {
  return apiRequest<WalletPass>('/api/account/v1/wallet-pass', { method: 'POST', body });
}

/** GET /api/account/v1/wallet-pass/{pass}/file with my token, saved as a PDF (a bearer cannot ride on a plain link). */
export async function downloadWalletPass(passPublicPk: string, fileName: string): Promise<void> {
  const blob = await apiBlob(`/api/account/v1/wallet-pass/${encodeURIComponent(passPublicPk)}/file`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
