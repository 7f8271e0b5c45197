import type { ProofOfFunds } from '@caskmark/shared/api/proof-of-funds';

export interface PreApprovalTag {
  label: string;
  /** Spec part 1 §4: green when approved, yellow otherwise. */
  color: 'green' | 'yellow';
  /** While pending the trigger button is disabled (§4). */
  canRequest: boolean;
  detail: string | null;
}

const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const usd = { format: (amount: number) => (Number.isInteger(amount) ? whole : cents).format(amount) };

/** The status tag beside 'INCREASE BID PRE-APPROVAL' for the collector's latest request, or null when they have none. */
export function preApprovalTag(proof: ProofOfFunds | null | undefined): PreApprovalTag | null {
  if (!proof) return null;
  switch (proof.status) {
    case 'approved':
      return { label: `Approved ${usd.format(proof.amountUsd)}`, color: 'green', canRequest: true, detail: null };
    case 'pending':
      return { label: 'Pending', color: 'yellow', canRequest: false, detail: `${usd.format(proof.amountUsd)} is being validated.` };
    case 'rejected':
      return { label: 'Rejected', color: 'yellow', canRequest: true, detail: proof.rejectReason };
  }
}
