import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot } from './child-server';
import { createDatabaseTemplate } from './database-template';

/**
 * The api project's run-wide set-up: one migrated database that every test file copies, and the
 * folder where workers bundle the server for the tests that run it as a child process.
 */
export default async function setup(project: TestProject) {
  const { template, remove } = await createDatabaseTemplate(process.env.DATABASE_URL);
  project.provide('databaseTemplate', template);
  const bundleRoot = path.join(repoRoot, 'apps/server/node_modules', `.caskmark-test-server-${randomBytes(4).toString('hex')}`);
  project.provide('serverBundleRoot', bundleRoot);
  return async () => {
    rmSync(bundleRoot, { recursive: true, force: true });
    await remove();
  };
}
