/**
 * `npm run bench:colleges` (issue 12, "How it is checked"): the colleges
 * directory and the match ranking, on a bench-only database
 * (bench/colleges-seed.ts): the 2,969 institutions, 20,000 synthetic
 * programs over them (BENCH_PROGRAMS) and 100,000 player profiles whose
 * first game is Valorant (BENCH_MATCH_PLAYERS), on PGlite and on
 * PostgreSQL 15 (a temporary server from scripts/postgres/start.sh, or a
 * fresh database on BENCH_DATABASE_URL); BENCH_ENGINES=pglite or postgres
 * runs one. Measured in this process on the app's database handle (the
 * services the routes call, no HTTP):
 *   - directory: GET /api/colleges's searchColleges with three filters,
 *     three mixes (a game, scholarships and a state; a game, recruiting now
 *     and public or private; scholarships, a size and a tuition ceiling),
 *     each over varying games, states, controls and sizes, BENCH_SAMPLES
 *     (300) in all; goal p95 < 15 ms on PostgreSQL;
 *   - match ranking: one Valorant varsity program (tiers, roles needed,
 *     class years, minimum GPA, a college with SAT and ACT ranges) against
 *     the players the recruiter search may list, top 50 by the SQL form
 *     (rankPlayersByMatchSql), BENCH_MATCH_SAMPLES (30) runs; goal p50 <
 *     150 ms on PostgreSQL; in the same run the same ranking in application
 *     code (every listed player loaded in one statement, then rankByMatch),
 *     BENCH_APP_SAMPLES (5) runs, the ratio of the p50s printed, and the two
 *     top 50s compared (same players, order, scores and confidences);
 *   - the recruiter search sorted by match for that program (page 1 and the
 *     count, what /players asks), for the record;
 *   - the other direction (issue 27, item 7): the directory sorted by match
 *     for one player of that game over every program (searchCollegesWithMatch,
 *     what GET /api/colleges?sort=match asks: scored in SQL, decision 094),
 *     target p95 < 100 ms, as for the program's top 50, with decision 090's
 *     path (scored in Node) interleaved as the figure before; both go to the
 *     one report (`BENCH=colleges npm run bench`).
 * EXPLAIN (ANALYZE, BUFFERS) of each statement measured, the load average
 * at start and end. Results: .tmp/bench/colleges.json. Not part of npm test.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { collegeSearchQuerySchema, type CollegeSearchQuery } from '#shared/contracts/colleges.ts';
import type { MatchPlayer, MatchPreferences } from '#shared/match/match-types.ts';
import { rankByMatch } from '#shared/match/rank-by-match.ts';
import type { GpaScale } from '#shared/value-sets.ts';
import { collegeFilterConditions, programFilterConditions, searchColleges } from '#server/colleges/directory/search-colleges.ts';
import { bestProgramByCollege, searchCollegesWithMatch } from '#server/match/college-cards-match.ts';
import { loadMatchPrograms } from '#server/colleges/programs/load-match-programs.ts';
import { openDatabase, type Database, type DatabaseHandle } from '#server/db/client.ts';
import { loadMatchProgram, type LoadedMatchProgram } from '#server/colleges/programs/load-match-program.ts';
import { matchScoreSql, programViewMatchColumns, SEARCH_ROW_PREFERENCE_COLUMNS } from '#server/match/match-score-sql.ts';
import { rankAllPlayersByMatchSql, rankPlayersByMatchSql, type RankedMatchRow } from '#server/match/rank-players-by-match-sql.ts';
import { recruiterProfileVisibleSql } from '#server/visibility/profile-visibility-sql.ts';
import { searchPlayers } from '#server/profiles/search/search-players.ts';
import { rowsOf } from '#server/db/sql.ts';
import { applyBenchPriority, busyWarning, cpuSecondsOfTree, formatTable, loadAverage, machineLine, percentile, priorityLine } from './measure.ts';
import { benchOnEngines, postmasterPid, stopPostgres, type Statement } from './postgres-server.ts';
import { seedCollegesBench } from './colleges-seed.ts';
import { writeBenchRows, type ReportRow } from './report.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUTPUT = path.join(ROOT, '.tmp/bench/colleges.json');
const PROGRAMS = Number(process.env.BENCH_PROGRAMS ?? 20_000);
const PLAYERS = Number(process.env.BENCH_MATCH_PLAYERS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const MATCH_SAMPLES = Number(process.env.BENCH_MATCH_SAMPLES ?? 30);
const APP_SAMPLES = Number(process.env.BENCH_APP_SAMPLES ?? 5);
const TOP = 50;
const TITLE = 'valorant';
const DIRECTORY_P95_GOAL_MS = 15;
const MATCH_P50_GOAL_MS = 150;
/** Issue 27, item 7: the top 50 both ways, p95. */
const MATCH_P95_TARGET_MS = 100;
const RECRUITER = { userId: 'bench-recruiter', isRecruiter: true, isPlatformStaff: false };

