import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The least time the calls that could tell whether an account exists (sign-up, resend, forgot
 * password) take, answer or error: the work for an existing account (a code, a message in the outbox)
 * fits well inside it, so the time of the answer says nothing (decision 154).
 */
export const EVEN_RESPONSE_MS = 120;

export async function withEvenTiming<T>(work: () => Promise<T>, floorMs = EVEN_RESPONSE_MS): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = started + floorMs - performance.now();
    if (left > 0) await sleep(left);
  }
}
