/**
 * The SQL form of the match engine in the player's own view
 * (docs/decisions/094): the score of `#shared/match/match-score.ts` with
 * `perspective: 'player'` (the player's sliders reweight) as one SQL
 * expression over a program's columns. The player is one, so their facts
 * (tier and roles per title, class year, GPA on 4.0, SAT, ACT, home state,
 * preferences and home coordinates) are bound as values and only the
 * program's and its college's columns vary: the mirror of
 * match-score-sql.ts, where the program is bound and the player's columns
 * vary. Each operation is the engine's, in its order, on float8 (IEEE 754
 * on both sides), so the score and the confidence are matchScore's bit for
 * bit (player-view-score-sql.api.test.ts compares them program by program).
 *
 * The facts are read by `playerViewProgramsSql` (the programs of a
 * condition over `p`, `t` and `c`, with their tiers' ordinals and the best
 * role match) and scored over its columns, alias `f`.
 */
import { sql, type SQL } from 'drizzle-orm';
import { EARTH_RADIUS_MILES } from '#shared/match/match-distance.ts';
import { ROLE_PRIORITY_VALUE, SECONDARY_ROLE_SHARE, UNKNOWN_VALUE, gpaOn4 } from '#shared/match/match-factors.ts';
import { matchWeights } from '#shared/match/match-score.ts';
import { MATCH_FACTOR_KEYS, type HardPreference, type MatchPlayer, type MatchPlayerGame } from '#shared/match/match-types.ts';
import { PROGRAM_LEVELS, ROLE_PRIORITIES, programLevelDistance } from '#shared/recruiting/program-levels.ts';
import { anyOf, scoreOf } from './match-score-sql.ts';

const float = (value: number) => sql`${value}::float8`;
const half = float(UNKNOWN_VALUE);
const NEVER = sql`false`;
const text = (value: string) => sql`${value}::text`;
const textIn = (column: SQL, values: readonly string[]) => (values.length > 0 ? sql`${column} in (${sql.join(values.map(text), sql`, `)})` : NEVER);
const f = (name: string) => sql.raw(`f.${name}`);

/** A factor as SQL: its value (unknown already counted 0.5), its known share, and whether it caps. */
interface FactorSql {
  value: SQL;
  known: SQL;
  cap: SQL | null;
}
const UNKNOWN: FactorSql = { value: half, known: float(0), cap: null };

/** The player's game of each title (the engine reads the first of a title), as a case over the program's title. */
function perTitle(games: readonly MatchPlayerGame[], pick: (game: MatchPlayerGame) => SQL | null, type: string): SQL {
  const seen = new Set<string>();
  const whens: SQL[] = [];
  for (const game of games) {
    if (seen.has(game.titleSlug)) continue;
    seen.add(game.titleSlug);
    const value = pick(game);
    if (value) whens.push(sql`when ${text(game.titleSlug)} then ${value}`);
  }
  return whens.length > 0 ? sql`(case ${f('title_slug')} ${sql.join(whens, sql` `)} end)` : sql.raw(`null::${type}`);
}

function firstGames(player: MatchPlayer): MatchPlayerGame[] {
  const seen = new Set<string>();
  return player.games.filter((game) => !seen.has(game.titleSlug) && seen.add(game.titleSlug));
}

/**
 * The program's facts the score reads, per program, as the select list of
 * `playerViewProgramsSql`: its title, level, the ordinals of its minimum and
 * target tiers, class years, minimum GPA (float8, as loadMatchPrograms reads
 * it), scholarship range, its college's facts, and `role_best`: the best
 * value of the player's roles (of the program's title) against its needs,
 * null when it lists none (the engine's roleFactor before "no role shown").
 */
