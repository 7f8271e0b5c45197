import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { answerAfterStop } from './jobs';

const require = createRequire(import.meta.url);
// pg-boss's own statements and its own reading of their answers, as it runs them after a stop.
const plans = require('pg-boss/src/plans.js') as Record<string, (schema: string, ...rest: unknown[]) => string>;
const Manager = require('pg-boss/src/manager.js') as {
  prototype: { mapCommandResponse(ids: string[], result: unknown): { affected: number } };
};

describe('the job runner after its stop', () => {
  it.each(['completeJobs', 'failJobsById', 'cancelJobs'])(
    'answers %s with no job affected, which pg-boss can read',
    (plan) => {
      const answer = answerAfterStop(plans[plan]!('pgboss'));
      expect(Manager.prototype.mapCommandResponse(['a-job'], answer)).toMatchObject({ affected: 0 });
    },
  );

  it('answers a fetch with no job', () => {
    const fetchNextJob = plans.fetchNextJob as unknown as (schema: string) => (options: object) => string;
    expect(answerAfterStop(fetchNextJob('pgboss')({}))).toEqual({ rows: [] });
  });
});
