import type { z } from 'zod';
import type { cursorPageSchema, listSchema, pageSchema } from '@caskmark/shared/api/pagination';

/**
 * Page shapes of the catalogue reads, derived from the shared contracts (types only: the browser
 * bundle never carries zod just to read an answer).
 */
export type CursorPage<T extends z.ZodType> = z.infer<ReturnType<typeof cursorPageSchema<T>>>;
export type NumberedPage<T extends z.ZodType> = z.infer<ReturnType<typeof pageSchema<T>>>;
export type CountedList<T extends z.ZodType> = z.infer<ReturnType<typeof listSchema<T>>>;

/** Query values as the API client takes them; empty values are left out of the URL. */
export type QueryValues = Record<string, string | number | boolean | null | undefined | string[]>;
