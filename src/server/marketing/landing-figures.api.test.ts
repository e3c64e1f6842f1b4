/**
 * GET /api/landing-figures (issue 26 item 5, docs/decisions/070): every figure is counted from the
 * database and moves when the data does; commitments and stories are the college-confirmed, public
 * outcomes of decision 041 (a minor's only with the guardian's consent too), and a story carries the
 * display name, class year and state only. The answer reads no session and is cached for a minute.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LandingFigures } from '#shared/contracts/marketing.ts';
import { birthDateForAge } from '#server/seed/birth-date-for-age.ts';
import { insertProgram } from '#server/test/colleges/college-edit-test-data.ts';
import { claimedColleges, type TestCollege } from '#server/test/colleges/college-staff-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { insertOutcome } from '#server/test/outcomes/outcome-test-data.ts';
import { setProfile } from '#server/test/profiles/player-test-data.ts';
import { signUpUser, type TestUser } from '#server/test/test-users.ts';

let t: TestApp;
let college: TestCollege;
let adult: TestUser;
let minor: TestUser;

beforeAll(async () => {
  t = await createTestApp({ landingFiguresTtlMs: 0 });
  [college] = (await claimedColleges(t.app.ctx.db, 1)) as [TestCollege];
  adult = await signUpUser(t.app);
  await setProfile(t.app.ctx.db, adult.id, { displayName: 'Ava', lastName: 'Secretlast', gradYear: 2026, state: 'OH' });
  minor = await signUpUser(t.app);
  await setProfile(t.app.ctx.db, minor.id, {
    displayName: 'Milo',
    lastName: 'Hiddenname',
    city: 'Springfieldtown',
    birthDate: birthDateForAge(16),
    gradYear: 2028,
    state: 'TX',
  });
});
afterAll(async () => t?.close());

async function figures(cookie?: string): Promise<LandingFigures> {
  const response = await t.app.inject({ method: 'GET', url: '/api/landing-figures', headers: cookie ? { cookie } : {} });
  expect(response.statusCode).toBe(200);
  return response.json();
}
const game = (body: LandingFigures, slug: string) => body.byGame.find((row) => row.slug === slug)!;

it('counts programs, members, games and players per game from the database, and follows changes', async () => {
  const db = t.app.ctx.db;
  const before = await figures();
  expect(before.games).toBe(before.byGame.length);
  expect(before.byGame.map((row) => row.slug)).toContain('valorant');

  await insertProgram(db, college.id, 'valorant', 'varsity');
  await signUpUser(t.app);
  await db.execute(sql`insert into player_game_profiles (user_id, esports_title_id) select ${adult.id}, id from esports_titles where slug = 'valorant'`);
  await db.execute(sql`update esports_titles set active = false where slug = 'counter-strike'`);
  const after = await figures();
  expect(after.programs).toBe(before.programs + 1);
  expect(after.members).toBe(before.members + 1);
  expect(after.games).toBe(before.games - 1);
  expect(game(after, 'valorant')).toMatchObject({ programs: game(before, 'valorant').programs + 1, players: game(before, 'valorant').players + 1 });
  expect(after.byGame.map((row) => row.slug)).not.toContain('counter-strike');
  await db.execute(sql`update esports_titles set active = true where slug = 'counter-strike'`);

  // An account asking for deletion is no longer a member, nor a player of its games.
  await setProfile(db, adult.id, { deletionRequestedAt: new Date() });
  const deleting = await figures();
  expect(deleting.members).toBe(after.members - 1);
  expect(game(deleting, 'valorant').players).toBe(game(after, 'valorant').players - 1);
  await setProfile(db, adult.id, { deletionRequestedAt: null });
});

it('counts and shows only college-confirmed, public commitments; a minor\u2019s only with the guardian\u2019s consent, minor-safe', async () => {
  const db = t.app.ctx.db;
  const programId = await insertProgram(db, college.id, 'rocket-league', 'club');
  const start = await figures();
  expect(start.commitments).toBe(0);
  expect(start.stories).toEqual([]);

  // Self-reported (not confirmed), or confirmed without the player's consent: neither counts.
  await insertOutcome(db, { playerUserId: adult.id, collegeId: college.id, programId, recordedBy: 'player', playerConsent: true });
  const [other] = (await claimedColleges(db, 1, 5)) as [TestCollege];
  await insertOutcome(db, { playerUserId: adult.id, collegeId: other.id, recordedBy: 'program', confirmed: true });
  expect((await figures()).commitments).toBe(0);

  // Confirmed by the program and public: counted and told.
  const adultOutcome = await insertOutcome(db, { playerUserId: adult.id, collegeId: college.id, programId, recordedBy: 'program', confirmed: true, playerConsent: true, status: 'signed' });
  const one = await figures();
  expect(one.commitments).toBe(1);
  expect(one.stories).toEqual([
    { id: adultOutcome, status: 'signed', displayName: 'Ava', classYear: 2026, state: 'OH', collegeName: college.name, titleName: 'Rocket League' },
  ]);

  // A minor's confirmed commitment with the player's consent only: nowhere.
  const minorOutcome = await insertOutcome(db, { playerUserId: minor.id, collegeId: college.id, programId, recordedBy: 'program', confirmed: true, playerConsent: true });
  const withoutGuardian = await figures();
  expect(withoutGuardian.commitments).toBe(1);
  expect(JSON.stringify(withoutGuardian)).not.toContain('Milo');

  // With the guardian's consent too: counted, shown by display name, class year and state only.
  await db.execute(sql`update recruiting_outcomes set guardian_public_consent_at = now(), confirmed_at = now() + interval '1 second' where id = ${minorOutcome}`);
  const withGuardian = await figures();
  expect(withGuardian.commitments).toBe(2);
  expect(withGuardian.stories[0]).toEqual({ id: minorOutcome, status: 'committed', displayName: 'Milo', classYear: 2028, state: 'TX', collegeName: college.name, titleName: 'Rocket League' });
  const text = JSON.stringify(withGuardian);
  for (const secret of ['Hiddenname', 'Springfieldtown', 'Secretlast', minor.email, adult.email, birthDateForAge(16)]) expect(text).not.toContain(secret);

  // Withdrawn or the player's consent taken back: gone at once (no cache in this app).
  await db.execute(sql`update recruiting_outcomes set withdrawn_at = now() where id = ${minorOutcome}`);
  await db.execute(sql`update recruiting_outcomes set player_public_consent_at = null where id = ${adultOutcome}`);
  const gone = await figures();
  expect(gone.commitments).toBe(0);
  expect(gone.stories).toEqual([]);
});

it('is cached for a minute in the process and by browsers, and reads no session', async () => {
  const cached = await t.openSecondInstance({ landingFiguresTtlMs: 60_000 });
  try {
    const get = () => cached.app.inject({ method: 'GET', url: '/api/landing-figures', headers: { cookie: adult.cookie } });
    const first = await get();
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(first.headers['set-cookie']).toBeUndefined();
    await insertProgram(t.app.ctx.db, college.id, 'overwatch', 'club');
    // Counted again only after the minute: the same answer meanwhile, while an uncached app sees the change.
    expect((await get()).json()).toEqual(first.json());
    expect((await figures()).programs).toBe(first.json().programs + 1);
  } finally {
    await cached.close();
  }
});
