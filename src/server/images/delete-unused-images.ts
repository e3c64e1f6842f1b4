/**
 * The hourly `image-cleanup` job (docs/decisions/057, "Clean-up"): uploads
 * that no column references and that are older than a grace period go, so
 * an upload never saved into a field, or replaced by a newer one, does not
 * stay in `images` for good. The grace period keeps an upload whose form is
 * still waiting to be saved.
 *
 * A reference is any `/api/images/{uuid}` found anywhere in a column that
 * can hold one: the image columns (CHECK `ownImagePath`), their `legacy_`
 * columns, the Markdown bodies of learn pages and news (an editor can write
 * `![](/api/images/...)`) and the avatar columns. Ids are pulled out of
 * those columns set-wise, in the one DELETE statement, never per image; a
 * new column that can hold an image address belongs in IMAGE_REFERENCES.
 *
 * Batches of IMAGE_CLEANUP_CHUNK, oldest first, until a batch comes back
 * short, so one run never holds a long lock. Idempotent: a re-run finds only
 * what is still unreferenced and past the grace period.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';

export const IMAGE_CLEANUP_GRACE_HOURS = 24;
export const IMAGE_CLEANUP_CHUNK = 500;

/** Every column that can hold an image address, by table. */
export const IMAGE_REFERENCES: Readonly<Record<string, readonly string[]>> = {
  teams: ['logo_url', 'legacy_logo_url', 'banner_url', 'legacy_banner_url'],
  colleges: ['logo_url', 'legacy_logo_url'],
  news_articles: ['cover_image_url', 'legacy_cover_image_url', 'body'],
  content_pages: ['body'],
  profiles: ['avatar_url'],
  user_profiles: ['avatar_url'],
};

/** The uuid after `/api/images/` (any case: a hand-written Markdown address may be upper case). */
const IMAGE_ADDRESS = '/api/images/([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})';

/** `select id from ...` over every referencing column: the ids (lower case text) some row refers to. */
function referencedIds() {
  const selects = Object.entries(IMAGE_REFERENCES).flatMap(([table, columns]) =>
    columns.map(
      (column) => sql`select lower(m.groups[1]) as id
        from ${sql.identifier(table)} r,
          regexp_matches(r.${sql.identifier(column)}, ${IMAGE_ADDRESS}, 'g') as m(groups)
        where r.${sql.identifier(column)} like '%/api/images/%'`,
    ),
  );
  return sql.join(selects, sql` union `);
}

export interface ImageCleanupRun {
  deleted: number;
}

/** Deletes unreferenced uploads older than `graceHours`; answers how many went. */
export async function deleteUnusedImages(
  db: Database,
  graceHours: number = IMAGE_CLEANUP_GRACE_HOURS,
  chunk: number = IMAGE_CLEANUP_CHUNK,
): Promise<ImageCleanupRun> {
  let deleted = 0;
  for (;;) {
    const [row] = await rowsOf<{ count: number }>(
      db,
      sql`with referenced as (${referencedIds()}),
        gone as (
          delete from images where id in (
            select i.id from images i
            where i.created_at < now() - make_interval(hours => ${graceHours})
              and not exists (select 1 from referenced where referenced.id = i.id::text)
            order by i.created_at, i.id
            limit ${chunk})
          returning 1)
        select count(*)::int as count from gone`,
    );
    const count = Number(row?.count ?? 0);
    deleted += count;
    if (count < chunk) return { deleted };
  }
}
