#!/usr/bin/env node
/**
 * Bundles the server (src/server/main.ts) into dist/server/main.js.
 *
 * - esbuild resolves the package.json "imports" aliases (#shared/*, #server/*)
 *   itself, so the bundle holds our code only; every npm package stays an
 *   external import resolved from node_modules at run time.
 * - The bundle lives in dist/server; src/server/project-root.ts walks up to
 *   package.json, so migrations still load from src/server/db/migrations and
 *   the built SPA from dist/web.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outfile = path.join(root, 'dist/server/main.js');

rmSync(path.join(root, 'dist/server'), { recursive: true, force: true });

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

const inputs = Object.keys(result.metafile.inputs).length;
const bytes = result.metafile.outputs[path.relative(root, outfile)]?.bytes ?? 0;
console.log(
  `server bundle: ${path.relative(root, outfile)} (${inputs} source files, ${(bytes / 1024).toFixed(0)} KiB) in ${Math.round(performance.now() - startedAt)} ms`,
);
