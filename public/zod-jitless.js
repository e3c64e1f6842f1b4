/*
 * zod v4 probes `new Function('')` when it builds an object schema, to
 * decide whether it may compile parsers; the CSP (script-src 'self', no
 * 'unsafe-eval') refuses it and the browser reports a violation. Jitless
 * zod never evaluates code (docs/decisions/014). This sets zod's global
 * config (`globalThis.__zod_globalConfig`, which `z.config()` reads) from
 * a classic script in index.html's <head>: it runs before every module
 * chunk, whichever chunk the bundler puts the first schema in. An external
 * file, so the CSP allows it.
 */
(globalThis.__zod_globalConfig = globalThis.__zod_globalConfig || {}).jitless = true;
