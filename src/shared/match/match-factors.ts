/**
 * The seven factors of the match score, one pure function each
 * (docs/decisions/030 has the table). Each answers a value in 0..1 (null when
 * unknown), its evidence, how much of it rests on known facts, and the caps
 * it raises. A factor made of parts (academics, location, cost) is the mean
 * of its applicable parts, an unknown part counting 0.5.
 */
import { gameBySlug } from '../recruiting/game-catalog.ts';
import { PROGRAM_LEVEL_LABELS, PROGRAM_LEVELS, programLevelDistance, type RolePriority } from '../recruiting/program-levels.ts';
import { US_STATES } from '../recruiting/us-states.ts';
import type { GpaScale } from '../value-sets.ts';
import { distanceMiles } from './match-distance.ts';
import type { CollegeSize, HardPreference, MatchCap, MatchPerspective, MatchPlayer, MatchPreferences, MatchProgram } from './match-types.ts';

export interface FactorOutcome {
  value: number | null;
  /** Empty when the caller asked for no explanation (rankByMatch scoring a whole list). */
  evidence: string;
  /** Share of the factor resting on known facts, 0..1. */
  known: number;
  caps: MatchCap[];
}

/** What an unknown factor or part counts. */
export const UNKNOWN_VALUE = 0.5;

/*
 * Evidence is formatted only when `explain` is true (`explain ? text : ''`, no closures): formatting
 * costs more than scoring, and a list of 100,000 players needs text for the few rows it keeps. The
 * parts that can break a hard preference are always worded, since a cap always carries its reason.
 */
const unknown = (evidence: string, caps: MatchCap[] = []): FactorOutcome => ({ value: null, evidence, known: 0, caps });
const known = (value: number, evidence: string, caps: MatchCap[] = []): FactorOutcome => ({ value, evidence, known: 1, caps });
const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

export function formatUsd(amount: number): string {
  return `$${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}
const stateName = (code: string) => US_STATES[code as keyof typeof US_STATES] ?? code;
const titleName = (slug: string) => gameBySlug(slug)?.name ?? slug;

/** A part of a composite factor: null value = unknown; `hard` names the preference it breaks when below 1. */
interface Part {
  value: number | null;
  text: string;
  hard?: HardPreference;
}

function combine(parts: Part[], preferences: MatchPreferences | null, explain: boolean, perspective: MatchPerspective = 'player'): FactorOutcome {
  const caps: MatchCap[] = [];
  for (const part of parts) {
    if (part.hard && part.value !== null && part.value < 1 && preferences?.hard.includes(part.hard)) {
      caps.push({ kind: 'hard_preference', reason: `${perspective === 'player' ? 'Breaks your hard preference' : 'Breaks their hard preference'}: ${part.text}` });
    }
  }
  const knownParts = parts.filter((part) => part.value !== null).length;
  const text = explain ? parts.map((part) => part.text).join('; ') : '';
  if (knownParts === 0) return unknown(text, caps);
  const value = parts.reduce((sum, part) => sum + (part.value ?? UNKNOWN_VALUE), 0) / parts.length;
  return { value, evidence: text, known: knownParts / parts.length, caps };
}

// ---------------------------------------------------------------- skill (30)

/**
 * Current rank against the program's minimum and target tiers: at or above
 * the target 1; from the minimum up to the target 0.6 rising linearly to 1;
 * below the minimum 0.5 (what an unknown rank counts: showing a low rank
 * never scores below hiding it) and a cap. A program with only one of the
 * two uses it as both; the cap needs a minimum. An unknown rank is capped
 * too when the program sets a minimum: hiding cannot pass a bar.
 */
export function skillFactor(player: MatchPlayer, program: MatchProgram, explain = true): FactorOutcome {
  const minTier = program.minTier ?? program.targetTier;
  // A target below the minimum (data the program form refuses) is read as the minimum.
  const targetTier = program.targetTier && (!program.minTier || program.targetTier.ordinal >= program.minTier.ordinal) ? program.targetTier : program.minTier;
  const tier = player.games.find((game) => game.titleSlug === program.titleSlug)?.currentTier ?? null;
  if (!minTier || !targetTier) return unknown(explain ? 'The program sets no rank bar' : '');
  if (!tier) {
    const caps: MatchCap[] = program.minTier
      ? [{ kind: 'rank_unknown', reason: `No ${titleName(program.titleSlug)} rank shown; the program's minimum is ${program.minTier.name}` }]
      : [];
    return unknown(explain ? `No ${titleName(program.titleSlug)} rank shown (target ${targetTier.name})` : '', caps);
  }
  if (tier.ordinal >= targetTier.ordinal) {
    return known(1, explain ? (tier.ordinal === targetTier.ordinal ? `${tier.name} meets target ${targetTier.name}` : `${tier.name} is above target ${targetTier.name}`) : '');
  }
  if (tier.ordinal >= minTier.ordinal) {
    return known(0.6 + (0.4 * (tier.ordinal - minTier.ordinal)) / (targetTier.ordinal - minTier.ordinal), explain ? `${tier.name} vs target ${targetTier.name}` : '');
  }
  const caps: MatchCap[] = program.minTier
    ? [{ kind: 'rank_below_minimum', reason: `Rank ${tier.name} is below the program's minimum ${program.minTier.name}` }]
    : [];
  return known(UNKNOWN_VALUE, explain ? `${tier.name} is below ${program.minTier ? 'minimum' : 'target'} ${minTier.name}` : '', caps);
}

