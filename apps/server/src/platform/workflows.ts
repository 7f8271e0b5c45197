import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { workflowRuns, type Db, type DbOrTx } from '@caskmark/db';
import type { AppContext } from '../context';
import type { Clock } from './clock';
import { jobsOf, type JobRunner } from './jobs';
import { killPoint } from './kill-switch';
import { stepFail, type StepContext, type StepOutcome, type WorkflowDefinition } from './workflow-definitions';

/**
 * The persisted step runner every money flow uses (decision 170). A workflow is a list of steps; a
 * step answers done (go on), wait (until a business time or a poke) or fail (undo). The run is written
 * after every step, so a process that dies resumes at the step it was on; a failure runs the
 * compensations of the steps done (and of the failing one) in reverse, each once. Runs are worked
 * through a pg-boss queue per workflow, one worker at a time (a wall-clock lease fences the writes),
 * and a sweeper resumes runs whose wake time passed or whose lease lapsed. Steps must be idempotent:
 * a crash between a step's effect and its record runs the step again.
 */
export { stepDone, stepFail, stepWait } from './workflow-definitions';
export type { StepContext, StepOutcome, WorkflowDefinition, WorkflowStep } from './workflow-definitions';

export type WorkflowRun = typeof workflowRuns.$inferSelect;

export interface WorkflowEngineOptions {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  jobs: JobRunner;
  /** How long a worker holds a run without renewing it (wall clock). */
  leaseMs?: number;
  /** Fault injection (tests): called at `<workflow>:<before|after>:<step>` and `<workflow>:checkpoint:<step>`. */
  onPoint?: (point: string) => void;
}

const ACTIVE = ['running', 'waiting', 'compensating'] as const;
const DEFAULT_MAX_ATTEMPTS = 8;
/** 2 s doubled per attempt, at most 5 minutes. */
export const retryDelayMs = (attempt: number) => Math.min(5 * 60_000, 2_000 * 2 ** Math.max(0, attempt - 1));
const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

export const workflowQueue = (name: string) => `workflow.${name}`;

type Changes = Partial<typeof workflowRuns.$inferInsert>;

export class WorkflowEngine {
  /** Fences this engine's writes: a run is written only by the worker whose id holds its lease. */
  readonly workerId = randomUUID();
  private readonly definitions = new Map<string, WorkflowDefinition<never>>();
  private readonly leaseMs: number;
  /** Errors thrown by `onPoint` (a simulated crash) pass through every catch. */
  private readonly interrupts = new WeakSet<object>();

  constructor(private readonly options: WorkflowEngineOptions) {
    this.leaseMs = options.leaseMs ?? 30_000;
  }

  define<S>(definition: WorkflowDefinition<S>): void {
    if (this.definitions.has(definition.name)) throw new Error(`Workflow ${definition.name} is defined twice`);
    this.definitions.set(definition.name, definition as unknown as WorkflowDefinition<never>);
  }

  /** Registers one queue worker per workflow, then queues the runs that are due. */
  async listen(): Promise<void> {
    for (const name of this.definitions.keys()) {
      await this.options.jobs.process<{ subjectPk: string }>(workflowQueue(name), (data) => this.runNow(name, data.subjectPk).then(() => undefined), {
        // One waiting job per run; running ones are fenced by the run's lease, so a job a killed process
        // left "active" (until pg-boss expires it) never holds the run back (decision 244).
        policy: 'short',
        retryLimit: 3,
        retryDelaySeconds: 2,
        pollingIntervalSeconds: 1,
        expireInSeconds: 15 * 60,
      });
    }
    // A restart resumes at once what a dead process left (its lease lapsed) instead of at the first tick.
    await this.sweep().catch((error: unknown) => this.options.log.warn({ err: error }, 'workflow sweep at start failed'));
  }

