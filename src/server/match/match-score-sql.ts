/**
 * The SQL form of the match engine (issue 12.6, docs/decisions/030): the
 * score of `#shared/match/match-score.ts` as one SQL expression over a
 * player's columns, for lists that sort by match (a recruiter's search for
 * their program; bench:colleges' ranking of 100,000 profiles). The program
 * is one row, so its facts are bound as parameters and only the player's
 * columns vary. It gives the same score and confidence as `matchScore` in
 * the program's view (the API test compares them player by player).
 *
 * The player's stored preferences (copied onto the search rows, migration
 * 0020) give location, cost and level and the hard-preference caps, as the
 * engine's locationFactor, costFactor and levelFactor compute them; without
 * preferences those three are unknown (0.5) and nothing caps.
 */
import { sql, type SQL } from 'drizzle-orm';
import { EARTH_RADIUS_MILES } from '#shared/match/match-distance.ts';
import { collegeSize, ROLE_PRIORITY_VALUE, SECONDARY_ROLE_SHARE, UNKNOWN_VALUE } from '#shared/match/match-factors.ts';
import { MATCH_CAP_SCORE, MATCH_WEIGHTS } from '#shared/match/match-score.ts';
import type { HardPreference, MatchProgram } from '#shared/match/match-types.ts';
import { PROGRAM_LEVELS, programLevelDistance } from '#shared/recruiting/program-levels.ts';

/** The player's columns the score reads (any SQL expressions of the row). */
export interface MatchPlayerColumns {
  tierOrdinal: SQL;
  primaryRole: SQL;
  secondaryRole: SQL;
  gradYear: SQL;
  /** numeric or text; read as float8. */
  gpa: SQL;
  gpaScale: SQL;
  satScore: SQL;
  actScore: SQL;
  /** The player's home state (in-state tuition). */
  homeState: SQL;
  preferences: MatchPreferenceColumns;
}

/**
 * The player's stored preferences (player_match_preferences), each null when
 * the player has none; `isSet` says whether they have any (false: location,
 * cost and level unknown). Lists are text[] (empty = no constraint).
 */
export interface MatchPreferenceColumns {
  isSet: SQL;
  states: SQL;
  homeLatitude: SQL;
  homeLongitude: SQL;
  maxDistanceMiles: SQL;
  sizes: SQL;
  control: SQL;
  budgetPerYear: SQL;
  needsScholarship: SQL;
  levelsSought: SQL;
  hard: SQL;
}

const float = (value: number) => sql`${value}::float8`;
const half = float(UNKNOWN_VALUE);

/** A factor as SQL: its value (unknown already counted 0.5) and its known share. */
interface FactorSql {
  value: SQL;
  known: SQL;
}

function skillSql(program: MatchProgram, c: MatchPlayerColumns): { factor: FactorSql; cap: SQL | null } {
  const min = program.minTier ?? program.targetTier;
  const target = program.targetTier && (!program.minTier || program.targetTier.ordinal >= program.minTier.ordinal) ? program.targetTier : program.minTier;
  if (!min || !target) return { factor: { value: half, known: float(0) }, cap: null };
  const rising =
    target.ordinal > min.ordinal
      ? sql`${float(0.6)} + (${float(0.4)} * (${c.tierOrdinal} - ${min.ordinal}::int)::float8) / ${target.ordinal - min.ordinal}::float8`
      : float(1);
  const value = sql`case when ${c.tierOrdinal} is null then ${half}
    when ${c.tierOrdinal} >= ${target.ordinal}::int then ${float(1)}
    when ${c.tierOrdinal} >= ${min.ordinal}::int then ${rising}
    else ${half} end`;
  const known = sql`case when ${c.tierOrdinal} is null then ${float(0)} else ${float(1)} end`;
  const cap = program.minTier ? sql`(${c.tierOrdinal} is null or ${c.tierOrdinal} < ${program.minTier.ordinal}::int)` : null;
  return { factor: { value, known }, cap };
}