interface Timing {
  samples: number;
  p50: number;
  p95: number;
  /**
   * The database's CPU time per run, mean (PGlite: this process, where it runs; PostgreSQL: the server and its
   * backends, when this bench started it): what a run costs whatever else the machine is doing.
   */
  cpuMs?: number;
}
interface Result {
  database: 'PGlite' | 'PostgreSQL';
  colleges: number;
  programs: number;
  players: number;
  listedPlayers: number;
  seedSeconds: number;
  directory: Timing & { statements: number; meanTotal: number; mixes: Record<string, Timing> };
  matchSql: Timing & { statements: number };
  /** The same top 50 by the statement before decision 090 (rankAllPlayersByMatchSql: every listed row bounded), interleaved. */
  matchSqlBefore: Timing;
  /** The preferences' ways into the ranking, measured interleaved (same conditions): p50 ms each. */
  variants: Record<Variant, number> & { sameTopJoin: boolean };
  matchApp: Timing & { loadP50: number; scoreP50: number };
  ratio: number;
  sameTop: boolean;
  matchSearch: Timing & { statements: number; total: number };
  /** The other direction: the directory sorted by match for one player over every program (page 1 and the count). */
  playerDirectory: Timing & { statements: number; total: number };
  /** The same page by decision 090's path (the programs of the player's games loaded and scored in Node), interleaved; and whether the pages agree. */
  playerDirectoryBefore: Timing;
  samePlayerOrder: boolean;
  program: { label: string; program: LoadedMatchProgram['program'] };
  topScores: string;
  plans: Record<string, string>;
}

/** CPU seconds the database has used so far: this process for PGlite, the temporary server's tree for PostgreSQL (NaN otherwise). */
function databaseCpuSeconds(database: Result['database'], withThisProcess = false): number {
  const usage = process.cpuUsage();
  const own = (usage.user + usage.system) / 1e6;
  if (database === 'PGlite') return own;
  const pid = postmasterPid();
  return (pid ? cpuSecondsOfTree(pid) : NaN) + (withThisProcess ? own : 0);
}

async function time<T>(
  database: Result['database'],
  samples: number,
  run: (index: number) => Promise<T>,
  withThisProcess = false,
): Promise<{ timing: Timing; results: T[]; durations: number[] }> {
  const durations: number[] = [];
  const results: T[] = [];
  const cpuBefore = databaseCpuSeconds(database, withThisProcess);
  for (let index = 0; index < samples; index += 1) {
    const started = performance.now();
    results.push(await run(index));
    durations.push(performance.now() - started);
  }
  const cpuMs = ((databaseCpuSeconds(database, withThisProcess) - cpuBefore) * 1000) / samples;
  return { timing: { samples, p50: percentile(durations, 50), p95: percentile(durations, 95), cpuMs }, results, durations };
}

const STATES = ['TX', 'CA', 'NY', 'PA', 'OH', 'FL', 'IL', 'MA', 'NC', 'GA', 'MI', 'WA', 'VA', 'MO', 'TN'];
const GAMES = ['valorant', 'league-of-legends', 'rocket-league', 'overwatch', 'marvel-rivals', 'counter-strike'];
const MIXES: Record<string, (index: number) => string> = {
  'game + scholarships + state': (index) => `games=${GAMES[index % GAMES.length]}&scholarships=true&state=${STATES[index % STATES.length]}`,
  'game + recruiting + control': (index) => `games=${GAMES[index % GAMES.length]}&recruiting=true&control=${index % 2 ? 'public' : 'private'}`,
  'scholarships + size + tuition': (index) => `scholarships=true&size=${['small', 'medium', 'large'][index % 3]}&maxTuition=${15_000 + (index % 5) * 5_000}`,
};

