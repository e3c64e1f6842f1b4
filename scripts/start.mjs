#!/usr/bin/env node
/**
 * `npm start`: builds the web client (vite build -> dist/web) and the
 * server (esbuild -> dist/server/main.js), then runs the built server in
 * production mode. The server migrates the database, seeds demo data on the
 * first run (SEED_DEMO, default true) and prints the URL and demo accounts.
 *
 * Data: PGlite in ./data (DATA_DIR overrides); DATABASE_URL=postgres://...
 * switches to a PostgreSQL server. PORT overrides 3000.
 *
 * Ctrl-C / SIGTERM are forwarded to the server, which closes the database
 * before exiting; this process exits with the server's code.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function step(label, command, args) {
  const startedAt = performance.now();
  console.log(`> ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${label} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`  ${label} done in ${((performance.now() - startedAt) / 1000).toFixed(1)} s\n`);
}

if (!process.argv.includes('--no-build')) {
  step('build web client (vite build)', bin('vite'), ['build', '--logLevel', 'warn']);
  step('compress web assets', process.execPath, [path.join(root, 'scripts/compress-web.mjs')]);
  step('build server (esbuild)', process.execPath, [path.join(root, 'scripts/build-server.mjs')]);
}

const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'dist/server/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});

let forwarded = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    // On Ctrl-C the terminal already signals the whole process group; the
    // server ignores a repeated signal, so forwarding once more is harmless
    // and covers the case where only this process was signalled.
    if (forwarded) return;
    forwarded = true;
    server.kill(signal);
  });
}

server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 128 + (signal === 'SIGINT' ? 2 : 15) : 1));
});
