/**
 * The matchmaking score (issue 14.6, docs/decisions/047), in the match
 * engine's style (decision 030): factors with weights, each 0..1 or null
 * (unknown, counting 0.5 and lowering the confidence), evidence per factor,
 * `score = round(100 x sum(weight x value) / sum(weight))`, the engine's
 * bands and confidence levels. Pure: the caller passes the time-zone
 * offsets, so the same inputs always give the same result.
 */
import { AVAILABILITY_BLOCK_HOURS, AVAILABILITY_DAYS, type AvailabilitySlot } from '#shared/recruiting/game-catalog.ts';
import { confidenceLevel, matchBand } from '#shared/match/match-score.ts';
import type { ConfidenceLevel, MatchBand } from '#shared/match/match-types.ts';
import { PLAY_LEVELS, type CommitmentLevel, type PlayLevel } from '#shared/value-sets.ts';

export const TEAM_FIT_FACTOR_KEYS = ['title', 'rank', 'roles', 'availability', 'level', 'commitment'] as const;
export type TeamFitFactorKey = (typeof TEAM_FIT_FACTOR_KEYS)[number];
export const SCRIM_FACTOR_KEYS = ['title', 'level', 'availability'] as const;
export type ScrimFactorKey = (typeof SCRIM_FACTOR_KEYS)[number];
export type MatchmakingFactorKey = TeamFitFactorKey | ScrimFactorKey;

export const MATCHMAKING_FACTOR_LABELS: Record<MatchmakingFactorKey, string> = {
  title: 'Game',
  rank: 'Rank range',
  roles: 'Roles needed',
  availability: 'Availability overlap',
  level: 'Play level',
  commitment: 'Commitment',
};

/** Player and post: weights sum to 100. */
export const TEAM_FIT_WEIGHTS: Readonly<Record<TeamFitFactorKey, number>> = Object.freeze({
  title: 20,
  rank: 20,
  roles: 20,
  availability: 20,
  level: 10,
  commitment: 10,
});
/** Team and team (scrims): the title is a filter too, so it weighs least. */
export const SCRIM_WEIGHTS: Readonly<Record<ScrimFactorKey, number>> = Object.freeze({ title: 20, level: 40, availability: 40 });

export const PLAY_LEVEL_LABELS: Record<PlayLevel, string> = {
  casual: 'Casual',
  competitive: 'Competitive',
  semi_professional: 'Semi-professional',
  professional: 'Professional',
};
export const COMMITMENT_LABELS: Record<CommitmentLevel, string> = {
  casual: 'Casual',
  competitive: 'Competitive',
  semi_pro: 'Semi-pro',
  professional: 'Professional',
};
/** Our reading of a commitment level as hours of play a week (docs/decisions/047). */
export const COMMITMENT_HOURS: Record<CommitmentLevel, number> = { casual: 3, competitive: 8, semi_pro: 15, professional: 25 };

export interface MatchmakingFactor<K extends string = MatchmakingFactorKey> {
  key: K;
  weight: number;
  /** 0..1, or null when unknown (counts 0.5). */
  value: number | null;
  evidence: string;
}

export interface MatchmakingResult<K extends string = MatchmakingFactorKey> {
  score: number;
  band: MatchBand;
  confidence: { value: number; level: ConfidenceLevel; unknown: K[] };
  factors: MatchmakingFactor<K>[];
}

// ---------------------------------------------------------------- inputs

export interface MmTier {
  ordinal: number;
  name: string;
}

export interface MmPlayerGame {
  titleId: string;
  titleName: string;
  tier: MmTier | null;
  primaryRole: string | null;
  secondaryRole: string | null;
  hoursPerWeek: number | null;
  availability: readonly string[];
}

export interface MmPlayer {
  /** In the order of the profile's game tabs (the first is the main game). */
  games: readonly MmPlayerGame[];
  /** Minutes east of UTC now in the player's time zone; null when the profile has none. */
  utcOffsetMinutes: number | null;
  /** The level the player wants (the "Level" filter); null: not said. */
  wantedLevel: PlayLevel | null;
}

export interface MmTeamGame {
  titleId: string;
  titleName: string;
  playLevel: PlayLevel;
}

