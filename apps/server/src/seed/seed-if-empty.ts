import { seedDemoData } from '@caskmark/db/seed/index';
import type { AppContext } from '../context';
import { seedDemoIdentities } from '../modules/identity/public';
import { seedDemoGiftCards } from '../modules/payments/public';
import { seedChainDemo } from './chain-demo';

/** Set once the demo data was seeded; also tells a production start that this is a demo database. */
export const DEMO_SEED_KEY = 'seed.demo.version';

/** Seeds the demo data once; the marker in `settings` makes later starts skip it. */
export async function seedIfEmpty(context: AppContext): Promise<void> {
  const seeded = await context.settings.get<number>(DEMO_SEED_KEY);
  if (!seeded) {
    const started = Date.now();
    const summary = await seedDemoData(context.db, { now: context.clock.now() });
    context.log.info({ ...summary, ms: Date.now() - started }, 'seeded demo data');
    await context.settings.set(DEMO_SEED_KEY, 1);
  }
  // Idempotent, so it also completes demo data seeded before the identity domain existed.
  const identitiesStarted = Date.now();
  const identities = await seedDemoIdentities(context);
  if (identities.created || identities.credentialed) context.log.info({ ...identities, ms: Date.now() - identitiesStarted }, 'seeded demo identities');
  // Idempotent (keyed ledger row): Ava's demo gift card.
  if (await seedDemoGiftCards(context)) context.log.info('seeded the demo gift card');
  // Also idempotent: after a dev chain started over, the recorded owners get their tokens back.
  const chainStarted = Date.now();
  const chain = await seedChainDemo(context);
  if (chain) context.log.info({ ...chain, ms: Date.now() - chainStarted }, 'seeded demo chain');
}
