/** Collector support, named in the spec as reachable by e-mail and live chat (part 1 §9). */
export const SUPPORT_EMAIL = 'support@caskmark.test';

export interface ContactTopic {
  id: string;
  label: string;
  description: string;
  subject: string;
  /** Prompts placed in the e-mail body so the first reply can already solve the problem. */
  prompts: string[];
}

export const CONTACT_TOPICS: ContactTopic[] = [
  {
    id: 'order',
    label: 'An order or a payment',
    description: 'Checkout, card, wire transfer or ETH payments, refunds.',
    subject: 'Order or payment question',
    prompts: ['Order number or release:', 'Payment method:', 'What happened:'],
  },
  {
    id: 'redemption',
    label: 'Redemption and shipping',
    description: 'Delivery countries, pickup dates, customs, tracking.',
    subject: 'Redemption question',
    prompts: ['Order number (first 8 characters):', 'Edition:', 'Destination country:', 'Question:'],
  },
  {
    id: 'review',
    label: 'Review a redemption',
    description: 'Your bottle arrived or was collected: tell us how it went.',
    subject: 'Redemption review',
    prompts: ['Order number (first 8 characters):', 'How was your experience (1 to 5)?', 'What went well:', 'What we could do better:'],
  },
  {
    id: 'account',
    label: 'My account or wallet',
    description: 'Sign-in, authenticator app, connected wallets, transfers.',
    subject: 'Account question',
    prompts: ['Your handler (@name):', 'What you were trying to do:'],
  },
  {
    id: 'producer',
    label: 'Releasing with Caskmark',
    description: 'Distilleries, wineries and négociants planning a release.',
    subject: 'Producer enquiry',
    prompts: ['Producer name:', 'What you would like to release:', 'Approximate timing:'],
  },
  {
    id: 'press',
    label: 'Press and partnerships',
    description: 'Interviews, media assets, partner newsletters and events.',
    subject: 'Press or partnership enquiry',
    prompts: ['Publication or company:', 'Deadline:', 'Request:'],
  },
];

/** A mailto: link with the topic's subject and prompts filled in (RFC 6068 percent-encoding). */
export function mailtoFor(topic: Pick<ContactTopic, 'subject' | 'prompts'>, to = SUPPORT_EMAIL): string {
  const body = `${topic.prompts.join('\n\n')}\n\n`;
  return `mailto:${to}?subject=${encodeURIComponent(topic.subject)}&body=${encodeURIComponent(body)}`;
}
