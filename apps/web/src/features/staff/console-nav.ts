/**
 * The console's sections, in the order the side navigation shows them. A queue that a money flow
 * creates (wire transfers, proofs of funds, redemptions, payouts, ...) adds its page route under
 * /staff in app/router.tsx and one entry here (decision 201); `staffOnly` hides it from producers.
 */
export interface ConsoleSection {
  path: string;
  label: string;
  description: string;
  /** Staff only; the other sections are open to brand group members too, for their own brand (decision 290). */
  staffOnly?: boolean;
}

export const CONSOLE_SECTIONS: ConsoleSection[] = [
  { path: '/staff/audit-log', label: 'Audit log', description: 'Every staff and producer action, who, when and from where.', staffOnly: true },
  { path: '/staff/releases', label: 'Releases', description: 'Write, preview, publish and mint releases of your brands.' },
  { path: '/staff/figures', label: 'Sales figures', description: 'Sold, held, revenue and bids per pack, and sales per day.' },
  { path: '/staff/users', label: 'Users', description: 'Find a person, see their activity, lock the account, change roles.', staffOnly: true },
  { path: '/staff/draws', label: 'Draws', description: 'Sweepstakes and shuffle draws: commitments, entries, fees, revealed seeds and winners.', staffOnly: true },
  { path: '/staff/voting', label: 'Voting', description: 'Release votes: turnout and each option’s points, first places and average rank.', staffOnly: true },
  { path: '/staff/proofs-of-funds', label: 'Proofs of funds', description: 'Bid pre-approvals to check against their documents: approve an amount or reject.', staffOnly: true },
  { path: '/staff/redemptions', label: 'Redemptions', description: 'Bottles to pack, ship with a tracking code, or hand over at a pickup.', staffOnly: true },
  { path: '/staff/health', label: 'Health', description: 'Database, chain indexer, jobs, carts and payment failures at a glance.', staffOnly: true },
  { path: '/staff/refunds', label: 'Refunds', description: 'Paid orders to refund in full or in part, with a reason.', staffOnly: true },
  { path: '/staff/payouts', label: 'Payouts', description: 'What sellers are owed for card sales: pay them and record the reference.', staffOnly: true },
  { path: '/staff/gift-cards', label: 'Gift cards', description: 'Issue gift cards to collectors and follow what happened to them.', staffOnly: true },
  { path: '/staff/wire-transfers', label: 'Wire transfers', description: 'Proofs of transfer waiting for the money to arrive: confirm or reject.', staffOnly: true },
];

/** The sections an account sees: staff all of them, a brand group member the catalogue ones. */
export function sectionsFor(groups: readonly string[] | undefined): ConsoleSection[] {
  const staff = groups?.includes('staff') ?? false;
  return CONSOLE_SECTIONS.filter((section) => staff || !section.staffOnly);
}
