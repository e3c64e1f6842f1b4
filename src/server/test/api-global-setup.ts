/**
 * Vitest globalSetup of the `api` project: migrates a template database
 * once per run, and every test file's database is a copy of it
 * (create-test-app.ts) instead of an empty database migrated again.
 *
 * - PGlite (default): a migrated in-memory PGlite is dumped
 *   (`dumpDataDir()`) to .tmp/test-db/pglite-<hash>.tar; each test file
 *   starts its PGlite from that file (`loadDataDir`), which skips initdb
 *   and the migrations. The hash covers the migrations folder and the
 *   PGlite and drizzle versions, so a new migration makes a new template;
 *   an unchanged one is reused by the next run. The template's
 *   shared_buffers is 16 MB (postgresql.auto.conf): setting up 128 MB was
 *   about half of each copy's start (docs/decisions/028, session 22).
 * - PostgreSQL (TEST_DATABASE_URL): also a database tmpl_<hash>_<random> is
 *   created and migrated on that server; each file runs
 *   `CREATE DATABASE ... TEMPLATE` it. Dropped at the end of the run.
 *
 * Both templates also hold the seeded colleges (2,969 rows, as `npm start`
 * seeds them before serving: docs/decisions/029), so no test file pays for
 * the seed; the hash covers the colleges file and its seed code too.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { openDatabase, PGLITE_EXTENSIONS, type Database } from '#server/db/client.ts';
import { COLLEGES_CSV } from '#server/seed/college-rows.ts';
import { seedColleges } from '#server/seed/seed-colleges.ts';
import { createJobQueue } from '#server/jobs/job-queue.ts';
import { MIGRATIONS_DIR, PROJECT_ROOT } from '#server/project-root.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated PGlite data directory dump. */
    pgliteTemplate: string;
    /** Name of the migrated template database on TEST_DATABASE_URL ('' on PGlite). */
    postgresTemplate: string;
  }
}

const TEMPLATE_DIR = path.join(PROJECT_ROOT, '.tmp', 'test-db');
/** Part of the template's name: bump it when the way the template is made changes. */
const TEMPLATE_FORMAT = 5;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function packageVersion(name: string): string {
  return (JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * What the template holds besides the migrations: the colleges file and the code that seeds it, and the
 * job queue's schema and queues (docs/decisions/056: installing them is about 1 s a database).
 */
const SEED_FILES = [
  COLLEGES_CSV,
  'src/server/seed/college-rows.ts',
  'src/server/seed/seed-colleges.ts',
  'src/server/seed/parse-csv.ts',
  'src/server/jobs/job-definitions.ts',
  'src/server/jobs/job-queue.ts',
].map((file) => path.resolve(PROJECT_ROOT, file));

/** The job queue's pgboss schema and queues, as the first app start would install them. */
async function installJobQueue(db: Database): Promise<void> {
  await createJobQueue({ db, log: pino({ level: 'silent' }), trackingRetentionDays: 180 }).install();
}

/** Changes when a migration (or the tools that apply and store them, or the seeded colleges) changes. */
export function migrationsHash(migrationsDir = MIGRATIONS_DIR): string {
  const hash = createHash('sha256');
  hash.update(
    `template ${TEMPLATE_FORMAT} pglite ${packageVersion('@electric-sql/pglite')} drizzle ${packageVersion('drizzle-orm')} pg-boss ${packageVersion('pg-boss')}\n`,
  );
  for (const file of filesUnder(migrationsDir)) {
    hash.update(path.relative(migrationsDir, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  for (const file of SEED_FILES) hash.update(path.relative(PROJECT_ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 16);
}

async function ensurePgliteTemplate(hash: string): Promise<string> {
  const file = path.join(TEMPLATE_DIR, `pglite-${hash}.tar`);
  if (existsSync(file)) return file;
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  const client = await PGlite.create(undefined, { extensions: PGLITE_EXTENSIONS });
  try {
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    await seedColleges(db as unknown as Database);
    await installJobQueue(db as unknown as Database);
    // Each test file loads this dump into a new PGlite; template0 and template1 are a third of it
    // and nothing creates a database in PGlite, so they go (450 instead of 600 CPU-ms per file).
    for (const statement of [
      "update pg_database set datistemplate = false where datname in ('template0', 'template1')",
      'drop database template0',
      'drop database template1',
      // Each start of a copy sets up its shared buffers: 128 MB (the default) was half of a start's
      // CPU time (about 250 of 460 ms). A test database holds about 16 MB; pages past the buffers
      // are read from the in-memory data directory again. Written to postgresql.auto.conf, so every
      // copy starts with it.
      "alter system set shared_buffers = '16MB'",
      // The seeded colleges fill the first WAL segment past 75%, so a checkpoint preallocates a second
      // one (16 MB more to load per file). Move to that segment and checkpoint again with recycling off:
      // the first is removed, and the dump holds one segment as before (31 instead of 48 MB).
      'set wal_recycle = off',
      'checkpoint',
      'select pg_switch_wal()',
      'checkpoint',
    ]) {
      await client.exec(statement);
    }
    const dump = await client.dumpDataDir('none');
    // Written aside and renamed: a run started meanwhile never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await client.close();
  }
  // Templates of older migrations are of no further use.
  for (const old of readdirSync(TEMPLATE_DIR)) {
    if (old.startsWith('pglite-') && old.endsWith('.tar') && old !== path.basename(file)) rmSync(path.join(TEMPLATE_DIR, old), { force: true });
  }
  return file;
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

async function createPostgresTemplate(serverUrl: string, hash: string): Promise<string> {
  const name = `tmpl_${hash}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  try {
    await handle.migrate();
    await seedColleges(handle.db);
    await installJobQueue(handle.db);
  } finally {
    // CREATE DATABASE ... TEMPLATE needs the template without connections.
    await handle.close();
  }
  return name;
}

export default async function setup(project: TestProject) {
  const hash = migrationsHash();
  // Also on PostgreSQL runs: a test may open a PGlite of its own (openTestPglite).
  project.provide('pgliteTemplate', await ensurePgliteTemplate(hash));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    project.provide('postgresTemplate', '');
    return undefined;
  }
  const template = await createPostgresTemplate(serverUrl, hash);
  project.provide('postgresTemplate', template);
  return async () => {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  };
}