function programFactsSql(player: MatchPlayer): SQL {
  const games = firstGames(player);
  const roleOf = (pick: (game: MatchPlayerGame) => string | null) => {
    const whens = games.filter((game) => pick(game) !== null).map((game) => sql`when ${text(game.titleSlug)} then ${text(pick(game)!)}`);
    return whens.length > 0 ? sql`(case t.slug ${sql.join(whens, sql` `)} end)` : sql`null::text`;
  };
  const byPriority = (share: number) =>
    sql`(case pr.priority ${sql.join(
      ROLE_PRIORITIES.map((priority) => sql`when ${text(priority)} then ${float(ROLE_PRIORITY_VALUE[priority] * share)}`),
      sql` `,
    )} end)`;
  const roleBest = sql`(select case when count(*) = 0 then null else max(greatest(
      case when pr.role = ${roleOf((game) => game.primaryRole)} then ${byPriority(1)} else ${float(0)} end,
      case when pr.role = ${roleOf((game) => game.secondaryRole)} then ${byPriority(SECONDARY_ROLE_SHARE)} else ${float(0)} end)) end
    from college_program_roles pr where pr.program_id = p.id and pr.count > 0)`;
  return sql`p.id as program_id, p.college_id, t.slug as title_slug, p.level, min_tier.ordinal as min_ordinal, target_tier.ordinal as target_ordinal,
    p.class_years, p.min_gpa::float8 as min_gpa, p.scholarship_min, p.scholarship_max,
    c.state, c.latitude, c.longitude, c.control, c.undergrad_enrollment, c.sat_25, c.sat_75, c.act_25, c.act_75,
    c.tuition_in_state, c.tuition_out_of_state, ${roleBest} as role_best`;
}

function skillSql(player: MatchPlayer): FactorSql {
  const tier = perTitle(player.games, (game) => (game.currentTier ? sql`${game.currentTier.ordinal}::int` : null), 'int');
  const min = sql`coalesce(${f('min_ordinal')}, ${f('target_ordinal')})`;
  // A target below the minimum (data the program form refuses) is read as the minimum.
  const target = sql`(case when ${f('target_ordinal')} is not null and (${f('min_ordinal')} is null or ${f('target_ordinal')} >= ${f('min_ordinal')}) then ${f('target_ordinal')} else ${f('min_ordinal')} end)`;
  const rising = sql`${float(0.6)} + (${float(0.4)} * (${tier} - ${min})::float8) / (${target} - ${min})::float8`;
  return {
    value: sql`case when ${min} is null or ${tier} is null then ${half}
      when ${tier} >= ${target} then ${float(1)} when ${tier} >= ${min} then ${rising} else ${half} end`,
    known: sql`case when ${min} is null or ${tier} is null then ${float(0)} else ${float(1)} end`,
    cap: sql`(${f('min_ordinal')} is not null and (${tier} is null or ${tier} < ${f('min_ordinal')}))`,
  };
}

function roleSql(player: MatchPlayer): FactorSql {
  const titles = firstGames(player)
    .filter((game) => game.primaryRole !== null || game.secondaryRole !== null)
    .map((game) => game.titleSlug);
  // No role shown for the title, or no needs listed: unknown.
  const unknown = sql`(not ${textIn(f('title_slug'), titles)} or ${f('role_best')} is null)`;
  return {
    value: sql`case when ${unknown} then ${half} else ${f('role_best')} end`,
    known: sql`case when ${unknown} then ${float(0)} else ${float(1)} end`,
    cap: null,
  };
}

function classSql(player: MatchPlayer): FactorSql {
  const year = player.gradYear;
  if (year === null) return UNKNOWN;
  const years = f('class_years');
  return {
    value: sql`case when cardinality(${years}) = 0 then ${half} when ${year}::int = any(${years}) then ${float(1)}
      when ${year - 1}::int = any(${years}) or ${year + 1}::int = any(${years}) then ${half} else ${float(0)} end`,
    known: sql`case when cardinality(${years}) = 0 then ${float(0)} else ${float(1)} end`,
    cap: null,
  };
}

/** A test's part, 0.5..1, for a bound score against the college's range columns. */
function testPartSql(score: number, p25: SQL, p75: SQL): SQL {
  return sql`case when ${p75} <= ${p25} then (case when ${score}::int >= ${p25} then ${float(1)} else ${half} end)
    else least(${float(1)}, greatest(${half}, ${half} + (${half} * (${score}::int - ${p25})::float8) / (${p75} - ${p25})::float8)) end`;
}

