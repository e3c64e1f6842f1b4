/**
 * The hourly `image-cleanup` job (docs/decisions/057, "Clean-up") on a real
 * database: an old upload no column references goes, in batches; one that
 * any referencing column holds (each image column, its legacy column, a
 * Markdown body of a news article or learn page, an avatar) stays, and so
 * does a recent one; a logo replaced through the API frees the old upload;
 * a second run deletes nothing more.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainColleges } from '#server/test/colleges/college-edit-test-data.ts';
import { insertTeam, setTeamsFlag } from '#server/test/teams/schedule-test-data.ts';
import { rowsOf } from '#server/db/sql.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, type TestUser } from '#server/test/test-users.ts';
import { deleteUnusedImages, IMAGE_CLEANUP_GRACE_HOURS } from './delete-unused-images.ts';
import { uploadTestImage } from '../test/images/image-test-data.ts';

let t: TestApp;
let owner: TestUser;
let teamId: string;
let collegeId: string;

beforeAll(async () => {
  t = await createTestApp();
  await setTeamsFlag(t.app.ctx.db, true);
  owner = await signUpUser(t.app);
  teamId = (await insertTeam(t.app.ctx.db, owner.id, { name: 'Cleanup Team' })).id;
  collegeId = (await plainColleges(t.app.ctx.db, 1))[0]!.id;
});
afterAll(async () => t.close());

const idOf = (url: string) => url.slice('/api/images/'.length);

/** An upload through POST /api/images, dated `hoursAgo` back. */
async function upload(hoursAgo: number): Promise<string> {
  const url = await uploadTestImage(t.app, owner);
  await t.database.db.execute(sql`update images set created_at = now() - make_interval(hours => ${hoursAgo}) where id = ${idOf(url)}::uuid`);
  return url;
}

async function stored(urls: string[]): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(t.database.db, sql`select id::text as id from images order by id`);
  const left = new Set(rows.map((row) => row.id));
  return urls.filter((url) => left.has(idOf(url)));
}

const OLD = IMAGE_CLEANUP_GRACE_HOURS + 1;

const REFERENCING_COLUMNS = [
  'teams.logo_url',
  'teams.legacy_logo_url',
  'teams.banner_url',
  'teams.legacy_banner_url',
  'colleges.logo_url',
  'colleges.legacy_logo_url',
  'news_articles.cover_image_url',
  'news_articles.legacy_cover_image_url',
  'news_articles.body',
  'content_pages.body',
  'profiles.avatar_url',
  'user_profiles.avatar_url',
];

describe('image-cleanup', () => {
  it('deletes old unreferenced uploads, in batches; keeps recent ones and every referenced one; a re-run deletes nothing', async () => {
    const db = t.database.db;
    const unused = [await upload(OLD), await upload(OLD), await upload(OLD * 30)];
    const recent = [await upload(IMAGE_CLEANUP_GRACE_HOURS - 1), await upload(0)];

    // One old upload held by each column that can refer to an image (listed here, not read from the job's own list).
    const kept: Record<string, string> = {};
    for (const key of REFERENCING_COLUMNS) kept[key] = await upload(OLD);
    const ref = (key: string) => kept[key]!;
    await db.execute(sql`update teams set logo_url = ${ref('teams.logo_url')}, banner_url = ${ref('teams.banner_url')},
      legacy_logo_url = ${`https://old.example${ref('teams.legacy_logo_url')}`}, legacy_banner_url = ${`http://localhost:3000${ref('teams.legacy_banner_url')}`}
      where id = ${teamId}`);
    await db.execute(sql`update colleges set logo_url = ${ref('colleges.logo_url')}, legacy_logo_url = ${`https://x.example${ref('colleges.legacy_logo_url')}?v=1`}
      where id = ${collegeId}`);
    // Markdown bodies: an image among other text, a link, and an address written in upper case.
    await db.execute(sql`insert into news_articles (slug, title, body, cover_image_url, legacy_cover_image_url)
      values ('cleanup-news', 'Cleanup news', ${`Intro\n\n![Team photo](${ref('news_articles.body')} "Photo")\n\nMore text.`},
        ${ref('news_articles.cover_image_url')}, ${`https://cdn.example${ref('news_articles.legacy_cover_image_url')}`})`);
    await db.execute(sql`insert into content_pages (slug, title, body)
      values ('cleanup-learn', 'Cleanup learn', ${`See [the chart](/api/images/${idOf(ref('content_pages.body')).toUpperCase()}).`})`);
    await db.execute(sql`update profiles set avatar_url = ${ref('profiles.avatar_url')} where id = ${owner.id}`);
    await db.execute(sql`update user_profiles set avatar_url = ${ref('user_profiles.avatar_url')} where user_id = ${owner.id}`);

    const first = await deleteUnusedImages(db, IMAGE_CLEANUP_GRACE_HOURS, 2);
    expect(first.deleted).toBeGreaterThanOrEqual(unused.length);
    expect(await stored(unused)).toEqual([]);
    expect(await stored(recent)).toEqual(recent);
    for (const [key, url] of Object.entries(kept)) expect(await stored([url]), `referenced by ${key}`).toEqual([url]);

    // Idempotent: nothing more is due.
    expect(await deleteUnusedImages(db)).toEqual({ deleted: 0 });
    expect(await stored([...recent, ...Object.values(kept)])).toEqual([...recent, ...Object.values(kept)]);

    // Once a body no longer refers to its image, the image goes on the next run.
    await db.execute(sql`update content_pages set body = 'No image any more.' where slug = 'cleanup-learn'`);
    expect(await deleteUnusedImages(db)).toEqual({ deleted: 1 });
    expect(await stored([ref('content_pages.body')])).toEqual([]);
  });

  it('a team logo replaced by a newer upload frees the old one; the current one stays', async () => {
    const otherTeamId = (await insertTeam(t.app.ctx.db, owner.id, { name: 'Replaced Logo Team' })).id;
    const before = await upload(0);
    const saved = await t.app.inject({ method: 'PATCH', url: `/api/teams/${otherTeamId}`, headers: { cookie: owner.cookie }, payload: { logoUrl: before } });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await upload(0);
    const replaced = await t.app.inject({ method: 'PATCH', url: `/api/teams/${otherTeamId}`, headers: { cookie: owner.cookie }, payload: { logoUrl: after } });
    expect(replaced.statusCode, replaced.body).toBe(200);
    await t.database.db.execute(sql`update images set created_at = now() - interval '2 days' where id in (${idOf(before)}::uuid, ${idOf(after)}::uuid)`);

    expect(await deleteUnusedImages(t.database.db)).toEqual({ deleted: 1 });
    expect(await stored([before, after])).toEqual([after]);
    expect((await t.app.inject({ method: 'GET', url: before })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: after })).statusCode).toBe(200);
  });
});
