import { describe, expect, it } from 'vitest';

describe('zod without eval', () => {
  it('switches zod to its interpreted parsers without importing zod first', async () => {
    await import('./zod-without-eval');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // An object schema parses (and rejects) as before without the compiled fast path.
    const schema = z.object({ id: z.string(), count: z.number().int() });
    expect(schema.parse({ id: 'a', count: 2 })).toEqual({ id: 'a', count: 2 });
    expect(schema.safeParse({ id: 'a', count: 1.5 }).success).toBe(false);
  });
});
