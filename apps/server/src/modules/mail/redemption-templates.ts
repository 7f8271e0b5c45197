import { renderLayout } from './layout';
import type { RenderedMail } from './templates';

/** The three e-mails of a redemption (issue 13): paid (the NFT is burned), shipped, delivered. */
export interface RedemptionMailInput {
  handler: string;
  publicUrl: string;
  orderNumber: string;
  bottle: string;
  redeemType: 'shipping' | 'pickUp';
  /** Shipping: the address; pickup: the location and date. */
  destination: string;
  trackingCode?: string | null;
  carrier?: string | null;
}

const textBody = (lines: string[]) => `${lines.join('\n\n')}\n\n— Caskmark\n`;
const requests = (publicUrl: string) => `Follow your request in your collection: ${publicUrl.replace(/\/$/, '')}/vault#redeemedEditions`;

function mail(template: string, subject: string, heading: string, paragraphs: string[], input: RedemptionMailInput): RenderedMail {
  const footnote = requests(input.publicUrl);
  return {
    template,
    subject,
    text: textBody([...paragraphs, footnote]),
    html: renderLayout({ preheader: subject, heading, paragraphs, footnote, publicUrl: input.publicUrl }),
  };
}

export function redemptionPaidMail(input: RedemptionMailInput): RenderedMail {
  const next =
    input.redeemType === 'pickUp'
      ? `We are preparing it for pickup at ${input.destination}. Bring the photo ID you sent us; we will write when it is ready.`
      : `We are packing it for ${input.destination} and will send you the tracking code as soon as it leaves our warehouse.`;
  return mail(
    'redemption-paid',
    `Your redemption ${input.orderNumber} is confirmed`,
    'Your bottle is on the way!',
    [`@${input.handler}, your NFT for ${input.bottle} has been redeemed: the token is burned and the bottle is yours.`, next],
    input,
  );
}

export function redemptionShippedMail(input: RedemptionMailInput): RenderedMail {
  return mail(
    'redemption-shipped',
    `Your bottle has shipped (${input.orderNumber})`,
    'Your bottle has shipped',
    [
      `@${input.handler}, ${input.bottle} has left our warehouse for ${input.destination}.`,
      `${input.carrier ?? 'Carrier'} tracking code: ${input.trackingCode ?? '-'}. Customs and duties are the buyer's responsibility.`,
    ],
    input,
  );
}

export function redemptionDeliveredMail(input: RedemptionMailInput): RenderedMail {
  return mail(
    'redemption-delivered',
    `Delivered: ${input.bottle} (${input.orderNumber})`,
    'Your bottle has arrived',
    [`@${input.handler}, ${input.bottle} has been delivered${input.redeemType === 'pickUp' ? ' at the pickup location' : ''}. Enjoy it.`, 'How was your experience? Leave us a review from your request in the vault.'],
    input,
  );
}
