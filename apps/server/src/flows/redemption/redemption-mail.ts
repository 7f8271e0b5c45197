import type { AppContext } from '../../context';
import { communicationEmailOf } from '../../modules/accounts/public';
import { mailerFor, redemptionDeliveredMail, redemptionPaidMail, redemptionShippedMail, type RedemptionMailInput } from '../../modules/mail/public';
import { markMailSent, redemptionByPk, viewsOf, type RedemptionRow } from '../../modules/redemption/public';
import { findPickupLocation } from '@caskmark/shared/reference/pickup-locations';
import { redemptionOrderNumber } from '@caskmark/shared/rules/redemption';

export type RedemptionMailKind = 'paid' | 'shipped' | 'delivered';
const TEMPLATES = { paid: redemptionPaidMail, shipped: redemptionShippedMail, delivered: redemptionDeliveredMail } as const;

function destinationOf(row: RedemptionRow): string {
  if (row.redeemType === 'pickUp') {
    const location = row.pickupLocationPk ? findPickupLocation(row.pickupLocationPk) : undefined;
    return `${location?.name ?? 'the pickup location'} on ${row.details.pickupDate ?? 'the agreed date'}`;
  }
  return [row.details.address, row.details.city, row.details.state, row.countryName].filter(Boolean).join(', ');
}

/**
 * The collector's e-mail at paid, shipped and delivered, to their verified communication address; at
 * most once per kind (`mails_sent`), give or take a crash between sending and recording.
 */
export async function sendRedemptionMail(context: AppContext, redemptionPk: string, kind: RedemptionMailKind): Promise<void> {
  const row = await redemptionByPk(context.db, redemptionPk);
  if (!row || row.mailsSent.includes(kind)) return;
  const to = await communicationEmailOf(context.db, row.userPk);
  if (to?.email) {
    const [view] = await viewsOf(context.db, [row]);
    const input: RedemptionMailInput = {
      handler: to.handler,
      publicUrl: context.config.publicUrl,
      orderNumber: redemptionOrderNumber(row.publicPk),
      bottle: `${view!.product.title} #${view!.product.edition_number}`,
      redeemType: row.redeemType,
      destination: destinationOf(row),
      trackingCode: row.trackingCode,
      carrier: row.carrier,
    };
    await mailerFor(context).send(to.email, TEMPLATES[kind](input));
  }
  await markMailSent(context.db, redemptionPk, kind);
}