/** The directory's queries, as the route parses them: the mixes in turn, each over varying values. */
function directoryQueries(count: number): { mix: string; query: CollegeSearchQuery }[] {
  const mixes = Object.entries(MIXES);
  return Array.from({ length: count }, (_, index) => {
    const [mix, build] = mixes[index % mixes.length]!;
    return { mix, query: collegeSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(build(Math.floor(index / mixes.length))))) };
  });
}

/** The measured program: a Valorant varsity program with every bar set, at a college reporting SAT and ACT ranges (the first by college name). */
async function benchProgram(db: Database): Promise<LoadedMatchProgram> {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`select p.id from college_programs p
      join colleges c on c.id = p.college_id join esports_titles t on t.id = p.esports_title_id
      where t.slug = ${TITLE} and p.level = 'varsity' and p.min_tier_id is not null and p.min_gpa is not null
        and c.sat_25 is not null and c.act_25 is not null
        and (select count(*) from college_program_roles pr where pr.program_id = p.id) = 2
      order by c.name, c.id limit 1`,
  );
  if (!row) throw new Error('seed: no Valorant varsity program with every bar set');
  return (await loadMatchProgram(db, row.id))!;
}

interface PlayerRow {
  id: string;
  tierOrdinal: number | null;
  tierName: string | null;
  primaryRole: string | null;
  secondaryRole: string | null;
  gradYear: number | null;
  gpa: number | null;
  gpaScale: GpaScale | null;
  satScore: number | null;
  actScore: number | null;
  state: string | null;
  /** The search row's copy of the preferences (null: none), as the engine reads them, with the home's coordinates. */
  preferences: (Omit<MatchPreferences, 'importance'> & { latitude: number | null; longitude: number | null }) | null;
}

/**
 * The application-code ranking: every player the recruiter search may list
 * for the title, with what the engine reads (the search rows' academics as
 * recruiters see them, GPA already on 4.0, as the SQL form reads them), in
 * one statement; then rankByMatch in this process.
 */
async function rankInApp(db: Database, loaded: LoadedMatchProgram) {
  const loadStarted = performance.now();
  const rows = await rowsOf<PlayerRow>(
    db,
    sql`select r.user_id as id, r.tier_ordinal as "tierOrdinal", rt.name as "tierName", r.primary_role as "primaryRole",
        r.secondary_role as "secondaryRole", r.grad_year as "gradYear",
        r.recruiter_gpa_on_4 as gpa, case when r.recruiter_gpa_on_4 is not null then '4.0' end as "gpaScale",
        r.recruiter_sat_score as "satScore", r.recruiter_act_score as "actScore", r.state,
        case when r.has_preferences then json_build_object('states', r.pref_states, 'maxDistanceMiles', r.pref_max_distance_miles,
          'sizes', r.pref_sizes, 'control', r.pref_control, 'budgetPerYear', r.pref_budget_per_year, 'needsScholarship', r.pref_needs_scholarship,
          'levelsSought', r.pref_levels_sought, 'hard', r.pref_hard, 'latitude', r.pref_home_latitude, 'longitude', r.pref_home_longitude) end as preferences
      from player_search_rows r
      join esports_titles t on t.id = r.esports_title_id and t.slug = ${loaded.program.titleSlug}
      left join rank_tiers rt on rt.id = r.current_tier_id
      where ${recruiterProfileVisibleSql('r')}`,
  );
  const loadMs = performance.now() - loadStarted;
  const scoreStarted = performance.now();
  const players: MatchPlayer[] = rows.map((row) => ({
    id: row.id,
    games: [
      {
        titleSlug: loaded.program.titleSlug,
        currentTier: row.tierOrdinal === null ? null : { ordinal: row.tierOrdinal, name: row.tierName ?? '' },
        primaryRole: row.primaryRole,
        secondaryRole: row.secondaryRole,
      },
    ],
    gradYear: row.gradYear,
    gpa: row.gpa,
    gpaScale: row.gpaScale,
    satScore: row.satScore,
    actScore: row.actScore,
    homeState: row.state,
    homeCoordinates: row.preferences?.latitude != null && row.preferences.longitude != null ? { latitude: row.preferences.latitude, longitude: row.preferences.longitude } : null,
    preferences: row.preferences ? { ...row.preferences, importance: {} } : null,
  }));
  const ranked = rankByMatch(players, loaded.program, TOP);
  const scoreMs = performance.now() - scoreStarted;
  return { ranked, loadMs, scoreMs, listed: rows.length };
}

