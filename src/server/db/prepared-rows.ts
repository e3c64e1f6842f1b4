/**
 * Rows of a statement prepared by name (docs/decisions/062):
 * on PostgreSQL each pooled connection parses and plans the statement once
 * and then only binds and executes it, where an unnamed statement is parsed,
 * analysed and planned on every call (for the board's cards that was half of
 * the statement's time). The name is a hash of the text, so one text is one
 * name on every connection. PGlite has no named statements: there it runs
 * as db.execute does.
 *
 * Only for statements whose text takes few forms (every value a parameter,
 * never a caller's or a row's data spliced into the text): each distinct
 * text stays prepared on each pooled connection for the connection's life.
 */
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

const dialect = new PgDialect();

export async function preparedRowsOf<T>(db: Pick<Database, '_'>, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const name = `q_${createHash('sha256').update(built.sql).digest('base64url').slice(0, 32)}`;
  const result = await db._.session.prepareQuery(built, undefined, name, false).execute();
  return (result as { rows: T[] }).rows;
}
