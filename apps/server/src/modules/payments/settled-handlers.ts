import type { AppContext } from '../../context';
import { jobsOf } from '../../platform/jobs';
import type { PaymentIntent, Purpose } from './intents';

export const SETTLED_QUEUE = 'payments.intent-settled';

export type SettledHandler = (intent: PaymentIntent, context: AppContext) => Promise<void>;

/**
 * Flows register what to do when an intent of their purpose changes state (decision 170); the domain
 * calls them through a job, so it never imports a flow and a failing handler is retried.
 */
const handlers = new Map<Purpose, Set<SettledHandler>>();

export function onIntentSettled(purpose: Purpose, handler: SettledHandler): void {
  const set = handlers.get(purpose) ?? new Set();
  set.add(handler);
  handlers.set(purpose, set);
}

export function settledHandlersOf(purpose: Purpose): SettledHandler[] {
  return [...(handlers.get(purpose) ?? [])];
}

/** Queues the call after the change committed (the workflow's deadline covers a crash in between). */
export async function announceSettled(context: AppContext, intentPk: string): Promise<void> {
  try {
    const jobs = await jobsOf(context);
    await jobs.send(SETTLED_QUEUE, { intentPk });
  } catch (error) {
    context.log.warn({ err: error, intentPk }, 'payments: could not queue the settled notice');
  }
}
