/**
 * Profile views for players (issue 14.4, docs/decisions/049), one cast for
 * the whole file: the access matrix of its routes (profile-views.matrix.ts:
 * GET /api/players/:slug/profile-views and the admin's digest run, on the
 * shared runner), which callers' reads of GET /api/players/:slug record a
 * view, then the rules:
 * a college counts once a day, a player's own and a guardian's views never
 * count, staff of unclaimed colleges are not recorded nor shown, the weeks'
 * order, and the weekly digest (once a week, the off switch, a minor's
 * guardian copy, colleges named and never staff).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROFILE_VIEW_WEEKS_SHOWN } from '#shared/contracts/profile-views.ts';
import { claimedColleges, grantCollegeRole, signUpScoped } from '#server/test/colleges/college-staff-test-data.ts';
import { plainColleges } from '#server/test/colleges/college-edit-test-data.ts';
import { GUARDIAN_COPY_SUBJECT_PREFIX } from '#server/email/recruiting-emails.ts';
import { linkGuardian, makeMinor } from '#server/test/messaging/messaging-test-data.ts';
import { linkActiveGuardian, publishProfile } from '#server/test/profiles/player-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { tableDigests } from '#server/test/table-digests.ts';
import { outboxFor, signUpUser, type TestUser } from '#server/test/test-users.ts';
import { givePlan } from '#server/test/subscriptions/plan-test-data.ts';
import { rowsOf } from '#server/db/sql.ts';
import { sendProfileViewDigests } from './send-profile-view-digests.ts';
import { PROFILE_VIEW_ACTORS, profileViewsAccessMatrix, type ProfileViewActor } from '../test/profile-views/profile-views.matrix.ts';
import { describeAccessMatrix } from '#server/test/access-matrix.ts';

const ACTORS = PROFILE_VIEW_ACTORS;
type Actor = ProfileViewActor;
type SignedIn = Exclude<Actor, 'anonymous'>;

/** Whose read of the player's profile records a view, and for which college. */
const RECORDERS: Partial<Record<SignedIn, 'this' | 'other'>> = {
  this_college_admin: 'this',
  this_college_staff: 'this',
  this_college_admissions: 'this',
  other_college_admin: 'other',
};

let t: TestApp;
const users = {} as Record<SignedIn | 'minor', TestUser>;
let playerSlug: string;
let minorSlug: string;
let thisCollege: { id: string; slug: string; name: string };
let otherCollege: { id: string; slug: string; name: string };
let unclaimedCollege: { id: string; slug: string; name: string };

const headers = (actor: Actor) => (actor === 'anonymous' ? {} : { cookie: users[actor].cookie });
const DAY = 24 * 3600 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

async function viewsOf(playerUserId: string) {
  return rowsOf<{ collegeId: string; day: string }>(
    t.app.ctx.db,
    sql`select college_id as "collegeId", day::text as day from profile_views where player_user_id = ${playerUserId} order by day, college_id`,
  );
}

async function clearViews() {
  await t.app.ctx.db.execute(sql`delete from profile_views`);
  await t.app.ctx.db.execute(sql`delete from profile_view_digests`);
}

