/** A digest of every row of every table, to prove that a refused request changed nothing (not even one column). */
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { publicTableNames } from '#server/test/test-users.ts';

export async function tableDigests(db: Database): Promise<Record<string, string>> {
  const names = await publicTableNames(db);
  const union = sql.join(
    names.map(
      (name) =>
        sql`select ${name}::text as name, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as digest from ${sql.identifier(name)} r`,
    ),
    sql` union all `,
  );
  const rows = await db.execute(union);
  const digests: Record<string, string> = {};
  for (const row of (rows as unknown as { rows: { name: string; digest: string }[] }).rows) digests[row.name] = row.digest;
  return digests;
}
