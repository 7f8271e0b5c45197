import { eq } from 'drizzle-orm';
import { settings, type Db } from '@caskmark/db';

const KEY = 'deployment.id';

/**
 * A random id for this deployment (its database), created by whichever instance starts first and
 * read by every other. Whatever a deployment keeps in a Redis it may share with others (rate-limit
 * counters, live-event channels) is namespaced by it.
 */
export async function loadDeploymentId(db: Db): Promise<string> {
  await db.insert(settings).values({ key: KEY, value: globalThis.crypto.randomUUID() }).onConflictDoNothing({ target: settings.key });
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
  return String(row.value);
}