// ---------------------------------------------------------------- role (15)

/** A need's priority: high 1, medium 0.8, low 0.6; a match on the secondary role counts 0.8 of that. */
export const ROLE_PRIORITY_VALUE: Record<RolePriority, number> = { high: 1, medium: 0.8, low: 0.6 };
export const SECONDARY_ROLE_SHARE = 0.8;

/** The player's primary and secondary roles against the roles needed: the best match counts; none 0. */
export function roleFactor(player: MatchPlayer, program: MatchProgram, explain = true): FactorOutcome {
  const game = player.games.find((candidate) => candidate.titleSlug === program.titleSlug);
  const needs = program.rolesNeeded.filter((need) => need.count > 0);
  if (needs.length === 0) return unknown(explain ? 'The program lists no roles needed' : '');
  const roles = [
    { role: game?.primaryRole ?? null, share: 1, label: 'primary' },
    { role: game?.secondaryRole ?? null, share: SECONDARY_ROLE_SHARE, label: 'secondary' },
  ].filter((entry): entry is { role: string; share: number; label: string } => entry.role !== null);
  if (roles.length === 0) return unknown(explain ? `No ${titleName(program.titleSlug)} role shown` : '');
  let best: { value: number; text: string } | null = null;
  for (const { role, share, label } of roles) {
    for (const need of needs) {
      if (need.role !== role) continue;
      const value = ROLE_PRIORITY_VALUE[need.priority] * share;
      if (!best || value > best.value) best = { value, text: explain ? `${role} (${label}) is a ${need.priority}-priority need` : '' };
    }
  }
  if (best) return known(best.value, best.text);
  return known(0, explain ? `${roles.map((entry) => entry.role).join(', ')} not among the roles needed (${needs.map((need) => need.role).join(', ')})` : '');
}

// ---------------------------------------------------------------- class (10)

/** Graduation year in the program's class years 1, one year from the nearest 0.5, further 0. */
export function classFactor(player: MatchPlayer, program: MatchProgram, explain = true): FactorOutcome {
  if (program.classYears.length === 0) return unknown(explain ? 'The program lists no class years' : '');
  if (player.gradYear === null) return unknown(explain ? 'Class year not shown' : '');
  const years = [...program.classYears].sort((a, b) => a - b).join(', ');
  const gap = Math.min(...program.classYears.map((year) => Math.abs(year - (player.gradYear as number))));
  if (gap === 0) return known(1, explain ? `Class of ${player.gradYear} is recruited (${years})` : '');
  if (gap === 1) return known(0.5, explain ? `Class of ${player.gradYear} is one year from the classes recruited (${years})` : '');
  return known(0, explain ? `Class of ${player.gradYear} is outside the classes recruited (${years})` : '');
}

// ---------------------------------------------------------------- academics (15)

