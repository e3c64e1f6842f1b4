/**
 * The api project's databases are copies of a template migrated once per
 * run (api-global-setup.ts, issue 10.15): each copy is fully migrated and
 * on its own, and a changed migrations folder makes a new template.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '#server/project-root.ts';
import { rowsOf } from '#server/db/sql.ts';
import { migrationsHash } from '#server/test/api-global-setup.ts';
import { createTestApp, openTestPglite, type TestApp } from '#server/test/create-test-app.ts';

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };

async function appliedMigrations(t: TestApp['database']): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(t.db, sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
  return row!.count;
}

describe('test databases: copies of a migrated template (issue 10.15)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('a test app database has every committed migration applied', async () => {
    expect(journal.entries.length).toBeGreaterThan(0);
    expect(await appliedMigrations(t.database)).toBe(journal.entries.length);
    // migrate() again finds nothing to apply.
    await t.database.migrate();
    expect(await appliedMigrations(t.database)).toBe(journal.entries.length);
  });

  it('each copy is a database of its own', async () => {
    const first = await openTestPglite();
    const second = await openTestPglite();
    try {
      await first.db.execute(sql`create table template_probe (id int)`);
      await expect(second.db.execute(sql`select * from template_probe`)).rejects.toThrow(/template_probe/);
      expect(await appliedMigrations(second)).toBe(journal.entries.length);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('the template name changes when a migration is added or edited', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    try {
      cpSync(MIGRATIONS_DIR, dir, { recursive: true });
      const committed = migrationsHash(dir);
      expect(committed).toBe(migrationsHash());
      writeFileSync(path.join(dir, '9999_added.sql'), 'select 1;');
      const added = migrationsHash(dir);
      expect(added).not.toBe(committed);
      writeFileSync(path.join(dir, '9999_added.sql'), 'select 2;');
      expect(migrationsHash(dir)).not.toBe(added);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
