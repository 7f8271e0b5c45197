import type { DbOrTx } from '@caskmark/db';
import { GIFT_TEXTS } from '@caskmark/shared/api/gifts';
import { AppError } from '../../platform/errors';
import { communicationEmailOf } from '../accounts/public';
import type { GiftRow } from './gift-repository';

/** The spec's answer to a gift that is gone or not the caller's (part 2 §8: a 404 reads 'Gift has been cancelled'). */
export const giftGone = () => new AppError({ status: 404, code: 'not_found', message: GIFT_TEXTS.cancelled });

/** The address gifts reach a collector at: their proven e-mail (sign-in e-mail, or a verified communication e-mail). */
export async function receiverEmailOf(db: DbOrTx, userPk: string): Promise<string | null> {
  const found = await communicationEmailOf(db, userPk);
  return found?.verified && found.email ? found.email.toLowerCase() : null;
}

export function isSenderOf(gift: GiftRow, userPk: string): boolean {
  return gift.senderPk === userPk;
}

/** The receiver is whoever holds the gift's e-mail address; once someone took it, only they are. */
export function isReceiverOf(gift: GiftRow, userPk: string, email: string | null): boolean {
  if (gift.receiverPk) return gift.receiverPk === userPk;
  return email !== null && gift.receiverEmail.toLowerCase() === email && gift.senderPk !== userPk;
}

/** Only the sender acts as sender; anyone else learns nothing about the gift. */
export function requireSender(gift: GiftRow | null, userPk: string): GiftRow {
  if (!gift || !isSenderOf(gift, userPk)) throw giftGone();
  return gift;
}

export function requireReceiver(gift: GiftRow | null, userPk: string, email: string | null): GiftRow {
  if (!gift || !isReceiverOf(gift, userPk, email)) throw giftGone();
  return gift;
}
