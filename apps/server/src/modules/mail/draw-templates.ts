import { renderLayout } from './layout';
import type { RenderedMail } from './templates';

/** Sent once per drawn sweepstakes entry or shuffle deposit (decisions 360, 362). */
export interface DrawMailInput {
  kind: 'sweepstakes' | 'shuffle';
  won: boolean;
  handler: string;
  publicUrl: string;
  packName: string;
  editionNumber: number | null;
  /** The published draw, where anyone can recompute the result. */
  drawUrl: string;
  claimDays: number;
}

const textBody = (lines: string[]) => `${lines.join('\n\n')}\n\n— Caskmark\n`;

export function drawMail(input: DrawMailInput): RenderedMail {
  const what = input.kind === 'shuffle' ? 'shuffle' : 'sweepstakes';
  const subject = input.won ? `You won ${input.packName}` : `The ${input.packName} ${what} has been drawn`;
  const heading = input.won ? 'Congratulations, you won!' : 'Thank you for taking part';
  const edition = input.editionNumber !== null ? ` Edition #${input.editionNumber}` : '';
  const intro = input.won
    ? `@${input.handler}, you were drawn in the ${input.packName} ${what}:${edition} is yours.`
    : `@${input.handler}, the ${input.packName} ${what} has been drawn and your entry was not picked this time.`;
  const next = input.won
    ? input.kind === 'shuffle'
      ? `Your deposit paid for it. Claim it from your cart within ${input.claimDays} days; the NFT goes to your collection.`
      : `It waits in your cart, free of charge, for ${input.claimDays} days. Claim it there and the NFT goes to your collection.`
    : input.kind === 'shuffle'
      ? 'Your deposit has been released to your card.'
      : 'Your entry fee is not refundable; better luck next time.';
  const verify = `The seed, the list of entries and the winners are public — check the draw yourself: ${input.drawUrl}`;
  const link = input.won ? `Open your cart: ${input.publicUrl}/marketplace` : input.drawUrl;
  return {
    template: input.won ? `${input.kind}-won` : `${input.kind}-not-drawn`,
    subject,
    text: textBody([intro, next, verify, link]),
    html: renderLayout({ preheader: subject, heading, paragraphs: [intro, next, verify], footnote: link, publicUrl: input.publicUrl }),
  };
}
