/**
 * A fresh app on a fresh database for one test file: PGlite in memory by
 * default; with TEST_DATABASE_URL (set by scripts/test.sh for the second
 * API run) a new database on that PostgreSQL server, dropped at close.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '#server/app.ts';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: DatabaseHandle;
  close(): Promise<void>;
}

async function openFreshDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({});
    return { handle, drop: async () => {} };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    handle,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function createTestApp(overrides: Partial<BuildAppOptions> = {}): Promise<TestApp> {
  const { handle, drop } = await openFreshDatabase();
  await handle.migrate();
  const app = await buildApp({
    db: handle.db,
    authSecret: 'test-secret-test-secret-test-secret-0123',
    baseUrl: 'http://localhost:3000',
    authRateLimit: { max: 1000, windowSeconds: 60 },
    ...overrides,
  });
  await app.ready();
  return {
    app,
    database: handle,
    async close() {
      await app.close();
      await handle.close();
      await drop();
    },
  };
}
