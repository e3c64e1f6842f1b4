/**
 * A digest of every row version of every table, to prove that a refused
 * request changed nothing (not even one column). It reads each row's
 * position and the transaction that wrote it (tableoid, ctid, xmin), not
 * its text: any committed insert, update or delete changes that set (an
 * update writes a new row version, even one that sets a column to the value
 * it had), and a rolled-back write leaves it as it was. Reading positions
 * instead of whole rows is a third of the cost (the 2,969 colleges): 24 ->
 * 8 ms per call on PGlite (docs/decisions/028, session 21).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { publicTableNames } from '#server/test/test-users.ts';

export async function tableDigests(db: Database): Promise<Record<string, string>> {
  const names = await publicTableNames(db);
  const union = sql.join(
    names.map(
      (name) =>
        sql`select ${name}::text as name,
          md5(coalesce(string_agg(r.tableoid::text || ':' || r.ctid::text || ':' || r.xmin::text, ',' order by r.tableoid, r.ctid), '')) as digest
          from ${sql.identifier(name)} r`,
    ),
    sql` union all `,
  );
  const rows = await db.execute(union);
  const digests: Record<string, string> = {};
  for (const row of (rows as unknown as { rows: { name: string; digest: string }[] }).rows) digests[row.name] = row.digest;
  return digests;
}
