/**
 * The recruiter search sorted by match for one of the viewer's programs
 * (issue 12.6, docs/decisions/030), and GET /api/me/college-programs, its
 * picker's list: who may use a program (spec 6 "can view a program"),
 * every role allowed and refused; the order equal to rankByMatch's for the
 * same players, most with stored preferences (states, distance, sizes,
 * control, budget, scholarship need, levels, hard preferences that cap); the
 * rows' score, band, confidence and top two reasons equal to the engine's,
 * the reasons never naming a preference's value; filters, visibility and
 * pages kept; bad input refused.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchPreferencesBodySchema, matchSummaryOf, type MatchPreferencesBodyInput } from '#shared/contracts/match.ts';
import { myCollegeProgramsResponseSchema } from '#shared/contracts/my-college-programs.ts';
import { PLAYER_SEARCH_TEXTS, playerSearchResponseSchema, type PlayerSearchResponse } from '#shared/contracts/player-search.ts';
import { SAMPLE_PROGRAM } from '#shared/test/match/match-test-data.ts';
import type { MatchPlayer } from '#shared/match/match-types.ts';
import { rankByMatch } from '#shared/match/rank-by-match.ts';
import type { Role } from '#shared/access/roles.ts';
import type { GpaScale } from '#shared/value-sets.ts';
import { zipCentroid } from '#server/geo/zip-centroids.ts';
import { loadMatchProgram } from '#server/colleges/programs/load-match-program.ts';
import { enginePreferences, getMatchPreferences, saveMatchPreferences } from '#server/match/match-preferences.ts';
import { insertUser } from '#server/test/teams/team-test-data.ts';
import { rowsOf } from '#server/db/sql.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, tableCounts, type TestUser } from '#server/test/test-users.ts';
import { birthDateForAge } from '../../seed/birth-date-for-age.ts';
import { addGameProfile, publishProfile, tierOf } from '../../test/profiles/player-test-data.ts';

let t: TestApp;
const ACTORS = ['player', 'coach', 'college_admin', 'college_staff', 'college_admissions', 'other_college_staff', 'yes_staff', 'yes_admin'] as const;
type Actor = (typeof ACTORS)[number];
const users = {} as Record<Actor, TestUser>;
let collegeId: string;
let otherCollegeId: string;
/** The worked example's program (SAMPLE_PROGRAM) at "Red River Tech (test)"; a JV Overwatch program there; one at another college. */
let programId: string;
let overwatchProgramId: string;
let otherProgramId: string;
/** What the engine reads of every listed Valorant player (academics only where shown to recruiters). */
const listed: MatchPlayer[] = [];

const VALORANT_TIERS = ['Iron 1', 'Silver 2', 'Gold 1', 'Gold 2', 'Gold 3', 'Platinum 3', 'Diamond 2', 'Ascendant 1', 'Ascendant 3', 'Immortal 2', 'Radiant'];
const ROLES = ['Duelist', 'Controller', 'Sentinel', 'Initiator', 'IGL', 'Flex'];
const SCALES: [string, GpaScale][] = [['3.40', '4.0'], ['2.70', '4.0'], ['4.50', '5.0'], ['88', '100'], ['3.95', '4.0']];
const VISIBILITIES = ['recruiters', 'public', 'private'] as const;
/** The players' stored preferences by k (null: none), against the worked example's program at a public Dallas college of 12,400. */
const PREFERENCES: (MatchPreferencesBodyInput | null)[] = [
  null,
  { states: ['TX'], sizes: ['medium'], control: 'public', budgetPerYear: 30000, needsScholarship: true, levelsSought: ['varsity'] },
  { homeZip: '73102', maxDistanceMiles: 100, hard: ['location'] },
  { homeZip: '75201', maxDistanceMiles: 50, states: ['CA'] },
  { sizes: ['small', 'large'], control: 'private', hard: ['size'] },
  {},
  null,
  { budgetPerYear: 5000, needsScholarship: true, hard: ['budget'] },
  { levelsSought: ['junior_varsity'], hard: ['level'] },
  { levelsSought: ['club'], budgetPerYear: 15000 },
  { states: ['OK', 'TX'], homeZip: '10001', maxDistanceMiles: 3000 },
  { needsScholarship: false, control: 'public', hard: ['control'] },
];

