import { eq } from 'drizzle-orm';
import { settings, type Db } from '@caskmark/db';

/** Durable key/value settings shared by all instances. */
export class SettingsStore {
  constructor(private readonly db: Db) {}

  async get<T>(key: string): Promise<T | undefined> {
    const [row] = await this.db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
    return row?.value as T | undefined;
  }

  async set(key: string, value: unknown): Promise<void> {
    await this.db
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
  }
}
