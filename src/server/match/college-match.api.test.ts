/**
 * The match on the college side (docs/decisions/030, "Preferences and the
 * match on the college side"): the college page's GET /api/colleges/:slug/match
 * reproduces the worked example (92 with the sliders neutral) from stored
 * rows; the directory's cards carry the best program's match for a player
 * with a profile and for nobody else; `sort=match` ranks by it with the
 * name and id as tie-breakers, colleges without a program last, in a fixed
 * number of statements.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollegeSearchResponse } from '#shared/contracts/colleges.ts';
import type { CollegeMatchResponse, MatchPreferencesBodyInput } from '#shared/contracts/match.ts';
import { matchScore } from '#shared/match/match-score.ts';
import { SAMPLE_PLAYER, SAMPLE_PREFERENCES, SAMPLE_PROGRAM } from '#shared/test/match/match-test-data.ts';
import type { Role } from '#shared/access/roles.ts';
import { collegeProgramRoles, collegePrograms } from '#server/db/schema/colleges.ts';
import { userRoles } from '#server/db/schema/profiles.ts';
import { addGameProfile, setProfile, tierOf } from '#server/test/profiles/player-test-data.ts';
import { rowsOf } from '#server/db/sql.ts';
import { statementCountingApp } from '#server/test/teams/team-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, type TestUser } from '#server/test/test-users.ts';

let t: TestApp;
let riley: TestUser;
let redRiverId: string;
let redRiverProgramId: string;

const origin = { origin: 'http://localhost:3000' };
const as = (user: TestUser | null) => (user ? { cookie: user.cookie } : {});

async function insertCollege(slug: string, name: string, columns: { state?: string; lat?: number; lon?: number; control?: string; enrollment?: number } = {}) {
  const [row] = await rowsOf<{ id: string }>(
    t.database.db,
    sql`insert into colleges (slug, name, city, state, latitude, longitude, predominant_degree, control, undergrad_enrollment,
        sat_25, sat_75, act_25, act_75, tuition_in_state, tuition_out_of_state, is_demo)
      values (${slug}, ${name}, 'Dallas', ${columns.state ?? 'TX'}, ${columns.lat ?? 32.7767}, ${columns.lon ?? -96.797}, 'bachelor', ${columns.control ?? 'public'},
        ${columns.enrollment ?? 12_400}, 1180, 1380, 24, 30, 11200, 29000, true)
      returning id`,
  );
  return row!.id;
}

interface ProgramSpec {
  title?: string;
  level?: 'varsity' | 'junior_varsity' | 'club';
  minTier?: string | null;
  targetTier?: string | null;
  roles?: [string, 'high' | 'medium' | 'low'][];
  classYears?: number[];
  minGpa?: number | null;
  scholarship?: [number, number] | null;
  isRecruiting?: boolean;
}

/** A program shaped like the worked example's Red River Tech varsity Valorant program unless told otherwise. */
async function insertProgram(collegeId: string, spec: ProgramSpec = {}) {
  const title = spec.title ?? 'valorant';
  const db = t.database.db;
  const min = spec.minTier === null ? null : await tierOf(db, title, spec.minTier ?? 'Gold 2');
  const target = spec.targetTier === null ? null : await tierOf(db, title, spec.targetTier ?? 'Ascendant 1');
  const [titleRow] = await rowsOf<{ id: string }>(db, sql`select id from esports_titles where slug = ${title}`);
  const scholarship = spec.scholarship === undefined ? [10_000, 20_000] : spec.scholarship;
  const [program] = await db
    .insert(collegePrograms)
    .values({
      collegeId,
      esportsTitleId: titleRow!.id,
      level: spec.level ?? 'varsity',
      rosterSize: 10,
      openSpots: 2,
      classYears: spec.classYears ?? [2027, 2028],
      minTierId: min?.tierId ?? null,
      targetTierId: target?.tierId ?? null,
      minGpa: spec.minGpa === undefined ? 3 : spec.minGpa,
      scholarshipMin: scholarship?.[0] ?? null,
      scholarshipMax: scholarship?.[1] ?? null,
      isRecruiting: spec.isRecruiting ?? true,
    })
    .returning();
  const roles = spec.roles ?? [
    ['Controller', 'high'],
    ['Sentinel', 'medium'],
  ];
  if (roles.length > 0) {
    await db.insert(collegeProgramRoles).values(roles.map(([role, priority], position) => ({ programId: program!.id, role, priority, count: 1, position })));
  }
  return program!.id;
}

