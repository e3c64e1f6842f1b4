/**
 * The built server finds its PGlite worker (docs/decisions/096): scripts/build-server.mjs puts
 * pglite-worker.mjs beside main.js, and the server starts its PGlite in that worker (PGLITE_IN_WORKER's
 * default). The build goes to a folder of its own that holds only what the built server reads at run time
 * (package.json, node_modules, the migrations and the colleges file, linked from this checkout), not the
 * worker's source file: had the server looked for the worker in src/, it could not open its database.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '#server/project-root.ts';
import { waitForState } from '#server/test/wait-for-state.ts';

const run = promisify(execFile);
const STATE_TIMEOUT_MS = 120_000;
/** What the built server reads from the checkout at run time, apart from its own folder. */
const RUN_TIME_SOURCES = ['package.json', 'node_modules', 'src/server/db/migrations', 'src/server/seed/colleges'];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Polls a state, not a time (test/wait-for-state.ts). */
const waitFor = (what: string, check: () => boolean | Promise<boolean>) => waitForState(what, check, STATE_TIMEOUT_MS, 50);

describe('the built server and its PGlite worker', () => {
  let dir: string;
  let server: ChildProcess | undefined;
  let exitCode: number | null = null;
  let stderr = '';

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'built-worker-'));
    for (const source of RUN_TIME_SOURCES) {
      mkdirSync(path.dirname(path.join(dir, source)), { recursive: true });
      symlinkSync(path.join(PROJECT_ROOT, source), path.join(dir, source));
    }
    await run(process.execPath, [path.join(PROJECT_ROOT, 'scripts/build-server.mjs')], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, SERVER_OUT_DIR: path.join(dir, 'dist/server') },
    });
  });

  afterAll(async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      const stopped = new Promise((done) => server!.once('exit', done));
      server.kill('SIGTERM');
      await stopped;
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('puts the worker beside main.js, and the server opens its database in it', async () => {
    expect(existsSync(path.join(dir, 'dist/server/pglite-worker.mjs'))).toBe(true);
    expect(existsSync(path.join(dir, 'src/server/db/pglite-worker.mjs'))).toBe(false);
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: path.join(dir, 'data'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    };
    delete env.DATABASE_URL;
    delete env.PGLITE_IN_WORKER;
    delete env.SMTP_URL;
    server = spawn(process.execPath, [path.join(dir, 'dist/server/main.js')], { cwd: dir, env, stdio: ['ignore', 'ignore', 'pipe'] });
    server.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    server.once('exit', (code) => (exitCode = code ?? -1));
    const answered = async () => {
      if (exitCode !== null) throw new Error(`the built server exited (code ${exitCode}): ${stderr}`);
      return fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
    };
    await waitFor('the built server to answer /api/health', answered);
    // A statement through the worker: the colleges the server seeded at start.
    const response = await fetch(`http://127.0.0.1:${port}/api/colleges`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { total: number }).total).toBeGreaterThan(0);
  });
});
