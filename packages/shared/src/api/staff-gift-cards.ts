import { z } from 'zod';

/** Gift cards staff issue from the console (issue 16, decision 297): staff only, integer cents. */
export const GIFT_CARD_FILTERS = ['pending', 'accepted', 'spent', 'declined', 'cancelled', 'all'] as const;
export type GiftCardFilter = (typeof GIFT_CARD_FILTERS)[number];
export const GIFT_CARD_RECIPIENT_UNKNOWN = 'No account uses this e-mail address.';
/** Above this, a card is a payment in disguise: refused (decision 297). */
export const GIFT_CARD_MAX_CENTS = 10_000_00;

export const GiftCardIssueQuerySchema = z.object({
  status: z.enum(GIFT_CARD_FILTERS).default('all'),
  q: z.string().trim().max(200).optional().describe('Recipient e-mail or handler (contains)'),
});

export const IssuedGiftCardSchema = z.object({
  publicPk: z.uuid(),
  title: z.string(),
  message: z.string().nullable(),
  recipientHandler: z.string(),
  recipientEmail: z.string().nullable(),
  initialCents: z.number().int(),
  balanceCents: z.number().int(),
  status: z.enum(['pending', 'accepted', 'declined', 'cancelled', 'spent']),
  issuedBy: z.string().nullable().describe('Handler of the staff member'),
  createdAt: z.string(),
});
export type IssuedGiftCard = z.infer<typeof IssuedGiftCardSchema>;

export const IssuedGiftCardListSchema = z.object({
  counts: z.object({ pending: z.number().int(), accepted: z.number().int(), spent: z.number().int(), declined: z.number().int(), cancelled: z.number().int(), all: z.number().int() }),
  results: z.array(IssuedGiftCardSchema),
});
export type IssuedGiftCardList = z.infer<typeof IssuedGiftCardListSchema>;

export const IssueGiftCardBodySchema = z.object({
  email: z.email('Enter the recipient’s e-mail address.'),
  amountCents: z.number().int().min(100, 'A gift card holds at least $1.00.').max(GIFT_CARD_MAX_CENTS, 'A gift card holds at most $10,000.00.'),
  title: z.string().trim().min(1, 'Give the card a title.').max(80).default('Caskmark Gift Card'),
  message: z.string().trim().max(300).optional(),
  reason: z.string().trim().min(1, 'Give the reason for the gift card.').max(500),
  uniqueId: z.string().trim().min(8).max(100).describe('The console’s idempotency key: the same request twice is one card'),
});
export type IssueGiftCardBody = z.infer<typeof IssueGiftCardBodySchema>;
