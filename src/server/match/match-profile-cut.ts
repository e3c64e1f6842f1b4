/**
 * Which of a title's search rows can still score at least `cut` for a
 * program (docs/decisions/090): a condition on the three columns the
 * recruiter search's index holds or that are cheap to test (rank tier,
 * class year, roles), true for every row whose exact score reaches the cut.
 *
 * A row's score is at most what the engine gives its rank, roles and class
 * year with everything else at its best (academics over every bar, the
 * preferences open to anything: each of those factors 1, no cap), because
 * every factor only adds and the engine's sum, rounding and caps never turn
 * a lower term into a higher score. Those upper bounds are computed here by
 * the engine itself (matchScore on a few made-up players), one column at a
 * time with the other two at their best, so each column's condition keeps
 * every value that could reach the cut with some value of the others: the
 * three together keep a superset of the rows that can, never fewer.
 */
import { sql, type SQL } from 'drizzle-orm';
import { classFactor, roleFactor, skillFactor, UNKNOWN_VALUE, type FactorOutcome } from '#shared/match/match-factors.ts';
import { matchScore } from '#shared/match/match-score.ts';
import type { MatchPlayer, MatchProgram } from '#shared/match/match-types.ts';

const column = (row: string, name: string) => sql.raw(`${row}.${name}`);
const ints = (values: number[]) => sql.join(values.map((value) => sql`${value}::int`), sql`, `);
const texts = (values: string[]) => sql.join(values.map((value) => sql`${value}::text`), sql`, `);
const anyOf = (conditions: SQL[]) =>
  conditions.length === 0 ? sql`false` : conditions.length === 1 ? conditions[0]! : sql`(${sql.join(conditions, sql` or `)})`;

interface RoleSample {
  primaryRole: string | null;
  secondaryRole: string | null;
}

/** A role no program needs (the engine only compares roles for equality). */
const OTHER_ROLE = '\u0000other role';

/**
 * A column's value classes (each the same to the engine) and the condition that keeps some of them, written as
 * an index reads it best (`in (...)` lists, one range), never narrower than the kept classes.
 */
interface Dimension<T> {
  samples: T[];
  keep: (kept: T[], row: string) => SQL;
}

function tierDimension(program: MatchProgram): Dimension<number | null> | null {
  const min = program.minTier ?? program.targetTier;
  const target = program.targetTier && (!program.minTier || program.targetTier.ordinal >= program.minTier.ordinal) ? program.targetTier : program.minTier;
  if (!min || !target) return null;
  const below = min.ordinal - 1;
  const samples: (number | null)[] = [null, below];
  for (let ordinal = min.ordinal; ordinal <= target.ordinal; ordinal += 1) samples.push(ordinal);
  return {
    samples,
    keep: (kept, row) => {
      const tier = column(row, 'tier_ordinal');
      const conditions: SQL[] = [];
      if (kept.includes(null)) conditions.push(sql`${tier} is null`);
      // Every tier from the lowest kept one up (the target's sample stands for every tier above it too).
      const lowest = kept.filter((sample): sample is number => sample !== null).sort((a, b) => a - b)[0];
      if (lowest !== undefined) conditions.push(lowest === below ? sql`${tier} is not null` : sql`${tier} >= ${lowest}::int`);
      return anyOf(conditions);
    },
  };
}

function yearDimension(program: MatchProgram): Dimension<number | null> | null {
  if (program.classYears.length === 0) return null;
  const near = [...new Set(program.classYears.flatMap((year) => [year - 1, year, year + 1]))].sort((a, b) => a - b);
  // Further than a year from every class year: the engine's 0, whatever the year.
  const far = near[0]! - 10;
  return {
    samples: [null, far, ...near],
    keep: (kept, row) => {
      const year = column(row, 'grad_year');
      if (kept.includes(far)) return sql`true`;
      const years = kept.filter((sample): sample is number => sample !== null);
      const conditions = years.length > 0 ? [sql`${year} in (${ints(years)})`] : [];
      if (kept.includes(null)) conditions.push(sql`${year} is null`);
      return anyOf(conditions);
    },
  };
}

