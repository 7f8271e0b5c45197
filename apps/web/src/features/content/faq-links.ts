/**
 * Deep links into /faq that other screens point at (part 2 §2: the fees information link; the
 * redeem wizard's FAQ link). Each id is the anchor of one answer, which opens when the page loads.
 */
export const FAQ_ANCHORS = {
  fees: 'fees',
  paymentMethods: 'payment-methods',
  redemption: 'what-happens-when-i-redeem',
  shipping: 'where-do-you-ship',
  drinkingAge: 'minimum-age',
  custody: 'managed-wallet',
  offers: 'how-do-offers-work',
  gifting: 'how-do-gifts-work',
  releaseStyles: 'release-styles',
} as const;

export type FaqAnchor = (typeof FAQ_ANCHORS)[keyof typeof FAQ_ANCHORS];

export function faqPath(anchor: FaqAnchor): string {
  return `/faq#${anchor}`;
}
