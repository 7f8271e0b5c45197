import { z } from 'zod';

/**
 * zod compiles object parsers with `new Function` when it may; under the app's Content-Security-Policy
 * (no 'unsafe-eval', decision 160) even its probe is reported as a violation. The interpreted parsers
 * are fast enough for the app's payloads. Imported first by main.tsx, before any schema is built.
 */
z.config({ jitless: true });
