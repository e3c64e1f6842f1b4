/**
 * The recruiting dashboard (issue 13.2, docs/decisions/040): its figures
 * against rows written here (stage counts, new responses, entries needing
 * attention, suggestions, activity), what the viewer's roles make of it
 * (no college, admissions only, no programs, platform staff's demo scope).
 * Who may ask: recruiting-dashboard-access-matrix.api.test.ts.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadyDashboard, RecruitingDashboard } from '#shared/contracts/recruiting-dashboard.ts';
import { grantCollegeRole, signUpScoped } from '#server/test/colleges/college-staff-test-data.ts';
import { addGameProfile, publishProfile, tierOf } from '#server/test/profiles/player-test-data.ts';
import { collegesWithPrograms, insertForm, insertPipelineEntry, insertSubmission, type TestProgram } from '#server/test/short-links/recruiting-test-data.ts';
import { insertProgram } from '#server/test/colleges/college-edit-test-data.ts';
import { rowsOf } from '#server/db/sql.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, type TestUser } from '#server/test/test-users.ts';

let t: TestApp;
let own: TestProgram;
let other: TestProgram;
let staff: TestUser;
const players: TestUser[] = [];
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

async function dashboard(cookie: string | undefined) {
  return t.app.inject({ method: 'GET', url: '/api/recruiting-dashboard', headers: cookie ? { cookie } : {} });
}
async function ready(cookie: string): Promise<ReadyDashboard> {
  const response = await dashboard(cookie);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  const body = response.json<RecruitingDashboard>();
  if (body.state !== 'ready') throw new Error(`not ready: ${body.state}`);
  return body;
}

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.app.ctx;
  [own, other] = (await collegesWithPrograms(db, 2)) as [TestProgram, TestProgram];
  // The program recruits the class of 2027 from Gold 1 (target Diamond 1): the match has reasons to give.
  const gold = await tierOf(db, 'valorant', 'Gold 1');
  const diamond = await tierOf(db, 'valorant', 'Diamond 1');
  await db.execute(sql`update college_programs set class_years = '{2027}', min_tier_id = ${gold.tierId}, target_tier_id = ${diamond.tierId} where id = ${own.id}`);
  staff = await signUpScoped(t.app, ['programs_college_staff'], own.collegeId, { displayName: 'Sam Staff' });
  for (let index = 0; index < 6; index += 1) {
    const player = await signUpUser(t.app, { displayName: `Player ${index}` });
    await publishProfile(db, player.id, { slug: `dash-player-${index}-${Date.now()}`, displayName: `Player ${index}`, gradYear: 2027 });
    await addGameProfile(db, player.id, 'valorant', index % 2 === 0 ? 'Diamond 2' : 'Gold 1', { primaryRole: 'Duelist' });
    players.push(player);
  }
  // Player 5 is not shown to recruiters: never suggested.
  await publishProfile(db, players[5]!.id, { visibility: 'private' });
});
afterAll(async () => t.close());

describe('the figures', () => {
  it('counts stages, new responses, entries needing attention, activity and suggestions of the viewer’s programs only', async () => {
    const { db } = t.app.ctx;
    const form = await insertForm(db, own.id, 'Fall tryouts');
    const otherForm = await insertForm(db, other.id, 'Elsewhere');
    // Pipeline: 0 interested (added 20 days ago, never contacted), 1 contacted (due yesterday), 2 evaluating (contacted today, action ahead), 3 not a fit (old).
    const silent = await insertPipelineEntry(db, { programId: own.id, playerUserId: players[0]!.id, at: daysAgo(20) });
    const due = await insertPipelineEntry(db, { programId: own.id, playerUserId: players[1]!.id, stages: ['interested', 'contacted'], at: daysAgo(3), lastContactAt: daysAgo(2), nextActionOn: isoDay(daysAgo(1)), actorUserId: staff.id });
    await insertPipelineEntry(db, { programId: own.id, playerUserId: players[2]!.id, stages: ['interested', 'contacted', 'evaluating'], at: daysAgo(1), lastContactAt: new Date(), nextActionOn: isoDay(new Date(Date.now() + 5 * DAY)) });
    await insertPipelineEntry(db, { programId: own.id, playerUserId: players[3]!.id, stages: ['interested', 'not_a_fit'], at: daysAgo(40) });
    // Another college's pipeline and responses stay out.
    await insertPipelineEntry(db, { programId: other.id, playerUserId: players[4]!.id, at: daysAgo(30) });
    await insertSubmission(db, otherForm, other.id, { name: 'Elsewhere Ed', submittedAt: daysAgo(1) });
    // Responses: two in the last 7 days, one older, one withdrawn.
    const newest = await insertSubmission(db, form, own.id, { name: 'Nia New', submittedAt: new Date(Date.now() - 60_000) });
    const older = await insertSubmission(db, form, own.id, { name: 'Owen Older', submittedAt: daysAgo(6) });
    await insertSubmission(db, form, own.id, { name: 'Olga Old', submittedAt: daysAgo(9) });
    await insertSubmission(db, form, own.id, { name: 'Will Withdrawn', submittedAt: daysAgo(1), status: 'withdrawn' });

    const body = await ready(staff.cookie);
    expect(body.scope).toBe('own');
    expect(body.programs.map((program) => program.id)).toEqual([own.id]);
    expect(body.programs[0]!.stageCounts).toEqual({ interested: 1, contacted: 1, evaluating: 1, committed: 0, not_a_fit: 1 });
    expect(body.programs[0]!.newResponses).toBe(2);
    expect(body.responses.count).toBe(2);
    expect(body.responses.latest.map((item) => [item.id, item.name, item.formTitle])).toEqual([
      [newest, 'Nia New', 'Fall tryouts'],
      [older, 'Owen Older', 'Fall tryouts'],
    ]);

    // Due first (by next action day), then the silent one; the not-a-fit and the fresh ones are left out.
    expect(body.attention.map((item) => [item.entryId, item.reasons])).toEqual([
      [due, ['next_action_due']],
      [silent, ['no_contact']],
    ]);
    expect(body.attention[0]!.player).toMatchObject({ userId: players[1]!.id, displayName: 'Player 1' });
    expect(body.attention[0]!.player.slug).toMatch(/^dash-player-1-/);

    // Activity: newest first, stage moves and submissions merged, nothing of the other college, no withdrawn submission.
    const at = body.activity.map((item) => Date.parse(item.at));
    expect(at).toEqual([...at].sort((a, b) => b - a));
    expect(body.activity[0]).toMatchObject({ kind: 'submission', name: 'Nia New', formTitle: 'Fall tryouts' });
    expect(body.activity.filter((item) => item.kind === 'stage_move')).toHaveLength(8);
    expect(body.activity.some((item) => item.kind === 'submission' && (item.name === 'Elsewhere Ed' || item.name === 'Will Withdrawn'))).toBe(false);
    const move = body.activity.find((item) => item.kind === 'stage_move' && item.toStage === 'contacted' && item.player.userId === players[1]!.id);
    expect(move).toMatchObject({ fromStage: 'interested', actorName: 'Sam Staff' });

    // Suggestions: visible players of the title not in this pipeline (4 is in another college's pipeline only), best match first, with reasons.
    expect(body.suggestions).toHaveLength(1);
    const suggested = body.suggestions[0]!.players;
    expect(suggested.map((player) => player.userId)).toEqual([players[4]!.id]);
    expect(suggested[0]!.match.reasons.length).toBeGreaterThan(0);
    expect(suggested[0]!.match.score).toBeGreaterThanOrEqual(0);
  });

  it('orders each list with a unique tie-break: two responses at the same moment come by id', async () => {
    const { db } = t.app.ctx;
    const [program] = await collegesWithPrograms(db, 1, 20);
    const viewer = await signUpScoped(t.app, ['programs_college_admin'], program!.collegeId);
    const form = await insertForm(db, program!.id);
    const moment = new Date(Date.now() - 120_000);
    const ids = [
      await insertSubmission(db, form, program!.id, { name: 'Same A', submittedAt: moment }),
      await insertSubmission(db, form, program!.id, { name: 'Same B', submittedAt: moment }),
    ].sort()
      .reverse();
    const body = await ready(viewer.cookie);
    expect(body.responses.latest.map((item) => item.id)).toEqual(ids);
    expect(body.activity.filter((item) => item.kind === 'submission').map((item) => item.id)).toEqual(ids);
  });
});

describe('what the viewer’s roles make of it', () => {
  it('a recruiter without a college is told how to claim or join one', async () => {
    const coach = await signUpScoped(t.app, ['coaching_program_coach_college_coach'], null);
    expect((await dashboard(coach.cookie)).json()).toEqual({ state: 'no_college' });
  });

  it('admissions staff learn that their role does not open the pipeline', async () => {
    const admissions = await signUpScoped(t.app, ['programs_college_admissions'], own.collegeId);
    expect((await dashboard(admissions.cookie)).json()).toEqual({ state: 'no_program_access', colleges: [{ slug: own.collegeSlug, name: own.collegeName }] });
  });

  it('staff of a college without programs are sent to add one (admins may)', async () => {
    const { db } = t.app.ctx;
    const [bare] = await db.execute(sql`select id, slug, name from colleges c where not exists (select 1 from college_programs p where p.college_id = c.id) order by name, id limit 1`).then(
      (result) => (result as unknown as { rows: { id: string; slug: string; name: string }[] }).rows,
    );
    const admin = await signUpScoped(t.app, ['programs_college_admin'], bare!.id);
    expect((await dashboard(admin.cookie)).json()).toEqual({ state: 'no_programs', colleges: [{ slug: bare!.slug, name: bare!.name, canManage: true }] });
  });

  it('platform staff without a college see the sample colleges’ programs; with one, theirs', async () => {
    const { db } = t.app.ctx;
    const [demoCollege] = await rowsOf<{ id: string }>(
      db,
      sql`insert into colleges (slug, name, city, state, predominant_degree, control, is_demo)
        values ('sample-state-demo', 'Sample State (demo)', 'Columbus', 'OH', 'bachelor', 'public', true) returning id`,
    );
    const demoProgram = await insertProgram(db, demoCollege!.id, 'valorant', 'club');
    const yesStaff = await signUpScoped(t.app, ['yes_staff'], null);
    const demo = await ready(yesStaff.cookie);
    expect(demo.scope).toBe('demo');
    expect(demo.programs.map((program) => program.id)).toEqual([demoProgram]);
    await grantCollegeRole(db, yesStaff.id, 'programs_college_staff', own.collegeId);
    const mine = await ready(yesStaff.cookie);
    expect(mine.scope).toBe('own');
    expect(mine.programs.map((program) => program.id)).toEqual([own.id]);
  });
});
