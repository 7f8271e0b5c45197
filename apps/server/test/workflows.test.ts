import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workflowRuns } from '@caskmark/db';
import { jobsOf } from '../src/platform/jobs';
import { stepDone, stepFail, stepWait, WorkflowEngine, type WorkflowDefinition } from '../src/platform/workflows';
import { eventually } from './chain-test-helpers';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The persisted step runner on its own (decision 170): crash between steps, two workers, failure and
 * compensation, waits and pokes, against the real database and pg-boss.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

class Crash extends Error {}

/** What the steps did, in order, per subject. */
const journal = new Map<string, string[]>();
const note = (subjectPk: string, entry: string) => journal.set(subjectPk, [...(journal.get(subjectPk) ?? []), entry]);
const entries = (subjectPk: string) => journal.get(subjectPk) ?? [];

interface State {
  total?: number;
  failAt?: string;
  gate?: boolean;
}

function definition(name: string): WorkflowDefinition<State> {
  const step = (stepName: string, amount: number) => ({
    name: stepName,
    async run(step: { subjectPk: string; state: State; save(patch: Partial<State>): Promise<void> }) {
      await sleep(20);
      note(step.subjectPk, `run:${stepName}`);
      if (step.state.failAt === stepName) return stepFail(`${stepName} refused`);
      await step.save({ total: (step.state.total ?? 0) + amount });
      return stepDone();
    },
    async compensate(step: { subjectPk: string }) {
      note(step.subjectPk, `undo:${stepName}`);
    },
  });
  return {
    name,
    steps: [
      step('reserve', 1),
      {
        name: 'await-gate',
        async run(step) {
          note(step.subjectPk, 'run:await-gate');
          return step.state.gate === false ? stepWait(null) : stepDone();
        },
      },
      step('charge', 10),
      step('deliver', 100),
    ],
    async onFailed(step) {
      note(step.subjectPk, `failed:${step.failureReason}`);
    },
  };
}

async function engine(name: string, options: { onPoint?: (point: string) => void; leaseMs?: number } = {}) {
  const created = new WorkflowEngine({ db: t.context.db, clock: t.context.clock, log: t.context.log, jobs: await jobsOf(t.context), leaseMs: options.leaseMs ?? 400, onPoint: options.onPoint });
  created.define(definition(name));
  return created;
}

