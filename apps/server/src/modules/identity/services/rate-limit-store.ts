import { Redis } from 'ioredis';

export interface WindowCount {
  count: number;
  resetInMs: number;
}

/** Fixed-window counters: in the process, or in Redis so that every instance counts together. */
export interface RateLimitStore {
  readonly kind: 'memory' | 'redis';
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