  /**
   * Creates the run (once per workflow and subject: a second call changes nothing) in `db`, which may
   * be the caller's transaction; `poke` it after that commits. Answers whether it was created now.
   */
  async create<S extends object>(name: string, subjectPk: string, state: S, db: DbOrTx = this.options.db): Promise<boolean> {
    const definition = this.definition(name);
    const rows = await db
      .insert(workflowRuns)
      .values({ workflow: name, subjectPk, step: definition.steps[0]!.name, state: state as Record<string, unknown> })
      .onConflictDoNothing({ target: [workflowRuns.workflow, workflowRuns.subjectPk] })
      .returning({ publicPk: workflowRuns.publicPk });
    return rows.length > 0;
  }

  /** Wakes the run now (payment settled, staff action); a poke during a step makes it run again. */
  async poke(name: string, subjectPk: string): Promise<void> {
    const poked = await this.options.db
      .update(workflowRuns)
      .set({ pokes: sql`${workflowRuns.pokes} + 1` })
      .where(and(eq(workflowRuns.workflow, name), eq(workflowRuns.subjectPk, subjectPk), inArray(workflowRuns.status, [...ACTIVE])))
      .returning({ publicPk: workflowRuns.publicPk });
    if (poked.length > 0) await this.options.jobs.send(workflowQueue(name), { subjectPk }, { singletonKey: subjectPk });
  }

  async find(name: string, subjectPk: string): Promise<WorkflowRun | null> {
    const [row] = await this.options.db
      .select()
      .from(workflowRuns)
      .where(and(eq(workflowRuns.workflow, name), eq(workflowRuns.subjectPk, subjectPk)));
    return row ?? null;
  }

  /** Queues every run that is due: its wake time passed, or it is runnable and no worker holds it. */
  async sweep(): Promise<number> {
    const wallNow = new Date();
    const now = this.options.clock.now();
    const due = await this.options.db
      .select({ workflow: workflowRuns.workflow, subjectPk: workflowRuns.subjectPk })
      .from(workflowRuns)
      .where(
        and(
          inArray(workflowRuns.status, [...ACTIVE]),
          or(isNull(workflowRuns.leaseUntil), lt(workflowRuns.leaseUntil, wallNow)),
          or(lte(workflowRuns.wakeAt, now), and(isNull(workflowRuns.wakeAt), sql`${workflowRuns.status} <> 'waiting'`)),
        ),
      )
      .limit(500);
    for (const run of due) {
      if (this.definitions.has(run.workflow)) await this.options.jobs.send(workflowQueue(run.workflow), { subjectPk: run.subjectPk }, { singletonKey: run.subjectPk });
    }
    return due.length;
  }

  /**
   * Works the run until it waits, ends, or another worker holds it. Answers the run as this worker
   * left it (null when it could not take it).
   */
  async runNow(name: string, subjectPk: string): Promise<WorkflowRun | null> {
    const definition = this.definition(name);
    let run = await this.claim(name, subjectPk);
    if (!run) return null;
    let lost = false;
    const heartbeat = setInterval(() => {
      void this.write(run!, { leaseUntil: new Date(Date.now() + this.leaseMs) })
        .then((renewed) => {
          if (!renewed) lost = true;
        })
        .catch((error) => this.options.log.warn({ err: error, run: run!.publicPk }, 'workflow lease renewal failed'));
    }, Math.max(200, Math.floor(this.leaseMs / 3)));
    heartbeat.unref();
    try {
      while (run && !lost) {
        const next: WorkflowRun | null = run.status === 'compensating' ? await this.compensateStep(definition, run) : await this.forwardStep(definition, run);
        if (!next) break;
        run = next;
        if (!ACTIVE.includes(run.status as (typeof ACTIVE)[number]) || run.leaseOwner !== this.workerId) break;
      }
      return run;
    } finally {
      clearInterval(heartbeat);
    }
  }

  private point(name: string): void {
    try {
      this.options.onPoint?.(name);
    } catch (error) {
      if (typeof error === 'object' && error) this.interrupts.add(error);
      throw error;
    }
  }

  private passThrough(error: unknown): boolean {
    return error instanceof LeaseLost || (typeof error === 'object' && error !== null && this.interrupts.has(error));
  }