function roleSql(program: MatchProgram, c: MatchPlayerColumns): FactorSql {
  const needs = program.rolesNeeded.filter((need) => need.count > 0);
  if (needs.length === 0) return { value: half, known: float(0) };
  const matches = needs.flatMap((need) => [
    sql`case when ${c.primaryRole} = ${need.role} then ${float(ROLE_PRIORITY_VALUE[need.priority])} else ${float(0)} end`,
    sql`case when ${c.secondaryRole} = ${need.role} then ${float(ROLE_PRIORITY_VALUE[need.priority] * SECONDARY_ROLE_SHARE)} else ${float(0)} end`,
  ]);
  const none = sql`(${c.primaryRole} is null and ${c.secondaryRole} is null)`;
  return {
    value: sql`case when ${none} then ${half} else greatest(${sql.join(matches, sql`, `)}) end`,
    known: sql`case when ${none} then ${float(0)} else ${float(1)} end`,
  };
}

const intList = (values: number[]) => sql.join(values.map((value) => sql`${value}::int`), sql`, `);

function classSql(program: MatchProgram, c: MatchPlayerColumns): FactorSql {
  if (program.classYears.length === 0) return { value: half, known: float(0) };
  const exact = [...new Set(program.classYears)];
  const near = [...new Set(exact.flatMap((year) => [year - 1, year + 1]))].filter((year) => !exact.includes(year));
  const nearCase = near.length > 0 ? sql`when ${c.gradYear} in (${intList(near)}) then ${half}` : sql``;
  return {
    value: sql`case when ${c.gradYear} is null then ${half} when ${c.gradYear} in (${intList(exact)}) then ${float(1)} ${nearCase} else ${float(0)} end`,
    known: sql`case when ${c.gradYear} is null then ${float(0)} else ${float(1)} end`,
  };
}

/** A test's part, 0.5..1, or null when the player has no score. */
function testPartSql(score: SQL, p25: number, p75: number): SQL {
  if (p75 <= p25) return sql`case when ${score} is null then null when ${score} >= ${p25}::int then ${float(1)} else ${half} end`;
  // PostgreSQL's least() and greatest() skip nulls: the case keeps "no score" null (unknown).
  return sql`case when ${score} is null then null else least(${float(1)}, greatest(${half}, ${half} + (${half} * (${score} - ${p25}::int)::float8) / ${p75 - p25}::float8)) end`;
}

function academicsSql(program: MatchProgram, c: MatchPlayerColumns): { factor: FactorSql; cap: SQL | null } {
  const parts: FactorSql[] = [];
  let cap: SQL | null = null;
  if (program.minGpa !== null) {
    const shown = sql`(${c.gpa} is not null and ${c.gpaScale} is not null)`;
    const gpa4 = sql`((${c.gpa})::float8 * 4 / (${c.gpaScale})::float8)`;
    const meets = sql`(${shown} and ${gpa4} + 1e-9 >= ${program.minGpa}::float8)`;
    parts.push({ value: sql`case when ${meets} then ${float(1)} else ${half} end`, known: sql`case when ${shown} then ${float(1)} else ${float(0)} end` });
    cap = sql`(not ${meets})`;
  }
  const { sat25, sat75, act25, act75 } = program.college;
  const tests: SQL[] = [];
  if (sat25 !== null && sat75 !== null) tests.push(testPartSql(c.satScore, sat25, sat75));
  if (act25 !== null && act75 !== null) tests.push(testPartSql(c.actScore, act25, act75));
  if (tests.length > 0) {
    // greatest() of the parts the player has (it skips nulls); null when they have none.
    const best = tests.length === 1 ? tests[0]! : sql`greatest(${sql.join(tests, sql`, `)})`;
    parts.push({ value: sql`coalesce(${best}, ${half})`, known: sql`case when ${best} is null then ${float(0)} else ${float(1)} end` });
  }
  if (parts.length === 0) return { factor: { value: half, known: float(0) }, cap: null };
  const mean = (key: keyof FactorSql) => sql`((${sql.join(parts.map((part) => part[key]), sql` + `)}) / ${parts.length}::float8)`;
  return { factor: { value: mean('value'), known: mean('known') }, cap };
}

