import { renderLayout } from './layout';
import type { RenderedMail } from './templates';

/** The gift notification (spec part 2 §4 "Gift"): sent at creation and at each resend. */
export interface GiftOfferedMailInput {
  publicUrl: string;
  senderHandler: string;
  bottle: string;
  message: string;
  /** Where the receiver accepts: their gifts tab, through sign-up when the address has no account yet. */
  link: string;
  hasAccount: boolean;
}

export function giftOfferedMail(input: GiftOfferedMailInput): RenderedMail {
  const subject = `@${input.senderHandler} sent you a gift on Caskmark`;
  const paragraphs = [
    `@${input.senderHandler} is giving you ${input.bottle}: an NFT backed by a real bottle, kept for you until you redeem it.`,
    ...(input.message ? [`Their message: “${input.message}”`] : []),
    input.hasAccount
      ? 'Open your gifts to accept it into your collection, or decline it.'
      : 'Create your free Caskmark account with this e-mail address to accept it; we keep the NFT in a wallet for you.',
  ];
  const label = input.hasAccount ? 'View your gift' : 'Sign up and accept';
  const footnote = 'If you were not expecting this gift, you can ignore this e-mail or decline it from your collection.';
  return {
    template: 'gift-offered',
    subject,
    text: `${paragraphs.join('\n\n')}\n\n${label}: ${input.link}\n\n${footnote}\n\n— Caskmark\n`,
    html: renderLayout({ preheader: subject, heading: 'You have received a gift', paragraphs, footnote, publicUrl: input.publicUrl, action: { label, href: input.link } }),
  };
}
