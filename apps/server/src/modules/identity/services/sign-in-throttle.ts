import { RATE_LIMITS, type RateLimiter } from './rate-limiter';

const FIRST_STEP_MS = 30_000;

/** The wait after the n-th wrong password from one client: none up to the limit, then 30 s doubling to 15 min. */
export function backoffMs(failures: number): number {
  const { limit } = RATE_LIMITS.signInFailuresByClient;
  if (failures < limit) return 0;
  return Math.min(RATE_LIMITS.signInBackoff.windowMs, FIRST_STEP_MS * 2 ** (failures - limit));
}

/**
 * Wrong passwords slow down the client that sends them, not the account (issue 10, finding 8;
 * decision 153). A guesser from one address gets 5 tries, then waits 30 s, 1, 2, 4, 8, 15 min...;
 * the owner on their own device is untouched. Guessing from many addresses at once is capped per
 * account (50 / 15 min), and then only clients that have signed in to the account before may try.
 * `account` is the account's public key, or the e-mail tried for unknown accounts.
 */
export class SignInThrottle {
  constructor(private readonly limiter: RateLimiter) {}

  async assertMayTry(account: string, client: string): Promise<void> {
    const pair = pairOf(account, client);
    const failures = await this.limiter.peek('signInFailuresByClient', pair);
    if (failures >= RATE_LIMITS.signInFailuresByClient.limit) await this.limiter.assertNotHeld('signInBackoff', `${pair}|${failures}`);
    if ((await this.limiter.peek('signInKnownClient', pair)) === 0) await this.limiter.assertBelow('signInFailuresByAccount', account);
  }

  async recordFailure(account: string, client: string): Promise<void> {
    const pair = pairOf(account, client);
    const failures = await this.limiter.count('signInFailuresByClient', pair);
    await this.limiter.recordFailure('signInFailuresByAccount', account);
    const wait = backoffMs(failures);
    if (wait > 0) await this.limiter.hold('signInBackoff', `${pair}|${failures}`, wait);
  }

  /** The right password: this client starts afresh and is known to the account for 30 days. */
  async recordSuccess(account: string, client: string): Promise<void> {
    const pair = pairOf(account, client);
    await this.limiter.reset('signInFailuresByClient', pair);
    await this.limiter.hold('signInKnownClient', pair, RATE_LIMITS.signInKnownClient.windowMs);
  }

  /** A reset by e-mail proves the owner: the account-wide count and this client's start afresh. */
  async clearAfterReset(account: string, client: string): Promise<void> {
    await this.limiter.reset('signInFailuresByAccount', account);
    await this.limiter.reset('signInFailuresByClient', pairOf(account, client));
  }
}

function pairOf(account: string, client: string): string {
  return `${account}|${client}`;
}