// ---------------------------------------------------------------- preferences: location, cost, level

/**
 * A part of a preference factor, per row: it `applies` when the player has
 * that preference; `known` says its value rests on facts (else it counts
 * 0.5); `hard` names the hard preference it breaks when below 1.
 */
interface PartSql {
  applies: SQL;
  known: SQL;
  value: SQL;
  hard: HardPreference;
}

const text = (value: string) => sql`${value}::text`;
const textList = (values: readonly string[]) => sql`array[${sql.join(values.map(text), sql`, `)}]::text[]`;
const caseOf = (when: SQL, then: SQL, otherwise: SQL) => sql`case when ${when} then ${then} else ${otherwise} end`;
const NEVER = sql`false`;

/**
 * The engine's combine() over the parts that apply to the row: the mean of
 * their values (an unknown part 0.5), the known share, and the hard caps.
 * A part that does not apply adds 0 to the sum (x + 0 is x), so the sum is
 * the engine's, in its order. No preferences at all: unknown (0.5, known 0),
 * no cap; preferences without any of these parts: 1 ("open to any").
 */
function combineSql(parts: PartSql[], p: MatchPreferenceColumns): { factor: FactorSql; cap: SQL | null } {
  const count = sql`(${sql.join(parts.map((part) => caseOf(part.applies, sql`1`, sql`0`)), sql` + `)})`;
  const sum = sql.join(parts.map((part) => caseOf(part.applies, caseOf(part.known, part.value, half), float(0))), sql` + `);
  const knownCount = sql.join(parts.map((part) => caseOf(sql`${part.applies} and ${part.known}`, sql`1`, sql`0`)), sql` + `);
  const value = sql`case when not ${p.isSet} then ${half} when ${count} = 0 then ${float(1)} else (${sum}) / ${count}::float8 end`;
  const known = sql`case when not ${p.isSet} then ${float(0)} when ${count} = 0 then ${float(1)} else (${knownCount})::float8 / ${count}::float8 end`;
  // A hard preference caps when its part applies, is known and is below 1 (checked only when the player marked it).
  const caps = parts.map((part) => caseOf(sql`${text(part.hard)} = any(${p.hard})`, sql`(${part.applies} and ${part.known} and ${part.value} < ${float(1)})`, NEVER));
  return { factor: { value, known }, cap: sql`(${p.isSet} and (${sql.join(caps, sql` or `)}))` };
}

/** clamp01(1 - (x - limit) / limit) for a positive limit; 1 at or under it (then 1 - (x - limit) / limit >= 1). */
const falling = (x: SQL, limit: SQL) => sql`least(${float(1)}, greatest(${float(0)}, ${float(1)} - (${x} - ${limit}) / ${limit}))`;

/**
 * distanceMiles(home, college) as the engine computes it (haversine, the
 * same operations in the same order; the college's side computed here in
 * JavaScript, as the engine does).
 */
function milesSql(p: MatchPreferenceColumns, college: { latitude: number; longitude: number }): SQL {
  const pi = float(Math.PI);
  const dLat = sql`(((${float(college.latitude)} - ${p.homeLatitude}) * ${pi}) / ${float(180)})`;
  const dLon = sql`(((${float(college.longitude)} - ${p.homeLongitude}) * ${pi}) / ${float(180)})`;
  const cosCollege = float(Math.cos((college.latitude * Math.PI) / 180));
  const square = (angle: SQL) => sql`(sin(${angle} / ${float(2)}) * sin(${angle} / ${float(2)}))`;
  const h = sql`(${square(dLat)} + ((cos((${p.homeLatitude} * ${pi}) / ${float(180)}) * ${cosCollege}) * ${square(dLon)}))`;
  return sql`(${float(2 * EARTH_RADIUS_MILES)} * asin(least(${float(1)}, sqrt(${h}))))`;
}