  private definition(name: string): WorkflowDefinition<never> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`Unknown workflow ${name}`);
    return definition;
  }

  private async claim(name: string, subjectPk: string): Promise<WorkflowRun | null> {
    const wallNow = new Date();
    const [row] = await this.options.db
      .update(workflowRuns)
      .set({
        leaseOwner: this.workerId,
        leaseUntil: new Date(wallNow.getTime() + this.leaseMs),
        status: sql`case when ${workflowRuns.status} = 'waiting' then 'running' else ${workflowRuns.status} end`,
      })
      .where(
        and(
          eq(workflowRuns.workflow, name),
          eq(workflowRuns.subjectPk, subjectPk),
          inArray(workflowRuns.status, [...ACTIVE]),
          or(isNull(workflowRuns.leaseUntil), lt(workflowRuns.leaseUntil, wallNow)),
        ),
      )
      .returning();
    return row ?? null;
  }

  /** Writes `changes` if this worker still holds the run (and, with `pokes`, nobody poked since). */
  private async write(run: WorkflowRun, changes: Changes, pokes?: number): Promise<WorkflowRun | null> {
    const [row] = await this.options.db
      .update(workflowRuns)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(workflowRuns.publicPk, run.publicPk), eq(workflowRuns.leaseOwner, this.workerId), pokes === undefined ? undefined : eq(workflowRuns.pokes, pokes)))
      .returning();
    return row ?? null;
  }

  private context<S>(run: WorkflowRun): StepContext<S> & { current: S } {
    const holder = { current: { ...(run.state as S) } };
    const save = async (patch: Partial<S>) => {
      holder.current = { ...holder.current, ...patch };
      const saved = await this.write(run, { state: holder.current as Record<string, unknown> });
      if (!saved) throw new LeaseLost(run.publicPk);
      this.point(`${run.workflow}:checkpoint:${run.step}`);
    };
    return {
      runPk: run.publicPk,
      subjectPk: run.subjectPk,
      attempt: run.attempts,
      failureReason: run.failureReason,
      get state() {
        return holder.current;
      },
      get current() {
        return holder.current;
      },
      save,
    };
  }

  /** Releases the lease and sleeps until `wakeAt` after a step threw (or fails the run after too many). */
  private async retryLater(run: WorkflowRun, error: unknown, state: unknown): Promise<WorkflowRun | null> {
    const attempts = run.attempts + 1;
    this.options.log.warn({ run: run.publicPk, workflow: run.workflow, step: run.step, attempts, reason: describe(error) }, 'workflow step failed; retrying');
    return this.write(run, {
      attempts,
      lastError: describe(error),
      state: state as Record<string, unknown>,
      wakeAt: new Date(this.options.clock.nowMs() + retryDelayMs(attempts)),
      leaseOwner: null,
      leaseUntil: null,
    });
  }

  private async forwardStep(definition: WorkflowDefinition<never>, run: WorkflowRun): Promise<WorkflowRun | null> {
    const index = definition.steps.findIndex((step) => step.name === run.step);
    const step = definition.steps[index];
    if (!step) return this.write(run, { status: 'compensating', failedStep: run.step, failureReason: definition.unexpectedFailureReason ?? 'internal system error', lastError: `unknown step ${run.step}` });
    const step$ = this.context<never>(run);
    let outcome: StepOutcome;
    try {
      outcome = await step.run(step$);
    } catch (error) {
      if (this.passThrough(error)) {
        if (error instanceof LeaseLost) return null;
        throw error;
      }
      if (run.attempts + 1 < (step.maxAttempts ?? DEFAULT_MAX_ATTEMPTS)) return this.retryLater(run, error, step$.current);
      outcome = stepFail(definition.unexpectedFailureReason ?? 'internal system error');
      run = { ...run, lastError: describe(error) };
    }
    const state = step$.current as Record<string, unknown>;
    if (outcome.kind === 'done') {
      this.point(`${run.workflow}:before:${step.name}`);
      const next = definition.steps[index + 1];
      const completedSteps = [...run.completedSteps, step.name];
      const written = next
        ? await this.write(run, { step: next.name, status: 'running', state, completedSteps, attempts: 0, wakeAt: null, lastError: null })
        : await this.write(run, { status: 'completed', state, completedSteps, attempts: 0, wakeAt: null, lastError: null, finishedAt: new Date(), leaseOwner: null, leaseUntil: null });
      if (written) this.point(`${run.workflow}:after:${step.name}`);
      return written;
    }
    if (outcome.kind === 'wait') {
      const slept = await this.write(run, { status: 'waiting', state, wakeAt: outcome.until, attempts: 0, leaseOwner: null, leaseUntil: null }, run.pokes);
      if (slept) return slept;
      // Poked while the step ran: run it again at once (unless the lease was lost meanwhile).
      const [fresh] = await this.options.db.select().from(workflowRuns).where(eq(workflowRuns.publicPk, run.publicPk));
      return fresh?.leaseOwner === this.workerId ? { ...fresh, state } : null;
    }
    this.options.log.info({ run: run.publicPk, workflow: run.workflow, step: step.name, reason: outcome.reason }, 'workflow failed; compensating');
    return this.write(run, { status: 'compensating', state, failedStep: step.name, failureReason: outcome.reason, attempts: 0, wakeAt: null, lastError: run.lastError });
  }

  /** One compensation (the latest step not yet undone), or `onFailed` once all are done. */
  private async compensateStep(definition: WorkflowDefinition<never>, run: WorkflowRun): Promise<WorkflowRun | null> {
    const toUndo = [...run.completedSteps, ...(run.failedStep && !run.completedSteps.includes(run.failedStep) ? [run.failedStep] : [])].reverse();
    const name = toUndo.find((stepName) => !run.compensatedSteps.includes(stepName));
    const step$ = this.context<never>(run);
    try {
      if (name !== undefined) await definition.steps.find((step) => step.name === name)?.compensate?.(step$);
      else await definition.onFailed?.(step$);
    } catch (error) {
      if (this.passThrough(error)) {
        if (error instanceof LeaseLost) return null;
        throw error;
      }
      // Money may be waiting to go back: a compensation is retried (with backoff) until it succeeds.
      return this.retryLater(run, error, step$.current);
    }
    if (name !== undefined) {
      const written = await this.write(run, { compensatedSteps: [...run.compensatedSteps, name], state: step$.current as Record<string, unknown>, attempts: 0, wakeAt: null });
      if (written) this.point(`${run.workflow}:compensated:${name}`);
      return written;
    }
    return this.write(run, { status: 'failed', state: step$.current as Record<string, unknown>, attempts: 0, wakeAt: null, finishedAt: new Date(), leaseOwner: null, leaseUntil: null });
  }
}