/** GPA against the program's minimum and the better test against the college's range: the mean of the parts that apply. */
function academicsSql(player: MatchPlayer): FactorSql {
  const hasGpa = player.gpa !== null && player.gpaScale !== null;
  const gpaApplies = sql`(${f('min_gpa')} is not null)`;
  // The engine's `gpa + 1e-9 >= minGpa`, the left side computed here as it computes it.
  const meets = hasGpa ? sql`(${gpaOn4(player.gpa!, player.gpaScale!) + 1e-9}::float8 >= ${f('min_gpa')})` : NEVER;
  const tests: { applies: SQL; part: SQL | null }[] = [
    { applies: sql`(${f('sat_25')} is not null and ${f('sat_75')} is not null)`, part: player.satScore === null ? null : testPartSql(player.satScore, f('sat_25'), f('sat_75')) },
    { applies: sql`(${f('act_25')} is not null and ${f('act_75')} is not null)`, part: player.actScore === null ? null : testPartSql(player.actScore, f('act_25'), f('act_75')) },
  ];
  const testsApply = sql`(${sql.join(tests.map((test) => test.applies), sql` or `)})`;
  // greatest() skips nulls: the best of the tests the college reports and the player has; null when none.
  const scored = tests.filter((test) => test.part !== null).map((test) => sql`case when ${test.applies} then ${test.part} end`);
  const best = scored.length === 0 ? sql`null::float8` : scored.length === 1 ? scored[0]! : sql`greatest(${sql.join(scored, sql`, `)})`;
  const count = sql`((case when ${gpaApplies} then 1 else 0 end) + (case when ${testsApply} then 1 else 0 end))`;
  // The engine's sum in its order (GPA, then tests); a part that does not apply adds 0 (x + 0 is x).
  const sum = sql`(case when ${gpaApplies} then (case when ${meets} then ${float(1)} else ${half} end) else ${float(0)} end)
    + (case when ${testsApply} then coalesce(${best}, ${half}) else ${float(0)} end)`;
  const knownSum = sql`(case when ${gpaApplies} and ${hasGpa ? sql`true` : NEVER} then 1 else 0 end) + (case when ${testsApply} and ${best} is not null then 1 else 0 end)`;
  return {
    value: sql`case when ${count} = 0 then ${half} else (${sum}) / ${count}::float8 end`,
    known: sql`case when ${count} = 0 then ${float(0)} else (${knownSum})::float8 / ${count}::float8 end`,
    cap: sql`(${gpaApplies} and not ${meets})`,
  };
}

/** A part of a preference factor: its value (null when unknown) and the hard preference it breaks below 1. */
interface PartSql {
  value: SQL;
  hard: HardPreference;
}

/**
 * The engine's combine() over parts that all apply (which apply is the
 * player's, known here): the mean of their values (unknown 0.5), the known
 * share, and the hard preferences they break; no part: 1 ("open to any").
 */
function combineSql(parts: PartSql[], hard: readonly HardPreference[]): FactorSql {
  if (parts.length === 0) return { value: float(1), known: float(1), cap: null };
  const sum = sql.join(parts.map((part) => sql`coalesce(${part.value}, ${half})`), sql` + `);
  const knownCount = sql.join(parts.map((part) => sql`(case when ${part.value} is null then 0 else 1 end)`), sql` + `);
  const caps = parts.filter((part) => hard.includes(part.hard)).map((part) => sql`coalesce(${part.value} < ${float(1)}, false)`);
  return {
    value: sql`(${sum}) / ${parts.length}::float8`,
    known: sql`(${knownCount})::float8 / ${parts.length}::float8`,
    cap: caps.length > 0 ? sql`(${sql.join(caps, sql` or `)})` : null,
  };
}

const clamp01 = (value: SQL) => sql`least(${float(1)}, greatest(${float(0)}, ${value}))`;
const radians = (degrees: SQL) => sql`((${degrees} * ${float(Math.PI)}) / ${float(180)})`;

/** distanceMiles(home, college) as the engine computes it (haversine; the home's side computed here, as the engine does). */
function milesSql(home: { latitude: number; longitude: number }): SQL {
  const dLat = radians(sql`(${f('latitude')} - ${float(home.latitude)})`);
  const dLon = radians(sql`(${f('longitude')} - ${float(home.longitude)})`);
  const square = (angle: SQL) => sql`(sin(${angle} / ${float(2)}) * sin(${angle} / ${float(2)}))`;
  const h = sql`(${square(dLat)} + ((${float(Math.cos((home.latitude * Math.PI) / 180))} * cos(${radians(f('latitude'))})) * ${square(dLon)}))`;
  return sql`(${float(2 * EARTH_RADIUS_MILES)} * asin(least(${float(1)}, sqrt(${h}))))`;
}