function roleDimension(program: MatchProgram): Dimension<RoleSample> | null {
  const needed = [...new Set(program.rolesNeeded.filter((need) => need.count > 0).map((need) => need.role))];
  if (needed.length === 0) return null;
  const options = [null, OTHER_ROLE, ...needed];
  const roleIs = (value: SQL, role: string | null) =>
    role === null ? sql`${value} is null` : role === OTHER_ROLE ? sql`${value} not in (${texts(needed)})` : sql`${value} = ${role}::text`;
  return {
    samples: options.flatMap((primaryRole) => options.map((secondaryRole) => ({ primaryRole, secondaryRole }))),
    keep: (kept, row) => {
      const primary = column(row, 'primary_role');
      const secondary = column(row, 'secondary_role');
      // A primary role kept with every secondary role needs no condition on the secondary.
      const whole = options.filter((role) => kept.filter((sample) => sample.primaryRole === role).length === options.length);
      const conditions: SQL[] = [];
      const wholeNeeded = whole.filter((role): role is string => role !== null && role !== OTHER_ROLE);
      if (wholeNeeded.length > 0) conditions.push(sql`${primary} in (${texts(wholeNeeded)})`);
      for (const role of whole) if (role === null || role === OTHER_ROLE) conditions.push(roleIs(primary, role));
      for (const sample of kept) {
        if (whole.includes(sample.primaryRole)) continue;
        conditions.push(sql`(${roleIs(primary, sample.primaryRole)} and ${roleIs(secondary, sample.secondaryRole)})`);
      }
      return anyOf(conditions);
    },
  };
}

/** A made-up player with this rank, roles and class year and everything else at its best. */
function bestPlayer(program: MatchProgram, tier: number | null, roles: RoleSample, gradYear: number | null): MatchPlayer {
  return {
    games: [{ titleSlug: program.titleSlug, currentTier: tier === null ? null : { ordinal: tier, name: '' }, ...roles }],
    gradYear,
    // Over any minimum GPA and any test range: academics 1 wherever the program has a bar.
    gpa: Number.MAX_SAFE_INTEGER,
    gpaScale: '4.0',
    satScore: Number.MAX_SAFE_INTEGER,
    actScore: Number.MAX_SAFE_INTEGER,
    homeState: null,
    homeCoordinates: null,
    // Preferences open to anything: location, cost and level 1, nothing to break.
    preferences: { states: [], maxDistanceMiles: null, sizes: [], control: null, budgetPerYear: null, needsScholarship: null, levelsSought: [], importance: {}, hard: [] },
  };
}

/** The engine's score for that player: at least the score of any row with the same rank, roles and class year. */
function upperBound(program: MatchProgram, tier: number | null, roles: RoleSample, gradYear: number | null): number {
  return matchScore(bestPlayer(program, tier, roles, gradYear), program, { perspective: 'program', explain: false }).score;
}

/**
 * The sample with the highest value of its own factor (the other columns do not change it, and only the rank can
 * cap). Chosen by the factor's value, not by a rounded score, where two values could round alike.
 */
function best<T>(dimension: Dimension<T> | null, fallback: T, factor: (sample: T) => FactorOutcome): T {
  if (!dimension) return fallback;
  const value = (sample: T) => factor(sample).value ?? UNKNOWN_VALUE;
  return dimension.samples.reduce((top, sample) => (value(sample) > value(top) ? sample : top), dimension.samples[0]!);
}

export interface ProfileCut {
  /** The highest score any row can have for this program. */
  highest: number;
  /** The condition over search row `row` for a cut: null when it would keep every row (nothing to gain). */
  condition: (cut: number, row: string) => SQL | null;
}

export function profileCut(program: MatchProgram): ProfileCut {
  const tiers = tierDimension(program);
  const years = yearDimension(program);
  const roles = roleDimension(program);
  const noRoles: RoleSample = { primaryRole: null, secondaryRole: null };
  const bestRoles = best(roles, noRoles, (sample) => roleFactor(bestPlayer(program, null, sample, null), program, false));
  const bestYear = best(years, null, (sample) => classFactor(bestPlayer(program, null, noRoles, sample), program, false));
  const bestTier = best(tiers, null, (sample) => skillFactor(bestPlayer(program, sample, noRoles, null), program, false));
  // Each column's condition for a cut: the samples whose upper bound (the other two columns at their best) reaches it.
  const columnCut = <T>(dimension: Dimension<T> | null, bound: (sample: T) => number) => {
    if (!dimension) return () => null;
    const bounds = dimension.samples.map((sample) => ({ sample, bound: bound(sample) }));
    return (cut: number, row: string): SQL | null => {
      const kept = bounds.filter((entry) => entry.bound >= cut).map((entry) => entry.sample);
      return kept.length < bounds.length ? dimension.keep(kept, row) : null;
    };
  };
  const columns = [
    columnCut(tiers, (sample) => upperBound(program, sample, bestRoles, bestYear)),
    columnCut(years, (sample) => upperBound(program, bestTier, bestRoles, sample)),
    columnCut(roles, (sample) => upperBound(program, bestTier, sample, bestYear)),
  ];
  return {
    highest: upperBound(program, bestTier, bestRoles, bestYear),
    condition: (cut, row) => {
      const conditions = columns.map((columnCondition) => columnCondition(cut, row)).filter((condition): condition is SQL => condition !== null);
      return conditions.length > 0 ? sql.join(conditions, sql` and `) : null;
    },
  };
}
