import type { EventBus } from './events';
import type { SettingsStore } from './settings-store';

const OFFSET_KEY = 'clock.offsetMs';
const TOPIC = 'system.clock';

type ClockListener = (advancedByMs: number, offsetMs: number) => void | Promise<void>;

/**
 * All business time comes from here. Outside production the offset can be moved forward
 * (`POST /dev/clock`) so tests can close lobbies and expire carts without waiting; the offset is
 * stored so every instance and every restart agrees on "now".
 */
export class Clock {
  private offsetMs = 0;
  private readonly listeners = new Set<ClockListener>();

  constructor(
    private readonly store: SettingsStore,
    private readonly events: EventBus,
  ) {}

  async start(): Promise<void> {
    this.offsetMs = (await this.store.get<number>(OFFSET_KEY)) ?? 0;
    await this.events.subscribe(TOPIC, (payload) => {
      const { offsetMs } = payload as { offsetMs: number };
      this.offsetMs = Math.max(this.offsetMs, offsetMs);
    });
  }

  nowMs(): number {
    return Date.now() + this.offsetMs;
  }

  now(): Date {
    return new Date(this.nowMs());
  }

  get offset(): number {
    return this.offsetMs;
  }

  /** Runs `listener` after each advance (the dev chain follows the clock this way). */
  onAdvance(listener: ClockListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async advance(ms: number): Promise<void> {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError('The clock only moves forward.');
    this.offsetMs += ms;
    await this.store.set(OFFSET_KEY, this.offsetMs);
    await this.events.publish(TOPIC, { offsetMs: this.offsetMs });
    for (const listener of this.listeners) await listener(ms, this.offsetMs);
  }
}