function locationSql(player: MatchPlayer): FactorSql {
  const preferences = player.preferences;
  if (!preferences) return UNKNOWN;
  const parts: PartSql[] = [];
  const maxMiles = preferences.maxDistanceMiles;
  if (maxMiles !== null || preferences.states.length > 0) {
    // The better of the options the college's facts allow (greatest() skips nulls); unknown when none does.
    const options: SQL[] = [];
    if (maxMiles !== null && player.homeCoordinates) {
      const miles = milesSql(player.homeCoordinates);
      const beyond = maxMiles > 0 ? clamp01(sql`${float(1)} - (${miles} - ${float(maxMiles)}) / ${float(maxMiles)}`) : float(0);
      options.push(sql`case when ${f('latitude')} is not null and ${f('longitude')} is not null then
        (case when ${miles} <= ${float(maxMiles)} then ${float(1)} else ${beyond} end) end`);
    }
    if (preferences.states.length > 0) {
      options.push(sql`case when ${f('state')} is not null then (case when ${textIn(f('state'), preferences.states)} then ${float(1)} else ${float(0)} end) end`);
    }
    parts.push({ value: options.length === 0 ? sql`null::float8` : options.length === 1 ? options[0]! : sql`greatest(${sql.join(options, sql`, `)})`, hard: 'location' });
  }
  if (preferences.sizes.length > 0) {
    const size = sql`(case when ${f('undergrad_enrollment')} < 5000 then 'small' when ${f('undergrad_enrollment')} <= 15000 then 'medium' else 'large' end)`;
    parts.push({
      value: sql`case when ${f('undergrad_enrollment')} is not null then (case when ${textIn(size, preferences.sizes)} then ${float(1)} else ${float(0)} end) end`,
      hard: 'size',
    });
  }
  if (preferences.control !== null) {
    const kind = sql`(case when ${f('control')} = 'public' then 'public' else 'private' end)`;
    parts.push({
      value: sql`case when ${f('control')} is not null then (case when ${kind} = ${text(preferences.control)} then ${float(1)} else ${float(0)} end) end`,
      hard: 'control',
    });
  }
  return combineSql(parts, preferences.hard);
}

function costSql(player: MatchPlayer): FactorSql {
  const preferences = player.preferences;
  if (!preferences) return UNKNOWN;
  const parts: PartSql[] = [];
  const hasScholarship = sql`(${f('scholarship_min')} is not null and ${f('scholarship_max')} is not null and ${f('scholarship_max')} > 0)`;
  const budget = preferences.budgetPerYear;
  if (budget !== null) {
    const inState = player.homeState !== null ? sql`coalesce(${f('state')} = ${text(player.homeState)}, false)` : NEVER;
    const tuition = sql`(case when ${inState} then ${f('tuition_in_state')} else ${f('tuition_out_of_state')} end)`;
    const aid = sql`(case when ${hasScholarship} then (${f('scholarship_min')} + ${f('scholarship_max')})::float8 / ${float(2)} else ${float(0)} end)`;
    const net = sql`greatest(${float(0)}, ${tuition}::float8 - ${aid})`;
    const over = budget > 0 ? clamp01(sql`${float(1)} - (${net} - ${float(budget)}) / ${float(budget)}`) : float(0);
    parts.push({ value: sql`case when ${tuition} is not null then (case when ${net} <= ${float(budget)} then ${float(1)} else ${over} end) end`, hard: 'budget' });
  }
  if (preferences.needsScholarship === true) parts.push({ value: sql`case when ${hasScholarship} then ${float(1)} else ${float(0)} end`, hard: 'scholarship' });
  return combineSql(parts, preferences.hard);
}