export interface MmPost {
  /** The post's own game; null: any of the team's games. */
  titleId: string | null;
  teamGames: readonly MmTeamGame[];
  positionsNeeded: readonly string[];
  minTier: MmTier | null;
  maxTier: MmTier | null;
  availability: readonly string[];
  utcOffsetMinutes: number | null;
  /** null: no post (Find players against the team itself, docs/decisions/047 session 24). */
  commitmentLevel: CommitmentLevel | null;
  /** false: the team's own facts stand in for a post (no rank range, roles or commitment to compare). */
  fromPost?: boolean;
}

// ---------------------------------------------------------------- availability

const DAY_HOURS = 24;
const WEEK_HOURS = 7 * DAY_HOURS;

/** Hours of the week (0 = Monday 00:00 UTC) a set of grid cells covers, for a zone `offsetMinutes` east of UTC. */
export function availabilityHours(slots: readonly string[], offsetMinutes: number): Set<number> {
  const shift = Math.round(offsetMinutes / 60);
  const hours = new Set<number>();
  for (const slot of slots) {
    const [day, block] = slot.split(':') as [string, keyof typeof AVAILABILITY_BLOCK_HOURS];
    const dayIndex = AVAILABILITY_DAYS.indexOf(day as (typeof AVAILABILITY_DAYS)[number]);
    const range = AVAILABILITY_BLOCK_HOURS[block];
    if (dayIndex < 0 || !range) continue;
    const [from, to] = range.split('-').map(Number) as [number, number];
    const length = (to - from + DAY_HOURS) % DAY_HOURS;
    for (let h = 0; h < length; h += 1) {
      const local = dayIndex * DAY_HOURS + from + h;
      hours.add((((local - shift) % WEEK_HOURS) + WEEK_HOURS) % WEEK_HOURS);
    }
  }
  return hours;
}

function overlapOf(mine: readonly string[], mineOffset: number | null, theirs: readonly string[], theirOffset: number | null) {
  const mineHours = availabilityHours(mine, mineOffset ?? theirOffset ?? 0);
  const theirHours = availabilityHours(theirs, theirOffset ?? mineOffset ?? 0);
  let shared = 0;
  for (const hour of theirHours) if (mineHours.has(hour)) shared += 1;
  return { shared, theirHours };
}

/** Hours a week two grids share, each in its own zone (a side without one read as the other's): the overlap filters' number. */
export function overlapHours(mine: readonly string[], mineOffset: number | null, theirs: readonly string[], theirOffset: number | null): number {
  return overlapOf(mine, mineOffset, theirs, theirOffset).shared;
}

/**
 * The share of `theirs` (hours a week) that `mine` covers, both sides moved
 * to UTC by their own offsets; a side without a time zone is read as the
 * other side's zone (and the factor counts half known).
 */
export function availabilityFactor(
  mine: readonly string[],
  mineOffset: number | null,
  theirs: readonly string[],
  theirOffset: number | null,
  /** mine/theirs: possessives ("yours", "the team's"); the names say whose availability is missing. */
  who: { mine: string; theirs: string; mineName: string; theirName: string },
): { value: number | null; known: number; evidence: string } {
  if (mine.length === 0 || theirs.length === 0) {
    return { value: null, known: 0, evidence: `Unknown: no availability on ${mine.length === 0 ? who.mineName : who.theirName}` };
  }
  const zonesKnown = mineOffset !== null && theirOffset !== null;
  const { shared, theirHours } = overlapOf(mine, mineOffset, theirs, theirOffset);
  const value = theirHours.size === 0 ? 0 : shared / theirHours.size;
  const zoneNote = zonesKnown ? '' : ' (no time zone on one side: compared as the same zone)';
  return {
    value,
    known: zonesKnown ? 1 : 0.5,
    evidence: `${shared} of ${who.theirs} ${theirHours.size} hours a week overlap ${who.mine}${zoneNote}`,
  };
}

// ---------------------------------------------------------------- player x post

/** The game a post is matched on for this player: the post's own, else the team's game the player plays first. */
export function postGameFor(player: MmPlayer, post: MmPost): { game: MmTeamGame | null; playerGame: MmPlayerGame | null } {
  if (post.titleId !== null) {
    const game = post.teamGames.find((g) => g.titleId === post.titleId) ?? null;
    return { game, playerGame: player.games.find((g) => g.titleId === post.titleId) ?? null };
  }
  for (const playerGame of player.games) {
    const game = post.teamGames.find((g) => g.titleId === playerGame.titleId);
    if (game) return { game, playerGame };
  }
  return { game: post.teamGames[0] ?? null, playerGame: null };
}

const NO_POST = 'Unknown: no recruiting post chosen, so';

