import { renderLayout } from './layout';
import type { RenderedMail } from './templates';

/** Offer notifications (spec part 2 §4 "Offers"; decision 336): a new offer to the owner, an answer to the offerer. */
export interface OfferMailInput {
  publicUrl: string;
  /** The other party's handler. */
  handler: string;
  bottle: string;
  /** '$250' or '0.1 ETH'. */
  price: string;
  link: string;
  /** When the offer lapses (a new offer) or the purchase window closes (an answer), in words. */
  deadline: string;
}

function mail(template: string, subject: string, heading: string, paragraphs: string[], label: string, input: OfferMailInput): RenderedMail {
  const footnote = 'You receive this e-mail because of an offer on Caskmark.';
  return {
    template,
    subject,
    text: `${paragraphs.join('\n\n')}\n\n${label}: ${input.link}\n\n${footnote}\n\n— Caskmark\n`,
    html: renderLayout({ preheader: subject, heading, paragraphs, footnote, publicUrl: input.publicUrl, action: { label, href: input.link } }),
  };
}

export function offerReceivedMail(input: OfferMailInput): RenderedMail {
  return mail(
    'offer-received',
    `@${input.handler} made an offer of ${input.price} on ${input.bottle}`,
    'You have a new offer',
    [`@${input.handler} offers ${input.price} for ${input.bottle}.`, `The offer is valid until ${input.deadline}. You can accept it, reject it or make a counter offer.`],
    'Review the offer',
    input,
  );
}

export function offerAcceptedMail(input: OfferMailInput): RenderedMail {
  return mail(
    'offer-accepted',
    `@${input.handler} accepted your offer on ${input.bottle}`,
    'Your offer was accepted',
    [`@${input.handler} accepted your offer of ${input.price} for ${input.bottle}.`, `You have until ${input.deadline} to complete the purchase.`],
    'Purchase now',
    input,
  );
}

export function offerCounteredMail(input: OfferMailInput): RenderedMail {
  return mail(
    'offer-countered',
    `@${input.handler} made a counter offer on ${input.bottle}`,
    'You have a counter offer',
    [`@${input.handler} answered your offer for ${input.bottle} with a counter offer of ${input.price}.`, `Accept it and complete the purchase by ${input.deadline}, or reject it.`],
    'Review the counter offer',
    input,
  );
}
