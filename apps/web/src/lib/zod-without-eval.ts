/**
 * zod compiles object parsers with `new Function` when it may; under the app's Content-Security-Policy
 * (no 'unsafe-eval', decision 160) even its probe is reported as a violation. The interpreted parsers
 * are fast enough for the app's payloads. Imported first by main.tsx, before any schema is built.
 *
 * Without importing zod (decision 320): zod 4 keeps its settings in `globalThis.__zod_globalConfig`
 * and adopts an object already there, so the shell stays schema-free and zod loads with the first
 * page or dialog that validates something.
 */
type ZodGlobalConfig = { jitless?: boolean };
const holder = globalThis as { __zod_globalConfig?: ZodGlobalConfig };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
