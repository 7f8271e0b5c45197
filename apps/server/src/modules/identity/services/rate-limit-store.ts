import { lte, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { rateLimitCounters, type Db } from '@caskmark/db';

export interface WindowCount {
  count: number;
  resetInMs: number;
}

/**
 * Fixed-window counters: in Redis so that every instance counts together, else in the database so
 * that they survive a restart (decision 152); the in-process store is for unit tests.
 */
export interface RateLimitStore {
  readonly kind: 'memory' | 'redis' | 'database';
  increment(key: string, windowMs: number): Promise<WindowCount>;
  get(key: string): Promise<WindowCount>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  readonly kind = 'memory';
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  async increment(key: string, windowMs: number): Promise<WindowCount> {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  async get(key: string): Promise<WindowCount> {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) return { count: 0, resetInMs: 0 };
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
  }

  private sweep() {
    const now = this.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** INCR and the window's expiry in one atomic step, so a crash never leaves a counter without TTL. */
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }`;

export class RedisRateLimitStore implements RateLimitStore {
  readonly kind = 'redis';
  private readonly redis: Redis;

  constructor(url: string) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  }

  async increment(key: string, windowMs: number): Promise<WindowCount> {
    const [count, ttl] = (await this.redis.eval(INCREMENT_SCRIPT, 1, key, String(windowMs))) as [number, number];
    return { count, resetInMs: ttl };
  }

  async get(key: string): Promise<WindowCount> {
    const [count, ttl] = await Promise.all([this.redis.get(key), this.redis.pttl(key)]);
    if (!count || ttl <= 0) return { count: 0, resetInMs: 0 };
    return { count: Number(count), resetInMs: ttl };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(key);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/**
 * The counters in the server's own database (embedded PGlite or PostgreSQL) when `REDIS_URL` is not
 * set: one upsert per hit, so a restart or a crash forgets nothing and instances on one database
 * count together. Expired rows are swept every minute.
 */
export class DatabaseRateLimitStore implements RateLimitStore {
  readonly kind = 'database';
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {
    this.sweeper = setInterval(() => void this.sweep().catch(() => undefined), 60_000);
    this.sweeper.unref();
  }

  async increment(key: string, windowMs: number): Promise<WindowCount> {
    const now = new Date(this.now());
    const resetAt = new Date(now.getTime() + windowMs);
    const expired = sql`${rateLimitCounters.resetAt} <= ${now.toISOString()}::timestamptz`;
    const [row] = await this.db
      .insert(rateLimitCounters)
      .values({ key, count: 1, resetAt })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
          resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitCounters.resetAt} end`,
        },
      })
      .returning({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt });
    return { count: row.count, resetInMs: Math.max(0, row.resetAt.getTime() - now.getTime()) };
  }

  async get(key: string): Promise<WindowCount> {
    const now = this.now();
    const [row] = await this.db.select().from(rateLimitCounters).where(sql`${rateLimitCounters.key} = ${key}`);
    if (!row || row.resetAt.getTime() <= now) return { count: 0, resetInMs: 0 };
    return { count: row.count, resetInMs: row.resetAt.getTime() - now };
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(rateLimitCounters).where(sql`${rateLimitCounters.key} = ${key}`);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
  }

  private async sweep() {
    await this.db.delete(rateLimitCounters).where(lte(rateLimitCounters.resetAt, new Date(this.now())));
  }
}
