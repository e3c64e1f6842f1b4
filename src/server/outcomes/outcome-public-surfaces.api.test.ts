/**
 * The public surfaces of recruiting outcomes (docs/decisions/041): the
 * embeddable widget's data and page headers (framable there and nowhere
 * else, cacheable, no cookie), the success page's share image and Open
 * Graph tags (only for a confirmed, public outcome), and "Committed
 * elsewhere" for the pipeline board.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProgram } from '#server/test/colleges/college-edit-test-data.ts';
import { claimedColleges, type TestCollege } from '#server/test/colleges/college-staff-test-data.ts';
import { birthDateForAge } from '#server/seed/birth-date-for-age.ts';
import { setProfile } from '#server/test/profiles/player-test-data.ts';
import { insertUser } from '#server/test/teams/team-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, type TestUser } from '#server/test/test-users.ts';
import { rowsOf } from '#server/db/sql.ts';
import { committedElsewhereSql } from './outcome-access-sql.ts';
import { insertOutcome } from '../test/outcomes/outcome-test-data.ts';
import { removeWebRoot, standInWebRoot } from '#server/test/web-root.ts';

const INDEX_HTML = '<!doctype html><html><head><title>Esports Recruiting</title></head><body><div id="root"></div></body></html>';
let t: TestApp;
let webRoot: string;
let college: TestCollege;
let otherCollege: TestCollege;
let recruiting: string;
let withForm: string;
let formId: string;
let minorId: string;
let adultId: string;
let signedIn: TestUser;

beforeAll(async () => {
  webRoot = standInWebRoot(INDEX_HTML);
  t = await createTestApp({ serveWeb: true, webRoot, baseUrl: 'https://recruit.example.com' });
  const { db } = t.app.ctx;
  [college, otherCollege] = (await claimedColleges(db, 2)) as [TestCollege, TestCollege];
  recruiting = await insertProgram(db, college.id, 'valorant', 'varsity', { isRecruiting: true, classYears: [2028, 2027] });
  withForm = await insertProgram(db, college.id, 'rocket-league', 'club', { isRecruiting: true });
  await insertProgram(db, college.id, 'overwatch', 'varsity', { isRecruiting: false });
  await db.execute(sql`insert into college_program_roles (program_id, role, count, priority, position) values
    (${recruiting}, 'Sentinel', 1, 'medium', 1), (${recruiting}, 'Duelist', 2, 'high', 0)`);
  const [form] = await rowsOf<{ id: string }>(db, sql`insert into interest_forms (program_id, title) values (${withForm}, 'Tryouts') returning id`);
  formId = form!.id;
  const [version] = await rowsOf<{ id: string }>(
    db,
    sql`insert into interest_form_versions (form_id, version, fields, json_schema, ui_schema) values (${formId}, 1, '[]', '{}', '{}') returning id`,
  );
  await db.execute(sql`update interest_forms set status = 'published', current_version_id = ${version!.id} where id = ${formId}`);
  const minor = await insertUser(db, 'Mia Minor');
  minorId = minor.id;
  await setProfile(db, minorId, { slug: 'mia-minor', displayName: 'Mia', lastName: 'Hidden', city: 'Austin', birthDate: birthDateForAge(16), gradYear: 2027, state: 'TX' });
  const adult = await insertUser(db, 'Adam Adult');
  adultId = adult.id;
  await setProfile(db, adultId, { slug: 'adam-adult', displayName: 'Adam' });
  signedIn = await signUpUser(t.app);
});
afterAll(async () => {
  await t?.close();
  removeWebRoot(webRoot);
});

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('the widget', () => {
  it('?college= lists the recruiting programs with their needs and an Apply link, cacheable, no cookie even for a signed-in caller', async () => {
    const response = await get(`/api/widget?college=${college.slug}`, signedIn.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['set-cookie']).toBeUndefined();
    const body = response.json();
    expect(body.college).toEqual({ name: college.name, slug: college.slug });
    expect(body.programs).toEqual([
      expect.objectContaining({ id: withForm, titleName: 'Rocket League', level: 'club', applyPath: `/college/${college.slug}/apply/${formId}` }),
      {
        id: recruiting,
        titleName: 'Valorant',
        level: 'varsity',
        openSpots: 2,
        classYears: [2027, 2028],
        rolesNeeded: [
          { role: 'Duelist', count: 2, priority: 'high' },
          { role: 'Sentinel', count: 1, priority: 'medium' },
        ],
        applyPath: `/college/${college.slug}?program=${recruiting}`,
      },
    ]);
  });

  it('?player= shows a public, confirmed commitment with a minor’s safe fields only; otherwise 404 as for an unknown player', async () => {
    const { db } = t.app.ctx;
    const selfReported = await insertOutcome(db, { playerUserId: minorId, collegeId: college.id, programId: recruiting, playerConsent: true, guardianConsent: true, guardianApproved: true });
    expect((await get('/api/widget?player=mia-minor')).statusCode).toBe(404);
    const confirmed = await insertOutcome(db, {
      playerUserId: minorId,
      collegeId: college.id,
      programId: recruiting,
      recordedBy: 'program',
      confirmed: true,
      playerConsent: true,
      guardianConsent: true,
      status: 'signed',
      decidedOn: '2026-11-20',
    });
    expect(confirmed).not.toBe(selfReported);
    const response = await get('/api/widget?player=mia-minor', signedIn.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.json()).toEqual({
      kind: 'player',
      player: { displayName: 'Mia', classYear: 2027, state: 'TX', profileSlug: null },
      commitment: { id: confirmed, status: 'signed', decidedOn: '2026-11-20', college: { name: college.name, slug: college.slug }, titleName: 'Valorant' },
    });
    expect(response.body).not.toMatch(/Hidden|Austin/);
    await db.execute(sql`update recruiting_outcomes set guardian_public_consent_at = null where id = ${confirmed}`);
    expect((await get('/api/widget?player=mia-minor')).statusCode).toBe(404);
    expect((await get('/api/widget?player=no-such-player')).statusCode).toBe(404);
  });

  it.each(['', '?college=a&player=b', '?college='])('%s is 400', async (query) => {
    expect((await get(`/api/widget${query}`)).statusCode).toBe(400);
  });

  it('an unknown college is 404', async () => {
    expect((await get('/api/widget?college=no-such-college')).statusCode).toBe(404);
  });
});

describe('framing', () => {
  it('the widget page may be framed by any site and is cacheable; it sets no cookie', async () => {
    const response = await get('/recruiting-status-widget?college=x', signedIn.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['x-frame-options']).toBeUndefined();
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain('frame-ancestors *');
    expect(csp).not.toContain("frame-ancestors 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it.each(['/', '/recruiting-status/00000000-0000-4000-8000-000000000000', '/api/widget?college=x', '/recruiting-success/00000000-0000-4000-8000-000000000000'])(
    '%s stays unframeable',
    async (url) => {
      const response = await get(url);
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    },
  );
});

describe('the success page, its share image and tags', () => {
  it('a confirmed public outcome has a PNG (cacheable, ETag, 304), tags in the page, and the success data', async () => {
    const { db } = t.app.ctx;
    const id = await insertOutcome(db, { playerUserId: adultId, collegeId: college.id, programId: recruiting, recordedBy: 'program', confirmed: true, playerConsent: true });
    const image = await get(`/api/recruiting-outcomes/${id}/share-image.png`, signedIn.cookie);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=300');
    expect(image.headers['set-cookie']).toBeUndefined();
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const again = await t.app.inject({ method: 'GET', url: `/api/recruiting-outcomes/${id}/share-image.png`, headers: { 'if-none-match': String(image.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const page = await get(`/recruiting-success/${id}`);
    expect(page.body).toContain(`<meta property="og:image" content="https://recruit.example.com/api/recruiting-outcomes/${id}/share-image.png" />`);
    expect(page.body).toContain(`<meta property="og:title" content="Adam · Committed · ${college.name.replace(/&/g, '&amp;')}" />`);
    const success = (await get(`/api/recruiting-success/${id}`)).json();
    expect(success).toMatchObject({ id, status: 'committed', college: { slug: college.slug }, imagePath: `/api/recruiting-outcomes/${id}/share-image.png` });
  });

  it('self-reported, declined, or without consent: no image, no tags', async () => {
    const { db } = t.app.ctx;
    for (const state of [
      { playerConsent: true },
      { recordedBy: 'program' as const, confirmed: true },
      { recordedBy: 'program' as const, confirmed: true, playerConsent: true, withdrawn: true },
    ]) {
      const id = await insertOutcome(db, { playerUserId: adultId, collegeId: otherCollege.id, ...state });
      expect((await get(`/api/recruiting-outcomes/${id}/share-image.png`)).statusCode).toBe(404);
      expect((await get(`/api/recruiting-success/${id}`)).statusCode).toBe(404);
      const page = await get(`/recruiting-success/${id}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(INDEX_HTML);
    }
  });
});

describe('committed elsewhere', () => {
  it('is a public committed or signed outcome with another college, probed through the partial index', async () => {
    const { db } = t.app.ctx;
    await db.execute(sql`update recruiting_outcomes set withdrawn_at = now() where player_user_id = ${adultId}`);
    const ask = async (collegeId: string) =>
      (await rowsOf<{ yes: boolean }>(db, sql`select ${committedElsewhereSql(sql`${adultId}`, sql`${collegeId}::uuid`)} as yes`))[0]!.yes;
    const id = await insertOutcome(db, { playerUserId: adultId, collegeId: college.id, status: 'verbal', playerConsent: true });
    expect(await ask(otherCollege.id)).toBe(false);
    await db.execute(sql`update recruiting_outcomes set status = 'committed' where id = ${id}`);
    expect(await ask(otherCollege.id)).toBe(true);
    expect(await ask(college.id)).toBe(false);
    await db.execute(sql`update recruiting_outcomes set player_public_consent_at = null where id = ${id}`);
    expect(await ask(otherCollege.id)).toBe(false);
  });
});
