import type { DbOrTx } from '@caskmark/db';
import { openGiftOf } from './gift-repository';

/** Whether a pending (or accepted, on its way) gift holds this edition NFT. */
export async function isGiftLocked(db: DbOrTx, editionNftPk: string): Promise<boolean> {
  return (await openGiftOf(db, editionNftPk)) !== null;
}
