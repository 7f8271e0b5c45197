import type { AppContext } from '../../context';
import type { Purpose } from './intents';

/**
 * Whether what an intent pays for can still be completed (a cart still Initiated or In Progress).
 * Flows register it per purpose, as they register settled handlers, so the domain never imports a
 * flow; a purpose without one is never voided by the reconciliation (decision 245).
 */
export type ReferenceCheck = (referencePk: string, context: AppContext) => Promise<boolean>;

const checks = new Map<Purpose, ReferenceCheck>();

export function onReferenceCheck(purpose: Purpose, check: ReferenceCheck): void {
  checks.set(purpose, check);
}

export function referenceCheckOf(purpose: string): ReferenceCheck | null {
  return checks.get(purpose as Purpose) ?? null;
}
