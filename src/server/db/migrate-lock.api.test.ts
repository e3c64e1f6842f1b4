/**
 * Two app instances started at once on one PostgreSQL database (docs/decisions/087) must not both apply the
 * same migration: migrate() holds an advisory lock while it migrates, so the second waits and then finds
 * nothing to apply. On PGlite each instance has a database of its own; there a second migrate() applies nothing.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';
import { MIGRATIONS_DIR } from '#server/project-root.ts';
import { openTestPglite } from '#server/test/create-test-app.ts';

const JOURNAL: { entries: unknown[] } = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'));

async function appliedCount(handle: DatabaseHandle): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(handle.db, sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
  return row?.count ?? 0;
}

async function withAdmin<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

describe('migrate()', () => {
  it('applies each migration once when two instances start at the same time', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) {
      const handle = await openTestPglite();
      try {
        await handle.migrate();
        await handle.migrate();
        expect(await appliedCount(handle)).toBe(JOURNAL.entries.length);
      } finally {
        await handle.close();
      }
      return;
    }
    // An empty database, not the migrated template: both instances find every migration to apply.
    const name = `test_${randomBytes(6).toString('hex')}`;
    await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handles = await Promise.all([openDatabase({ databaseUrl: url.toString() }), openDatabase({ databaseUrl: url.toString() })]);
    try {
      const results = await Promise.allSettled(handles.map((handle) => handle.migrate()));
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
      expect(await appliedCount(handles[0])).toBe(JOURNAL.entries.length);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  }, 120_000);
});
