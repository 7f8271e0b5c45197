import type { AppContext } from '../context';
import { DEMO_PASSWORD, demoAccountsWithPasswords } from '../modules/identity/public';
import { DEMO_SEED_KEY } from './seed-if-empty';

/** A production start found the demo data: the message says what to do. */
export class DemoDataInProduction extends Error {}

/**
 * Production never serves accounts with a published password (decision 155): a database the demo was
 * seeded into (its marker, which also stands for the demo people's dev wallets, whose keys are public
 * too) or one holding a demo account with a password stops the start, unless the operator runs a
 * public demo on purpose.
 */
export async function refuseDemoDataInProduction(context: AppContext): Promise<void> {
  const { config, log } = context;
  if (config.NODE_ENV !== 'production') return;
  if (config.DEMO_ACCOUNTS_IN_PRODUCTION === 'allow-published-passwords') {
    log.warn(
      `DEMO_ACCOUNTS_IN_PRODUCTION=allow-published-passwords: the demo accounts (staff@caskmark.test among them) sign in with the README's password ${DEMO_PASSWORD}. Run this only as a public demo, never with real people or money.`,
    );
    return;
  }
  const seeded = Boolean(await context.settings.get<number>(DEMO_SEED_KEY));
  const accounts = await demoAccountsWithPasswords(context);
  if (!seeded && accounts.length === 0) return;
  const found = accounts.length ? `the demo accounts ${accounts.join(', ')}` : 'the demo data (people whose dev wallets have public keys)';
  throw new DemoDataInProduction(
    [
      `This database holds ${found}, whose credentials are published in the README (password ${DEMO_PASSWORD}): production does not start on it.`,
      'Start production on its own database: an empty DATA_DIR, or a DATABASE_URL the demo never ran on.',
      'For a public demo only, set DEMO_ACCOUNTS_IN_PRODUCTION=allow-published-passwords.',
    ].join('\n'),
  );
}