function rankValue(tier: MmTier | null, min: MmTier | null, max: MmTier | null, fromPost = true): { value: number | null; evidence: string } {
  if (!min && !max) return { value: null, evidence: fromPost ? 'Unknown: the post sets no rank range' : `${NO_POST} no rank range${tier ? ` (${tier.name})` : ''}` };
  const range = min && max ? `${min.name} to ${max.name}` : min ? `${min.name} or higher` : `up to ${max!.name}`;
  if (!tier) return { value: null, evidence: `Unknown: no rank on the profile (the post wants ${range})` };
  if (min && tier.ordinal < min.ordinal) {
    // One tier under scores what a hidden rank scores; hiding a low rank never helps.
    const below = min.ordinal - tier.ordinal;
    return { value: Math.max(0, 0.5 - 0.1 * (below - 1)), evidence: `${tier.name} is below ${range}` };
  }
  if (max && tier.ordinal > max.ordinal) return { value: 0.75, evidence: `${tier.name} is above ${range}` };
  return { value: 1, evidence: `${tier.name} is within ${range}` };
}

function rolesValue(playerGame: MmPlayerGame | null, positions: readonly string[], fromPost = true): { value: number | null; evidence: string } {
  if (positions.length === 0) return { value: null, evidence: fromPost ? 'Unknown: the post lists no roles' : `${NO_POST} no roles needed` };
  const needed = positions.join(', ');
  const primary = playerGame?.primaryRole ?? null;
  const secondary = playerGame?.secondaryRole ?? null;
  if (!primary && !secondary) return { value: null, evidence: `Unknown: no roles on the profile (needed: ${needed})` };
  const has = (role: string | null) => role !== null && positions.some((p) => p.trim().toLowerCase() === role.trim().toLowerCase());
  if (has(primary)) return { value: 1, evidence: `${primary} (main role) is needed` };
  if (has(secondary)) return { value: 0.8, evidence: `${secondary} (secondary role) is needed` };
  return { value: 0, evidence: `Needed: ${needed}; the profile plays ${[primary, secondary].filter(Boolean).join(', ')}` };
}

function levelValue(teamLevel: PlayLevel | null, wanted: PlayLevel | null, wantedBy: string, ours = false): { value: number | null; evidence: string } {
  if (!teamLevel) return { value: null, evidence: 'Unknown: the team has no level for this game' };
  if (!wanted) return { value: null, evidence: `Unknown: ${PLAY_LEVEL_LABELS[teamLevel]}; ${wantedBy} no level to compare` };
  const distance = Math.abs(PLAY_LEVELS.indexOf(teamLevel) - PLAY_LEVELS.indexOf(wanted));
  const value = distance === 0 ? 1 : distance === 1 ? 0.5 : 0;
  return { value, evidence: ours ? `${PLAY_LEVEL_LABELS[teamLevel]} vs your ${PLAY_LEVEL_LABELS[wanted]}` : `${PLAY_LEVEL_LABELS[teamLevel]} vs ${PLAY_LEVEL_LABELS[wanted]} wanted` };
}

function commitmentValue(hours: number | null, level: CommitmentLevel | null): { value: number | null; evidence: string } {
  if (level === null) return { value: null, evidence: `${NO_POST} no commitment level${hours === null ? '' : ` (${hours} h a week)`}` };
  const needed = COMMITMENT_HOURS[level];
  if (hours === null) return { value: null, evidence: `Unknown: no hours a week on the profile (${COMMITMENT_LABELS[level]}: about ${needed} h)` };
  const value = Math.min(1, hours / needed);
  return { value, evidence: `${hours} h a week vs about ${needed} h for ${COMMITMENT_LABELS[level]}` };
}

function finish<K extends string>(factors: MatchmakingFactor<K>[], known: Map<K, number>): MatchmakingResult<K> {
  let weighted = 0;
  let total = 0;
  let knownWeight = 0;
  const unknown: K[] = [];
  for (const factor of factors) {
    weighted += factor.weight * (factor.value ?? 0.5);
    total += factor.weight;
    const share = known.get(factor.key) ?? (factor.value === null ? 0 : 1);
    knownWeight += factor.weight * share;
    if (share < 1) unknown.push(factor.key);
  }
  const score = total > 0 ? Math.round((100 * weighted) / total + 1e-9) : 0;
  const confidence = Math.round((total > 0 ? knownWeight / total : 0) * 100) / 100;
  return { score, band: matchBand(score), confidence: { value: confidence, level: confidenceLevel(confidence), unknown }, factors };
}