/** locationFactor: place (distance or states, the better), campus size, public or private. */
function locationSql(program: MatchProgram, p: MatchPreferenceColumns) {
  const college = program.college;
  const options: { applies: SQL; value: SQL }[] = [];
  if (college.coordinates) {
    const max = sql`(${p.maxDistanceMiles})::float8`;
    const miles = milesSql(p, college.coordinates);
    options.push({
      applies: sql`(${p.maxDistanceMiles} is not null and ${p.homeLatitude} is not null and ${p.homeLongitude} is not null)`,
      value: sql`case when ${max} > 0 then ${falling(miles, max)} when ${miles} <= ${max} then ${float(1)} else ${float(0)} end`,
    });
  }
  if (college.state) options.push({ applies: sql`cardinality(${p.states}) > 0`, value: caseOf(sql`${text(college.state)} = any(${p.states})`, float(1), float(0)) });
  // The better of the options that apply (greatest() skips nulls); unknown when none does.
  const place: PartSql = {
    applies: sql`(${p.maxDistanceMiles} is not null or cardinality(${p.states}) > 0)`,
    known: options.length > 0 ? sql`(${sql.join(options.map((option) => option.applies), sql` or `)})` : NEVER,
    value: options.length > 0 ? sql`greatest(${sql.join(options.map((option) => sql`case when ${option.applies} then ${option.value} end`), sql`, `)})` : half,
    hard: 'location',
  };
  const enrollment = college.undergradEnrollment;
  const size: PartSql = {
    applies: sql`cardinality(${p.sizes}) > 0`,
    known: enrollment === null ? NEVER : sql`true`,
    value: enrollment === null ? half : caseOf(sql`${text(collegeSize(enrollment))} = any(${p.sizes})`, float(1), float(0)),
    hard: 'size',
  };
  const control: PartSql = {
    applies: sql`${p.control} is not null`,
    known: college.control === null ? NEVER : sql`true`,
    value: college.control === null ? half : caseOf(sql`${p.control} = ${text(college.control === 'public' ? 'public' : 'private')}`, float(1), float(0)),
    hard: 'control',
  };
  return combineSql([place, size, control], p);
}

/** costFactor: the budget against the estimated net tuition (in-state at home), and the scholarship need. */
function costSql(program: MatchProgram, c: MatchPlayerColumns) {
  const p = c.preferences;
  const college = program.college;
  const scholarship = program.scholarship && program.scholarship.max > 0 ? program.scholarship : null;
  const aid = scholarship ? (scholarship.min + scholarship.max) / 2 : 0;
  // The program's net tuition in and out of state, as the engine computes it: only the player's side varies.
  const net = (tuition: number | null) => (tuition === null ? null : Math.max(0, tuition - aid));
  const inState = college.state ? sql`coalesce(${c.homeState} = ${text(college.state)}, false)` : NEVER;
  const budget = sql`(${p.budgetPerYear})::float8`;
  const versus = (amount: number | null) =>
    amount === null
      ? half
      : sql`case when ${float(amount)} <= ${budget} then ${float(1)} when ${budget} > 0 then ${falling(float(amount), budget)} else ${float(0)} end`;
  const known = (amount: number | null) => (amount === null ? NEVER : sql`true`);
  const netIn = net(college.tuitionInState);
  const netOut = net(college.tuitionOutOfState);
  const budgetPart: PartSql = {
    applies: sql`${p.budgetPerYear} is not null`,
    known: caseOf(inState, known(netIn), known(netOut)),
    value: caseOf(inState, versus(netIn), versus(netOut)),
    hard: 'budget',
  };
  const scholarshipPart: PartSql = { applies: sql`${p.needsScholarship} is true`, known: sql`true`, value: float(scholarship ? 1 : 0), hard: 'scholarship' };
  return combineSql([budgetPart, scholarshipPart], p);
}

/** levelFactor: the program's level among the levels sought 1, one level off 0.5, further 0. */
function levelSql(program: MatchProgram, p: MatchPreferenceColumns) {
  const near = PROGRAM_LEVELS.filter((level) => programLevelDistance(level, program.level) === 1);
  const nearCase = near.length > 0 ? sql`when ${p.levelsSought} && ${textList(near)} then ${half}` : sql``;
  return combineSql(
    [
      {
        applies: sql`cardinality(${p.levelsSought}) > 0`,
        known: sql`true`,
        value: sql`case when ${text(program.level)} = any(${p.levelsSought}) then ${float(1)} ${nearCase} else ${float(0)} end`,
        hard: 'level',
      },
    ],
    p,
  );
}

