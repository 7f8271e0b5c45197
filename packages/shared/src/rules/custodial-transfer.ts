/** Custodial transfer steps (spec part 2 §4): progress is (step − 1) / 4. */
export const CUSTODIAL_TRANSFER_STEPS = [
  'Wallet validated',
  'Transfer initiated',
  'NFT transferred',
  'Ownership confirmed',
] as const;
export const CREATING_WALLET_LABEL = 'Creating a wallet';
export const TRANSFER_COMPLETE_STEP = 4;
/** Server-side status values. */
export const TRANSFER_STATUS = { inProgress: 1, failed: 3, completed: 4 } as const;

/** Progress in percent for a step 1–4: (step − 1) / 4, so step 4 shows 75 % until completion. */
export function transferProgressPercent(step: number): number {
  const clamped = Math.min(Math.max(Math.trunc(step), 1), TRANSFER_COMPLETE_STEP);
  return ((clamped - 1) / 4) * 100;
}

/** Step 1's label: 'Creating a wallet' when a new managed vault is being created. */
export function transferStepLabel(step: number, creatingWallet: boolean): string {
  if (step === 1 && creatingWallet) return CREATING_WALLET_LABEL;
  return CUSTODIAL_TRANSFER_STEPS[Math.min(Math.max(step, 1), 4) - 1] ?? CUSTODIAL_TRANSFER_STEPS[0];
}

/** An existing transfer request: 'Completed' maps to 4, any other status to 1, a failed lookup to 3. */
export function existingTransferStep(lookup: { ok: true; status: string } | { ok: false }): number {
  if (!lookup.ok) return TRANSFER_STATUS.failed;
  return lookup.status === 'Completed' ? TRANSFER_STATUS.completed : TRANSFER_STATUS.inProgress;
}
