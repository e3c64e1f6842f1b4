/**
 * The built server (dist/server/main.js) for the browser benchmarks: production mode, loopback only, on a
 * free port, its own PGlite directory (or a given PostgreSQL database) with the demo seed and the outbox (never a developer's DATABASE_URL
 * or SMTP server); and the Chromium they measure with.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { freePort, healthy, sleep } from './measure.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BUILT_SERVER = path.join(ROOT, 'dist/server/main.js');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const START_TIMEOUT_MS = 120_000;

export interface BuiltServer {
  baseUrl: string;
  stop(): Promise<void>;
}

export interface BuiltServerOptions {
  /** A PostgreSQL database instead of PGlite (its own fresh database: the demo seed goes in). */
  databaseUrl?: string;
  /** More environment for the server (e.g. REQUEST_QUEUE_*). */
  env?: NodeJS.ProcessEnv;
  /** Another build's server (an earlier commit's, for a "before" figure); it serves its own dist/web. */
  serverPath?: string;
}

/** Starts the server and waits for /api/health; `label` names the bench in the one line it prints. */
export async function startBuiltServer(label: string, options: BuiltServerOptions = {}): Promise<BuiltServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `${label.replace(/\W+/g, '-')}-`));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    BASE_URL: baseUrl,
    DATA_DIR: dataDir,
    // The demo accounts: the signed-in visits use them.
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  delete env.AUTH_SECRET;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  Object.assign(env, options.env);
  // BENCH_PROFILE=1: V8 CPU profiles of the server, one per thread (its PGlite worker too), written when it stops.
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.join(ROOT, '.tmp/bench/profiles')}`] : [];
  const server = spawn(process.execPath, [...profile, options.serverPath ?? BUILT_SERVER], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const stopped = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      await stopped;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    console.log(`${label}: starting the built server on ${baseUrl} ...`);
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (!(await healthy(port))) {
      if (server.exitCode !== null) throw new Error(`the server exited (code ${server.exitCode})`);
      if (Date.now() > deadline) throw new Error(`the server did not answer /api/health within ${START_TIMEOUT_MS} ms`);
      await sleep(100);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

export function launchBenchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}
