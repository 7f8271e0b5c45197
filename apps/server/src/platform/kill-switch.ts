import { writeSync } from 'node:fs';
import type { Config } from '../config';

/**
 * The crash tests' switch (decision 244): with `TEST_KILL_AT` naming a persisted step, the process
 * ends itself with SIGKILL the moment it reaches that step — no catch, no shutdown hook, no flush,
 * as a power cut or the OOM killer would. Production refuses the setting (config.ts).
 */
export function killPoint(context: { config: Pick<Config, 'TEST_KILL_AT'> }, point: string): void {
  if (context.config.TEST_KILL_AT !== point) return;
  // Written synchronously: the process is gone before an asynchronous logger would flush.
  writeSync(2, `TEST_KILL_AT reached ${point}: killing process ${process.pid}\n`);
  process.kill(process.pid, 'SIGKILL');
}
