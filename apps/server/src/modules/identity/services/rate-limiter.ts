import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { tooManyRequests } from '../../../platform/errors';
import type { RateLimitStore } from './rate-limit-store';

const MINUTE = 60_000;

/** The limits of docs/decisions/063; `limit` hits per `windowMs`. */
export const RATE_LIMITS = {
  /** Every sign-in attempt from one address. */
  signInByIp: { limit: 100, windowMs: 15 * MINUTE },
  /**
   * Wrong passwords for one account from one client (address); past the limit each further try from
   * that client waits a doubling backoff (decision 153). Other clients are not affected.
   */
  signInFailuresByClient: { limit: 5, windowMs: 24 * 60 * MINUTE },
  /** The backoff itself: `windowMs` is its longest step. */
  signInBackoff: { limit: 1, windowMs: 15 * MINUTE },
  /** Wrong passwords for one account from every client together; past it only known clients may try. */
  signInFailuresByAccount: { limit: 50, windowMs: 15 * MINUTE },
  /** A client that signed in to the account with its password: it stays welcome through a wide attack. */
  signInKnownClient: { limit: 1, windowMs: 30 * 24 * 60 * MINUTE },
  signUpByIp: { limit: 20, windowMs: 60 * MINUTE },
  /** Sign-ups with one e-mail address, from anywhere (decision 154). */
  signUpByAddress: { limit: 5, windowMs: 60 * MINUTE },
  /** 'An account with this email already exists' answers to one client; past it that client's sign-ups wait (decision 154). */
  signUpExistingByIp: { limit: 5, windowMs: 60 * MINUTE },
  /** Every code check (sign-up, reset, MFA, e-mail change, step-up) from one address. */
  codeCheckByIp: { limit: 60, windowMs: 15 * MINUTE },
  /** Wrong codes for one account, across codes (each code also dies after 5 wrong tries). */
  codeFailuresByAccount: { limit: 10, windowMs: 15 * MINUTE },
  /** Messages with a code (resend, forgot password, e-mail change) from one address. */
  codeSendByIp: { limit: 20, windowMs: 60 * MINUTE },
  codeSendByAccount: { limit: 5, windowMs: 60 * MINUTE },
  /** Resend and forgot-password per e-mail or username asked for, known or not, so the limit tells nothing (decision 154). */
  codeSendByAddress: { limit: 5, windowMs: 60 * MINUTE },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;
type Limits = Record<RateLimitName, { limit: number; windowMs: number }>;

/**
 * Applies the limits. Subjects (addresses, e-mails, account ids) are hashed before they become
 * keys, and keys are namespaced by deployment so two deployments sharing one Redis never mix.
 * If the store fails (Redis down) the request goes through and the failure is logged: sign-in
 * stays available, and argon2 still makes guessing slow.
 */
export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly namespace: string,
    private readonly log: FastifyBaseLogger,
    /** Limits a deployment tunes (sign-ups and sign-ins per address); the rest are decision 063's. */
    overrides: Partial<Record<RateLimitName, { limit: number }>> = {},
  ) {
    this.limits = { ...RATE_LIMITS };
    for (const [name, override] of Object.entries(overrides) as [RateLimitName, { limit: number }][]) {
      this.limits[name] = { ...this.limits[name], limit: override.limit };
    }
  }

  private readonly limits: Limits;

  get kind() {
    return this.store.kind;
  }

  /** Counts one hit and refuses (429) once the limit is passed. */
  async consume(name: RateLimitName, subject: string): Promise<void> {
    const { limit, windowMs } = this.limits[name];
    const state = await this.safely(() => this.store.increment(this.key(name, subject), windowMs));
    if (state && state.count > limit) throw tooManyRequests(Math.max(1, Math.ceil(state.resetInMs / 1000)));
  }

  /** Refuses (429) when the limit is already reached, without counting. */
  async assertBelow(name: RateLimitName, subject: string): Promise<void> {
    const { limit } = this.limits[name];
    const state = await this.safely(() => this.store.get(this.key(name, subject)));
    if (state && state.count >= limit) throw tooManyRequests(Math.max(1, Math.ceil(state.resetInMs / 1000)));
  }

  /** Counts a failure (wrong password, wrong code) without refusing this request. */
  async recordFailure(name: RateLimitName, subject: string): Promise<void> {
    await this.safely(() => this.store.increment(this.key(name, subject), this.limits[name].windowMs));
  }

  /** Counts one hit without refusing; answers the count in the window. */
  async count(name: RateLimitName, subject: string): Promise<number> {
    const state = await this.safely(() => this.store.increment(this.key(name, subject), this.limits[name].windowMs));
    return state?.count ?? 0;
  }

  /** The hits in the current window, without counting. */
  async peek(name: RateLimitName, subject: string): Promise<number> {
    const state = await this.safely(() => this.store.get(this.key(name, subject)));
    return state?.count ?? 0;
  }

  /** Starts a hold of `ms` (a fresh window) on `subject`. */
  async hold(name: RateLimitName, subject: string, ms: number): Promise<void> {
    await this.safely(async () => {
      await this.store.reset(this.key(name, subject));
      await this.store.increment(this.key(name, subject), ms);
    });
  }

  /** Refuses (429, with the time left) while a hold on `subject` runs. */
  async assertNotHeld(name: RateLimitName, subject: string): Promise<void> {
    const state = await this.safely(() => this.store.get(this.key(name, subject)));
    if (state && state.count > 0 && state.resetInMs > 0) throw tooManyRequests(Math.max(1, Math.ceil(state.resetInMs / 1000)));
  }

  async reset(name: RateLimitName, subject: string): Promise<void> {
    await this.safely(() => this.store.reset(this.key(name, subject)));
  }

  private key(name: RateLimitName, subject: string): string {
    const digest = createHash('sha256').update(subject.toLowerCase()).digest('base64url').slice(0, 22);
    return `caskmark:rl:${this.namespace}:${name}:${digest}`;
  }

  private async safely<T>(operation: () => Promise<T>): Promise<T | undefined> {
    try {
      return await operation();
    } catch (error) {
      this.log.warn({ reason: (error as Error).message }, 'rate limit store unavailable; request allowed');
      return undefined;
    }
  }
}