/** A GPA on the 4.0 scale: linear from its own scale (4.5 on 5.0 = 3.6; 90 on 100 = 3.6). */
export function gpaOn4(gpa: number, scale: GpaScale): number {
  return (gpa * 4) / Number(scale);
}

/** "3.60", or "3.60 (4.5 on 5.0)" when the player gave another scale. */
function gpaText(gpa: number, raw: number, scale: GpaScale): string {
  return scale === '4.0' ? gpa.toFixed(2) : `${gpa.toFixed(2)} (${raw} on ${scale})`;
}

/** A test score's place in the college's 25th-75th range: 0.5 at or below the 25th, 1 at or above the 75th, linear between. */
function testPart(score: number, p25: number, p75: number): number {
  if (p75 <= p25) return score >= p25 ? 1 : UNKNOWN_VALUE;
  return Math.min(1, Math.max(UNKNOWN_VALUE, UNKNOWN_VALUE + (UNKNOWN_VALUE * (score - p25)) / (p75 - p25)));
}

/**
 * Two parts, each applicable only when there is a bar to compare with.
 * GPA (normalised to 4.0) against the program's minimum: at or above 1,
 * below 0.5 and a cap; not shown: unknown and a cap. SAT or ACT (the better
 * of those the college reports) against the college's 25th-75th range: a
 * score below the range counts like no score (0.5), so the tests only ever
 * add, as in test-optional admissions.
 */
export function academicsFactor(player: MatchPlayer, program: MatchProgram, explain = true): FactorOutcome {
  const parts: Part[] = [];
  const caps: MatchCap[] = [];
  const minGpa = program.minGpa;
  if (minGpa !== null) {
    const { gpa: rawGpa, gpaScale } = player;
    if (rawGpa === null || gpaScale === null) {
      parts.push({ value: null, text: explain ? `GPA not shown (minimum ${minGpa.toFixed(2)})` : '' });
      caps.push({ kind: 'gpa_unknown', reason: `No GPA shown; the program's minimum is ${minGpa.toFixed(2)}` });
    } else {
      const gpa = gpaOn4(rawGpa, gpaScale);
      if (gpa + 1e-9 >= minGpa) parts.push({ value: 1, text: explain ? `GPA ${gpaText(gpa, rawGpa, gpaScale)} meets minimum ${minGpa.toFixed(2)}` : '' });
      else {
        parts.push({ value: UNKNOWN_VALUE, text: explain ? `GPA ${gpaText(gpa, rawGpa, gpaScale)} is below minimum ${minGpa.toFixed(2)}` : '' });
        caps.push({ kind: 'gpa_below_minimum', reason: `GPA ${gpa.toFixed(2)} is below the program's minimum ${minGpa.toFixed(2)}` });
      }
    }
  }
  const { sat25, sat75, act25, act75 } = program.college;
  const tests: { name: string; score: number | null; p25: number; p75: number }[] = [];
  if (sat25 !== null && sat75 !== null) tests.push({ name: 'SAT', score: player.satScore, p25: sat25, p75: sat75 });
  if (act25 !== null && act75 !== null) tests.push({ name: 'ACT', score: player.actScore, p25: act25, p75: act75 });
  if (tests.length > 0) {
    let scored: { name: string; score: number; p25: number; p75: number; value: number } | null = null;
    for (const test of tests) {
      if (test.score === null) continue;
      const value = testPart(test.score, test.p25, test.p75);
      if (!scored || value > scored.value) scored = { ...test, score: test.score, value };
    }
    if (!scored) parts.push({ value: null, text: explain ? `No ${tests.map((test) => test.name).join('/')} shown (college range ${tests.map((test) => `${test.p25}-${test.p75}`).join(', ')})` : '' });
    else {
      const { name, score, p25, p75 } = scored;
      const where = score >= p75 ? 'at or above the 75th percentile' : score > p25 ? 'within the middle 50%' : 'at or below the 25th percentile';
      parts.push({ value: scored.value, text: explain ? `${name} ${score} ${where} (${p25}-${p75})` : '' });
    }
  }
  if (parts.length === 0) return unknown(explain ? 'No GPA minimum or test range to compare' : '');
  const outcome = combine(parts, null, explain);
  return { ...outcome, caps };
}

