/**
 * The college edit page's API (issue 12.5, docs/decisions/033): what GET
 * .../edit holds, saving the general fields and programs, and bad input:
 * every case of the issue answered 400 with a field message and nothing
 * changed (a digest of every table before and after), a program of another
 * college as 404, and the database's own refusals turned into the same
 * field messages (a write racing another is never a 500).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLEGE_EDIT_TEXTS, type CollegeEdit, type CollegeGeneral, type ProgramEdit, type ProgramInput } from '#shared/contracts/college-edit.ts';
import type { College } from '#shared/contracts/colleges.ts';
import { IMAGE_URL_MESSAGE } from '#shared/contracts/image-url.ts';
import { classYearRange } from '#shared/contracts/profile-setup.ts';
import type { Role } from '#shared/access/roles.ts';
import { AppError } from '#shared/app-error.ts';
import { collegePrograms } from '#server/db/schema/colleges.ts';
import { DEMO_COLLEGE_ID } from '#server/seed/demo-accounts.ts';
import { seedDemoColleges } from '#server/seed/seed-demo-colleges.ts';
import { tierOf } from '#server/test/profiles/player-test-data.ts';
import { insertTeam } from '#server/test/teams/team-test-data.ts';
import { rowsOf } from '#server/db/sql.ts';
import { uploadTestImage } from '#server/test/images/image-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { tableDigests } from '#server/test/table-digests.ts';
import { signUpUser, type TestUser } from '#server/test/test-users.ts';
import { constraintAsFieldError } from './college-program-checks.ts';
import { insertProgram, plainColleges, programBody } from '../../test/colleges/college-edit-test-data.ts';

let t: TestApp;
let college: { id: string; slug: string; name: string };
let otherCollege: { id: string; slug: string; name: string };
let admin: TestUser;
let platformAdmin: TestUser;
let ownTeam: { id: string; name: string };
let strangersTeam: { id: string; name: string };

async function signUpScoped(role: Role, collegeId: string | null): Promise<TestUser> {
  const user = await signUpUser(t.app);
  await t.app.ctx.db.execute(sql`insert into user_roles (user_id, role, college_id) values (${user.id}, ${role}, ${collegeId})`);
  return user;
}

beforeAll(async () => {
  t = await createTestApp();
  [college, otherCollege] = (await plainColleges(t.app.ctx.db, 2)) as [typeof college, typeof otherCollege];
  admin = await signUpScoped('programs_college_admin', college.id);
  platformAdmin = await signUpScoped('yes_admin', null);
  const stranger = await signUpUser(t.app);
  const idAndName = ({ id, name }: { id: string; name: string }) => ({ id, name });
  ownTeam = idAndName(await insertTeam(t.app.ctx.db, admin.id, { name: 'Edit Test Owned Team' }));
  strangersTeam = idAndName(await insertTeam(t.app.ctx.db, stranger.id, { name: 'Edit Test Stranger Team' }));
});
afterAll(async () => t.close());

const as = (user: TestUser) => ({ cookie: user.cookie });

async function getEdit(user: TestUser = admin, slug = college.slug): Promise<CollegeEdit> {
  const response = await t.app.inject({ method: 'GET', url: `/api/colleges/${slug}/edit`, headers: as(user) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CollegeEdit;
}

async function addProgram(body: ProgramInput, user: TestUser = admin, slug = college.slug): Promise<ProgramEdit> {
  const response = await t.app.inject({ method: 'POST', url: `/api/colleges/${slug}/programs`, headers: as(user), payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as ProgramEdit;
}

/** Sends the request, expects `status` with a message on each of `fields`, and that no table changed. */
async function expectRefused(
  request: { method: 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object },
  status: number,
  fields: Record<string, string | RegExp> = {},
) {
  const before = await tableDigests(t.app.ctx.db);
  const response = await t.app.inject({ ...request, headers: as(admin) });
  expect(response.statusCode, response.body).toBe(status);
  const error = (response.json() as { error: { fields?: Record<string, string> } }).error;
  for (const [field, message] of Object.entries(fields)) expect(error.fields?.[field], `${field} in ${response.body}`).toMatch(message);
  expect(await tableDigests(t.app.ctx.db)).toEqual(before);
}

const tier = (title: string, name: string) => tierOf(t.app.ctx.db, title, name).then((row) => row.tierId);