async function insertCollege(name: string, slug: string): Promise<string> {
  const [row] = await rowsOf<{ id: string }>(
    t.database.db,
    sql`insert into colleges (slug, name, city, state, latitude, longitude, predominant_degree, control, undergrad_enrollment,
        sat_25, sat_75, act_25, act_75, tuition_in_state, tuition_out_of_state)
      values (${slug}, ${name}, 'Dallas', 'TX', 32.7767, -96.797, 'bachelor', 'public', 12400, 1180, 1380, 24, 30, 11200, 29000)
      returning id`,
  );
  return row!.id;
}

async function insertProgram(college: string, titleSlug: string, level: string, bars: { min?: string; target?: string; minGpa?: number; classYears?: number[] } = {}) {
  const min = bars.min ? await tierOf(t.database.db, titleSlug, bars.min) : null;
  const target = bars.target ? await tierOf(t.database.db, titleSlug, bars.target) : null;
  const [row] = await rowsOf<{ id: string }>(
    t.database.db,
    sql`insert into college_programs (college_id, esports_title_id, level, roster_size, open_spots, class_years, min_tier_id, target_tier_id, min_gpa,
        scholarship_min, scholarship_max, is_recruiting)
      select ${college}, t.id, ${level}, 10, 2, ${`{${(bars.classYears ?? []).join(',')}}`}::integer[], ${min?.tierId ?? null}::uuid, ${target?.tierId ?? null}::uuid, ${bars.minGpa ?? null}::numeric,
        10000, 20000, true
      from esports_titles t where t.slug = ${titleSlug}
      returning id`,
  );
  return row!.id;
}