async function insertView(playerUserId: string, collegeId: string, day: string) {
  await t.app.ctx.db.execute(sql`insert into profile_views (player_user_id, college_id, day, first_viewed_at) values (${playerUserId}, ${collegeId}, ${day}, ${`${day}T10:00:00Z`}::timestamptz)`);
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.ctx.db;
  [thisCollege, otherCollege] = (await claimedColleges(db, 2)) as [typeof thisCollege, typeof otherCollege];
  [unclaimedCollege] = (await plainColleges(db, 1, sql`c.claimed_at is null`)) as [typeof unclaimedCollege];
  users.player = await signUpUser(t.app, { displayName: 'Viewed Player' });
  playerSlug = (await publishProfile(db, users.player.id)).slug;
  users.other_player = await signUpUser(t.app);
  users.guardian = await signUpUser(t.app);
  await linkActiveGuardian(db, users.player.id, users.guardian.id, users.guardian.email);
  users.invited_guardian = await signUpUser(t.app);
  await linkGuardian(db, users.player.id, users.invited_guardian, 'invited');
  users.this_college_admin = await signUpScoped(t.app, ['programs_college_admin'], thisCollege.id, { displayName: 'Coach Hidden' });
  users.this_college_staff = await signUpScoped(t.app, ['programs_college_staff'], thisCollege.id);
  users.this_college_admissions = await signUpScoped(t.app, ['programs_college_admissions'], thisCollege.id);
  users.other_college_admin = await signUpScoped(t.app, ['programs_college_admin'], otherCollege.id);
  users.unclaimed_college_admin = await signUpScoped(t.app, ['programs_college_admin'], unclaimedCollege.id);
  users.yes_staff = await signUpScoped(t.app, ['yes_staff'], null);
  users.yes_developer = await signUpScoped(t.app, ['yes_developer'], null);
  // A platform admin who also holds a college role: platform staff's views never count.
  users.yes_admin = await signUpScoped(t.app, ['yes_admin', 'programs_college_admin'], thisCollege.id);
  users.minor = await signUpUser(t.app, { displayName: 'Young Player' });
  await makeMinor(db, users.minor.id, 16);
  minorSlug = (await rowsOf<{ slug: string }>(db, sql`select slug from user_profiles where user_id = ${users.minor.id}`))[0]!.slug;
  await linkActiveGuardian(db, users.minor.id, users.guardian.id, users.guardian.email);
});
afterAll(async () => t.close());

describeAccessMatrix(profileViewsAccessMatrix, {
  app: () => t.app,
  cookie: (actor) => (actor === 'anonymous' ? undefined : users[actor].cookie),
  fixture: async (entry) => {
    if (entry.route === 'POST /api/admin/profile-view-digests/run') await clearViews();
    return { playerSlug };
  },
  callers: ACTORS,
  // A refused digest run changes nothing (every table, the sessions too).
  unchanged: { snapshot: () => tableDigests(t.app.ctx.db), when: (status, entry) => status >= 400 && entry.route === 'POST /api/admin/profile-view-digests/run' },
});