describe('GET /api/colleges/:slug/edit', () => {
  it('holds the header, general fields, programs with raw ids, the six ladders with roles and the teams the viewer manages', async () => {
    const minTier = await tier('valorant', 'Gold 1');
    const programId = await insertProgram(t.app.ctx.db, college.id, 'valorant', 'junior_varsity', {
      minTierId: minTier,
      classYears: [2027, 2026],
      minGpa: 2.75,
      scholarshipMin: 500,
      scholarshipMax: 2000,
      teamId: strangersTeam.id,
    });
    await t.app.ctx.db.execute(sql`insert into college_program_roles (program_id, role, count, priority, position) values
      (${programId}, 'IGL', 1, 'low', 1), (${programId}, 'Duelist', 2, 'high', 0)`);
    const edit = await getEdit();
    expect(edit.college).toMatchObject({ id: college.id, slug: college.slug, name: college.name, isDemo: false, isClaimed: false });
    expect(edit.general).toEqual({ description: null, logoUrl: null, hasOldLogoLink: false, socials: { x: null, twitch: null, youtube: null, discord: null, instagram: null, tiktok: null } });
    expect(edit.permissions).toEqual({ edit: true, manage: true, view: true });
    expect(edit.programs?.find((program) => program.id === programId)).toEqual({
      id: programId, titleSlug: 'valorant', titleName: 'Valorant', level: 'junior_varsity', rosterSize: 10, openSpots: 2,
      rolesNeeded: [{ role: 'Duelist', count: 2, priority: 'high' }, { role: 'IGL', count: 1, priority: 'low' }],
      classYears: [2026, 2027], minTierId: minTier, targetTierId: null, minGpa: 2.75, scholarshipMin: 500, scholarshipMax: 2000,
      isRecruiting: false, tryoutNotes: null, tryoutsAt: null, team: { id: strangersTeam.id, name: strangersTeam.name },
    });
    expect(edit.titles.map((title) => title.slug)).toEqual(['valorant', 'league-of-legends', 'rocket-league', 'overwatch', 'marvel-rivals', 'counter-strike']);
    const valorant = edit.titles[0]!;
    expect(valorant.roles).toContain('Duelist');
    expect(valorant.tiers[0]!.name).toBe('Iron 1');
    expect(valorant.tiers.map((row) => row.ordinal)).toEqual([...valorant.tiers.map((row) => row.ordinal)].sort((a, b) => a - b));
    // The college admin links only teams they own; a platform admin any live team.
    expect(edit.teams).toEqual([{ id: ownTeam.id, name: ownTeam.name }]);
    expect((await getEdit(platformAdmin)).teams.map((team) => team.id)).toEqual(expect.arrayContaining([ownTeam.id, strangersTeam.id]));
    await t.app.ctx.db.delete(collegePrograms).where(sql`${collegePrograms.id} = ${programId}`);
  });
});

