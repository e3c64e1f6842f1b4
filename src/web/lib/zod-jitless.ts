/**
 * zod v4 probes `new Function('')` when it builds an object schema, to decide whether it may compile parsers; the
 * CSP (script-src 'self', no 'unsafe-eval') refuses it and the browser reports a violation. Jitless zod never
 * evaluates code (docs/decisions/014). This sets zod's global config (`globalThis.__zod_globalConfig`, which
 * `z.config()` reads) as the first module `main.tsx` imports, so it runs before every other module of the entry and
 * before any lazy chunk, whichever chunk the bundler puts the first schema in (decision 093: it was a separate
 * classic script, one more request on every page).
 */
const scope = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
(scope.__zod_globalConfig ??= {}).jitless = true;

export {};
