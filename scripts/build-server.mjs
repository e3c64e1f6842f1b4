#!/usr/bin/env node
/**
 * Bundles the server (src/server/main.ts) into dist/server/main.js, with the
 * PGlite worker (src/server/db/pglite-worker.mjs, plain JavaScript) beside it:
 * the worker client looks for it next to its own module, which in the bundle
 * is main.js (docs/decisions/096).
 *
 * - esbuild resolves the package.json "imports" aliases (#shared/*, #server/*)
 *   itself, so the bundle holds our code only; every npm package stays an
 *   external import resolved from node_modules at run time.
 * - The bundle lives in dist/server; src/server/project-root.ts walks up to
 *   package.json, so migrations still load from src/server/db/migrations and
 *   the built SPA from dist/web.
 */
import { copyFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// SERVER_OUT_DIR: another folder for the bundle (the test of the built worker builds into a temporary one).
const outDir = path.resolve(root, process.env.SERVER_OUT_DIR ?? 'dist/server');
const outfile = path.join(outDir, 'main.js');

rmSync(outDir, { recursive: true, force: true });

const startedAt = performance.now();
const result = await build({
  absWorkingDir: root,
  entryPoints: ['src/server/main.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  metafile: true,
});

copyFileSync(path.join(root, 'src/server/db/pglite-worker.mjs'), path.join(outDir, 'pglite-worker.mjs'));

const inputs = Object.keys(result.metafile.inputs).length;
const bytes = result.metafile.outputs[path.relative(root, outfile)]?.bytes ?? 0;
console.log(
  `server bundle: ${path.relative(root, outfile)} (${inputs} source files, ${(bytes / 1024).toFixed(0)} KiB) in ${Math.round(performance.now() - startedAt)} ms`,
);
