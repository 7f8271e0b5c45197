import { renderLayout } from './layout';
import type { RenderedMail } from './templates';

/** Sent when the settlement offers a lot to a collector (decision 254): the winner, or the next bidder. */
export interface AuctionWonMailInput {
  handler: string;
  publicUrl: string;
  lotName: string;
  /** '$3,100.00' */
  amount: string;
  /** 'Nov 28, 2026, 5:22 PM UTC' */
  payBy: string;
  /** The first offer of the lot, or a second-chance offer after the winner did not pay. */
  secondChance: boolean;
}

const textBody = (lines: string[]) => `${lines.join('\n\n')}\n\n— Caskmark\n`;

export function auctionWonMail(input: AuctionWonMailInput): RenderedMail {
  const subject = input.secondChance ? `${input.lotName} can be yours` : `You won ${input.lotName}`;
  const heading = input.secondChance ? 'A second chance at this lot' : 'Congratulations, you won!';
  const intro = input.secondChance
    ? `@${input.handler}, the winner of ${input.lotName} did not pay for it. It is yours for your own highest bid, ${input.amount}.`
    : `@${input.handler}, the hammer has fallen: ${input.lotName} is yours for ${input.amount}.`;
  const pay = `It waits in your cart until ${input.payBy}. Pay by card, wire transfer or ETH from the cart; the NFT comes to your collection as soon as the payment is confirmed. Unpaid by then, the lot goes to the next bidder.`;
  const link = `Open your cart: ${input.publicUrl.replace(/\/$/, '')}/marketplace`;
  return {
    template: input.secondChance ? 'auction-second-chance' : 'auction-won',
    subject,
    text: textBody([intro, pay, link]),
    html: renderLayout({ preheader: subject, heading, paragraphs: [intro, pay], footnote: link, publicUrl: input.publicUrl }),
  };
}
