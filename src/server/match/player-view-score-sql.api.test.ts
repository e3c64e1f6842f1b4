/**
 * The SQL form of the match in the player's own view (docs/decisions/094)
 * against the engine, on PGlite and on PostgreSQL: for randomized players
 * (with and without preferences, sliders, hard preferences, grades and home
 * coordinates; one to three games, with and without a rank or roles) and
 * randomized programs (every bar, missing bars, a lone target, an inverted
 * range, no roles; at colleges with and without coordinates, test ranges,
 * tuition and enrollment), every program's score and confidence equal
 * matchScore's in the player's view; and the directory sorted by match gives
 * the page, count and cards that the engine's scores in application code give
 * (decision 090's path), ties broken by name and id.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLEGE_PAGE_SIZE, collegeSearchQuerySchema, type CollegeSearchQuery } from '#shared/contracts/colleges.ts';
import { MATCH_CAP_SCORE, matchScore } from '#shared/match/match-score.ts';
import { HARD_PREFERENCES, IMPORTANCE_KEYS, type MatchPlayer, type MatchPlayerGame, type MatchPreferences } from '#shared/match/match-types.ts';
import { gameBySlug } from '#shared/recruiting/game-catalog.ts';
import { PROGRAM_LEVELS, ROLE_PRIORITIES } from '#shared/recruiting/program-levels.ts';
import { GPA_SCALES } from '#shared/value-sets.ts';
import { collegeFilterConditions, programFilterConditions, searchColleges } from '#server/colleges/directory/search-colleges.ts';
import { loadMatchPrograms } from '#server/colleges/programs/load-match-programs.ts';
import { rowsOf } from '#server/db/sql.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { bestProgramByCollege, searchCollegesWithMatch } from './college-cards-match.ts';
import { playerViewProgramScoresSql } from './player-view-score-sql.ts';

const SEED = 94;
const TITLES = ['valorant', 'rocket-league', 'overwatch'] as const;
const STATES = ['TX', 'OK', 'CA', 'NY', 'LA'];
const COLLEGES = 48;
const PLAYERS = 40;

/** A small seeded generator (mulberry32): the same data every run, so a failure can be read again. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(values: readonly T[]): T => values[int(0, values.length - 1)]!;
  const chance = (share: number) => next() < share;
  const some = <T>(values: readonly T[], share = 0.4): T[] => values.filter(() => chance(share));
  return { next, int, pick, chance, some };
}
const random = generator(SEED);

let t: TestApp;
/** Each title's ladder: tier ids and ordinals. */
const ladders = new Map<string, { id: string; ordinal: number; name: string }[]>();
const titleIds = new Map<string, string>();
const inTest = sql`c.slug like 'pvscore-%'`;

async function insertColleges() {
  const db = t.database.db;
  for (let index = 0; index < COLLEGES; index += 1) {
    const hasCoordinates = random.chance(0.8);
    const sat = random.chance(0.6) ? (random.chance(0.1) ? [1200, 1200] : [random.int(900, 1200), random.int(1200, 1500)]) : null;
    const act = random.chance(0.5) ? (random.chance(0.1) ? [30, 24] : [random.int(18, 25), random.int(25, 34)]) : null;
    // Names repeat (ties broken by id); some colleges get no program, some only other games' programs.
    const [college] = await rowsOf<{ id: string }>(
      db,
      sql`insert into colleges (slug, name, city, state, latitude, longitude, predominant_degree, control, undergrad_enrollment,
          sat_25, sat_75, act_25, act_75, tuition_in_state, tuition_out_of_state, is_demo)
        values (${`pvscore-${index}`}, ${`Pvscore College ${random.int(0, 25)}`}, 'Town', ${random.pick(STATES)},
          ${hasCoordinates ? 25 + random.next() * 20 : null}, ${hasCoordinates ? -120 + random.next() * 45 : null}, 'bachelor',
          ${random.pick(['public', 'nonprofit', 'for_profit'])}, ${random.chance(0.85) ? random.pick([800, 4999, 5000, 12_000, 15_000, 15_001, 40_000]) : null},
          ${sat?.[0] ?? null}, ${sat?.[1] ?? null}, ${act?.[0] ?? null}, ${act?.[1] ?? null},
          ${random.chance(0.85) ? random.int(0, 30_000) : null}, ${random.chance(0.85) ? random.int(5_000, 60_000) : null}, true)
        returning id`,
    );
    if (random.chance(0.15)) continue;
    for (const title of TITLES) {
      for (const level of PROGRAM_LEVELS) {
        if (!random.chance(0.45)) continue;
        await insertProgram(college!.id, title, level);
      }
    }
  }
}

