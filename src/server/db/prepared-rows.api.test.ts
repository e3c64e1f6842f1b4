/**
 * preparedRowsOf (docs/decisions/062): the rows of a statement
 * prepared by name, its values bound as parameters. On PostgreSQL a
 * connection prepares each text once, under a name made from the text, and
 * runs it again by that name; PGlite runs it as db.execute does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { rowsOf } from '#server/db/sql.ts';
import { preparedRowsOf } from './prepared-rows.ts';

describe('preparedRowsOf', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers the rows for each call\'s own values; on PostgreSQL one named statement per text, reused', async () => {
    const { db, kind } = testApp.database;
    const doubled = (value: number) => sql`select ${value}::int * 2 as doubled, 'a''b' as quoted`;
    // One transaction: every statement on the same connection, whose prepared statements it then lists.
    const { answers, prepared } = await db.transaction(async (tx) => {
      const answers = [];
      for (const value of [1, 2, 3]) answers.push(...(await preparedRowsOf<{ doubled: number; quoted: string }>(tx, doubled(value))));
      answers.push(...(await preparedRowsOf<{ doubled: number; quoted: string }>(tx, sql`select ${5}::int + 1 as doubled, 'x' as quoted`)));
      const prepared = await rowsOf<{ name: string; statement: string }>(tx, sql`select name, statement from pg_prepared_statements order by name`);
      return { answers, prepared };
    });
    expect(answers).toEqual([
      { doubled: 2, quoted: "a'b" },
      { doubled: 4, quoted: "a'b" },
      { doubled: 6, quoted: "a'b" },
      { doubled: 6, quoted: 'x' },
    ]);
    if (kind === 'postgres') {
      expect(prepared.map((row) => row.statement).sort()).toEqual(["select $1::int * 2 as doubled, 'a''b' as quoted", "select $1::int + 1 as doubled, 'x' as quoted"]);
      for (const row of prepared) expect(row.name).toMatch(/^q_[\w-]{32}$/);
    } else {
      expect(kind).toBe('pglite');
      expect(prepared).toEqual([]);
    }
  });
});