/** The body as JSON takes it (the worked example's preferences are readonly engine input). */
const putPreferences = (user: TestUser, body: MatchPreferencesBodyInput | typeof SAMPLE_PREFERENCES) =>
  t.app.inject({ method: 'PUT', url: '/api/profile/match-preferences', headers: { ...origin, ...as(user) }, payload: body });

async function collegeMatch(user: TestUser | null, slug = 'red-river-tech-match-test') {
  return t.app.inject({ method: 'GET', url: `/api/colleges/${slug}/match`, headers: as(user) });
}

async function directory(user: TestUser | null, query: string): Promise<CollegeSearchResponse> {
  const response = await t.app.inject({ method: 'GET', url: `/api/colleges?${query}`, headers: as(user) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CollegeSearchResponse;
}

async function userWithRoles(roles: Role[]) {
  const user = await signUpUser(t.app);
  if (roles.length > 0) {
    const [college] = await rowsOf<{ id: string }>(t.database.db, sql`select id from colleges order by name, id limit 1`);
    await t.database.db
      .insert(userRoles)
      .values(roles.map((role) => ({ userId: user.id, role, collegeId: role.startsWith('programs_college') ? college!.id : null })))
      .onConflictDoNothing();
  }
  return user;
}

/** Riley of the worked example, stored: class of 2027 from Oklahoma, Valorant Diamond 2, Duelist / Controller, GPA 4.5 on 5.0, SAT 1400. */
async function makeRiley() {
  const user = await signUpUser(t.app, { displayName: 'Riley Match' });
  // Academics kept private: the player's own view still uses them.
  await setProfile(t.database.db, user.id, { gradYear: 2027, gpa: '4.50', gpaScale: '5.0', satScore: 1400, state: 'OK', academicsVisibility: 'private' });
  await addGameProfile(t.database.db, user.id, 'valorant', 'Diamond 2', { primaryRole: 'Duelist', secondaryRole: 'Controller' });
  return user;
}

beforeAll(async () => {
  t = await createTestApp();
  riley = await makeRiley();
  redRiverId = await insertCollege('red-river-tech-match-test', 'Red River Tech Match Test');
  redRiverProgramId = await insertProgram(redRiverId);
});
afterAll(async () => t.close());

describe('GET /api/colleges/:slug/match', () => {
  it('reproduces the worked example from stored rows: 92, Excellent, confidence 1, with every factor’s evidence', async () => {
    // Riley's preferences of the worked example, with a home ZIP (no distance: the states decide).
    expect((await putPreferences(riley, { ...SAMPLE_PREFERENCES, homeZip: '73102' })).statusCode).toBe(200);
    const response = await collegeMatch(riley);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json() as CollegeMatchResponse;
    expect(body.eligibility).toBe('player');
    expect(body.hasPreferences).toBe(true);
    expect(body.programs).toHaveLength(1);
    const { programId, match } = body.programs[0]!;
    expect(programId).toBe(redRiverProgramId);
    expect(match).toEqual(matchScore(SAMPLE_PLAYER, SAMPLE_PROGRAM, { perspective: 'player' }));
    expect(match).toMatchObject({ score: 92, band: 'excellent', confidence: { value: 1, level: 'high', unknown: [] }, caps: [] });
    expect(match.factors.map((factor) => [factor.key, factor.weight, factor.value])).toEqual([
      ['skill', 30, 0.9],
      ['role', 15, 0.8],
      ['class', 10, 1],
      ['academics', 15, 1],
      ['location', 10, 1],
      ['cost', 10, 0.8],
      ['level', 10, 1],
    ]);
    expect(match.factors[0]!.evidence).toBe('Diamond 2 vs target Ascendant 1');
  });

  it('applies the player’s sliders in their own view: scholarship at 5 gives 91, at 1 gives 93', async () => {
    await putPreferences(riley, { ...SAMPLE_PREFERENCES, importance: { scholarship: 5 } });
    const high = (await collegeMatch(riley)).json() as CollegeMatchResponse;
    expect(high.programs[0]!.match.score).toBe(91);
    expect(high.programs[0]!.match.factors.find((factor) => factor.key === 'cost')!.weight).toBe(20);
    await putPreferences(riley, { ...SAMPLE_PREFERENCES, importance: { scholarship: 1 } });
    expect(((await collegeMatch(riley)).json() as CollegeMatchResponse).programs[0]!.match.score).toBe(93);
    await putPreferences(riley, { ...SAMPLE_PREFERENCES, homeZip: '73102' });
  });

  it('reads location, cost and level as unknown without preferences (79, confidence 0.7), and a hard preference caps at 69 with its reason', async () => {
    const noPreferences = await makeRiley();
    const body = (await collegeMatch(noPreferences)).json() as CollegeMatchResponse;
    expect(body).toMatchObject({ eligibility: 'player', hasPreferences: false });
    expect(body.programs[0]!.match).toMatchObject({ score: 79, confidence: { value: 0.7, unknown: ['location', 'cost', 'level'] } });

    await putPreferences(noPreferences, { ...SAMPLE_PREFERENCES, levelsSought: ['club'], hard: ['level'] });
    const capped = ((await collegeMatch(noPreferences)).json() as CollegeMatchResponse).programs[0]!.match;
    expect(capped.score).toBe(69);
    expect(capped.caps).toEqual([{ kind: 'hard_preference', reason: 'Breaks your hard preference: Varsity; you seek Club' }]);
  });

  it('uses the home ZIP’s coordinates for a distance preference', async () => {
    const near = await makeRiley();
    // Oklahoma City to Dallas is about 190 miles: within 250, beyond 100 (half way to 0 at 200).
    await putPreferences(near, { homeZip: '73102', maxDistanceMiles: 250 });
    const within = ((await collegeMatch(near)).json() as CollegeMatchResponse).programs[0]!.match.factors.find((factor) => factor.key === 'location')!;
    expect(within.value).toBe(1);
    expect(within.evidence).toMatch(/^\d+ mi from home, within your 250 mi$/);
    await putPreferences(near, { homeZip: '73102', maxDistanceMiles: 100 });
    const beyond = ((await collegeMatch(near)).json() as CollegeMatchResponse).programs[0]!.match.factors.find((factor) => factor.key === 'location')!;
    expect(beyond.value).toBeGreaterThan(0);
    expect(beyond.value).toBeLessThan(0.2);
  });

  it('says who cannot have a match: no game profile yet, a recruiter, a parent; 401 signed out; 404 for an unknown college', async () => {
    const newcomer = await signUpUser(t.app);
    expect((await collegeMatch(newcomer)).json()).toEqual({ eligibility: 'no_player_profile', hasPreferences: false, programs: [] });
    for (const roles of [['coaching_program_coach_college_coach'], ['programs_college_staff'], ['family_parent']] as Role[][]) {
      const user = await userWithRoles(roles);
      // Even one with a game profile: the match is a player's view.
      await addGameProfile(t.database.db, user.id, 'valorant', 'Diamond 2');
      expect((await collegeMatch(user)).json(), roles.join()).toEqual({ eligibility: 'not_a_player', hasPreferences: false, programs: [] });
    }
    const anonymous = await collegeMatch(null);
    expect(anonymous.statusCode).toBe(401);
    const unknown = await collegeMatch(riley, 'no-such-college');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'not_found', message: 'College not found' } });
  });

  it('matches each program of the college in the page’s tab order', async () => {
    const collegeId = await insertCollege('two-program-match-test', 'Two Program Match Test');
    const valorantClub = await insertProgram(collegeId, { level: 'club' });
    const rocketLeague = await insertProgram(collegeId, { title: 'rocket-league', minTier: 'Champion I', targetTier: 'Grand Champion I', roles: [] });
    const body = (await collegeMatch(riley, 'two-program-match-test')).json() as CollegeMatchResponse;
    expect(body.programs.map((program) => program.programId)).toEqual([rocketLeague, valorantClub]);
    // No Rocket League rank: unknown and capped by the program's minimum.
    expect(body.programs[0]!.match.caps.map((cap) => cap.kind)).toContain('rank_unknown');
  });
});

