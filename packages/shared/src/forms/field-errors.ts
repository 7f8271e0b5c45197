import type { z } from 'zod';

/** Field errors in the API's 400 shape: `{ <field>: string[], nonFieldErrors?: string[] }` (nested paths joined by '.'). */
export type FieldErrors = Record<string, string[]>;

/** Turns a zod error into the 400 body's field lists; issues without a path go to nonFieldErrors. Duplicates are dropped. */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? 'nonFieldErrors' : issue.path.map(String).join('.');
    const list = (errors[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}

/** The first message of each field, as the spec's clients show them. */
export function firstFieldErrors(error: z.ZodError): Record<string, string> {
  return Object.fromEntries(Object.entries(toFieldErrors(error)).map(([key, messages]) => [key, messages[0] ?? '']));
}