async function signUpScoped(roles: Role[], college: string | null): Promise<TestUser> {
  const user = await signUpUser(t.app);
  for (const role of roles) await t.database.db.execute(sql`insert into user_roles (user_id, role, college_id) values (${user.id}, ${role}, ${college}::uuid)`);
  return user;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  collegeId = await insertCollege('Red River Tech (test)', 'red-river-tech-test');
  otherCollegeId = await insertCollege('Another Tech (test)', 'another-tech-test');
  programId = await insertProgram(collegeId, 'valorant', 'varsity', { min: 'Gold 2', target: 'Ascendant 1', minGpa: 3, classYears: [2027, 2028] });
  await db.execute(sql`insert into college_program_roles (program_id, role, count, priority, position)
    values (${programId}, 'Controller', 1, 'high', 0), (${programId}, 'Sentinel', 1, 'medium', 1)`);
  overwatchProgramId = await insertProgram(collegeId, 'overwatch', 'junior_varsity');
  otherProgramId = await insertProgram(otherCollegeId, 'valorant', 'club', { min: 'Iron 1' });

  users.player = await signUpUser(t.app);
  users.coach = await signUpScoped(['coaching_program_coach_college_coach'], null);
  users.college_admin = await signUpScoped(['programs_college_admin'], collegeId);
  users.college_staff = await signUpScoped(['programs_college_staff'], collegeId);
  users.college_admissions = await signUpScoped(['programs_college_admissions'], collegeId);
  users.other_college_staff = await signUpScoped(['programs_college_staff'], otherCollegeId);
  users.yes_staff = await signUpScoped(['yes_staff'], null);
  users.yes_admin = await signUpScoped(['yes_admin'], null);

  // 24 listed Valorant players (more than a page), with ties (every 12th repeats), unknowns and hidden academics.
  for (let i = 0; i < 24; i += 1) {
    const k = i % 12;
    const user = await insertUser(db, `Match Player ${i}`);
    const tier = k === 11 ? null : VALORANT_TIERS[k % VALORANT_TIERS.length]!;
    const [gpa, gpaScale] = SCALES[k % SCALES.length]!;
    const academicsVisibility = VISIBILITIES[k % 3]!;
    const gradYear = k === 5 ? null : 2026 + (k % 4);
    const satScore = k % 2 === 0 ? 1100 + k * 30 : null;
    const actScore = k % 3 === 0 ? 20 + k : null;
    await publishProfile(db, user.id, { gradYear, gpa, gpaScale, satScore, actScore, academicsVisibility, state: 'OK', slug: `match-player-${i}` });
    const primaryRole = k === 7 ? null : ROLES[k % ROLES.length]!;
    const secondaryRole = k === 7 ? null : ROLES[(k + 2) % ROLES.length]!;
    await addGameProfile(db, user.id, 'valorant', tier ?? 'Iron 1', { primaryRole, secondaryRole, ...(tier ? {} : { currentTierId: null, peakTierId: null }) });
    const ordinal = tier ? (await tierOf(db, 'valorant', tier)).ordinal : null;
    const body = PREFERENCES[k] ? matchPreferencesBodySchema.parse(PREFERENCES[k]) : null;
    if (body) await saveMatchPreferences(db, user.id, body);
    const stored = await getMatchPreferences(db, user.id);
    const shown = academicsVisibility !== 'private';
    listed.push({
      id: user.id,
      games: [{ titleSlug: 'valorant', currentTier: tier ? { name: tier, ordinal: ordinal! } : null, primaryRole, secondaryRole }],
      gradYear,
      gpa: shown ? Number(gpa) : null,
      gpaScale: shown ? gpaScale : null,
      satScore: shown ? satScore : null,
      actScore: shown ? actScore : null,
      homeState: 'OK',
      homeCoordinates: body?.homeZip ? await zipCentroid(body.homeZip) : null,
      preferences: stored ? enginePreferences({ ...stored, home: null }) : null,
    });
  }
  // Never listed: an Overwatch-only player (another title), a private profile, a minor without a guardian's approval.
  const overwatch = await insertUser(db, 'Match Overwatch');
  await publishProfile(db, overwatch.id, { gradYear: 2027, slug: 'match-overwatch' });
  await addGameProfile(db, overwatch.id, 'overwatch', 'Champion 1', { primaryRole: 'Tank' });
  const hidden = await insertUser(db, 'Match Private');
  await publishProfile(db, hidden.id, { visibility: 'private', gradYear: 2027, slug: 'match-private' });
  await addGameProfile(db, hidden.id, 'valorant', 'Radiant', { primaryRole: 'Controller' });
  const minor = await insertUser(db, 'Match Minor');
  await publishProfile(db, minor.id, { birthDate: birthDateForAge(16), gradYear: 2027, slug: 'match-minor' });
  await addGameProfile(db, minor.id, 'valorant', 'Radiant', { primaryRole: 'Controller' });
});
afterAll(async () => t.close());

const get = (url: string, user?: TestUser) => t.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });

async function search(query: string, user: TestUser = users.college_staff): Promise<PlayerSearchResponse> {
  const response = await get(`/api/players?${query}`, user);
  expect(response.statusCode, response.body).toBe(200);
  return playerSearchResponseSchema.parse(response.json());
}

async function allPages(query: string, user?: TestUser): Promise<PlayerSearchResponse['rows']> {
  const first = await search(query, user);
  const rows = [...first.rows];
  for (let page = 2; (page - 1) * first.pageSize < first.total; page += 1) rows.push(...(await search(`${query}&page=${page}`, user)).rows);
  return rows;
}

