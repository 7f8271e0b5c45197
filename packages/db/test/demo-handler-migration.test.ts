import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/client';
import { runMigrations } from '../src/migrate';
import { userPk } from '../src/seed/demo-activity';
import { folderBefore } from './migrations-before';

let handle: DatabaseHandle | undefined;
afterAll(async () => handle?.close());

describe('migration 0006: the demo handler seeded as emeka.o follows the handler rules', () => {
  it("renames the seeded row to 'emeka_o' and leaves everyone else alone", async () => {
    handle = await openDatabase({});
    await runMigrations(handle, folderBefore('0006_demo_handler_rules'));
    await handle.execute(
      `insert into users (public_pk, username, handler, email) values
        ($1, 'emeka@collectors.test', 'emeka.o', 'emeka@collectors.test'),
        ('00000000-0000-4000-8000-000000000001', 'other@x.test', 'other.one', 'other@x.test')`,
      [userPk('emeka_o')],
    );
    await runMigrations(handle);
    const { rows } = await handle.execute<{ handler: string }>('select handler from users order by handler');
    expect(rows.map((row) => row.handler)).toEqual(['emeka_o', 'other.one']);
  });
});