describe('PATCH /api/colleges/:slug (general)', () => {
  it('saves description, logo and socials, leaves out what is not sent, moves updated_at, and the public page shows them', async () => {
    const [{ updatedAt: before }] = (await rowsOf<{ updatedAt: string }>(t.app.ctx.db, sql`select updated_at::text as "updatedAt" from colleges where id = ${college.id}`)) as [
      { updatedAt: string },
    ];
    const logoUrl = await uploadTestImage(t.app, admin);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/colleges/${college.slug}`,
      headers: as(admin),
      payload: {
        description: '  Our esports program plays in two leagues.\nTryouts every fall.  ',
        logoUrl,
        socials: { twitch: 'https://www.twitch.tv/ourcollege', discord: 'https://discord.gg/abc123', x: '' },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const general = response.json() as CollegeGeneral;
    expect(general).toEqual({
      description: 'Our esports program plays in two leagues.\nTryouts every fall.',
      logoUrl,
      hasOldLogoLink: false,
      socials: { x: null, twitch: 'https://www.twitch.tv/ourcollege', youtube: null, discord: 'https://discord.gg/abc123', instagram: null, tiktok: null },
    });
    const [after] = await rowsOf<{ updatedAt: string }>(t.app.ctx.db, sql`select updated_at::text as "updatedAt" from colleges where id = ${college.id}`);
    expect(after!.updatedAt).not.toBe(before);

    const logoOnly = await t.app.inject({ method: 'PATCH', url: `/api/colleges/${college.slug}`, headers: as(admin), payload: { logoUrl: null } });
    expect(logoOnly.json()).toEqual({ ...general, logoUrl: null });
    const page = await t.app.inject({ method: 'GET', url: `/api/colleges/${college.slug}` });
    expect(page.json() as College).toMatchObject({ description: general.description, logoUrl: null, socials: general.socials });
  });

  const bad: [string, object, string, RegExp][] = [
    ['a 10,000-character description', { description: 'x'.repeat(10_000) }, 'description', /at most 2,000 characters/],
    ['HTML in the description', { description: 'Hello <script>alert(1)</script>' }, 'description', /plain text/],
    ['an https logo on another site (docs/decisions/057)', { logoUrl: 'https://example.edu/logo.png' }, 'logoUrl', /Upload the image here/],
    ['a javascript: logo', { logoUrl: 'javascript:alert(1)' }, 'logoUrl', /Upload the image here/],
    ['a logo over 2,000 characters', { logoUrl: `/api/images/${'a'.repeat(2000)}` }, 'logoUrl', /at most 2000/],
    ['a Twitch link on another host', { socials: { twitch: 'https://evil.example.com/twitch.tv' } }, 'socials.twitch', /Twitch/],
    ['an http YouTube link', { socials: { youtube: 'http://www.youtube.com/@college' } }, 'socials.youtube', /https/],
    ['an unknown platform', { socials: { myspace: 'https://myspace.com/x' } }, 'socials', /./],
  ];
  for (const [label, payload, field, message] of bad) {
    it(`refuses ${label}: 400 on ${field}, nothing changed`, async () => {
      await expectRefused({ method: 'PATCH', url: `/api/colleges/${college.slug}`, payload }, 400, { [field]: message });
    });
  }

  it('has no institution facts to write: a name or tuition in the body changes nothing', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/colleges/${college.slug}`,
      headers: as(admin),
      payload: { name: 'Renamed', tuitionInState: 1 },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await rowsOf<{ name: string }>(t.app.ctx.db, sql`select name from colleges where id = ${college.id}`);
    expect(row!.name).toBe(college.name);
  });
});