describe('the directory with the player’s match', () => {
  let ids: Record<string, string>;

  beforeAll(async () => {
    // Colleges named "Matchrank ...": the worked example's program and weaker ones, ties, one without a program.
    ids = {};
    ids.best = await insertCollege('matchrank-best', 'Matchrank Zulu');
    await insertProgram(ids.best);
    // Two programs: the better one counts.
    ids.twoPrograms = await insertCollege('matchrank-two', 'Matchrank Two Programs');
    await insertProgram(ids.twoPrograms, { title: 'rocket-league', minTier: 'Champion I', targetTier: 'Grand Champion I', roles: [['Defender', 'high']] });
    await insertProgram(ids.twoPrograms, { level: 'junior_varsity', scholarship: null });
    // Equal scores: by name, then by id for equal names.
    ids.tieB = await insertCollege('matchrank-tie-b', 'Matchrank Bravo', { state: 'CA', lat: 34.05, lon: -118.24 });
    ids.tieA = await insertCollege('matchrank-tie-a', 'Matchrank Alpha', { state: 'CA', lat: 34.05, lon: -118.24 });
    ids.twin1 = await insertCollege('matchrank-twin-1', 'Matchrank Twin', { state: 'CA', lat: 34.05, lon: -118.24 });
    ids.twin2 = await insertCollege('matchrank-twin-2', 'Matchrank Twin', { state: 'CA', lat: 34.05, lon: -118.24 });
    for (const id of [ids.tieB, ids.tieA, ids.twin1, ids.twin2]) await insertProgram(id);
    ids.weak = await insertCollege('matchrank-weak', 'Matchrank Weak');
    await insertProgram(ids.weak, { minTier: 'Immortal 1', targetTier: 'Radiant', classYears: [2031] });
    ids.none = await insertCollege('matchrank-none', 'Matchrank Aaa No Program');
    await putPreferences(riley, { ...SAMPLE_PREFERENCES, homeZip: '73102' });
  });

  it('shows each card’s best program with percent, band, confidence and the top two reasons, to the player only', async () => {
    const { rows, playerMatch } = await directory(riley, 'q=matchrank+zulu');
    expect(playerMatch).toEqual({ hasPreferences: true });
    expect(rows[0]!.match).toEqual({
      programId: expect.any(String),
      titleSlug: 'valorant',
      titleName: 'Valorant',
      level: 'varsity',
      score: 92,
      band: 'excellent',
      inPlayerGames: true,
      confidence: { value: 1, level: 'high' },
      reasons: [
        { factor: 'skill', evidence: 'Diamond 2 vs target Ascendant 1' },
        { factor: 'academics', evidence: 'GPA 3.60 (4.5 on 5.0) meets minimum 3.00; SAT 1400 at or above the 75th percentile (1180-1380)' },
      ],
    });
    const [two] = (await directory(riley, 'q=matchrank+two')).rows;
    expect(two!.match).toMatchObject({ titleSlug: 'valorant', level: 'junior_varsity' });
    // A college without a program has no match.
    expect((await directory(riley, 'q=matchrank+aaa')).rows[0]!.match).toBeNull();

    for (const viewer of [null, await userWithRoles(['coaching_program_coach_college_coach']), await userWithRoles(['family_parent']), await signUpUser(t.app)]) {
      const other = await directory(viewer, 'q=matchrank+zulu');
      expect(other.playerMatch).toBeUndefined();
      expect(other.rows[0]).not.toHaveProperty('match');
    }
  });

  it('limits the card’s match to the programs the program filters keep', async () => {
    const [two] = (await directory(riley, 'q=matchrank+two&games=rocket-league')).rows;
    // Riley plays no Rocket League: the card says so (inPlayerGames false).
    expect(two!.match).toMatchObject({ titleSlug: 'rocket-league', level: 'varsity', inPlayerGames: false });
    expect(two!.match!.score).toBeLessThanOrEqual(69);
    const [withScholarship] = (await directory(riley, 'q=matchrank+two&scholarships=true')).rows;
    expect(withScholarship!.match!.titleSlug).toBe('rocket-league');
  });

  it('sorts by the best program’s score, then name, then id, colleges without a program last', async () => {
    const response = await directory(riley, 'q=matchrank&sort=match');
    const twins = [ids.twin1!, ids.twin2!].sort();
    expect(response.rows.map((row) => row.id)).toEqual([ids.best, ids.tieA, ids.tieB, ...twins, ids.twoPrograms, ids.weak, ids.none]);
    const scores = response.rows.map((row) => row.match?.score ?? -1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // 92; California is not in Riley's states (87, four ties); junior varsity without a scholarship (79); below the minimum rank (capped).
    expect(scores).toEqual([92, 87, 87, 87, 87, 79, 69, -1]);
    expect(response.total).toBe(8);
  });

  it('ranks every college passing the filters before paging, the rest by name after them', async () => {
    const first = await directory(riley, 'sort=match');
    const second = await directory(riley, 'sort=match&page=2');
    const byName = await directory(riley, 'sort=name');
    expect(first.total).toBe(byName.total);
    const rows = [...first.rows, ...second.rows];
    expect(rows[0]!.id).toBe(ids.best);
    const withProgram = rows.filter((row) => row.programs.length > 0).length;
    // Every college with a program comes before every one without.
    expect(rows.slice(0, withProgram).every((row) => row.programs.length > 0)).toBe(true);
    expect(rows.slice(withProgram).every((row) => row.programs.length === 0 && row.match === null)).toBe(true);
    // The rest in the name order (the database's collation), id breaking ties.
    const expected = await rowsOf<{ id: string }>(
      t.database.db,
      sql`select c.id from colleges c where not exists (select 1 from college_programs p where p.college_id = c.id) order by c.name, c.id limit ${rows.length - withProgram}`,
    );
    expect(rows.slice(withProgram).map((row) => row.id)).toEqual(expected.map((row) => row.id));
  });

  it('ranks only programs in the player’s games: a college with only another game’s programs follows, its card saying so (docs/decisions/076)', async () => {
    // A Rocket League program that fits Riley in everything but the game: no rank bar, her roles, class and state, a scholarship.
    const otherGame = await insertCollege('matchgame-other', 'Matchgame Other Title', { state: 'OK' });
    await insertProgram(otherGame, { title: 'rocket-league', minTier: null, targetTier: null, roles: [], classYears: [2027] });
    const valorant = await insertCollege('matchgame-valorant', 'Matchgame Valorant Weak', { state: 'CA', lat: 34.05, lon: -118.24 });
    await insertProgram(valorant, { minTier: 'Immortal 1', targetTier: 'Radiant', classYears: [2031] });
    const none = await insertCollege('matchgame-none', 'Matchgame Aaa None');
    const byMatch = await directory(riley, 'q=matchgame&sort=match');
    // The Valorant college ranked; the others after it by name ("Aaa None", "Other Title").
    expect(byMatch.rows.map((row) => row.id)).toEqual([valorant, none, otherGame]);
    const [first, ...rest] = byMatch.rows;
    expect(first!.match).toMatchObject({ titleSlug: 'valorant', inPlayerGames: true });
    const other = rest.find((row) => row.id === otherGame)!;
    // Scored higher than the weak Valorant program, yet ranked after it: another game is no match.
    expect(other.match).toMatchObject({ titleSlug: 'rocket-league', inPlayerGames: false });
    expect(other.match!.score).toBeGreaterThan(first!.match!.score);
    // The same rule on every page: no college with only another game's programs before one in Riley's games.
    const pages = [...(await directory(riley, 'sort=match')).rows, ...(await directory(riley, 'sort=match&page=2')).rows];
    const firstOther = pages.findIndex((row) => row.match?.inPlayerGames !== true);
    expect(pages.slice(firstOther).every((row) => row.match?.inPlayerGames !== true)).toBe(true);
    // A college with programs in both: the card shows the program in Riley's game even when the other scores higher.
    await insertProgram(otherGame, { minTier: 'Immortal 1', targetTier: 'Radiant', classYears: [2031] });
    const [both] = (await directory(riley, 'q=matchgame+other')).rows;
    expect(both!.match).toMatchObject({ titleSlug: 'valorant', inPlayerGames: true });
    // sort=match scores only the programs in Riley's games for the order (docs/decisions/090): every card is still the
    // one the name order shows, the college with only another game's programs included.
    const cards = async (query: string) => new Map((await directory(riley, query)).rows.map((row) => [row.id, row.match]));
    const [matchCards, nameCards] = [await cards('q=matchgame&sort=match'), await cards('q=matchgame&sort=name')];
    expect(matchCards.size).toBe(3);
    expect(matchCards).toEqual(nameCards);
    expect(matchCards.get(otherGame)).toMatchObject({ titleSlug: 'valorant', inPlayerGames: true });
    await t.database.db.execute(sql`delete from college_programs where college_id = ${otherGame} and esports_title_id = (select id from esports_titles where slug = 'valorant')`);
    const [afterMatch, afterName] = [await cards('q=matchgame&sort=match'), await cards('q=matchgame&sort=name')];
    expect(afterMatch.get(otherGame)).toMatchObject({ titleSlug: 'rocket-league', inPlayerGames: false });
    expect(afterMatch).toEqual(afterName);
    await t.database.db.execute(sql`delete from college_programs where college_id in (${otherGame}, ${valorant})`);
    await t.database.db.execute(sql`delete from colleges where id in (${otherGame}, ${valorant}, ${none})`);
  });

  it('reads sort=match as the name order for anyone without a player profile', async () => {
    for (const viewer of [null, await userWithRoles(['programs_college_admin']), await signUpUser(t.app)]) {
      const byMatch = await directory(viewer, 'q=matchrank&sort=match');
      const byName = await directory(viewer, 'q=matchrank&sort=name');
      expect(byMatch.rows.map((row) => row.id)).toEqual(byName.rows.map((row) => row.id));
      expect(byMatch.playerMatch).toBeUndefined();
    }
  });

  it('costs the player two statements more than anyone else: the player, then the page’s or the candidates’ programs', async () => {
    const counting = await statementCountingApp(t);
    try {
      const playerCookie = await counting.signIn(riley.email);
      // A coach: no player to load (an account without a game profile costs the one lookup that finds none).
      const other = await userWithRoles(['coaching_program_coach_college_coach']);
      const otherCookie = await counting.signIn(other.email);
      for (const query of ['q=matchrank&games=valorant', 'q=matchrank&sort=match', 'sort=match&state=TX']) {
        const asPlayer = await counting.count({ method: 'GET', url: `/api/colleges?${query}`, headers: { cookie: playerCookie } });
        const asOther = await counting.count({ method: 'GET', url: `/api/colleges?${query}`, headers: { cookie: otherCookie } });
        expect(asPlayer.response.statusCode).toBe(200);
        expect(asPlayer.statements.length, query).toBe(asOther.statements.length + 2);
      }
    } finally {
      await counting.close();
    }
  });
});
