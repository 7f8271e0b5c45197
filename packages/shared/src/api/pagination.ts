import { z } from 'zod';

/** `page`/`size` pagination (marketplace v2, history): 1-based page, size capped at 100. */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});

/** `limit`/`offset` pagination (history, search). */
export const LimitOffsetQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  offset: z.coerce.number().int().min(0).default(0),
});

/** Cursor pagination (marketplace v3): an opaque cursor from the previous answer's `next`. */
export const CursorQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(8),
});

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.number().int().nullable().describe('The next page number, or null on the last page'),
    previous: z.number().int().nullable(),
    results: z.array(item),
  });
}

export function cursorPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    next: z.string().nullable().describe('Cursor for the next page, or null at the end'),
    results: z.array(item),
  });
}

export function listSchema<T extends z.ZodType>(item: T) {
  return z.object({ count: z.number().int(), results: z.array(item) });
}

/** `true`/`false`/`1`/`0` in a query string. */
export const QueryBoolean = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** A comma-separated list in a query string (`country=Scotland,Japan`). */
export const QueryList = z
  .string()
  .max(500)
  .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean));