/**
 * How well a player fits a team's recruiting post: the same number for the
 * player ("Find a team") and the team ("Find players"); `perspective` only
 * words the evidence.
 */
export function teamFitScore(player: MmPlayer, post: MmPost, perspective: 'player' | 'team' = 'player'): MatchmakingResult<TeamFitFactorKey> {
  const { game, playerGame } = postGameFor(player, post);
  const you = perspective === 'player' ? 'you' : 'the player';
  const known = new Map<TeamFitFactorKey, number>();
  const factors: MatchmakingFactor<TeamFitFactorKey>[] = [];
  const add = (key: TeamFitFactorKey, outcome: { value: number | null; evidence: string }) =>
    factors.push({ key, weight: TEAM_FIT_WEIGHTS[key], value: outcome.value, evidence: outcome.evidence });

  add(
    'title',
    !game
      ? { value: null, evidence: 'Unknown: the team has no game on its profile' }
      : playerGame
        ? { value: 1, evidence: `${game.titleName}: on ${perspective === 'player' ? 'your' : 'their'} profile` }
        : { value: 0, evidence: `${game.titleName}: not among ${perspective === 'player' ? 'your' : 'their'} games` },
  );
  const fromPost = post.fromPost !== false;
  add('rank', rankValue(playerGame?.tier ?? null, post.minTier, post.maxTier, fromPost));
  add('roles', rolesValue(playerGame, post.positionsNeeded, fromPost));
  const availability = availabilityFactor(
    playerGame?.availability ?? [],
    player.utcOffsetMinutes,
    post.availability,
    post.utcOffsetMinutes,
    perspective === 'player'
      ? { mine: 'yours', theirs: "the team's", mineName: 'your profile', theirName: 'the post' }
      : fromPost
        ? { mine: "the player's", theirs: "the post's", mineName: 'the profile', theirName: 'the post' }
        : { mine: "the player's", theirs: "the team's", mineName: 'the profile', theirName: 'the team' },
  );
  known.set('availability', availability.known);
  add('availability', availability);
  add('level', levelValue(game?.playLevel ?? null, player.wantedLevel, perspective === 'player' ? 'you chose' : `${you} chose`));
  add('commitment', commitmentValue(playerGame?.hoursPerWeek ?? null, post.commitmentLevel));
  return finish(factors, known);
}

// ---------------------------------------------------------------- team x team (scrims)

export interface MmScrimTeam {
  titleId: string;
  titleName: string;
  playLevel: PlayLevel;
  availability: readonly string[];
  utcOffsetMinutes: number | null;
}

/** How well another team suits a scrim with the viewer's team, on the viewer's game. */
export function scrimScore(mine: MmScrimTeam, other: MmScrimTeam): MatchmakingResult<ScrimFactorKey> {
  const known = new Map<ScrimFactorKey, number>();
  const factors: MatchmakingFactor<ScrimFactorKey>[] = [];
  const add = (key: ScrimFactorKey, outcome: { value: number | null; evidence: string }) =>
    factors.push({ key, weight: SCRIM_WEIGHTS[key], value: outcome.value, evidence: outcome.evidence });
  add('title', mine.titleId === other.titleId ? { value: 1, evidence: `Both play ${mine.titleName}` } : { value: 0, evidence: `${other.titleName}, not ${mine.titleName}` });
  add('level', levelValue(other.playLevel, mine.playLevel, 'your team has', true));
  const availability = availabilityFactor(mine.availability, mine.utcOffsetMinutes, other.availability, other.utcOffsetMinutes, {
    mine: "your team's",
    theirs: "their team's",
    mineName: 'your team',
    theirName: 'their team',
  });
  known.set('availability', availability.known);
  add('availability', availability);
  return finish(factors, known);
}

/** The two known factors with the largest weight x value: a card's reasons. */
export function topMatchmakingReasons<F extends { weight: number; value: number | null }>(result: { factors: readonly F[] }, count = 2): F[] {
  return result.factors
    .map((factor, index) => ({ factor, index }))
    .filter(({ factor }) => factor.value !== null)
    .sort((a, b) => b.factor.weight * (b.factor.value as number) - a.factor.weight * (a.factor.value as number) || a.index - b.index)
    .slice(0, count)
    .map(({ factor }) => factor);
}

export type { AvailabilitySlot };
