/**
 * zod v4 probes `new Function('')` to decide whether it may compile
 * parsers; the CSP (script-src 'self', no 'unsafe-eval') refuses it and the
 * browser reported a violation on every page that loads a schema. Jitless
 * zod never evaluates code (decision 014). Imported first by main.tsx so
 * it runs before any module builds or parses a schema.
 *
 * This writes zod's global config object (`globalThis.__zod_globalConfig`,
 * which `z.config()` reads and writes) instead of calling `z.config()`:
 * importing zod here would put its core into the landing page's first
 * download, which has no schema. zod-jitless.test.ts checks that zod reads it.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

(globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};
