import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/client';
import { runMigrations } from '../src/migrate';
import { folderBefore } from './migrations-before';

let handle: DatabaseHandle | undefined;
afterAll(async () => handle?.close());

describe('migration 0004: site-wide newsletter sign-ups join our own list', () => {
  it("moves partner 'caskmark' to '' and keeps one row per address", async () => {
    handle = await openDatabase({});
    await runMigrations(handle, folderBefore('0004_newsletter_own_list'));
    await handle.execute(
      `insert into newsletter_subscriptions (email, partner) values
        ('shell@x.test', 'caskmark'), ('both@x.test', 'caskmark'), ('both@x.test', ''), ('partner@x.test', 'glen-aurora')`,
    );
    await runMigrations(handle);
    const { rows } = await handle.execute<{ email: string; partner: string }>('select email, partner from newsletter_subscriptions order by email, partner');
    expect(rows).toEqual([
      { email: 'both@x.test', partner: '' },
      { email: 'partner@x.test', partner: 'glen-aurora' },
      { email: 'shell@x.test', partner: '' },
    ]);
  });
});