const VARIANTS = ['copied, bounded (the ranking)', 'copied, every row scored', 'joined, every row scored', 'none (before them)'] as const;
type Variant = (typeof VARIANTS)[number];
const VARIANT_SAMPLES = Number(process.env.BENCH_VARIANT_SAMPLES ?? 15);

/**
 * The ranking with the preferences read four ways, for decision 035:
 * rankPlayersByMatchSql (the search rows' copy; the preferences' half only
 * for the players who can still enter the top 50); the whole expression on
 * every row, from the copy, or joined from player_match_preferences by user
 * id; and not at all (every player read as having none: the SQL form before
 * the preferences, for their cost).
 */
async function rankVariant(db: Database, loaded: LoadedMatchProgram, variant: Variant): Promise<RankedMatchRow[]> {
  if (variant === 'copied, bounded (the ranking)') return rankPlayersByMatchSql(db, loaded.program, { limit: TOP, visibleWhere: recruiterProfileVisibleSql('r') });
  const columns = programViewMatchColumns('r');
  const joined = variant === 'joined, every row scored';
  const copied = variant === 'copied, every row scored';
  const preferences = { ...columns.preferences };
  // Joined: the source table's columns (named as on the search rows without the prefix). None: every part's case
  // folds away (the planner simplifies `case when not false`), leaving the expression as it was before preferences.
  for (const [key, name] of Object.entries(SEARCH_ROW_PREFERENCE_COLUMNS) as [keyof typeof preferences, string][]) {
    if (joined) preferences[key] = sql.raw(`mp.${name.replace(/^pref_/, '')}`);
  }
  if (!copied) preferences.isSet = joined ? sql`(mp.user_id is not null)` : sql`false`;
  const { score, confidence } = matchScoreSql(loaded.program, { ...columns, preferences });
  const rows = await rowsOf<RankedMatchRow>(
    db,
    sql`select r.user_id as "userId", ${score} as score, ${confidence} as confidence
      from player_search_rows r
      join esports_titles t on t.id = r.esports_title_id and t.slug = ${loaded.program.titleSlug}
      ${joined ? sql`left join player_match_preferences mp on mp.user_id = r.user_id` : sql``}
      where ${recruiterProfileVisibleSql('r')}
      order by score desc, confidence desc, r.user_id collate "C"
      limit ${TOP}`,
  );
  return rows.map((row) => ({ userId: row.userId, score: Number(row.score), confidence: Number(row.confidence) }));
}

async function compareVariants(db: Database, loaded: LoadedMatchProgram): Promise<Result['variants']> {
  const durations = Object.fromEntries(VARIANTS.map((variant) => [variant, [] as number[]])) as Record<Variant, number[]>;
  for (const variant of VARIANTS) await rankVariant(db, loaded, variant);
  for (let round = 0; round < VARIANT_SAMPLES; round += 1) {
    for (const variant of VARIANTS) {
      const started = performance.now();
      await rankVariant(db, loaded, variant);
      durations[variant].push(performance.now() - started);
    }
  }
  const tops = await Promise.all(VARIANTS.slice(0, 3).map((variant) => rankVariant(db, loaded, variant)));
  return {
    ...(Object.fromEntries(VARIANTS.map((variant) => [variant, percentile(durations[variant], 50)])) as Record<Variant, number>),
    sameTopJoin: tops.every((top) => JSON.stringify(top) === JSON.stringify(tops[0])),
  };
}

