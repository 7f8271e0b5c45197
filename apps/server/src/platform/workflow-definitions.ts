/**
 * What a workflow is made of (decision 170): steps that answer done, wait or fail, their context, and
 * the definition a flow registers with the engine in `workflows.ts`.
 */
export type StepOutcome = { kind: 'done' } | { kind: 'wait'; until: Date | null } | { kind: 'fail'; reason: string };

export const stepDone = (): StepOutcome => ({ kind: 'done' });
/** Sleep until `until` (business clock) or until poked; `null` waits for a poke only. */
export const stepWait = (until: Date | null): StepOutcome => ({ kind: 'wait', until });
export const stepFail = (reason: string): StepOutcome => ({ kind: 'fail', reason });

export interface StepContext<S> {
  readonly runPk: string;
  readonly subjectPk: string;
  /** The run's state; `save` merges into it. */
  readonly state: S;
  /** Earlier attempts of this step that threw (0 on the first). */
  readonly attempt: number;
  /** Why the run fails (in compensations and `onFailed`). */
  readonly failureReason: string | null;
  /** Writes part of the state now: a checkpoint inside a long step. */
  save(patch: Partial<S>): Promise<void>;
}

export interface WorkflowStep<S> {
  name: string;
  run(step: StepContext<S>): Promise<StepOutcome>;
  /** Undoes the step; runs after a later step (or this one) failed. Must be idempotent. */
  compensate?(step: StepContext<S>): Promise<void>;
  /** Attempts of a step that keeps throwing before the run fails (default 8). */
  maxAttempts?: number;
}

export interface WorkflowDefinition<S> {
  name: string;
  steps: WorkflowStep<S>[];
  /** Once every compensation ran; retried until it succeeds, so idempotent. */
  onFailed?(step: StepContext<S>): Promise<void>;
  /** The failure reason when a step kept throwing (the error itself goes to `lastError`). */
  unexpectedFailureReason?: string;
}