describe('GET /api/players/:slug/profile-views: unknown and bad slugs', () => {
  it('an unknown player: 404 for platform staff too; a bad slug: 400', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/players/no-such-player-here/profile-views', headers: headers('yes_staff') })).statusCode).toBe(404);
    const response = await t.app.inject({ method: 'GET', url: `/api/players/${'x'.repeat(201)}/profile-views`, headers: headers('yes_staff') });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/players/:slug records a view only for staff of a claimed college', () => {
  beforeEach(clearViews);
  for (const actor of ACTORS) {
    const records = actor === 'anonymous' ? undefined : RECORDERS[actor];
    it(`as ${actor}: ${records ? `records ${records} college` : 'records nothing'}`, async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/players/${playerSlug}`, headers: headers(actor) });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      const expected = records ? [{ collegeId: (records === 'this' ? thisCollege : otherCollege).id, day: isoDay(new Date()) }] : [];
      expect(await viewsOf(users.player.id)).toEqual(expected);
    });
  }

  it("a college counts once a day, whoever of its staff views and however often", async () => {
    for (const actor of ['this_college_admin', 'this_college_staff', 'this_college_admin', 'this_college_admissions'] as const) {
      expect((await t.app.inject({ method: 'GET', url: `/api/players/${playerSlug}`, headers: headers(actor) })).statusCode).toBe(200);
    }
    expect(await viewsOf(users.player.id)).toEqual([{ collegeId: thisCollege.id, day: isoDay(new Date()) }]);
  });

  it("a player's own views never count, nor a guardian's, even holding a college role; nor a preview", async () => {
    const db = t.app.ctx.db;
    await grantCollegeRole(db, users.player.id, 'programs_college_staff', thisCollege.id);
    await grantCollegeRole(db, users.guardian.id, 'programs_college_staff', thisCollege.id);
    try {
      for (const url of [`/api/players/${playerSlug}`, `/api/players/${playerSlug}?preview=recruiter`]) {
        for (const actor of ['player', 'guardian'] as const) {
          expect((await t.app.inject({ method: 'GET', url, headers: headers(actor) })).statusCode).toBe(200);
        }
      }
      expect(await viewsOf(users.player.id)).toEqual([]);
    } finally {
      await db.execute(sql`delete from user_roles where user_id in (${users.player.id}, ${users.guardian.id}) and role = 'programs_college_staff'`);
    }
  });

  it('a profile the viewer may not see records nothing (answered as unknown)', async () => {
    // The minor's profile is private and unpublished: college staff get 404 and no view.
    const response = await t.app.inject({ method: 'GET', url: `/api/players/${minorSlug}`, headers: headers('this_college_admin') });
    expect(response.statusCode).toBe(404);
    expect(await viewsOf(users.minor.id)).toEqual([]);
  });
});

describe('the list of views', () => {
  beforeEach(clearViews);

  it('groups by week, newest first; most days first within a week; unclaimed colleges and weeks past the window left out', async () => {
    const today = new Date();
    const monday = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - ((today.getUTCDay() + 6) % 7)));
    const weekAgo = (weeks: number, plusDays = 0) => isoDay(new Date(monday.getTime() - weeks * 7 * DAY + plusDays * DAY));
    await insertView(users.player.id, otherCollege.id, weekAgo(0));
    await insertView(users.player.id, thisCollege.id, weekAgo(1, 0));
    await insertView(users.player.id, thisCollege.id, weekAgo(1, 3));
    await insertView(users.player.id, otherCollege.id, weekAgo(1, 2));
    await insertView(users.player.id, unclaimedCollege.id, weekAgo(1, 1));
    await insertView(users.player.id, thisCollege.id, weekAgo(12));
    const response = await t.app.inject({ method: 'GET', url: `/api/players/${playerSlug}/profile-views`, headers: headers('player') });
    expect(response.statusCode, response.body).toBe(200);
    const college = (c: typeof thisCollege, days: number, lastViewedOn: string) => ({ collegeId: c.id, name: c.name, slug: c.slug, days, lastViewedOn });
    expect(response.json()).toEqual({
      viewer: 'player',
      weeks: [
        { weekStart: weekAgo(0), colleges: [college(otherCollege, 1, weekAgo(0))] },
        { weekStart: weekAgo(1), colleges: [college(thisCollege, 2, weekAgo(1, 3)), college(otherCollege, 1, weekAgo(1, 2))] },
      ],
      weeksShown: PROFILE_VIEW_WEEKS_SHOWN,
      olderViewsHidden: true,
    });
    expect(response.body).not.toContain('Coach Hidden');
  });

  it('the player\u2019s plan sets the window for every reader: the last weeks on free, the whole history on Player Plus (decision 046)', async () => {
    const today = new Date();
    const monday = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - ((today.getUTCDay() + 6) % 7)));
    const weekAgo = (weeks: number) => isoDay(new Date(monday.getTime() - weeks * 7 * DAY));
    await insertView(users.player.id, thisCollege.id, weekAgo(0));
    await insertView(users.player.id, otherCollege.id, weekAgo(PROFILE_VIEW_WEEKS_SHOWN - 1));
    await insertView(users.player.id, otherCollege.id, weekAgo(PROFILE_VIEW_WEEKS_SHOWN));
    await insertView(users.player.id, thisCollege.id, weekAgo(60));
    const read = async (actor: Actor) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/players/${playerSlug}/profile-views`, headers: headers(actor) });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as { weeks: { weekStart: string }[]; weeksShown: number | null; olderViewsHidden: boolean };
      return { weeks: body.weeks.map((week) => week.weekStart), weeksShown: body.weeksShown, olderViewsHidden: body.olderViewsHidden };
    };
    try {
      for (const actor of ['player', 'guardian'] as const) {
        expect(await read(actor)).toEqual({ weeks: [weekAgo(0), weekAgo(PROFILE_VIEW_WEEKS_SHOWN - 1)], weeksShown: PROFILE_VIEW_WEEKS_SHOWN, olderViewsHidden: true });
      }
      await givePlan(t.app.ctx.db, 'user', users.player.id, 'plus');
      for (const actor of ['player', 'guardian'] as const) {
        expect(await read(actor)).toEqual({
          weeks: [weekAgo(0), weekAgo(PROFILE_VIEW_WEEKS_SHOWN - 1), weekAgo(PROFILE_VIEW_WEEKS_SHOWN), weekAgo(60)],
          weeksShown: null,
          olderViewsHidden: false,
        });
      }
    } finally {
      await t.app.ctx.db.execute(sql`delete from subscriptions where subject_type = 'user' and subject_id = ${users.player.id}`);
    }
  });
});

