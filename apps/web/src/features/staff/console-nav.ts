/**
 * The console's sections, in the order the side navigation shows them. A queue that a money flow
 * creates (wire transfers, proofs of funds, redemptions, payouts, ...) adds its page route under
 * /staff in app/router.tsx and one entry here (decision 201).
 */
export interface ConsoleSection {
  path: string;
  label: string;
  description: string;
}

export const CONSOLE_SECTIONS: ConsoleSection[] = [
  { path: '/staff/audit-log', label: 'Audit log', description: 'Every staff and producer action, who, when and from where.' },
  { path: '/staff/draws', label: 'Draws', description: 'Sweepstakes and shuffle draws: commitments, entries, fees, revealed seeds and winners.' },
  { path: '/staff/proofs-of-funds', label: 'Proofs of funds', description: 'Bid pre-approvals to check against their documents: approve an amount or reject.' },
  { path: '/staff/redemptions', label: 'Redemptions', description: 'Bottles to pack, ship with a tracking code, or hand over at a pickup.' },
  { path: '/staff/wire-transfers', label: 'Wire transfers', description: 'Proofs of transfer waiting for the money to arrive: confirm or reject.' },
];
