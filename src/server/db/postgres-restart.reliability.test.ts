/**
 * Reliability (issue 10.7): the app server survives PostgreSQL going away
 * under a write load, once by a fast shutdown (every session ended with
 * 57P01) and once by an immediate one (a crash: recovery runs at the next
 * start). The app runs as its own process (src/server/main.ts), as in
 * production, on a PostgreSQL server this test starts and restarts.
 *
 * Asserted: the process never exits; while the database is away requests
 * are answered 503 (never 500, never a dropped connection) and /api/health
 * says so; within 10 s of the database's return it serves again; every
 * write it acknowledged (201) is in the database afterwards.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { openDatabase } from '#server/db/client.ts';
import { PROJECT_ROOT } from '#server/project-root.ts';
import { signUpUser, type TestUser } from '#server/test/test-users.ts';
import { waitForState } from '#server/test/wait-for-state.ts';

const run = promisify(execFile);
const AUTH_SECRET = 'reliability-secret-reliability-secret-01';
const BASE_URL = 'http://localhost:3000';
const WRITERS = 12;
/** Each writer's pause between sends: under the per-user send limit (30 per 10 s), about 30 writes/s in all. */
const WRITER_PAUSE_MS = 350;
const RECOVERY_LIMIT_MS = 10_000;
const STATE_TIMEOUT_MS = 60_000;

interface Postgres {
  dir: string;
  url: string;
}

interface Writer {
  user: TestUser;
  conversationId: string;
}

const script = (name: string) => path.join(PROJECT_ROOT, 'scripts', 'postgres', name);

async function startPostgres(): Promise<Postgres> {
  // Durable settings: an acknowledged commit must survive the crash.
  const { stdout } = await run('bash', [script('start.sh')], { cwd: PROJECT_ROOT, env: { ...process.env, PG_DURABLE: '1' } });
  const values = Object.fromEntries(stdout.trim().split('\n').map((line) => line.split('=', 2) as [string, string]));
  return { dir: values.PG_TMP_DIR!, url: values.PG_URL! };
}

async function controlPostgres(server: Postgres, action: 'stop' | 'crash' | 'start') {
  await run('bash', [script('ctl.sh'), server.dir, action], { cwd: PROJECT_ROOT });
}

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

/** Polls a state, not a time (test/wait-for-state.ts), for at most the state timeout unless told otherwise. */
const waitFor = (what: string, check: () => boolean | Promise<boolean>, timeoutMs = STATE_TIMEOUT_MS) => waitForState(what, check, timeoutMs);

