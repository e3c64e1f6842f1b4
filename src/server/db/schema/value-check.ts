import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** `column IN ('a', 'b', ...)` for a CHECK constraint built from a shared value set. */
export function valueIn(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} IN (${sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '))})`;
}

/** `ARRAY['a', 'b', ...]::text[]`, for a CHECK that an array column holds only values of a shared value set (`column <@ ...`). */
export function arrayWithin(values: readonly string[]): SQL {
  return sql.raw(`ARRAY[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}]::text[]`);
}
