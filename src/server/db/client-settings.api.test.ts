/**
 * The app's PostgreSQL connections compile no statement with JIT: at a
 * million profiles one profile page spent 3.3 s in LLVM for a statement
 * that ran in 1 ms (docs/decisions/027). PGlite has no JIT to turn off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { rowsOf } from '#server/db/sql.ts';

describe('database connection settings', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('turns JIT off on every PostgreSQL connection of the pool', async () => {
    const { db, kind } = testApp.database;
    const settings = await Promise.all(
      Array.from({ length: 3 }, () => rowsOf<{ jit: string }>(db, sql`select current_setting('jit') as jit`)),
    );
    if (kind === 'postgres') expect(settings.map(([row]) => row?.jit)).toEqual(['off', 'off', 'off']);
    else expect(kind).toBe('pglite');
  });
});