/** A program of random shape: every bar, missing bars, a lone target, an inverted range, no roles. */
async function insertProgram(collegeId: string, title: string, level: string) {
  const db = t.database.db;
  const ladder = ladders.get(title)!;
  const tier = () => (random.chance(0.75) ? random.pick(ladder) : null);
  const scholarship = random.chance(0.5) ? (random.chance(0.15) ? [0, 0] : [random.int(0, 8_000), random.int(8_000, 30_000)]) : null;
  const [program] = await rowsOf<{ id: string }>(
    db,
    sql`insert into college_programs (college_id, esports_title_id, level, roster_size, open_spots, class_years, min_tier_id, target_tier_id,
        min_gpa, scholarship_min, scholarship_max, is_recruiting)
      values (${collegeId}, ${titleIds.get(title)!}, ${level}, 10, 2,
        ${`{${random.some([2025, 2026, 2027, 2028, 2029, 2030, 2031], 0.3).join(',')}}`}::int[], ${tier()?.id ?? null}, ${tier()?.id ?? null},
        ${random.chance(0.6) ? random.pick(['2.00', '2.75', '3.00', '3.33', '3.60', '4.00']) : null},
        ${scholarship?.[0] ?? null}, ${scholarship?.[1] ?? null}, ${random.chance(0.5)})
      returning id`,
  );
  const roles = random.some(gameBySlug(title)!.roles, 0.3);
  for (const [position, role] of roles.entries()) {
    await db.execute(
      sql`insert into college_program_roles (program_id, role, count, priority, position)
        values (${program!.id}, ${role}, ${random.int(1, 3)}, ${random.pick(ROLE_PRIORITIES)}, ${position})`,
    );
  }
}

function randomPreferences(): MatchPreferences | null {
  if (random.chance(0.25)) return null;
  const importance: MatchPreferences['importance'] = {};
  for (const key of IMPORTANCE_KEYS) if (random.chance(0.6)) importance[key] = random.int(1, 5);
  return {
    states: random.some(STATES, 0.3),
    maxDistanceMiles: random.chance(0.5) ? random.pick([0, 50, 150, 400, 1000]) : null,
    sizes: random.some(['small', 'medium', 'large'] as const, 0.35),
    control: random.chance(0.4) ? random.pick(['public', 'private'] as const) : null,
    budgetPerYear: random.chance(0.5) ? random.pick([0, 5_000, 12_000, 25_000, 50_000]) : null,
    needsScholarship: random.pick([null, true, false]),
    levelsSought: random.some(PROGRAM_LEVELS, 0.35),
    importance,
    hard: random.some(HARD_PREFERENCES, 0.25),
  };
}

function randomPlayer(index: number): MatchPlayer {
  const games: MatchPlayerGame[] = random.some(TITLES, 0.5).map((titleSlug) => {
    const roles = gameBySlug(titleSlug)!.roles;
    const tier = random.chance(0.8) ? random.pick(ladders.get(titleSlug)!) : null;
    return {
      titleSlug,
      currentTier: tier ? { ordinal: tier.ordinal, name: tier.name } : null,
      primaryRole: random.chance(0.8) ? random.pick(roles) : null,
      secondaryRole: random.chance(0.5) ? random.pick(roles) : null,
    };
  });
  if (games.length === 0) games.push({ titleSlug: 'valorant', currentTier: null, primaryRole: null, secondaryRole: null });
  const scale = random.pick(GPA_SCALES);
  const hasGpa = random.chance(0.7);
  return {
    id: `player-${index}`,
    games,
    gradYear: random.chance(0.85) ? random.int(2024, 2032) : null,
    gpa: hasGpa ? (scale === '100' ? random.int(60, 100) : Number((random.next() * Number(scale)).toFixed(2))) : null,
    gpaScale: hasGpa ? scale : null,
    satScore: random.chance(0.5) ? random.int(800, 1600) : null,
    actScore: random.chance(0.4) ? random.int(12, 36) : null,
    homeState: random.chance(0.85) ? random.pick(STATES) : null,
    homeCoordinates: random.chance(0.6) ? { latitude: 25 + random.next() * 20, longitude: -120 + random.next() * 45 } : null,
    preferences: randomPreferences(),
  };
}

let players: MatchPlayer[];

beforeAll(async () => {
  t = await createTestApp();
  const tiers = await rowsOf<{ slug: string; titleId: string; id: string; ordinal: number; name: string }>(
    t.database.db,
    sql`select t.slug, t.id as "titleId", rt.id, rt.ordinal, rt.name from rank_tiers rt join esports_titles t on t.id = rt.esports_title_id order by rt.ordinal`,
  );
  for (const tier of tiers) {
    titleIds.set(tier.slug, tier.titleId);
    ladders.set(tier.slug, [...(ladders.get(tier.slug) ?? []), tier]);
  }
  await insertColleges();
  players = Array.from({ length: PLAYERS }, (_, index) => randomPlayer(index));
});
afterAll(async () => t.close());

/**
 * The directory as decision 090 computed it: the engine's scores in application code, sent with the page's statement;
 * with how many colleges score above the cap (whether the SQL form's first half answers the page alone).
 */
