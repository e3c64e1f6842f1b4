/**
 * A fresh app on a fresh database for one test file: PGlite in memory by
 * default; with TEST_DATABASE_URL (set by scripts/test.sh for the second
 * API run) a new database on that PostgreSQL server, dropped at close.
 * Both are copies of the template the api project's globalSetup migrated
 * once per run (api-global-setup.ts); migrate() still runs and finds
 * nothing to do. Outside that setup the database is migrated from empty.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '#server/app.ts';
import { openDatabase, type DatabaseHandle, type OpenDatabaseOptions } from '#server/db/client.ts';

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: DatabaseHandle;
  /**
   * Another server process on the same database, as a second app server
   * would be: PGlite shares the handle; PostgreSQL gets its own pool and
   * LISTEN connection. Close it before the TestApp. Overrides may depend
   * on that instance's database handle (to wrap its listen, say).
   */
  openSecondInstance(
    overrides?: Partial<BuildAppOptions> | ((database: DatabaseHandle) => Partial<BuildAppOptions>),
  ): Promise<{ app: TestApp['app']; close(): Promise<void> }>;
  close(): Promise<void>;
}

/**
 * The template's tar as PGlite reads it (`loadDataDir`: it only calls arrayBuffer()), on one
 * buffer read once per worker. A Blob copies its 33 MB into a new ArrayBuffer at every
 * arrayBuffer(), through a stream (about 50 CPU-ms a file, and garbage); PGlite only reads the
 * buffer (each file it holds is copied into the new instance's file system), so every copy can
 * share it.
 */
class TemplateTar extends Blob {
  readonly #buffer: ArrayBuffer;
  constructor(buffer: ArrayBuffer) {
    super();
    this.#buffer = buffer;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#buffer);
  }
}

let pgliteTemplate: Promise<Blob | undefined> | undefined;

/** The migrated PGlite data directory of this run, read once per worker (module state outlives a file: isolate is off). */
function loadPgliteTemplate(): Promise<Blob | undefined> {
  pgliteTemplate ??= (async () => {
    const file = inject('pgliteTemplate');
    if (!file) return undefined;
    const bytes = await readFile(file);
    return new TemplateTar(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  })();
  return pgliteTemplate;
}

/**
 * TEST_PGLITE_IN_WORKER=1: each test database's PGlite runs in a worker thread, as the server's does
 * (docs/decisions/092); by default in the test's own thread, which starts faster.
 */
const TEST_PGLITE_IN_WORKER = process.env.TEST_PGLITE_IN_WORKER === '1';

/** A PGlite in memory: a copy of the run's migrated template when there is one (call migrate() all the same). */
export async function openTestPglite(options: Pick<OpenDatabaseOptions, 'onQuery' | 'pgliteInWorker'> = {}): Promise<DatabaseHandle> {
  return openDatabase({ pgliteInWorker: TEST_PGLITE_IN_WORKER, ...options, loadDataDir: await loadPgliteTemplate() });
}

async function openFreshDatabase(): Promise<{
  handle: DatabaseHandle;
  openAgain: () => Promise<DatabaseHandle | null>;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openTestPglite();
    return { handle, openAgain: async () => null, drop: async () => {} };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    handle,
    openAgain: () => openDatabase({ databaseUrl: url.toString() }),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** The session cookie signing secret of every test app (a forged-cookie test signs with it). */
export const TEST_AUTH_SECRET = 'test-secret-test-secret-test-secret-0123';

export async function createTestApp(overrides: Partial<BuildAppOptions> = {}): Promise<TestApp> {
  const { handle, openAgain, drop } = await openFreshDatabase();
  await handle.migrate();
  const options = (database: DatabaseHandle): BuildAppOptions => ({
    db: database.db,
    listen: database.listen,
    authSecret: TEST_AUTH_SECRET,
    baseUrl: 'http://localhost:3000',
    // Tests read reset and claim links from the outbox, as development does.
    emailDelivery: { kind: 'outbox' },
    authRateLimit: { max: 1000, windowSeconds: 60 },
    // Tests send and search in quick loops; the limits have their own tests.
    messageRateLimit: { max: 1000, windowSeconds: 10 },
    emailSearchRateLimit: { max: 1000, windowSeconds: 60 },
    collegeStaffInviteRateLimit: { max: 1000, windowSeconds: 60 },
    publicFormViewRateLimit: { max: 10_000, windowSeconds: 60 },
    formSubmissionRateLimit: { max: 10_000, windowSeconds: 60 },
    formVisitorSubmissionRateLimit: { max: 10_000, windowSeconds: 60 },
    applicationLinkRateLimit: { max: 10_000, windowSeconds: 60 },
    shortLinkRateLimit: { max: 1000, windowSeconds: 60 },
    pointsEventRateLimit: { max: 1000, windowSeconds: 60 },
    imageUploadRateLimit: { max: 1000, windowSeconds: 60 },
    ...overrides,
  });
  const app = await buildApp(options(handle));
  await app.ready();
  return {
    app,
    database: handle,
    async openSecondInstance(secondOverrides = {}) {
      const own = await openAgain();
      const database = own ?? handle;
      const extra = typeof secondOverrides === 'function' ? secondOverrides(database) : secondOverrides;
      const second = await buildApp({ ...options(database), ...extra });
      await second.ready();
      return {
        app: second,
        async close() {
          await second.close();
          await own?.close();
        },
      };
    },
    async close() {
      await app.close();
      await handle.close();
      await drop();
    },
  };
}