// ---------------------------------------------------------------- location (10)

/** Campus size bucket of an undergraduate enrollment. */
export function collegeSize(enrollment: number): CollegeSize {
  if (enrollment < 5000) return 'small';
  return enrollment <= 15000 ? 'medium' : 'large';
}

/**
 * Preferences are the player's private data (docs/decisions/030): in the
 * program's view (a recruiter's) the evidence of location, cost and level
 * says whether each preference is met, never the preference itself (no
 * states listed, no distance or budget, no sizes or levels sought); the
 * player's own view names them.
 *
 * Place, size and control against the player's preferences, each part only
 * when the player has that preference. Place: within the distance limit 1,
 * beyond it falling linearly to 0 at twice the limit (haversine on both
 * coordinates); without coordinates, the listed states decide (in 1, out 0);
 * with both, the better. Size and control: as preferred 1, otherwise 0.
 * Preferences without constraints: 1 (open to any). No preferences: unknown.
 */
export function locationFactor(player: MatchPlayer, program: MatchProgram, explain = true, perspective: MatchPerspective = 'player'): FactorOutcome {
  const preferences = player.preferences;
  const mine = perspective === 'player';
  if (!preferences) return unknown(explain ? 'No location preferences set' : '');
  // A part that may break a hard preference is worded for the cap's reason even when not explaining.
  const say = explain || preferences.hard.length > 0;
  const college = program.college;
  const parts: Part[] = [];

  const maxMiles = preferences.maxDistanceMiles;
  const states = preferences.states;
  if (maxMiles !== null || states.length > 0) {
    const options: Part[] = [];
    if (maxMiles !== null && player.homeCoordinates && college.coordinates) {
      const miles = distanceMiles(player.homeCoordinates, college.coordinates);
      const value = miles <= maxMiles ? 1 : maxMiles > 0 ? clamp01(1 - (miles - maxMiles) / maxMiles) : 0;
      const within = miles <= maxMiles ? 'within' : 'beyond';
      options.push({ value, text: say ? (mine ? `${Math.round(miles)} mi from home, ${within} your ${maxMiles} mi` : `${within === 'within' ? 'Within' : 'Beyond'} their distance from home`) : '' });
    }
    const collegeState = college.state;
    if (states.length > 0 && collegeState) {
      const inState = states.includes(collegeState);
      const where = `${stateName(collegeState)} is ${inState ? '' : 'not '}`;
      options.push({ value: inState ? 1 : 0, text: say ? (mine ? `${where}in your states (${states.join(', ')})` : `${where}among their states`) : '' });
    }
    const best = options.sort((a, b) => (b.value ?? 0) - (a.value ?? 0))[0];
    parts.push(best ? { ...best, hard: 'location' } : { value: null, text: say ? (maxMiles !== null && states.length === 0 ? 'Distance unknown (no coordinates)' : 'College state unknown') : '' });
  }
  if (preferences.sizes.length > 0) {
    const enrollment = college.undergradEnrollment;
    if (enrollment === null) parts.push({ value: null, text: say ? 'Campus size unknown' : '' });
    else {
      const size = collegeSize(enrollment);
      const fits = preferences.sizes.includes(size);
      const fit = fits ? (mine ? ', as you prefer' : ', as they prefer') : mine ? `; you prefer ${preferences.sizes.join(' or ')}` : ', not a size they prefer';
      parts.push({ value: fits ? 1 : 0, hard: 'size', text: say ? `${size} campus (${formatUsd(enrollment).slice(1)} undergraduates)${fit}` : '' });
    }
  }
  if (preferences.control !== null) {
    if (college.control === null) parts.push({ value: null, text: say ? 'Public or private unknown' : '' });
    else {
      const kind = college.control === 'public' ? 'public' : 'private';
      const fits = kind === preferences.control;
      const fit = fits ? (mine ? ', as you prefer' : ', as they prefer') : mine ? `; you prefer ${preferences.control}` : ', not what they prefer';
      parts.push({ value: fits ? 1 : 0, hard: 'control', text: say ? `${kind}${fit}` : '' });
    }
  }
  if (parts.length === 0) return known(1, explain ? 'Open to any location' : '');
  return combine(parts, preferences, explain, perspective);
}

