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

/**
 * `column ~ '^/api/images/{uuid}$'`: an image column holds only our own upload's
 * path (docs/decisions/057), never a third-party address that could track viewers.
 */
export function ownImagePath(column: AnyPgColumn): SQL {
  return sql`${column} ~ '^/api/images/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'`;
}