class LeaseLost extends Error {
  constructor(runPk: string) {
    super(`Workflow run ${runPk} is held by another worker now`);
  }
}

const engines = new WeakMap<AppContext, Promise<WorkflowEngine>>();

/**
 * The engine of this server (flows define their workflows on it at start, then `listen`), with the
 * sweeper every `sweepMs` of wall time and after every advance of the business clock.
 */
export function workflowsOf(context: AppContext, options: { leaseMs?: number; sweepMs?: number; onPoint?: (point: string) => void } = {}): Promise<WorkflowEngine> {
  let engine = engines.get(context);
  if (!engine) {
    engine = (async () => {
      const created = new WorkflowEngine({
        db: context.db,
        clock: context.clock,
        log: context.log,
        jobs: await jobsOf(context),
        leaseMs: options.leaseMs ?? context.config.WORKFLOW_LEASE_MS,
        onPoint: options.onPoint ?? ((point) => killPoint(context, point)),
      });
      let sweeping = false;
      const sweep = async () => {
        if (sweeping) return;
        sweeping = true;
        try {
          await created.sweep();
        } catch (error) {
          context.log.warn({ err: error }, 'workflow sweep failed');
        } finally {
          sweeping = false;
        }
      };
      const timer = setInterval(() => void sweep(), options.sweepMs ?? context.config.WORKFLOW_SWEEP_MS);
      timer.unref();
      const stopFollowing = context.clock.onAdvance(() => sweep());
      context.disposers.push(() => {
        clearInterval(timer);
        stopFollowing();
      });
      return created;
    })();
    engines.set(context, engine);
  }
  return engine;
}