/**
 * The SQL form in two halves, in the engine's order: the factors resting on
 * the profile (skill, role, class, academics: the first four terms of the
 * engine's sums) and those resting on the preferences (location, cost,
 * level: the last three, each weight x value and weight x known). The
 * engine adds its terms one by one from the first, so the profile's sum
 * followed by the preferences' terms is the engine's sum, bit for bit.
 */
export interface MatchScoreParts {
  profileValue: SQL;
  profileKnown: SQL;
  profileCap: SQL | null;
  preferenceValues: SQL[];
  preferenceKnowns: SQL[];
  /** Whether a broken hard preference caps (false without preferences). */
  preferenceCap: SQL;
  /** Each preference factor's weight x value at its lowest and highest for this row (0.5 each when the player has none). */
  preferenceLow: SQL[];
  preferenceHigh: SQL[];
  total: number;
}

export function matchScoreParts(program: MatchProgram, columns: MatchPlayerColumns): MatchScoreParts {
  const skill = skillSql(program, columns);
  const academics = academicsSql(program, columns);
  const profile: [number, FactorSql][] = [
    [MATCH_WEIGHTS.skill, skill.factor],
    [MATCH_WEIGHTS.role, roleSql(program, columns)],
    [MATCH_WEIGHTS.class, classSql(program, columns)],
    [MATCH_WEIGHTS.academics, academics.factor],
  ];
  const location = locationSql(program, columns.preferences);
  const cost = costSql(program, columns);
  const level = levelSql(program, columns.preferences);
  const preferences: [number, FactorSql][] = [
    [MATCH_WEIGHTS.location, location.factor],
    [MATCH_WEIGHTS.cost, cost.factor],
    [MATCH_WEIGHTS.level, level.factor],
  ];
  const term = (weight: number, value: SQL) => sql`${weight}::float8 * (${value})`;
  const isSet = columns.preferences.isSet;
  const profileCaps = [skill.cap, academics.cap].filter((cap): cap is SQL => cap !== null);
  return {
    profileValue: sql`(${sql.join(profile.map(([weight, factor]) => term(weight, factor.value)), sql` + `)})`,
    profileKnown: sql`(${sql.join(profile.map(([weight, factor]) => term(weight, factor.known)), sql` + `)})`,
    profileCap: profileCaps.length > 0 ? sql`(${sql.join(profileCaps, sql` or `)})` : null,
    preferenceValues: preferences.map(([weight, factor]) => term(weight, factor.value)),
    preferenceKnowns: preferences.map(([weight, factor]) => term(weight, factor.known)),
    preferenceCap: sql`(${sql.join([location.cap, cost.cap, level.cap].filter((cap): cap is SQL => cap !== null), sql` or `)})`,
    preferenceLow: preferences.map(([weight]) => term(weight, caseOf(isSet, float(0), half))),
    preferenceHigh: preferences.map(([weight]) => term(weight, caseOf(isSet, float(1), half))),
    total: [...profile, ...preferences].reduce((sum, [weight]) => sum + weight, 0),
  };
}

/**
 * The score of a weighted sum: Math.round(100 x sum / total + 1e-9) as
 * floor(x + 1e-9 + 0.5), each operation in the engine's order (float8
 * arithmetic is IEEE 754 on both sides, so the same operations give the same
 * bits; PostgreSQL's round() of a float8 would round half to even), held at
 * 69 when `cap` holds. Every step is monotonic, so a lower or higher sum
 * never gives a higher or lower score.
 */
export function scoreOf(sum: SQL, total: number, cap: SQL | null): SQL<number> {
  const raw = sql`floor((100 * ${sum}) / ${total}::float8 + 1e-9 + 0.5)::int`;
  return cap ? sql<number>`case when ${cap} then least(${raw}, ${MATCH_CAP_SCORE}::int) else ${raw} end` : sql<number>`${raw}`;
}