describe('programs', () => {
  it('adds a program with roles, class years, ranks, GPA, scholarship, notes and an owned team; reads it back with raw ids', async () => {
    const min = await tier('league-of-legends', 'Gold IV');
    const target = await tier('league-of-legends', 'Platinum IV');
    const { min: firstYear } = classYearRange();
    const created = await addProgram(
      programBody({
        titleSlug: 'league-of-legends',
        level: 'club',
        rosterSize: '8',
        openSpots: '2',
        rolesNeeded: [
          { role: 'Jungle', count: 1, priority: 'high' },
          { role: 'Support', count: '2', priority: 'medium' },
        ],
        classYears: [firstYear + 2, firstYear + 1, firstYear + 2],
        minTierId: min,
        targetTierId: target,
        minGpa: '2.5',
        scholarshipMin: 0,
        scholarshipMax: 3000,
        tryoutNotes: 'Tryouts online in March.',
        tryoutsAt: '2031-03-14T18:30:00-05:00',
        teamId: ownTeam.id,
      }),
    );
    expect(created).toMatchObject({
      titleSlug: 'league-of-legends', level: 'club', rosterSize: 8, openSpots: 2,
      rolesNeeded: [{ role: 'Jungle', count: 1, priority: 'high' }, { role: 'Support', count: 2, priority: 'medium' }],
      classYears: [firstYear + 1, firstYear + 2], minTierId: min, targetTierId: target, minGpa: 2.5, scholarshipMin: 0, scholarshipMax: 3000,
      isRecruiting: true, tryoutNotes: 'Tryouts online in March.', tryoutsAt: '2031-03-14T23:30:00.000Z', team: ownTeam,
    });
    expect((await getEdit()).programs?.map((program) => program.id)).toContain(created.id);
  });

  it('changes only the fields sent (recruiting off), keeps the rest and moves updated_at', async () => {
    const program = await addProgram(programBody({ titleSlug: 'overwatch', level: 'varsity', rolesNeeded: [{ role: 'Tank', count: 1, priority: 'high' }] }));
    const before = await rowsOf<{ updatedAt: string }>(t.app.ctx.db, sql`select updated_at::text as "updatedAt" from college_programs where id = ${program.id}`);
    const response = await t.app.inject({ method: 'PATCH', url: `/api/colleges/${college.slug}/programs/${program.id}`, headers: as(admin), payload: { isRecruiting: false } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ...program, isRecruiting: false });
    const after = await rowsOf<{ updatedAt: string }>(t.app.ctx.db, sql`select updated_at::text as "updatedAt" from college_programs where id = ${program.id}`);
    expect(after[0]!.updatedAt).not.toBe(before[0]!.updatedAt);
  });

  it('sets, keeps and clears the tryouts date (issue 13.8: players see it as a deadline)', async () => {
    const program = await addProgram(programBody({ titleSlug: 'overwatch', level: 'junior_varsity', rolesNeeded: [] }));
    expect(program.tryoutsAt).toBeNull();
    const url = `/api/colleges/${college.slug}/programs/${program.id}`;
    const set = await t.app.inject({ method: 'PATCH', url, headers: as(admin), payload: { tryoutsAt: '2030-04-02T17:00:00Z' } });
    expect((set.json() as ProgramEdit).tryoutsAt).toBe('2030-04-02T17:00:00.000Z');
    const kept = await t.app.inject({ method: 'PATCH', url, headers: as(admin), payload: { openSpots: 1 } });
    expect((kept.json() as ProgramEdit).tryoutsAt).toBe('2030-04-02T17:00:00.000Z');
    const cleared = await t.app.inject({ method: 'PATCH', url, headers: as(admin), payload: { tryoutsAt: '' } });
    expect((cleared.json() as ProgramEdit).tryoutsAt).toBeNull();
  });

  it('keeps a team someone else linked when other fields change, but will not link a team the user does not manage', async () => {
    const programId = await insertProgram(t.app.ctx.db, college.id, 'rocket-league', 'club', { teamId: strangersTeam.id });
    const url = `/api/colleges/${college.slug}/programs/${programId}`;
    const kept = await t.app.inject({ method: 'PATCH', url, headers: as(admin), payload: { openSpots: 1, teamId: strangersTeam.id } });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((kept.json() as ProgramEdit).team?.id).toBe(strangersTeam.id);
    const unlinked = await t.app.inject({ method: 'PATCH', url, headers: as(admin), payload: { teamId: null } });
    expect((unlinked.json() as ProgramEdit).team).toBeNull();
    await expectRefused({ method: 'PATCH', url, payload: { teamId: strangersTeam.id } }, 400, { teamId: COLLEGE_EDIT_TEXTS.teamNotManaged });
    await expectRefused({ method: 'POST', url: `/api/colleges/${college.slug}/programs`, payload: programBody({ titleSlug: 'marvel-rivals', rolesNeeded: [], teamId: strangersTeam.id }) }, 400, {
      teamId: COLLEGE_EDIT_TEXTS.teamNotManaged,
    });
  });

  it('deletes a program with its roles; deleting it again is 404', async () => {
    const program = await addProgram(programBody({ titleSlug: 'counter-strike', level: 'club', rolesNeeded: [{ role: 'AWPer', count: 1, priority: 'low' }] }));
    const url = `/api/colleges/${college.slug}/programs/${program.id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: as(admin) })).statusCode).toBe(204);
    const left = await rowsOf<{ n: number }>(t.app.ctx.db, sql`select (select count(*) from college_programs where id = ${program.id})::int + (select count(*) from college_program_roles where program_id = ${program.id})::int as n`);
    expect(left[0]!.n).toBe(0);
    await expectRefused({ method: 'DELETE', url }, 404);
  });

  it('answers a program of another college as 404, for changes and deletes, and changes nothing', async () => {
    const elsewhere = await insertProgram(t.app.ctx.db, otherCollege.id, 'valorant', 'club');
    await expectRefused({ method: 'PATCH', url: `/api/colleges/${college.slug}/programs/${elsewhere}`, payload: { openSpots: 0 } }, 404);
    await expectRefused({ method: 'DELETE', url: `/api/colleges/${college.slug}/programs/${elsewhere}` }, 404);
    await expectRefused({ method: 'PATCH', url: `/api/colleges/${college.slug}/programs/00000000-0000-4000-8000-00000000abcd`, payload: { openSpots: 0 } }, 404);
  });

  it('lets the demo college admin manage Demo University like any college (demo colleges follow the same rules)', async () => {
    await seedDemoColleges(t.database.db, { now: new Date(), collegeTeamId: null });
    const demoAdmin = await signUpScoped('programs_college_admin', DEMO_COLLEGE_ID);
    const edit = await getEdit(demoAdmin, 'demo-university');
    expect(edit.college.isDemo).toBe(true);
    expect(edit.permissions).toEqual({ edit: true, manage: true, view: true });
    const program = edit.programs![0]!;
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/colleges/demo-university/programs/${program.id}`,
      headers: as(demoAdmin),
      payload: { openSpots: program.rosterSize },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/colleges/${college.slug}/edit`, headers: as(demoAdmin) })).statusCode).toBe(403);
  });
});

describe('bad program input: 400 with field messages, nothing changed', () => {
  const { min: firstYear, max: lastYear } = classYearRange();
  const post = (payload: object) => ({ method: 'POST' as const, url: `/api/colleges/${college.slug}/programs`, payload });

  const cases: [string, () => Promise<object> | object, Record<string, string | RegExp>][] = [
    ['an unknown title', () => programBody({ titleSlug: 'chess' as never }), { titleSlug: 'Choose a game' }],
    ['an unknown level', () => programBody({ level: 'pro' as never }), { level: 'Choose a level' }],
    ['a role of another title', () => programBody({ titleSlug: 'rocket-league', rolesNeeded: [{ role: 'Duelist', count: 1, priority: 'high' }] }), { 'rolesNeeded.0.role': COLLEGE_EDIT_TEXTS.roleOfOtherTitle }],
    ['a role listed twice', () => programBody({ rolesNeeded: [{ role: 'IGL', count: 1, priority: 'high' }, { role: 'IGL', count: 2, priority: 'low' }] }), { 'rolesNeeded.1.role': COLLEGE_EDIT_TEXTS.duplicateRole }],
    ['a role count of 0', () => programBody({ rolesNeeded: [{ role: 'IGL', count: 0, priority: 'high' }] }), { 'rolesNeeded.0.count': /1 to 100/ }],
    ['a rank tier of another ladder', async () => programBody({ minTierId: await tier('league-of-legends', 'Gold IV') }), { minTierId: COLLEGE_EDIT_TEXTS.tierOfOtherTitle }],
    ['an unknown rank tier', () => programBody({ targetTierId: '00000000-0000-4000-8000-00000000beef' }), { targetTierId: COLLEGE_EDIT_TEXTS.tierOfOtherTitle }],
    [
      'a target below the minimum',
      async () => programBody({ minTierId: await tier('valorant', 'Diamond 1'), targetTierId: await tier('valorant', 'Gold 1') }),
      { targetTierId: COLLEGE_EDIT_TEXTS.targetBelowMinimum },
    ],
    ['open spots above the roster size', () => programBody({ rosterSize: 5, openSpots: 6 }), { openSpots: COLLEGE_EDIT_TEXTS.openSpotsAboveRoster }],
    ['a roster of 0', () => programBody({ rosterSize: 0, openSpots: 0 }), { rosterSize: /1 to 100/ }],
    ['a negative scholarship', () => programBody({ scholarshipMin: -100, scholarshipMax: 1000 }), { scholarshipMin: /negative/ }],
    ['an inverted scholarship range', () => programBody({ scholarshipMin: 5000, scholarshipMax: 1000 }), { scholarshipMax: COLLEGE_EDIT_TEXTS.scholarshipInverted }],
    ['one end of a scholarship range', () => programBody({ scholarshipMin: null, scholarshipMax: 1000 }), { scholarshipMin: COLLEGE_EDIT_TEXTS.scholarshipBothEnds }],
    ['a class year before the range', () => programBody({ classYears: [firstYear - 1] }), { classYears: new RegExp(`${firstYear} to ${lastYear}`) }],
    ['a class year after the range', () => programBody({ classYears: [lastYear + 1] }), { classYears: new RegExp(`${firstYear} to ${lastYear}`) }],
    ['a GPA above 4', () => programBody({ minGpa: 4.5 }), { minGpa: /0 to 4/ }],
    ['a negative GPA', () => programBody({ minGpa: -1 }), { minGpa: /0 to 4/ }],
    ['HTML in the tryout notes', () => programBody({ tryoutNotes: '<img src=x onerror=alert(1)>' }), { tryoutNotes: /plain text/ }],
    ['10,000 characters of tryout notes', () => programBody({ tryoutNotes: 'x'.repeat(10_000) }), { tryoutNotes: /at most 2,000/ }],
    ['a tryouts date without a time zone', () => programBody({ tryoutsAt: '2030-04-02T17:00' }), { tryoutsAt: 'Enter a date and time for the tryouts' }],
    ['a tryouts date in the year 3000', () => programBody({ tryoutsAt: '3000-01-01T00:00:00Z' }), { tryoutsAt: /between 2000 and 2100/ }],
    ['a team id that is not an id', () => programBody({ teamId: 'team-1' }), { teamId: 'Choose a team' }],
    ['text as the roster size', () => programBody({ rosterSize: 'ten' }), { rosterSize: /whole number/ }],
  ];
  for (const [label, body, fields] of cases) {
    it(label, async () => {
      await expectRefused(post(await body()), 400, fields);
    });
  }

  it('a duplicate program (same college, title and level): 400 on level', async () => {
    await addProgram(programBody({ titleSlug: 'marvel-rivals', level: 'varsity', rolesNeeded: [] }));
    await expectRefused(post(programBody({ titleSlug: 'marvel-rivals', level: 'varsity', rolesNeeded: [] })), 400, { level: COLLEGE_EDIT_TEXTS.duplicateProgram });
    // Changing another program into the same title and level is a duplicate too.
    const other = await addProgram(programBody({ titleSlug: 'marvel-rivals', level: 'club', rolesNeeded: [] }));
    await expectRefused({ method: 'PATCH', url: `/api/colleges/${college.slug}/programs/${other.id}`, payload: { level: 'varsity' } }, 400, {
      level: COLLEGE_EDIT_TEXTS.duplicateProgram,
    });
  });

  it('a change checks the whole program: open spots above the stored roster, a new title without its roles', async () => {
    const program = await addProgram(programBody({ titleSlug: 'valorant', level: 'club', rosterSize: 6, openSpots: 1 }));
    const url = `/api/colleges/${college.slug}/programs/${program.id}`;
    await expectRefused({ method: 'PATCH', url, payload: { openSpots: 7 } }, 400, { openSpots: COLLEGE_EDIT_TEXTS.openSpotsAboveRoster });
    await expectRefused({ method: 'PATCH', url, payload: { titleSlug: 'rocket-league' } }, 400, { 'rolesNeeded.0.role': COLLEGE_EDIT_TEXTS.roleOfOtherTitle });
  });
});

describe('the database’s refusals become field messages', () => {
  async function refusal(statement: ReturnType<typeof sql>): Promise<AppError> {
    try {
      await t.app.ctx.db.execute(statement);
    } catch (error) {
      try {
        constraintAsFieldError(error);
      } catch (mapped) {
        return mapped as AppError;
      }
    }
    throw new Error('the statement was not refused');
  }

  it('maps the duplicate key, a tier of another ladder, open spots and scholarship checks, and the general fields’ checks', async () => {
    const existing = await insertProgram(t.app.ctx.db, college.id, 'counter-strike', 'varsity');
    const [row] = await rowsOf<{ titleId: string }>(t.app.ctx.db, sql`select esports_title_id as "titleId" from college_programs where id = ${existing}`);
    const lolTier = await tier('league-of-legends', 'Gold IV');
    const cases: [ReturnType<typeof sql>, string, string][] = [
      [sql`insert into college_programs (college_id, esports_title_id, level, roster_size) values (${college.id}, ${row!.titleId}, 'varsity', 5)`, 'level', COLLEGE_EDIT_TEXTS.duplicateProgram],
      [sql`update college_programs set min_tier_id = ${lolTier} where id = ${existing}`, 'minTierId', COLLEGE_EDIT_TEXTS.tierOfOtherTitle],
      [sql`update college_programs set open_spots = 50 where id = ${existing}`, 'openSpots', COLLEGE_EDIT_TEXTS.openSpotsAboveRoster],
      [sql`update college_programs set scholarship_min = 10, scholarship_max = 5 where id = ${existing}`, 'scholarshipMax', COLLEGE_EDIT_TEXTS.scholarshipInverted],
      [sql`update colleges set logo_url = 'https://example.edu/x.png' where id = ${college.id}`, 'logoUrl', IMAGE_URL_MESSAGE],
      [sql`update colleges set socials = '{"twitch": "http://twitch.tv/x"}'::jsonb where id = ${college.id}`, 'socials', 'Enter full https:// links'],
      [sql`update colleges set socials = '{"myspace": "https://myspace.com/x"}'::jsonb where id = ${college.id}`, 'socials', 'Enter full https:// links'],
      [sql`update colleges set description = repeat('x', 2001) where id = ${college.id}`, 'description', 'Description is too long'],
    ];
    for (const [statement, field, message] of cases) {
      const error = await refusal(statement);
      expect(error).toBeInstanceOf(AppError);
      expect(error.status).toBe(400);
      expect(error.fields).toEqual({ [field]: message });
    }
  });
});