function levelSql(player: MatchPlayer): FactorSql {
  const preferences = player.preferences;
  if (!preferences) return UNKNOWN;
  const sought = PROGRAM_LEVELS.filter((level) => preferences.levelsSought.includes(level));
  if (sought.length === 0) return combineSql([], preferences.hard);
  // Each level's value for this player, computed here as the engine does.
  const valueOf = (level: (typeof PROGRAM_LEVELS)[number]) => {
    const gap = Math.min(...sought.map((seek) => programLevelDistance(seek, level)));
    return gap === 0 ? 1 : gap === 1 ? 0.5 : 0;
  };
  const value = sql`(case ${f('level')} ${sql.join(PROGRAM_LEVELS.map((level) => sql`when ${text(level)} then ${float(valueOf(level))}`), sql` `)} end)`;
  return combineSql([{ value, hard: 'level' }], preferences.hard);
}

/**
 * `score` (0..100, capped at 69) and `confidence` (0..1, two decimals) of
 * `player` for the program of each row of `playerViewProgramsSql` (alias
 * `f`), as matchScore computes them in the player's view: the sliders'
 * weights, each weight x value added in the engine's factor order.
 */
export function playerViewScoreSql(player: MatchPlayer): { score: SQL<number>; confidence: SQL<number> } {
  const factors: Record<(typeof MATCH_FACTOR_KEYS)[number], FactorSql> = {
    skill: skillSql(player),
    role: roleSql(player),
    class: classSql(player),
    academics: academicsSql(player),
    location: locationSql(player),
    cost: costSql(player),
    level: levelSql(player),
  };
  const weights = matchWeights(player, { perspective: 'player' });
  let total = 0;
  for (const key of MATCH_FACTOR_KEYS) total += weights[key];
  const sum = (pick: (factor: FactorSql) => SQL) => sql`(${sql.join(MATCH_FACTOR_KEYS.map((key) => sql`${weights[key]}::float8 * (${pick(factors[key])})`), sql` + `)})`;
  const score = scoreOf(sum((factor) => factor.value), total, anyOf(MATCH_FACTOR_KEYS.map((key) => factors[key].cap)));
  const confidence = sql<number>`(floor((${sum((factor) => factor.known)} / ${total}::float8) * 100 + 0.5) / 100)::float8`;
  return { score, confidence };
}

/**
 * Whether the program `p` (title `t`, tiers `min_tier`) leaves the player's
 * score free of the rank and GPA caps: the player shows a rank of its title
 * at or above its minimum, and a GPA meeting its minimum (as the engine
 * compares them). A condition on the program's own columns, read before
 * anything is scored: every program the player scores above the cap
 * (MATCH_CAP_SCORE, 69) passes it, since either cap holds a score at 69.
 */
export function playerViewUncappedSql(player: MatchPlayer): SQL {
  const games = firstGames(player).filter((game) => game.currentTier !== null);
  const tier = games.length > 0 ? sql`(case t.slug ${sql.join(games.map((game) => sql`when ${text(game.titleSlug)} then ${game.currentTier!.ordinal}::int`), sql` `)} end)` : sql`null::int`;
  const gpa = player.gpa !== null && player.gpaScale !== null ? sql`${gpaOn4(player.gpa, player.gpaScale) + 1e-9}::float8 >= p.min_gpa::float8` : NEVER;
  return sql`((min_tier.ordinal is null or ${tier} >= min_tier.ordinal) and (p.min_gpa is null or ${gpa}))`;
}

/**
 * Each program of the condition `where` (over `p` college_programs, `t`
 * esports_titles, `c` colleges) with the player's score and confidence for
 * it: a relation of (program_id, college_id, score, confidence), scored in
 * the database (docs/decisions/094). `offset 0` keeps the facts a subquery
 * of their own, so each program's role subquery runs once, not once per use.
 */
export function playerViewProgramScoresSql(player: MatchPlayer, where: SQL): SQL {
  const { score, confidence } = playerViewScoreSql(player);
  return sql`select f.program_id, f.college_id, ${score} as score, ${confidence} as confidence
    from (select ${programFactsSql(player)}
      from college_programs p
      join esports_titles t on t.id = p.esports_title_id
      join colleges c on c.id = p.college_id
      left join rank_tiers min_tier on min_tier.id = p.min_tier_id
      left join rank_tiers target_tier on target_tier.id = p.target_tier_id
      where ${where}
      offset 0) f`;
}