describe('the program as the engine reads it', () => {
  it('loads the worked example program with its college facts, in one statement', async () => {
    const loaded = await loadMatchProgram(t.database.db, programId);
    expect(loaded).toEqual({ id: programId, collegeId, collegeName: 'Red River Tech (test)', titleName: 'Valorant', program: SAMPLE_PROGRAM });
    expect(await loadMatchProgram(t.database.db, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});

describe('GET /api/me/college-programs', () => {
  it('answers the programs of the colleges each caller can view, ordered by college name, title, level and id; 401 signed out', async () => {
    expect((await get('/api/me/college-programs')).statusCode).toBe(401);
    const ids = async (actor: Actor) => {
      const response = await get('/api/me/college-programs', users[actor]);
      expect(response.statusCode, `${actor}: ${response.body}`).toBe(200);
      return myCollegeProgramsResponseSchema.parse(response.json()).programs.map((program) => program.id);
    };
    const ours = [overwatchProgramId, programId];
    const everyProgram = (
      await rowsOf<{ id: string }>(
        t.database.db,
        sql`select p.id from college_programs p join colleges c on c.id = p.college_id join esports_titles t on t.id = p.esports_title_id
          order by c.name, t.name, array_position(array['varsity', 'junior_varsity', 'club'], p.level), p.id`,
      )
    ).map((row) => row.id);
    const expected: Record<Actor, string[]> = {
      player: [],
      coach: [],
      college_admissions: [],
      college_admin: ours,
      college_staff: ours,
      other_college_staff: [otherProgramId],
      yes_staff: everyProgram,
      yes_admin: everyProgram,
    };
    for (const actor of ACTORS) expect(await ids(actor), actor).toEqual(expected[actor]);
    const [first] = myCollegeProgramsResponseSchema.parse((await get('/api/me/college-programs', users.college_admin)).json()).programs;
    expect(first).toEqual({
      id: overwatchProgramId, collegeId, collegeName: 'Red River Tech (test)', collegeSlug: 'red-river-tech-test',
      titleSlug: 'overwatch', titleName: 'Overwatch', level: 'junior_varsity', isRecruiting: true,
    });
  });
});

describe('GET /api/players?program=&sort=match', () => {
  it('lets users who can view the program use it, and refuses everyone else without telling whether it exists', async () => {
    const before = await tableCounts(t.database.db, ['sessions', 'rate_limits']);
    const url = `/api/players?program=${programId}&sort=match`;
    expect((await get(url)).statusCode).toBe(401);
    const expected: Record<Actor, number> = {
      player: 403,
      coach: 404,
      college_admissions: 404,
      other_college_staff: 404,
      college_admin: 200,
      college_staff: 200,
      yes_staff: 200,
      yes_admin: 200,
    };
    const bodies = new Set<string>();
    for (const actor of ACTORS) {
      const response = await get(url, users[actor]);
      expect(response.statusCode, `${actor}: ${response.body}`).toBe(expected[actor]);
      if (expected[actor] === 200) bodies.add(JSON.stringify(playerSearchResponseSchema.parse(response.json()).rows.map((row) => [row.userId, row.match])));
      if (expected[actor] === 404) expect(response.json().error.message).toBe(PLAYER_SEARCH_TEXTS.programNotFound);
    }
    // The program's view: every viewer who may use it sees the same players, order and matches.
    expect(bodies.size).toBe(1);
    // Another college's program is refused like an unknown one; its own staff may use it.
    const unknown = await get(`/api/players?program=00000000-0000-4000-8000-000000000000&sort=match`, users.yes_admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(PLAYER_SEARCH_TEXTS.programNotFound);
    expect((await get(`/api/players?program=${otherProgramId}&sort=match`, users.college_admin)).json()).toEqual(unknown.json());
    expect((await get(`/api/players?program=${otherProgramId}&sort=match`, users.other_college_staff)).statusCode).toBe(200);
    expect(await tableCounts(t.database.db, ['sessions', 'rate_limits'])).toEqual(before);
  });

  it("orders the program's title's players as rankByMatch does, with the engine's score, band, confidence and top two reasons", async () => {
    const rows = await allPages(`program=${programId}&sort=match`);
    const ranked = rankByMatch(listed, SAMPLE_PROGRAM, 100);
    expect(rows.map((row) => row.userId)).toEqual(ranked.map((entry) => entry.id));
    expect(rows.map((row) => row.match)).toEqual(ranked.map((entry) => matchSummaryOf(entry.result)));
    // Real content: several bands, capped rows, two reasons each, ties broken by confidence then id.
    expect(new Set(rows.map((row) => row.match!.band)).size).toBeGreaterThanOrEqual(2);
    expect(rows.every((row) => row.match!.reasons.length === 2 && row.game?.slug === 'valorant')).toBe(true);
    const twins = rows.filter((row) => ['match-player-0', 'match-player-12'].includes(row.slug)).map((row) => row.userId);
    expect(twins).toEqual([...twins].sort());
    // The preferences count: broken hard preferences cap, and some rows' reasons rest on them.
    for (const k of [2, 4, 7, 8]) {
      const entry = ranked.find((candidate) => candidate.id === listed[k]!.id)!;
      expect(entry.result.caps.map((cap) => cap.kind), `player ${k}`).toContain('hard_preference');
    }
    const reasons = rows.flatMap((row) => row.match!.reasons);
    expect(reasons.some((reason) => ['location', 'cost', 'level'].includes(reason.factor))).toBe(true);
  });

  it("never tells a recruiter a player's preferences: the reasons say whether one is met, not what it is", async () => {
    const rows = await allPages(`program=${programId}&sort=match`);
    const everything = rankByMatch(listed, SAMPLE_PROGRAM, 100).flatMap((entry) => entry.result.factors.map((factor) => factor.evidence));
    const shown = [...rows.flatMap((row) => row.match!.reasons.map((reason) => reason.evidence)), ...everything].join(' | ');
    expect(shown).toMatch(/among their states|their distance from home|their budget|as they prefer|level they seek/);
    // No state list, ZIP, distance in miles, budget amount, size or level sought, and never the player's own wording.
    for (const secret of [/\(OK, TX\)|\(TX\)|\(CA\)/, /73102|75201|10001/, /\d+ mi\b/, /\$(5,000|15,000|30,000) budget/, /\byour?\b/, /prefer (small|large|private)/, /seek (Club|Junior)/]) {
      expect(shown).not.toMatch(secret);
    }
  });

  it('keeps the filters and pages, and restricts the results to players of the program’s title', async () => {
    const all = await allPages(`program=${programId}&sort=match`);
    expect(all).toHaveLength(24);
    const first = await search(`program=${programId}&sort=match`);
    expect(first).toMatchObject({ total: 24, page: 1, pageSize: 20 });
    expect(first.rows).toHaveLength(20);
    for (const slug of ['match-overwatch', 'match-private', 'match-minor']) expect(all.some((row) => row.slug === slug), slug).toBe(false);

    const gold = await tierOf(t.database.db, 'valorant', 'Gold 2');
    const filtered = await allPages(`game=valorant&program=${programId}&sort=match&classYears=2027,2028&minTier=${gold.tierId}`);
    const expected = rankByMatch(
      listed.filter((player) => [2027, 2028].includes(player.gradYear ?? 0) && (player.games[0]!.currentTier?.ordinal ?? -1) >= gold.ordinal),
      SAMPLE_PROGRAM,
      100,
    );
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.map((row) => row.userId)).toEqual(expected.map((entry) => entry.id));

    // Another sort keeps each row's match for the program.
    const byClass = await allPages(`game=valorant&program=${programId}&sort=class_year`);
    const byId = new Map(all.map((row) => [row.userId, row.match]));
    expect(byClass.map((row) => row.match)).toEqual(byClass.map((row) => byId.get(row.userId)));
    // Without a program no row has a match.
    expect((await search('game=valorant')).rows.every((row) => row.match === null)).toBe(true);
  });

  it('refuses bad input with 400 and field messages, and answers the Overwatch program with its own players', async () => {
    const cases: [string, string, string][] = [
      ['sort=match', 'program', PLAYER_SEARCH_TEXTS.needsProgram],
      ['game=valorant&sort=match', 'program', PLAYER_SEARCH_TEXTS.needsProgram],
      ['program=not-a-uuid&sort=match', 'program', PLAYER_SEARCH_TEXTS.programNotFound],
      [`program=${programId}&game=overwatch&sort=match`, 'game', PLAYER_SEARCH_TEXTS.programOtherTitle('Valorant')],
    ];
    for (const [query, field, message] of cases) {
      const response = await get(`/api/players?${query}`, users.college_admin);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.fields?.[`querystring.${field}`], query).toBe(message);
    }
    const overwatch = await search(`program=${overwatchProgramId}&sort=match`, users.college_admin);
    expect(overwatch.rows.map((row) => row.slug)).toEqual(['match-overwatch']);
    expect(overwatch.rows[0]!.match).toMatchObject({ score: expect.any(Number), reasons: expect.any(Array) });
  });
});