/** EXPLAIN ANALYZE of one recorded statement on the handle's own connection. */
async function explain(handle: DatabaseHandle, statement: Statement): Promise<string> {
  const client = (handle.db as unknown as { $client: { query: (text: string, params: unknown[]) => Promise<{ rows: Record<string, string>[] }> } }).$client;
  const result = await client.query(`explain (analyze, buffers) ${statement.sql}`, statement.params);
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

/**
 * The directory sorted by match as decision 090 computed it: the programs of the player's games at the colleges
 * passing the filters loaded and scored in this process, the scores sent back with the page's statement (the cards
 * are not explained: the order and the count are what is compared).
 */
async function directoryByMatchBefore(db: Database, player: MatchPlayer, query: CollegeSearchQuery) {
  const conditions = [...collegeFilterConditions(query), ...programFilterConditions(query)];
  const games = sql.join(player.games.map((game) => sql`${game.titleSlug}`), sql`, `);
  const where = sql.join([...conditions, sql`t.slug in (${games})`], sql` and `);
  const best = bestProgramByCollege(player, await loadMatchPrograms(db, where));
  const ids = [...best.keys()];
  const scores = ids.map((id) => best.get(id)!.result.score);
  const matchScores = sql`select * from unnest(${`{${ids.join(',')}}`}::uuid[], ${`{${scores.join(',')}}`}::int[]) as ms(college_id, score)`;
  return searchColleges(db, query, { matchScores });
}

/** A player of the program's game at its target tier in its first needed role, no preferences, no grades. */
function benchPlayer(loaded: LoadedMatchProgram): { player: MatchPlayer; hasPreferences: boolean } {
  const program = loaded.program;
  const role = program.rolesNeeded[0]?.role ?? null;
  return {
    player: {
      games: [{ titleSlug: program.titleSlug, currentTier: program.targetTier, primaryRole: role, secondaryRole: null }],
      gradYear: program.classYears[0] ?? null,
      gpa: null,
      gpaScale: null,
      satScore: null,
      actScore: null,
      homeState: null,
      homeCoordinates: null,
      preferences: null,
    },
    hasPreferences: false,
  };
}

async function benchDatabase(database: Result['database'], databaseUrl?: string): Promise<Result> {
  let recording: Statement[] | null = null;
  const handle = await openDatabase({ databaseUrl, onQuery: (query, params) => recording?.push({ sql: query, params }) });
  const record = async (run: () => Promise<unknown>) => {
    recording = [];
    await run();
    const statements = recording;
    recording = null;
    return statements;
  };
  const db = handle.db;
  try {
    await handle.migrate();
    console.log(`${database}: seeding 2,969 colleges, ${PROGRAMS.toLocaleString('en-US')} programs, ${PLAYERS.toLocaleString('en-US')} players...`);
    const seedStarted = performance.now();
    await seedCollegesBench(db, { programs: PROGRAMS, players: PLAYERS, playerTitle: TITLE });
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const [counts] = await rowsOf<{ colleges: number; programs: number; players: number }>(
      db,
      sql`select (select count(*)::int from colleges) as colleges, (select count(*)::int from college_programs) as programs,
        (select count(*)::int from player_search_rows r join esports_titles t on t.id = r.esports_title_id where t.slug = ${TITLE}) as players`,
    );
    console.log(`${database}: seeded in ${seedSeconds.toFixed(1)} s`);

    // Directory: warm-up, then the measured runs.
    const queries = directoryQueries(SAMPLES);
    for (const { query } of queries.slice(0, 30)) await searchColleges(db, query);
    const directoryRun = await time(database, queries.length, (index) => searchColleges(db, queries[index]!.query));
    const mixes: Record<string, Timing> = {};
    for (const mix of Object.keys(MIXES)) {
      const durations = directoryRun.durations.filter((_, index) => queries[index]!.mix === mix);
      mixes[mix] = { samples: durations.length, p50: percentile(durations, 50), p95: percentile(durations, 95) };
    }
    const directoryStatements = await record(() => searchColleges(db, queries[0]!.query));

    // Match ranking: the SQL form, then application code, on the same program and players.
    const loaded = await benchProgram(db);
    const visibleWhere = recruiterProfileVisibleSql('r');
    for (let index = 0; index < 3; index += 1) await rankPlayersByMatchSql(db, loaded.program, { limit: TOP, visibleWhere });
    // The ranking and the statement before decision 090 in turn, so both see the same load; the same top 50.
    const interleaved = { after: [] as number[], before: [] as number[] };
    let sameBefore = true;
    const sqlRun = await time(database, MATCH_SAMPLES, async () => {
      const started = performance.now();
      const before = await rankAllPlayersByMatchSql(db, loaded.program, { limit: TOP, visibleWhere });
      interleaved.before.push(performance.now() - started);
      const afterStarted = performance.now();
      const after = await rankPlayersByMatchSql(db, loaded.program, { limit: TOP, visibleWhere });
      interleaved.after.push(performance.now() - afterStarted);
      sameBefore &&= JSON.stringify(before) === JSON.stringify(after);
      return after;
    });
    sqlRun.timing = { ...sqlRun.timing, p50: percentile(interleaved.after, 50), p95: percentile(interleaved.after, 95), cpuMs: undefined };
    const matchSqlBefore: Timing = { samples: MATCH_SAMPLES, p50: percentile(interleaved.before, 50), p95: percentile(interleaved.before, 95) };
    const sqlStatements = await record(() => rankPlayersByMatchSql(db, loaded.program, { limit: TOP, visibleWhere }));
    console.log(`${database}: SQL ranking p50 ${sqlRun.timing.p50.toFixed(1)} ms; the preferences' variants, interleaved...`);
    const variants = await compareVariants(db, loaded);
    console.log(`${database}: ranking in application code...`);
    await rankInApp(db, loaded);
    // Application code: the scoring runs in this process, so its CPU counts too.
    const appRun = await time(database, APP_SAMPLES, () => rankInApp(db, loaded), true);
    const inSql: RankedMatchRow[] = sqlRun.results[0]!;
    const inApp = appRun.results[0]!.ranked.map((entry) => ({ userId: entry.id, score: entry.result.score, confidence: entry.result.confidence.value }));
    const sameTop = sameBefore && JSON.stringify(inSql) === JSON.stringify(inApp);
    if (!sameTop) console.log(`${database}: the top ${TOP} differ\n  SQL: ${JSON.stringify(inSql.slice(0, 5))}\n  app: ${JSON.stringify(inApp.slice(0, 5))}`);

    // The recruiter search sorted by match (what /players asks): page 1 and the count.
    const searchQuery = { sort: 'match', program: loaded.id, page: 1 } as const;
    for (let index = 0; index < 3; index += 1) await searchPlayers(db, RECRUITER, searchQuery, loaded);
    const searchRun = await time(database, Math.min(MATCH_SAMPLES, 20), () => searchPlayers(db, RECRUITER, searchQuery, loaded));
    const searchStatements = await record(() => searchPlayers(db, RECRUITER, searchQuery, loaded));

    // The other direction (issue 27, item 7): the directory sorted by match for a player of that program's
    // game at its target tier, over every program of every college (what GET /api/colleges?sort=match asks).
    const player = benchPlayer(loaded);
    const directoryQuery = collegeSearchQuerySchema.parse({ sort: 'match' });
    for (let index = 0; index < 3; index += 1) await searchCollegesWithMatch(db, player, directoryQuery);
    // Interleaved with the order as decision 090 computed it (the programs of the player's games loaded and scored in
    // Node, then the page), so both see the same load; the same order of colleges and count.
    const playerTimes = { after: [] as number[], before: [] as number[] };
    let samePlayerOrder = true;
    const playerRun = await time(database, Math.min(MATCH_SAMPLES, 20), async () => {
      const started = performance.now();
      const before = await directoryByMatchBefore(db, player.player, directoryQuery);
      playerTimes.before.push(performance.now() - started);
      const afterStarted = performance.now();
      const page = await searchCollegesWithMatch(db, player, directoryQuery);
      playerTimes.after.push(performance.now() - afterStarted);
      samePlayerOrder &&= JSON.stringify(before.rows.map((row) => row.id)) === JSON.stringify(page.rows.map((row) => row.id)) && before.total === page.total;
      return page;
    });
    playerRun.timing = { ...playerRun.timing, p50: percentile(playerTimes.after, 50), p95: percentile(playerTimes.after, 95), cpuMs: undefined };
    const playerDirectoryBefore: Timing = { samples: playerTimes.before.length, p50: percentile(playerTimes.before, 50), p95: percentile(playerTimes.before, 95) };
    const playerStatements = await record(() => searchCollegesWithMatch(db, player, directoryQuery));

    const plans: Record<string, string> = {
      [`directory (${queries[0]!.mix})`]: await explain(handle, directoryStatements.at(-1)!),
      'match ranking, SQL form (top 50)': await explain(handle, sqlStatements.at(-1)!),
      'recruiter search sorted by match (page 1 and count)': await explain(handle, searchStatements.at(-1)!),
      "a player's directory sorted by match (page 1 and count)": await explain(handle, playerStatements[0]!),
    };
    const p = loaded.program;
    return {
      database,
      colleges: counts!.colleges,
      programs: counts!.programs,
      players: counts!.players,
      listedPlayers: appRun.results[0]!.listed,
      seedSeconds,
      directory: {
        ...directoryRun.timing,
        statements: directoryStatements.length,
        meanTotal: directoryRun.results.reduce((sum, page) => sum + page.total, 0) / queries.length,
        mixes,
      },
      matchSql: { ...sqlRun.timing, statements: sqlStatements.length },
      matchSqlBefore,
      variants,
      matchApp: {
        ...appRun.timing,
        loadP50: percentile(appRun.results.map((run) => run.loadMs), 50),
        scoreP50: percentile(appRun.results.map((run) => run.scoreMs), 50),
      },
      ratio: appRun.timing.p50 / sqlRun.timing.p50,
      sameTop,
      matchSearch: { ...searchRun.timing, statements: searchStatements.length, total: searchRun.results[0]!.total },
      playerDirectory: { ...playerRun.timing, statements: playerStatements.length, total: playerRun.results[0]!.total },
      playerDirectoryBefore,
      samePlayerOrder,
      program: {
        label: `${loaded.collegeName} ${loaded.titleName} ${p.level}: ${p.minTier?.name ?? 'no minimum'} to ${p.targetTier?.name}, roles ${p.rolesNeeded.map((need) => `${need.role} (${need.priority})`).join(', ')}, classes ${p.classYears.join(', ')}, minimum GPA ${p.minGpa}, SAT ${p.college.sat25}-${p.college.sat75}, ACT ${p.college.act25}-${p.college.act75}`,
        program: p,
      },
      topScores: inSql
        .slice(0, 10)
        .map((row) => `${row.score} (${row.confidence})`)
        .join(', '),
      plans,
    };
  } finally {
    await handle.close();
  }
}

function report(results: Result[], loads: number[]) {
  const ms = (value: number) => value.toFixed(2);
  const cpu = (timing: Timing) => (timing.cpuMs === undefined || Number.isNaN(timing.cpuMs) ? '' : timing.cpuMs.toFixed(1));
  const verdict = (met: boolean, result: Result) => `${met ? 'met' : 'MISSED'}${result.database === 'PostgreSQL' ? '' : ' (goal set for PostgreSQL)'}`;
  console.log(`\nColleges directory and match ranking (issue 12): ${machineLine()}`);
  console.log(
    formatTable(
      ['database', 'colleges', 'programs', 'players', 'measure', 'samples', 'p50 ms', 'p95 ms', 'CPU ms', 'statements', 'goal'],
      results.flatMap((result) => [
        [result.database, String(result.colleges), String(result.programs), String(result.players), 'directory, 3 filters', String(result.directory.samples), ms(result.directory.p50), ms(result.directory.p95), cpu(result.directory), String(result.directory.statements), `p95 < ${DIRECTORY_P95_GOAL_MS} ms: ${verdict(result.directory.p95 < DIRECTORY_P95_GOAL_MS, result)}`],
        ...Object.entries(result.directory.mixes).map(([mix, timing]) => [result.database, '', '', '', `  ${mix}`, String(timing.samples), ms(timing.p50), ms(timing.p95), '', '', '']),
        [result.database, '', '', '', `match top ${TOP}, SQL form`, String(result.matchSql.samples), ms(result.matchSql.p50), ms(result.matchSql.p95), cpu(result.matchSql), String(result.matchSql.statements), `p50 < ${MATCH_P50_GOAL_MS} ms: ${verdict(result.matchSql.p50 < MATCH_P50_GOAL_MS, result)}`],
        [result.database, '', '', '', `  before: every row bounded (035)`, String(result.matchSqlBefore.samples), ms(result.matchSqlBefore.p50), ms(result.matchSqlBefore.p95), '', '1', `interleaved; ${(result.matchSqlBefore.p95 / result.matchSql.p95).toFixed(1)}x the p95 after`],
        ...VARIANTS.map((variant) => [result.database, '', '', '', `  preferences ${variant}`, String(VARIANT_SAMPLES), ms(result.variants[variant]), '', '', '1', variant === VARIANTS[2] ? `interleaved; same top ${TOP} (first three): ${result.variants.sameTopJoin ? 'yes' : 'NO'}` : 'interleaved']),
        [result.database, '', '', '', `match top ${TOP}, application code`, String(result.matchApp.samples), ms(result.matchApp.p50), ms(result.matchApp.p95), cpu(result.matchApp), '1', `${result.ratio.toFixed(1)}x the SQL form; same top ${TOP}: ${result.sameTop ? 'yes' : 'NO'}`],
        [result.database, '', '', '', '  of which: load / score', '', `${ms(result.matchApp.loadP50)} / ${ms(result.matchApp.scoreP50)}`, '', '', '', `${result.listedPlayers} players listed`],
        [result.database, '', '', '', 'recruiter search, sort=match', String(result.matchSearch.samples), ms(result.matchSearch.p50), ms(result.matchSearch.p95), cpu(result.matchSearch), String(result.matchSearch.statements), `${result.matchSearch.total} players counted`],
        [result.database, '', '', '', "  before: the player's games scored in Node (090)", String(result.playerDirectoryBefore.samples), ms(result.playerDirectoryBefore.p50), ms(result.playerDirectoryBefore.p95), '', '', `interleaved; same page: ${result.samePlayerOrder ? 'yes' : 'NO'}`],
        [result.database, '', '', '', "a player's directory, sort=match", String(result.playerDirectory.samples), ms(result.playerDirectory.p50), ms(result.playerDirectory.p95), cpu(result.playerDirectory), String(result.playerDirectory.statements), `p95 < ${MATCH_P95_TARGET_MS} ms (issue 27): ${verdict(result.playerDirectory.p95 < MATCH_P95_TARGET_MS, result)}`],
      ]),
      5,
    ),
  );
  for (const result of results) {
    console.log(`\n${result.database}: seeded in ${result.seedSeconds.toFixed(1)} s; the directory counted ${result.directory.meanTotal.toFixed(1)} colleges on average`);
    console.log(`${result.database}: program ${result.program.label}`);
    console.log(`${result.database}: top 10 scores (confidence): ${result.topScores}`);
    for (const [label, plan] of Object.entries(result.plans)) console.log(`\n${result.database} EXPLAIN ANALYZE, ${label}:\n${plan}`);
  }
  console.log(`\n${priorityLine()}`);
  console.log(`CPU ms: CPU time per run of the database (PGlite: this process; PostgreSQL: the temporary server's processes), plus this process for the application-code ranking`);
  console.log(`Load average (1 min): ${loads.map((load) => load.toFixed(2)).join(' at start, ')} at end`);
  const warning = busyWarning(loads);
  if (warning) console.log(`\n${warning}`);
}

/** The match at scale (issue 27, item 7) in the one report: both directions against 100 ms p95, and the same top 50. */
function reportRows(result: Result): ReportRow[] {
  const on = `${result.database}, ${result.players.toLocaleString('en-US')} players, ${result.programs.toLocaleString('en-US')} programs`;
  return [
    { bench: 'colleges', figure: `a program's top ${TOP} players p95, before: every row bounded (${result.database})`, value: result.matchSqlBefore.p95, unit: 'ms', target: null },
    { bench: 'colleges', figure: `a program's top ${TOP} players p95 (${on})`, value: result.matchSql.p95, unit: 'ms', target: MATCH_P95_TARGET_MS },
    { bench: 'colleges', figure: `a player's directory by match p95, before: the player's games' programs scored in Node, 090 (${result.database})`, value: result.playerDirectoryBefore.p95, unit: 'ms', target: null },
    { bench: 'colleges', figure: `a player's directory by match p95 (${on})`, value: result.playerDirectory.p95, unit: 'ms', target: MATCH_P95_TARGET_MS },
    { bench: 'colleges', figure: `the SQL top ${TOP} equals rankByMatch's (${result.database})`, value: result.sameTop ? 1 : 0, unit: 'yes', target: 1, atLeast: true },
    { bench: 'colleges', figure: `the directory by match gives the same page as before (${result.database})`, value: result.samePlayerOrder ? 1 : 0, unit: 'yes', target: 1, atLeast: true },
  ];
}

async function main() {
  // Before PostgreSQL is started: its processes inherit the priority (BENCH_PRIORITY, measure.ts).
  applyBenchPriority();
  const loads = [loadAverage()];
  const results = await benchOnEngines('bench_colleges', benchDatabase);
  loads.push(loadAverage());
  report(results, loads);
  mkdirSync(path.dirname(OUTPUT), { recursive: true });
  writeFileSync(OUTPUT, JSON.stringify({ at: new Date().toISOString(), loads, results }, null, 2));
  writeBenchRows('colleges', results.flatMap(reportRows));
  if (results.some((result) => !result.sameTop || !result.samePlayerOrder || !result.variants.sameTopJoin)) process.exitCode = 1;
}

process.on('exit', stopPostgres);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopPostgres();
    process.exit(130);
  });
}
main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