describe('reliability: PostgreSQL restarts and crashes under a write load (issue 10.7)', () => {
  let server: Postgres;
  let databaseUrl: string;
  let app: ChildProcess;
  let origin: string;
  let appOutput = '';
  const writers: Writer[] = [];

  beforeAll(async () => {
    server = await startPostgres();
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query('CREATE DATABASE reliability');
    await admin.end();
    const url = new URL(server.url);
    url.pathname = '/reliability';
    databaseUrl = url.toString();

    // Accounts and conversations through the real routes of an app in this process, then closed.
    const database = await openDatabase({ databaseUrl });
    await database.migrate();
    const setup = await buildApp({
      db: database.db,
      authSecret: AUTH_SECRET,
      baseUrl: BASE_URL,
      authRateLimit: { max: 1000, windowSeconds: 60 },
    });
    for (let index = 0; index < WRITERS; index += 1) {
      const [user, other] = [await signUpUser(setup), await signUpUser(setup)];
      const created = await setup.inject({
        method: 'POST',
        url: '/api/conversations',
        headers: { cookie: user.cookie },
        payload: { type: 'dm', participantIds: [other.id] },
      });
      expect(created.statusCode, created.body).toBe(201);
      writers.push({ user, conversationId: (created.json() as { conversation: { id: string } }).conversation.id });
    }
    await setup.close();
    await database.close();

    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    app = spawn(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'src/server/main.ts')], {
      cwd: PROJECT_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        BASE_URL,
        AUTH_SECRET,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    app.stdout?.on('data', (chunk: Buffer) => (appOutput += chunk.toString()));
    app.stderr?.on('data', (chunk: Buffer) => (appOutput += chunk.toString()));
    await waitFor('the app server to answer /api/health', async () => (await health()) === 200);
  }, 180_000);

  afterAll(async () => {
    if (app && app.exitCode === null) {
      const exited = new Promise((resolve) => app.once('exit', resolve));
      app.kill('SIGTERM');
      await exited;
    }
    if (server) await run('bash', [script('stop.sh'), server.dir]).catch(() => {});
  }, 60_000);

  async function health(): Promise<number | 'refused'> {
    if (app.exitCode !== null || app.signalCode !== null) {
      throw new Error(`the app server exited (${app.exitCode ?? app.signalCode}):\n${appOutput}`);
    }
    try {
      const response = await fetch(`${origin}/api/health`);
      await response.arrayBuffer();
      return response.status;
    } catch {
      return 'refused';
    }
  }

  it('lives through a fast shutdown and a crash, answers 503 meanwhile, recovers within 10 s, loses no acknowledged write', async () => {
    const acknowledged: string[] = [];
    const answers = new Map<string, number>();
    let failuresSinceOutage = 0;
    let isLoading = true;

    async function write(writer: Writer, index: number) {
      let status: string;
      try {
        const response = await fetch(`${origin}/api/conversations/${writer.conversationId}/messages`, {
          method: 'POST',
          headers: { cookie: writer.user.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ body: `reliability ${index}` }),
        });
        status = String(response.status);
        const body = (await response.json()) as { message?: { id: string } };
        if (response.status === 201 && body.message) acknowledged.push(body.message.id);
        else failuresSinceOutage += 1;
      } catch (error) {
        status = `network: ${(error as Error).message}`;
        failuresSinceOutage += 1;
      }
      answers.set(status, (answers.get(status) ?? 0) + 1);
    }

    const load = writers.map(async (writer) => {
      for (let index = 0; isLoading; index += 1) {
        await write(writer, index);
        await new Promise((resolve) => setTimeout(resolve, WRITER_PAUSE_MS));
      }
    });

    const recoveries: number[] = [];
    for (const action of ['stop', 'crash'] as const) {
      const before = acknowledged.length;
      await waitFor('writes to be acknowledged before the outage', () => acknowledged.length >= before + 50);
      failuresSinceOutage = 0;
      await controlPostgres(server, action);
      await waitFor('/api/health to report the database down', async () => (await health()) === 503);
      await waitFor('a write to be refused while the database is away', () => failuresSinceOutage > 0);
      await controlPostgres(server, 'start');
      const returnedAt = Date.now();
      await waitFor('/api/health to report the database up', async () => (await health()) === 200, 30_000);
      recoveries.push(Date.now() - returnedAt);
      const after = acknowledged.length;
      await waitFor('writes to be acknowledged after the return', () => acknowledged.length >= after + 50);
      expect(app.exitCode, appOutput).toBeNull();
    }
    isLoading = false;
    await Promise.all(load);

    console.log(
      `reliability: ${acknowledged.length} writes acknowledged; answers ${JSON.stringify(Object.fromEntries(answers))}; ` +
        `serving again ${recoveries.join(' ms and ')} ms after the database returned`,
    );
    expect(app.exitCode, appOutput).toBeNull();
    expect(app.signalCode, appOutput).toBeNull();
    for (const recovery of recoveries) expect(recovery).toBeLessThan(RECOVERY_LIMIT_MS);
    // While the database was away every answer was a 503: no 500, no dropped connection.
    expect([...answers.keys()].sort()).toEqual(['201', '503']);

    const check = new pg.Client({ connectionString: databaseUrl });
    await check.connect();
    try {
      const { rows } = await check.query<{ count: number }>(
        'select count(*)::int as count from messages where id = any($1::uuid[])',
        [acknowledged],
      );
      expect(rows[0]!.count).toBe(acknowledged.length);
    } finally {
      await check.end();
    }
  }, 300_000);
});
