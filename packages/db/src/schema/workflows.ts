import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, publicPk, updatedAt } from './columns';

/**
 * `running` (a worker may take it now), `waiting` (until `wakeAt` on the business clock, or a poke),
 * `compensating` (undoing the steps done after a failure), then `completed` or `failed`.
 */
export const workflowStatuses = ['running', 'waiting', 'compensating', 'completed', 'failed'] as const;

/**
 * One run of a persisted workflow (platform/workflows.ts, decision 170): the step it is at, the state
 * its steps wrote, the steps done and the compensations made. Written after every step, so a process
 * that dies resumes here. The lease (wall clock) says which worker holds the run and until when.
 */
export const workflowRuns = pgTable(
  'workflow_runs',
  {
    publicPk: publicPk(),
    workflow: text('workflow').notNull(),
    /** What the run is about (a cart's publicPk): one run per workflow and subject. */
    subjectPk: text('subject_pk').notNull(),
    step: text('step').notNull(),
    status: text('status', { enum: workflowStatuses }).notNull().default('running'),
    state: jsonb('state').$type<Record<string, unknown>>().notNull().default({}),
    completedSteps: jsonb('completed_steps').$type<string[]>().notNull().default([]),
    compensatedSteps: jsonb('compensated_steps').$type<string[]>().notNull().default([]),
    failedStep: text('failed_step'),
    failureReason: text('failure_reason'),
    /** Attempts of the current step (or compensation) that threw; reset when it moves on. */
    attempts: integer('attempts').notNull().default(0),
    /** Counts pokes, so a poke that arrives while a step runs is not lost when the step then waits. */
    pokes: integer('pokes').notNull().default(0),
    leaseOwner: text('lease_owner'),
    leaseUntil: at('lease_until'),
    wakeAt: at('wake_at'),
    lastError: text('last_error'),
    finishedAt: at('finished_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('workflow_runs_subject_key').on(t.workflow, t.subjectPk),
    index('workflow_runs_due_idx').on(t.status, t.wakeAt).where(sql`${t.status} in ('running', 'waiting', 'compensating')`),
  ],
);