export const sumOf = (first: SQL, rest: SQL[]) => sql`(${sql.join([first, ...rest], sql` + `)})`;
export const anyOf = (caps: (SQL | null)[]) => {
  const set = caps.filter((cap): cap is SQL => cap !== null);
  return set.length > 0 ? sql`(${sql.join(set, sql` or `)})` : null;
};

export function composeScore(parts: MatchScoreParts, profile: { value: SQL; known: SQL; cap: SQL | null }) {
  const score = scoreOf(sumOf(profile.value, parts.preferenceValues), parts.total, anyOf([profile.cap, parts.preferenceCap]));
  const confidence = sql<number>`(floor((${sumOf(profile.known, parts.preferenceKnowns)} / ${parts.total}::float8) * 100 + 0.5) / 100)::float8`;
  return { score, confidence };
}

/**
 * `score` (0..100, capped at 69) and `confidence` (0..1, two decimals) as
 * SQL, exactly as matchScore computes them in the program's view (the
 * brief's weights: the player's sliders never apply here).
 */
export function matchScoreSql(program: MatchProgram, columns: MatchPlayerColumns): { score: SQL<number>; confidence: SQL<number> } {
  const parts = matchScoreParts(program, columns);
  return composeScore(parts, { value: parts.profileValue, known: parts.profileKnown, cap: parts.profileCap });
}

/**
 * A player's columns in a program's view, all from the search row `row`
 * (player_search_rows of the program's title): rank, roles, class year, and
 * the academics as recruiters see them (decision 027: GPA on the 4.0 scale,
 * SAT, ACT, null unless the player shows academics to recruiters; migration
 * 0015, docs/decisions/035). The same for every viewer of the program, so two
 * recruiters see the same score. The GPA is already on 4.0 (the engine's
 * gpa * 4 / scale, as float8): read on a scale of 4, x * 4 / 4 gives x back
 * bit for bit. The home state is the profile's; the preferences are the
 * player's stored ones with the home ZIP's coordinates (migration 0020).
 */
export function programViewMatchColumns(row: string): MatchPlayerColumns {
  const column = (name: string) => sql.raw(`${row}.${name}`);
  return {
    tierOrdinal: column('tier_ordinal'),
    primaryRole: column('primary_role'),
    secondaryRole: column('secondary_role'),
    gradYear: column('grad_year'),
    gpa: column('recruiter_gpa_on_4'),
    gpaScale: sql`4`,
    satScore: column('recruiter_sat_score'),
    actScore: column('recruiter_act_score'),
    homeState: column('state'),
    preferences: mapColumns(SEARCH_ROW_PREFERENCE_COLUMNS, column),
  };
}

function mapColumns(names: Readonly<Record<keyof MatchPreferenceColumns, string>>, column: (name: string) => SQL): MatchPreferenceColumns {
  const columns: Partial<MatchPreferenceColumns> = {};
  for (const key of Object.keys(names) as (keyof MatchPreferenceColumns)[]) columns[key] = column(names[key]);
  return columns as MatchPreferenceColumns;
}

/** The search rows' copy of the player's preferences (migration 0020), by the SQL form's name for each. */
export const SEARCH_ROW_PREFERENCE_COLUMNS: Readonly<Record<keyof MatchPreferenceColumns, string>> = {
  isSet: 'has_preferences',
  states: 'pref_states',
  homeLatitude: 'pref_home_latitude',
  homeLongitude: 'pref_home_longitude',
  maxDistanceMiles: 'pref_max_distance_miles',
  sizes: 'pref_sizes',
  control: 'pref_control',
  budgetPerYear: 'pref_budget_per_year',
  needsScholarship: 'pref_needs_scholarship',
  levelsSought: 'pref_levels_sought',
  hard: 'pref_hard',
};

/** Whether the profile `profile` shows academics to recruiters: the rule the search rows' recruiter_* columns apply (migration 0015). */
export function recruiterAcademicsShownSql(profile: string): SQL<boolean> {
  return sql<boolean>`${sql.raw(`${profile}.academics_visibility`)} in ('recruiters', 'public')`;
}