describe('the weekly digest', () => {
  beforeEach(clearViews);
  // Monday 7 January 2030, 09:00 UTC, and the Monday after.
  const monday = new Date('2030-01-07T09:00:00Z');
  const nextMonday = new Date('2030-01-14T09:00:00Z');
  const subjects = async (user: TestUser, since: Date) =>
    (await outboxFor(t.app.ctx.db, user.email)).filter((row) => row.createdAt >= since).map((row) => row.subject);

  it("goes once a week to the player, naming colleges and their days, never staff; this week's views wait for the next", async () => {
    const start = new Date();
    await insertView(users.player.id, thisCollege.id, '2029-12-31');
    await insertView(users.player.id, thisCollege.id, '2030-01-03');
    await insertView(users.player.id, otherCollege.id, '2030-01-06');
    await insertView(users.player.id, unclaimedCollege.id, '2030-01-05');
    await insertView(users.player.id, otherCollege.id, '2029-12-20'); // before the first digest's week: not in it
    await insertView(users.player.id, thisCollege.id, '2030-01-07'); // this week: next digest
    expect(await sendProfileViewDigests(t.app.ctx, monday)).toEqual({ players: 1, emails: 1 });
    const [email] = (await outboxFor(t.app.ctx.db, users.player.email)).filter((row) => row.createdAt >= start);
    expect(email!.subject).toBe('2 colleges viewed your profile this past week');
    expect(email!.textBody).toContain(`${thisCollege.name}: 2 days\n${otherCollege.name}: 1 day`);
    expect(email!.textBody).toContain(`/player/${playerSlug}/pipeline#profile-views`);
    expect(email!.textBody).not.toContain(unclaimedCollege.name);
    expect(email!.textBody).not.toContain('Coach Hidden');
    // An adult's digest goes to them alone, though they have a guardian.
    expect(await subjects(users.guardian, start)).toEqual([]);

    // Later the same week: nothing more, nothing changed.
    const before = await tableDigests(t.app.ctx.db);
    expect(await sendProfileViewDigests(t.app.ctx, new Date(monday.getTime() + 3 * DAY))).toEqual({ players: 0, emails: 0 });
    expect(await tableDigests(t.app.ctx.db)).toEqual(before);

    // The next week: only the view of the week since.
    expect(await sendProfileViewDigests(t.app.ctx, nextMonday)).toEqual({ players: 1, emails: 1 });
    expect(await subjects(users.player, start)).toEqual(['1 college viewed your profile this past week', '2 colleges viewed your profile this past week']);
  });

  it('the off switch: no email (nor copy); the week is still covered, so switching back on never mails it', async () => {
    const start = new Date();
    await insertView(users.minor.id, thisCollege.id, '2030-01-02');
    const off = await t.app.inject({ method: 'PUT', url: '/api/account/recruiting-emails', headers: { cookie: users.minor.cookie }, payload: { profileViews: false } });
    expect(off.json()).toMatchObject({ profileViews: false });
    expect(await sendProfileViewDigests(t.app.ctx, monday)).toEqual({ players: 1, emails: 0 });
    await t.app.inject({ method: 'PUT', url: '/api/account/recruiting-emails', headers: { cookie: users.minor.cookie }, payload: { profileViews: true } });
    expect(await sendProfileViewDigests(t.app.ctx, new Date(monday.getTime() + DAY))).toEqual({ players: 0, emails: 0 });
    expect(await subjects(users.minor, start)).toEqual([]);
    expect(await subjects(users.guardian, start)).toEqual([]);
  });

  it("a minor's digest is copied to their active guardian, marked as a copy", async () => {
    const start = new Date();
    await insertView(users.minor.id, otherCollege.id, '2030-01-04');
    expect(await sendProfileViewDigests(t.app.ctx, monday)).toEqual({ players: 1, emails: 2 });
    expect(await subjects(users.minor, start)).toEqual(['1 college viewed your profile this past week']);
    const [copy] = (await outboxFor(t.app.ctx.db, users.guardian.email)).filter((row) => row.createdAt >= start);
    expect(copy!.subject).toBe(`${GUARDIAN_COPY_SUBJECT_PREFIX}1 college viewed your profile this past week`);
    expect(copy!.textBody).toContain(`${otherCollege.name}: 1 day`);
  });
});
