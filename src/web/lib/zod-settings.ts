/**
 * zod's settings in the browser, in place before any of its schemas parse. On its first object
 * parse zod probes whether `new Function` works, to compile faster parsers; the site's
 * Content-Security-Policy forbids it (no `unsafe-eval`), and Chromium reports the refused probe as a
 * policy violation even though zod catches it. `jitless` skips the probe. zod keeps its settings on
 * this global, shared by every copy of it and read when it first loads, so setting them here keeps
 * zod itself out of the pages that do not validate anything. (`tests/e2e/public.spec.ts` fails on
 * any violation a form's validation reports.)
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