async function directoryInApp(player: MatchPlayer, query: CollegeSearchQuery) {
  const games = sql.join(player.games.map((game) => sql`${game.titleSlug}`), sql`, `);
  const where = sql.join([...collegeFilterConditions(query), ...programFilterConditions(query), sql`t.slug in (${games})`], sql` and `);
  const best = bestProgramByCollege(player, await loadMatchPrograms(t.database.db, where));
  const ids = [...best.keys()];
  const scores = ids.map((id) => best.get(id)!.result.score);
  const page = await searchColleges(t.database.db, query, {
    matchScores: sql`select * from unnest(${`{${ids.join(',')}}`}::uuid[], ${`{${scores.join(',')}}`}::int[]) as ms(college_id, score)`,
  });
  return { page, aboveCap: scores.filter((score) => score > MATCH_CAP_SCORE).length };
}

/** A player every program's rank and GPA bars let through: the best rank of each title, a 4.0, no preferences. */
function strongPlayer(index: number): MatchPlayer {
  const games = TITLES.map((titleSlug) => {
    const top = ladders.get(titleSlug)!.at(-1)!;
    const roles = gameBySlug(titleSlug)!.roles;
    return { titleSlug, currentTier: { ordinal: top.ordinal, name: top.name }, primaryRole: roles[index % roles.length]!, secondaryRole: null };
  });
  return { id: `strong-${index}`, games, gradYear: 2027 + index, gpa: 4, gpaScale: '4.0', satScore: 1500, actScore: null, homeState: 'TX', homeCoordinates: null, preferences: null };
}

/** The directory sorted by match in SQL against the engine's order, for each player and query; how many pages the cut answered. */
async function compareDirectories(group: MatchPlayer[], queries: string[]) {
  let cut = 0;
  let everyProgram = 0;
  for (const player of group) {
    for (const text of queries) {
      const query = collegeSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(text)));
      const inSql = await searchCollegesWithMatch(t.database.db, { player, hasPreferences: player.preferences !== null }, query);
      const inApp = await directoryInApp(player, query);
      const label = `seed ${SEED}, ${text}, ${JSON.stringify(player)}`;
      expect(inSql.rows.map((row) => row.id), label).toEqual(inApp.page.rows.map((row) => row.id));
      expect(inSql.total, label).toBe(inApp.page.total);
      if (inApp.aboveCap >= query.page * COLLEGE_PAGE_SIZE) cut += 1;
      else everyProgram += 1;
    }
    // Every card is the engine's best program for the player, as the name order shows it.
    const query = collegeSearchQuerySchema.parse({ q: 'pvscore', sort: 'match' });
    const byMatch = await searchCollegesWithMatch(t.database.db, { player, hasPreferences: false }, query);
    const byName = await searchCollegesWithMatch(t.database.db, { player, hasPreferences: false }, { ...query, sort: 'name' });
    const cards = new Map(byName.rows.map((row) => [row.id, row.match]));
    for (const row of byMatch.rows) if (cards.has(row.id)) expect(row.match, JSON.stringify(player)).toEqual(cards.get(row.id));
  }
  return { cut, everyProgram };
}

describe('the match in the player’s view, in SQL', () => {
  it('gives every program matchScore’s score and confidence in the player’s view, for randomized players and programs', async () => {
    const programs = await loadMatchPrograms(t.database.db, inTest);
    expect(programs.length).toBeGreaterThan(60);
    let capped = 0;
    let preferred = 0;
    for (const player of players) {
      const rows = await rowsOf<{ programId: string; score: number; confidence: number }>(
        t.database.db,
        sql`select s.program_id as "programId", s.score, s.confidence from (${playerViewProgramScoresSql(player, inTest)}) s`,
      );
      const inSql = new Map(rows.map((row) => [row.programId, { score: Number(row.score), confidence: Number(row.confidence) }]));
      const inApp = new Map(
        programs.map((entry) => {
          const result = matchScore(player, entry.program, { perspective: 'player', explain: false });
          if (result.caps.length > 0) capped += 1;
          return [entry.programId, { score: result.score, confidence: result.confidence.value }];
        }),
      );
      expect(inSql, `seed ${SEED}, ${JSON.stringify(player)}`).toEqual(inApp);
      if (player.preferences) preferred += 1;
    }
    // The data reaches the shapes it is meant to: caps, preferences, and both.
    expect(capped).toBeGreaterThan(100);
    expect(preferred).toBeGreaterThan(10);
    expect(players.filter((player) => !player.preferences).length).toBeGreaterThan(3);
  });

  it('sorts the directory as the engine does when the programs free of caps fill the page: same pages and count, ties by name and id', async () => {
    const strong = Array.from({ length: 4 }, (_, index) => strongPlayer(index));
    const { cut } = await compareDirectories(strong, ['q=pvscore&sort=match', 'q=pvscore&sort=match&scholarships=true']);
    // The first half of the statement (programs free of the caps) answered these pages on its own.
    expect(cut).toBeGreaterThan(2);
  });

  it('sorts the directory as the engine does when they do not: every program scored, in the same statement', async () => {
    const queries = ['q=pvscore&sort=match', 'q=pvscore&sort=match&page=2', 'q=pvscore&sort=match&games=rocket-league&recruiting=true'];
    const { everyProgram } = await compareDirectories(players.slice(0, 8), queries);
    expect(everyProgram).toBeGreaterThan(10);
  });
});
