/**
 * Image fields take only our own uploads (issue 24 item 4, docs/decisions/057):
 * the team logo (create and settings), the Gold banner, the college logo and
 * the news cover refuse a third-party URL, an unknown upload and another
 * person's upload with 400 naming the field, and change nothing; the
 * caller's own upload is saved and served. Migration 0040: a third-party
 * address stored before is kept in its legacy_ column, reaches no viewer,
 * and the editor is told to upload it again.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollegeEdit } from '#shared/contracts/college-edit.ts';
import { IMAGE_TEXTS, IMAGE_URL_MESSAGE } from '#shared/contracts/image-url.ts';
import type { TeamManage } from '#shared/contracts/teams-manage.ts';
import { plainColleges } from '#server/test/colleges/college-edit-test-data.ts';
import { MIGRATIONS_DIR } from '#server/project-root.ts';
import { insertTeam, setTeamsFlag } from '#server/test/teams/schedule-test-data.ts';
import { rowsOf } from '#server/db/sql.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, signUpWithRoles, type TestUser } from '#server/test/test-users.ts';
import { uploadTestImage } from '../test/images/image-test-data.ts';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let collegeAdmin: TestUser;
let writer: TestUser;
let teamId: string;
let goldId: string;
let college: { id: string; slug: string; name: string };
let articleId: string;
const TRACKER = 'https://tracker.example/pixel.gif?viewer=1';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.ctx.db;
  await setTeamsFlag(db, true);
  owner = await signUpUser(t.app);
  stranger = await signUpUser(t.app);
  writer = await signUpWithRoles(t.app, ['yes_admin']);
  collegeAdmin = await signUpUser(t.app);
  [college] = (await plainColleges(db, 1)) as [{ id: string; slug: string; name: string }];
  await db.execute(sql`insert into user_roles (user_id, role, college_id) values (${collegeAdmin.id}, 'programs_college_admin', ${college.id})`);
  teamId = (await insertTeam(db, owner.id, { name: 'Image Field Team' })).id;
  goldId = (await insertTeam(db, owner.id, { tier: 'gold', name: 'Image Field Gold' })).id;
  const article = await t.app.inject({
    method: 'POST',
    url: '/api/news',
    headers: { cookie: writer.cookie },
    payload: { title: 'Cover news', slug: 'cover-news', summary: '', coverImageUrl: null, isPublished: true, body: 'Body' },
  });
  expect(article.statusCode, article.body).toBe(201);
  articleId = article.json().id;
});
afterAll(async () => t.close());

interface Field {
  name: string;
  field: string;
  who: () => TestUser;
  send: (who: TestUser, value: string) => { method: 'POST' | 'PATCH' | 'PUT'; url: string; payload: object };
  stored: () => Promise<string | null | undefined>;
}

const one = async (query: ReturnType<typeof sql>) => (await rowsOf<{ value: string | null }>(t.app.ctx.db, query))[0]?.value;

const FIELDS: Field[] = [
  {
    name: 'team logo on create',
    field: 'logoUrl',
    who: () => writer,
    send: (_who, value) => ({ method: 'POST', url: '/api/teams', payload: { name: `Created ${value.length}`, organizationType: 'high_school', logoUrl: value } }),
    stored: () => one(sql`select count(*)::text as value from teams`),
  },
  {
    name: 'team logo in settings',
    field: 'logoUrl',
    who: () => owner,
    send: (_who, value) => ({ method: 'PATCH', url: `/api/teams/${teamId}`, payload: { logoUrl: value } }),
    stored: () => one(sql`select logo_url as value from teams where id = ${teamId}`),
  },
  {
    name: 'Gold banner',
    field: 'bannerUrl',
    who: () => owner,
    send: (_who, value) => ({ method: 'PUT', url: `/api/teams/${goldId}/brand`, payload: { primaryColor: null, accentColor: null, bannerUrl: value } }),
    stored: () => one(sql`select banner_url as value from teams where id = ${goldId}`),
  },
  {
    name: 'college logo',
    field: 'logoUrl',
    who: () => collegeAdmin,
    send: (_who, value) => ({ method: 'PATCH', url: `/api/colleges/${college.slug}`, payload: { logoUrl: value } }),
    stored: () => one(sql`select logo_url as value from colleges where id = ${college.id}`),
  },
  {
    name: 'news cover',
    field: 'coverImageUrl',
    who: () => writer,
    send: (_who, value) => ({ method: 'PATCH', url: `/api/news/${articleId}`, payload: { coverImageUrl: value } }),
    stored: () => one(sql`select cover_image_url as value from news_articles where id = ${articleId}`),
  },
];

const collegeSlug = () => college.slug;
const send = (field: Field, value: string, who = field.who()) => t.app.inject({ ...field.send(who, value), headers: { cookie: who.cookie } });

describe.each(FIELDS)('$name', (field) => {
  it.each([
    ['a third-party https URL', TRACKER, IMAGE_URL_MESSAGE],
    ['an absolute URL of our own path on another host', `https://evil.example/api/images/${crypto.randomUUID()}`, IMAGE_URL_MESSAGE],
    ['an upload that does not exist', `/api/images/${crypto.randomUUID()}`, IMAGE_TEXTS.notFound],
  ])('refuses %s with 400 naming the field, and changes nothing', async (_case, value, message) => {
    const before = await field.stored();
    const response = await send(field, value);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.fields[field.field]).toBe(message);
    expect(await field.stored()).toBe(before);
  });

  it("refuses another person's upload", async () => {
    const before = await field.stored();
    const response = await send(field, await uploadTestImage(t.app, stranger));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.fields[field.field]).toBe(IMAGE_TEXTS.notYours);
    expect(await field.stored()).toBe(before);
  });

  it("saves the caller's own upload", async () => {
    const url = await uploadTestImage(t.app, field.who());
    const response = await send(field, url);
    expect(response.statusCode, response.body).toBeLessThan(300);
    if (field.name !== 'team logo on create') expect(await field.stored()).toBe(url);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });
});

describe('migration 0040: third-party addresses stored before uploads', () => {
  it('keeps them in legacy_ columns, gives viewers none, and tells the editors to upload again', async () => {
    const db = t.app.ctx.db;
    const migration = await readFile(path.join(MIGRATIONS_DIR, '0040_images_own_origin.sql'), 'utf8');
    const statements = migration.split('--> statement-breakpoint').map((statement) => statement.trim());
    const checks = statements.filter((statement) => /ADD CONSTRAINT "\w+_url_check"/.test(statement));
    expect(checks).toHaveLength(4);
    // The state before 0040: no checks, third-party addresses in the image columns.
    for (const [table, constraint] of [
      ['teams', 'teams_logo_url_check'],
      ['teams', 'teams_banner_url_check'],
      ['colleges', 'colleges_logo_url_check'],
      ['news_articles', 'news_articles_cover_image_url_check'],
    ] as const) {
      await db.execute(sql.raw(`alter table ${table} drop constraint ${constraint}`));
    }
    await db.execute(sql`update teams set logo_url = ${TRACKER}, banner_url = ${`${TRACKER}&b`}, brand_primary = '#3b82f6' where id = ${goldId}`);
    await db.execute(sql`update colleges set logo_url = ${`${TRACKER}&c`} where id = ${college.id}`);
    await db.execute(sql`update news_articles set cover_image_url = ${`${TRACKER}&n`} where id = ${articleId}`);
    const own = await one(sql`select logo_url as value from teams where id = ${teamId}`);

    for (const statement of statements.filter((text) => /UPDATE "/.test(text))) await db.execute(sql.raw(statement));
    for (const statement of checks) await db.execute(sql.raw(statement));

    // Nothing lost; an own upload stays where it was.
    expect(await one(sql`select legacy_logo_url || ' ' || legacy_banner_url as value from teams where id = ${goldId}`)).toBe(`${TRACKER} ${TRACKER}&b`);
    expect(await one(sql`select legacy_logo_url as value from colleges where id = ${college.id}`)).toBe(`${TRACKER}&c`);
    expect(await one(sql`select legacy_cover_image_url as value from news_articles where id = ${articleId}`)).toBe(`${TRACKER}&n`);
    expect(await one(sql`select logo_url as value from teams where id = ${teamId}`)).toBe(own);

    // No viewer receives a stored third-party address: team list, team manage, college page, college edit, news.
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: `/api/teams?q=${encodeURIComponent('Image Field Gold')}`, headers: { cookie: stranger.cookie } }),
      t.app.inject({ method: 'GET', url: `/api/teams/${goldId}/manage`, headers: { cookie: owner.cookie } }),
      t.app.inject({ method: 'GET', url: `/api/colleges/${college.slug}` }),
      t.app.inject({ method: 'GET', url: `/api/colleges/${college.slug}/edit`, headers: { cookie: collegeAdmin.cookie } }),
      t.app.inject({ method: 'GET', url: '/api/news/cover-news' }),
      t.app.inject({ method: 'GET', url: '/api/news' }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.body).not.toContain('tracker.example');
    }

    // The editors are told an old link is kept but no longer shown.
    const manage = answers[1]!.json() as TeamManage;
    expect(manage.team).toMatchObject({ logoUrl: null, hasOldLogoLink: true, hasOldBannerLink: true });
    expect((answers[3]!.json() as CollegeEdit).general).toMatchObject({ logoUrl: null, hasOldLogoLink: true });

    // A save without a logo (the settings form sends '' for none) keeps the old link and its notice.
    const other = await t.app.inject({ method: 'PATCH', url: `/api/teams/${goldId}`, headers: { cookie: owner.cookie }, payload: { description: 'Saved', logoUrl: '' } });
    expect(other.statusCode, other.body).toBe(200);
    const brandSave = await t.app.inject({ method: 'PUT', url: `/api/teams/${goldId}/brand`, headers: { cookie: owner.cookie }, payload: { primaryColor: '#3b82f6', accentColor: null, bannerUrl: '' } });
    expect(brandSave.statusCode, brandSave.body).toBe(200);
    expect(await one(sql`select legacy_logo_url || ' ' || legacy_banner_url as value from teams where id = ${goldId}`)).toBe(`${TRACKER} ${TRACKER}&b`);
    const collegeSave = await t.app.inject({ method: 'PATCH', url: `/api/colleges/${collegeSlug()}`, headers: { cookie: collegeAdmin.cookie }, payload: { description: 'Saved', logoUrl: null } });
    expect(collegeSave.statusCode, collegeSave.body).toBe(200);
    expect(collegeSave.json()).toMatchObject({ logoUrl: null, hasOldLogoLink: true });

    // Uploading again replaces the old link; the notice goes.
    const logo = await uploadTestImage(t.app, owner);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/teams/${goldId}`, headers: { cookie: owner.cookie }, payload: { logoUrl: logo } })).statusCode).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url: `/api/teams/${goldId}/manage`, headers: { cookie: owner.cookie } })).json() as TeamManage;
    expect(after.team).toMatchObject({ logoUrl: logo, hasOldLogoLink: false, hasOldBannerLink: true });
  });

  it('says nothing about an old link to a member who is not a manager', async () => {
    const db = t.app.ctx.db;
    const member = await signUpUser(t.app);
    await db.execute(sql`insert into team_members (team_id, user_id, role) values (${goldId}, ${member.id}, 'player')`);
    const manage = (await t.app.inject({ method: 'GET', url: `/api/teams/${goldId}/manage`, headers: { cookie: member.cookie } })).json() as TeamManage;
    expect(manage.team.hasOldBannerLink).toBe(false);
  });
});