// ---------------------------------------------------------------- cost (10)

/**
 * Budget and scholarship need against tuition and the scholarship range.
 * Tuition is in-state when the player's home state is the college's, else
 * out-of-state; the estimate subtracts the middle of the scholarship range.
 * Budget: estimate within it 1, above it falling linearly to 0 at twice it.
 * Needs a scholarship: the program offers one 1, none 0.
 */
export function costFactor(player: MatchPlayer, program: MatchProgram, explain = true, perspective: MatchPerspective = 'player'): FactorOutcome {
  const preferences = player.preferences;
  const mine = perspective === 'player';
  if (!preferences) return unknown(explain ? 'No budget or scholarship need set' : '');
  // A part that may break a hard preference is worded for the cap's reason even when not explaining.
  const say = explain || preferences.hard.length > 0;
  const college = program.college;
  const scholarship = program.scholarship && program.scholarship.max > 0 ? program.scholarship : null;
  const parts: Part[] = [];
  if (preferences.budgetPerYear !== null) {
    const budget = preferences.budgetPerYear;
    const inState = player.homeState !== null && player.homeState === college.state;
    const tuition = inState ? college.tuitionInState : college.tuitionOutOfState;
    if (tuition === null) parts.push({ value: null, text: say ? 'Tuition unknown' : '' });
    else {
      const aid = scholarship ? (scholarship.min + scholarship.max) / 2 : 0;
      const net = Math.max(0, tuition - aid);
      const value = net <= budget ? 1 : budget > 0 ? clamp01(1 - (net - budget) / budget) : 0;
      const basis = say ? `${inState ? 'in-state' : 'out-of-state'} ${formatUsd(tuition)}${aid > 0 ? ` - ${formatUsd(aid)} typical scholarship` : ''}` : '';
      const versus = mine ? `vs your ${formatUsd(budget)} budget` : net <= budget ? 'within their budget' : 'above their budget';
      parts.push({ value, hard: 'budget', text: say ? `About ${formatUsd(net)}/yr (${basis}) ${versus}` : '' });
    }
  }
  if (preferences.needsScholarship === true) {
    parts.push(
      scholarship
        ? { value: 1, hard: 'scholarship', text: say ? `Scholarships ${formatUsd(scholarship.min)}-${formatUsd(scholarship.max)}/yr${mine ? '' : ', which they need'}` : '' }
        : { value: 0, hard: 'scholarship', text: say ? `No esports scholarship; ${mine ? 'you need' : 'they need'} one` : '' },
    );
  }
  if (parts.length === 0) return known(1, explain ? 'No budget or scholarship need set' : '');
  return combine(parts, preferences, explain, perspective);
}

// ---------------------------------------------------------------- level (10)

/** The program's level among the levels sought 1, one level off 0.5, further 0; none sought: 1. */
export function levelFactor(player: MatchPlayer, program: MatchProgram, explain = true, perspective: MatchPerspective = 'player'): FactorOutcome {
  const preferences = player.preferences;
  const label = PROGRAM_LEVEL_LABELS[program.level];
  if (!preferences) return unknown(explain ? `${label}; level sought not set` : '');
  // A part that may break a hard preference is worded for the cap's reason even when not explaining.
  const say = explain || preferences.hard.length > 0;
  const sought = PROGRAM_LEVELS.filter((level) => preferences.levelsSought.includes(level));
  if (sought.length === 0) return known(1, explain ? `${label}; open to any level` : '');
  const gap = Math.min(...sought.map((level) => programLevelDistance(level, program.level)));
  const value = gap === 0 ? 1 : gap === 1 ? 0.5 : 0;
  const mine = perspective === 'player';
  const text = gap === 0 ? `${label}, ${mine ? 'the level you seek' : 'a level they seek'}` : mine ? `${label}; you seek ${sought.map((level) => PROGRAM_LEVEL_LABELS[level]).join(' or ')}` : `${label}, not a level they seek`;
  return combine([{ value, hard: 'level', text: say ? text : '' }], preferences, explain, perspective);
}