describe('workflow runner', () => {
  it('runs every step once and records each step before the next', async () => {
    const workflow = `plain-${randomUUID().slice(0, 8)}`;
    const runner = await engine(workflow);
    const subject = randomUUID();
    expect(await runner.create(workflow, subject, {})).toBe(true);
    expect(await runner.create(workflow, subject, { total: 5 })).toBe(false);
    const run = await runner.runNow(workflow, subject);
    expect(run?.status).toBe('completed');
    expect(run?.state).toEqual({ total: 111 });
    expect(run?.completedSteps).toEqual(['reserve', 'await-gate', 'charge', 'deliver']);
    expect(entries(subject)).toEqual(['run:reserve', 'run:await-gate', 'run:charge', 'run:deliver']);
  });

  it('resumes at the persisted step after a crash between steps, without running earlier steps again', async () => {
    const workflow = `crash-${randomUUID().slice(0, 8)}`;
    const subject = randomUUID();
    const crashing = await engine(workflow, {
      onPoint: (point) => {
        if (point === `${workflow}:after:charge`) throw new Crash(point);
      },
    });
    await crashing.create(workflow, subject, {});
    await expect(crashing.runNow(workflow, subject)).rejects.toThrow(Crash);
    const stopped = await crashing.find(workflow, subject);
    expect(stopped).toMatchObject({ status: 'running', step: 'deliver', completedSteps: ['reserve', 'await-gate', 'charge'], leaseOwner: crashing.workerId });

    const restarted = await engine(workflow);
    // The dead worker's lease still holds the run; once it lapses, the sweeper hands it over.
    expect(await restarted.runNow(workflow, subject)).toBeNull();
    await sleep(450);
    expect(await restarted.sweep()).toBeGreaterThanOrEqual(1);
    const finished = await restarted.runNow(workflow, subject);
    expect(finished?.status).toBe('completed');
    expect(finished?.state).toEqual({ total: 111 });
    expect(entries(subject)).toEqual(['run:reserve', 'run:await-gate', 'run:charge', 'run:deliver']);
  });

  it('runs a step again when the crash came after its effect and before its record (steps are idempotent)', async () => {
    const workflow = `effect-${randomUUID().slice(0, 8)}`;
    const subject = randomUUID();
    const crashing = await engine(workflow, {
      onPoint: (point) => {
        if (point === `${workflow}:before:charge`) throw new Crash(point);
      },
    });
    await crashing.create(workflow, subject, {});
    await expect(crashing.runNow(workflow, subject)).rejects.toThrow(Crash);
    expect((await crashing.find(workflow, subject))?.step).toBe('charge');
    await sleep(450);
    const finished = await (await engine(workflow)).runNow(workflow, subject);
    expect(finished?.status).toBe('completed');
    expect(entries(subject).filter((entry) => entry === 'run:charge')).toHaveLength(2);
  });

  it('lets one of two workers run a run; the other answers null and runs nothing', async () => {
    const workflow = `pair-${randomUUID().slice(0, 8)}`;
    const [first, second] = [await engine(workflow, { leaseMs: 10_000 }), await engine(workflow, { leaseMs: 10_000 })];
    const subjects = Array.from({ length: 5 }, () => randomUUID());
    for (const subject of subjects) await first.create(workflow, subject, {});
    for (const subject of subjects) {
      const [a, b] = await Promise.all([first.runNow(workflow, subject), second.runNow(workflow, subject)]);
      expect([a, b].filter((run) => run !== null)).toHaveLength(1);
      expect([a, b].find((run) => run !== null)?.status).toBe('completed');
      expect(entries(subject)).toEqual(['run:reserve', 'run:await-gate', 'run:charge', 'run:deliver']);
    }
  });

  it('fails a step, then runs the compensations of the failing and the done steps in reverse, each once, then onFailed', async () => {
    const workflow = `fail-${randomUUID().slice(0, 8)}`;
    const subject = randomUUID();
    const runner = await engine(workflow);
    await runner.create(workflow, subject, { failAt: 'deliver' });
    const run = await runner.runNow(workflow, subject);
    expect(run).toMatchObject({ status: 'failed', failedStep: 'deliver', failureReason: 'deliver refused', compensatedSteps: ['deliver', 'charge', 'await-gate', 'reserve'] });
    expect(entries(subject)).toEqual([
      'run:reserve',
      'run:await-gate',
      'run:charge',
      'run:deliver',
      'undo:deliver',
      'undo:charge',
      'undo:reserve',
      'failed:deliver refused',
    ]);
    // A failed run is over: nothing runs it again.
    expect(await runner.runNow(workflow, subject)).toBeNull();
  });

  it('resumes compensation after a crash without undoing a step twice', async () => {
    const workflow = `undo-${randomUUID().slice(0, 8)}`;
    const subject = randomUUID();
    const crashing = await engine(workflow, {
      onPoint: (point) => {
        if (point === `${workflow}:compensated:charge`) throw new Crash(point);
      },
    });
    await crashing.create(workflow, subject, { failAt: 'deliver' });
    await expect(crashing.runNow(workflow, subject)).rejects.toThrow(Crash);
    await sleep(450);
    const run = await (await engine(workflow)).runNow(workflow, subject);
    expect(run?.status).toBe('failed');
    const undone = entries(subject).filter((entry) => entry.startsWith('undo:') || entry.startsWith('failed:'));
    expect(undone).toEqual(['undo:deliver', 'undo:charge', 'undo:reserve', 'failed:deliver refused']);
  });

  it('waits for a poke, and a poke through the queue wakes it', async () => {
    const workflow = `poke-${randomUUID().slice(0, 8)}`;
    const subject = randomUUID();
    const runner = await engine(workflow, { leaseMs: 5_000 });
    await runner.listen();
    await runner.create(workflow, subject, { gate: false });
    const waiting = await runner.runNow(workflow, subject);
    expect(waiting).toMatchObject({ status: 'waiting', step: 'await-gate', wakeAt: null, leaseOwner: null });
    // A sweep does not wake a run that waits for a poke only.
    await runner.sweep();
    await sleep(300);
    expect((await runner.find(workflow, subject))?.status).toBe('waiting');

    await t.context.db
      .update(workflowRuns)
      .set({ state: sql`${workflowRuns.state} || '{"gate": true}'::jsonb` })
      .where(eq(workflowRuns.subjectPk, subject));
    await runner.poke(workflow, subject);
    const done = await eventually(async () => {
      const run = await runner.find(workflow, subject);
      return run?.status === 'completed' ? run : null;
    }, 15_000);
    expect(done.state).toMatchObject({ gate: true, total: 111 });
  });

  it('wakes a run whose wake time on the business clock has passed', async () => {
    const workflow = `timer-${randomUUID().slice(0, 8)}`;
    const subject = randomUUID();
    const runner = await engine(workflow);
    runner.define({
      name: `${workflow}-timed`,
      steps: [
        {
          name: 'sleep',
          async run(step) {
            note(step.subjectPk, 'run:sleep');
            const until = new Date(Date.parse((step.state as { until: string }).until));
            return t.context.clock.now() >= until ? stepDone() : stepWait(until);
          },
        },
      ],
    });
    const until = new Date(t.context.clock.nowMs() + 60 * 60_000).toISOString();
    await runner.create(`${workflow}-timed`, subject, { until });
    expect((await runner.runNow(`${workflow}-timed`, subject))?.status).toBe('waiting');
    const isDue = async () => (await runner.find(`${workflow}-timed`, subject))!.wakeAt!.getTime() <= t.context.clock.nowMs();
    expect(await isDue()).toBe(false);
    await t.post('/dev/clock', { advanceMs: 61 * 60_000 });
    expect(await isDue()).toBe(true);
    expect(await runner.sweep()).toBeGreaterThanOrEqual(1);
    expect((await runner.runNow(`${workflow}-timed`, subject))?.status).toBe('completed');
    expect(entries(subject)).toEqual(['run:sleep', 'run:sleep']);
  });

  it('retries a step that throws with backoff, then fails the run after its attempts', async () => {
    const workflow = `flaky-${randomUUID().slice(0, 8)}`;
    const subject = randomUUID();
    const runner = new WorkflowEngine({ db: t.context.db, clock: t.context.clock, log: t.context.log, jobs: await jobsOf(t.context), leaseMs: 400 });
    runner.define({
      name: workflow,
      unexpectedFailureReason: 'internal system error',
      steps: [
        {
          name: 'flaky',
          maxAttempts: 2,
          async run(step) {
            note(step.subjectPk, `try:${step.attempt}`);
            throw new Error('node unreachable');
          },
          async compensate(step) {
            note(step.subjectPk, 'undo:flaky');
          },
        },
      ],
    });
    await runner.create(workflow, subject, {});
    const first = await runner.runNow(workflow, subject);
    expect(first).toMatchObject({ status: 'running', attempts: 1, lastError: 'node unreachable', leaseOwner: null });
    expect(first!.wakeAt!.getTime()).toBeGreaterThan(t.context.clock.nowMs());
    const second = await runner.runNow(workflow, subject);
    expect(second).toMatchObject({ status: 'failed', failureReason: 'internal system error', lastError: 'node unreachable' });
    expect(entries(subject)).toEqual(['try:0', 'try:1', 'undo:flaky']);
  });
});
