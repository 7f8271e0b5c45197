import type { AppContext } from '../../context';
import { communicationEmailOf } from '../accounts/public';
import { mailerFor, offerAcceptedMail, offerCounteredMail, offerReceivedMail, type OfferMailInput } from '../mail/public';
import type { OfferRow } from './offer-repository';

export type OfferMailKind = 'received' | 'accepted' | 'countered';

const TEMPLATES = { received: offerReceivedMail, accepted: offerAcceptedMail, countered: offerCounteredMail } as const;

const price = (amount: string, currency: 'USD' | 'ETH') =>
  currency === 'ETH' ? `${Number(amount)} ETH` : `$${Number(amount).toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
const day = (ms: number) => new Date(ms).toUTCString().replace(/:\d\d GMT$/, ' UTC');

/**
 * Tells the other party (decision 336): the owner of a new offer, the offerer of an acceptance or a
 * counter. After the change is committed; a mail that cannot be sent is logged, never undoes it.
 */
export async function sendOfferMail(context: AppContext, kind: OfferMailKind, row: OfferRow, toUserPk: string, fromHandler: string): Promise<void> {
  try {
    const to = await communicationEmailOf(context.db, toUserPk);
    if (!to?.email) return;
    const base = context.config.publicUrl.replace(/\/$/, '');
    const bottle = row.nft_pk && row.edition_number !== null ? `${row.product_title ?? row.release_title} #${row.edition_number}` : row.release_title;
    const input: OfferMailInput = {
      publicUrl: context.config.publicUrl,
      handler: fromHandler,
      bottle,
      price: kind === 'countered' ? price(row.counter_offer_amount!, row.counter_offer_currency!) : price(row.amount, row.currency),
      link: `${base}/vault#offers`,
      deadline: day(kind === 'received' ? row.valid_until_ms : (row.purchase_deadline_ms ?? row.valid_until_ms)),
    };
    await mailerFor(context).send(to.email, TEMPLATES[kind](input));
  } catch (error) {
    context.log.warn({ err: error, offerPk: row.public_pk, kind }, 'offer e-mail not sent');
  }
}
