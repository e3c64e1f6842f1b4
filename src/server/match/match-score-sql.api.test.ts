/**
 * The SQL form of the match score (docs/decisions/030) against the engine:
 * for the same players, rankPlayersByMatchSql gives the same players, in the
 * same order, with the same scores and confidences as rankByMatch in
 * application code, on PGlite and on PostgreSQL; players with and without
 * stored preferences (states, distance from the home ZIP, sizes, control,
 * budget, scholarship need, levels, hard preferences that cap), saved
 * through the preferences' own write path.
 */
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_PROGRAM } from '#shared/test/match/match-test-data.ts';
import { matchPreferencesBodySchema, type MatchPreferencesBodyInput } from '#shared/contracts/match.ts';
import { matchScore } from '#shared/match/match-score.ts';
import type { MatchPlayer, MatchProgram } from '#shared/match/match-types.ts';
import { rankByMatch } from '#shared/match/rank-by-match.ts';
import type { GpaScale } from '#shared/value-sets.ts';
import { playerGameProfiles } from '#server/db/schema/players.ts';
import { addGameProfile, publishProfile } from '#server/test/profiles/player-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser } from '#server/test/test-users.ts';
import { zipCentroid } from '#server/geo/zip-centroids.ts';
import { clearMatchPreferences, enginePreferences, getMatchPreferences, saveMatchPreferences } from './match-preferences.ts';
import { profileCut } from './match-profile-cut.ts';
import { rankAboveCut, rankAllPlayersByMatchSql, rankPlayersByMatchSql } from './rank-players-by-match-sql.ts';
import { searchRowMatch, searchRowMatchFactsSql, type SearchRowMatchFacts } from './search-row-match.ts';
import { rowsOf } from '#server/db/sql.ts';

interface Fixture {
  tier: [string, number] | null;
  primaryRole: string | null;
  secondaryRole: string | null;
  gradYear: number | null;
  gpa: [string, GpaScale] | null;
  satScore: number | null;
  actScore: number | null;
  academicsVisibility: 'private' | 'recruiters' | 'public';
  /** The profile's state (in-state tuition); TX when not given. */
  state?: string;
  /** Stored preferences; none when not given. */
  preferences?: MatchPreferencesBodyInput;
}

/** Valorant ladder ordinals of migration 0009. */
const FIXTURES: Fixture[] = [
  { tier: ['Diamond 2', 17], primaryRole: 'Duelist', secondaryRole: 'Controller', gradYear: 2027, gpa: ['4.50', '5.0'], satScore: 1400, actScore: null, academicsVisibility: 'recruiters' },
  { tier: ['Radiant', 25], primaryRole: 'Controller', secondaryRole: null, gradYear: 2028, gpa: ['3.10', '4.0'], satScore: null, actScore: 27, academicsVisibility: 'public',
    // Within 100 miles of Dallas (better than the state), a small private club program, a budget met in state.
    preferences: { states: ['CA'], homeZip: '75201', maxDistanceMiles: 100, sizes: ['small'], control: 'private', budgetPerYear: 5000, needsScholarship: false, levelsSought: ['club'] } },
  { tier: ['Ascendant 1', 19], primaryRole: 'Sentinel', secondaryRole: 'Flex', gradYear: 2026, gpa: ['88', '100'], satScore: 1250, actScore: 31, academicsVisibility: 'recruiters',
    // Hard: New York only, large campuses only (both broken by a medium Texas college).
    preferences: { states: ['NY'], sizes: ['large'], control: 'public', hard: ['location', 'size'] } },
  { tier: ['Gold 2', 11], primaryRole: 'Initiator', secondaryRole: 'Sentinel', gradYear: 2029, gpa: ['2.90', '4.0'], satScore: 1100, actScore: null, academicsVisibility: 'recruiters',
    // Hard: within 1,000 miles of New York City (Dallas is further: partly scored, and capped).
    preferences: { homeZip: '10001', maxDistanceMiles: 1000, hard: ['location'] } },
  { tier: ['Gold 1', 10], primaryRole: 'Controller', secondaryRole: null, gradYear: 2027, gpa: ['3.90', '4.0'], satScore: 1500, actScore: null, academicsVisibility: 'recruiters', state: 'OK',
    // Hard: a budget and a scholarship (met), junior varsity (one level off: capped).
    preferences: { budgetPerYear: 20000, needsScholarship: true, levelsSought: ['junior_varsity'], hard: ['budget', 'scholarship', 'level'] } },
  { tier: ['Immortal 2', 23], primaryRole: 'IGL', secondaryRole: 'Controller', gradYear: 2027, gpa: ['3.95', '4.0'], satScore: 1550, actScore: 35, academicsVisibility: 'private',
    // Preferences without constraints: open to any location, cost and level.
    preferences: {} },
  { tier: null, primaryRole: 'Controller', secondaryRole: null, gradYear: 2027, gpa: ['3.50', '4.0'], satScore: null, actScore: null, academicsVisibility: 'public',
    // 150 miles from Oklahoma City (Dallas is about 190), public as a must (met), varsity or club.
    preferences: { homeZip: '73102', maxDistanceMiles: 150, control: 'public', levelsSought: ['varsity', 'club'], hard: ['control'] } },
  { tier: ['Platinum 3', 15], primaryRole: null, secondaryRole: null, gradYear: null, gpa: null, satScore: null, actScore: null, academicsVisibility: 'recruiters', state: 'OK',
    // No money at all, as a must: out of state, any net tuition breaks it.
    preferences: { budgetPerYear: 0, hard: ['budget'] } },
  { tier: ['Diamond 2', 17], primaryRole: 'Duelist', secondaryRole: 'Controller', gradYear: 2027, gpa: ['4.50', '5.0'], satScore: 1400, actScore: null, academicsVisibility: 'recruiters' },
  { tier: ['Iron 1', 1], primaryRole: 'Duelist', secondaryRole: null, gradYear: 2031, gpa: ['1.80', '4.0'], satScore: 900, actScore: 12, academicsVisibility: 'public', state: 'OK',
    // Out of state: $14,000 net against $12,000 (partly met); a medium campus; a scholarship.
    preferences: { sizes: ['medium'], needsScholarship: true, budgetPerYear: 12000 } },
  { tier: ['Ascendant 3', 21], primaryRole: 'Sentinel', secondaryRole: 'Controller', gradYear: 2028, gpa: ['3.00', '4.0'], satScore: 1380, actScore: null, academicsVisibility: 'recruiters',
    // 50 miles from Anchorage (far beyond), but Texas is among the states: the better counts.
    preferences: { homeZip: '99501', maxDistanceMiles: 50, states: ['TX', 'OK'], levelsSought: ['junior_varsity', 'club'] } },
];

let t: TestApp;
let players: MatchPlayer[];
const ids = () => players.map((player) => player.id!);
const visible = () => inArray(sql`r.user_id`, ids());

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  players = [];
  for (const fixture of FIXTURES) {
    const user = await signUpUser(t.app);
    await publishProfile(db, user.id, {
      gradYear: fixture.gradYear,
      gpa: fixture.gpa?.[0] ?? null,
      gpaScale: fixture.gpa?.[1] ?? null,
      satScore: fixture.satScore,
      actScore: fixture.actScore,
      academicsVisibility: fixture.academicsVisibility,
      state: fixture.state ?? 'TX',
    });
    const tierColumns = fixture.tier ? {} : { currentTierId: null, peakTierId: null };
    await addGameProfile(db, user.id, 'valorant', fixture.tier?.[0] ?? 'Iron 1', { primaryRole: fixture.primaryRole, secondaryRole: fixture.secondaryRole, ...tierColumns });
    const body = fixture.preferences ? matchPreferencesBodySchema.parse(fixture.preferences) : null;
    if (body) await saveMatchPreferences(db, user.id, body);
    const stored = await getMatchPreferences(db, user.id);
    // What a recruiter's match reads: academics only where the player shows them to recruiters.
    const shown = fixture.academicsVisibility !== 'private';
    players.push({
      id: user.id,
      games: [{ titleSlug: 'valorant', currentTier: fixture.tier ? { name: fixture.tier[0], ordinal: fixture.tier[1] } : null, primaryRole: fixture.primaryRole, secondaryRole: fixture.secondaryRole }],
      gradYear: fixture.gradYear,
      gpa: shown && fixture.gpa ? Number(fixture.gpa[0]) : null,
      gpaScale: shown && fixture.gpa ? fixture.gpa[1] : null,
      satScore: shown ? fixture.satScore : null,
      actScore: shown ? fixture.actScore : null,
      homeState: fixture.state ?? 'TX',
      homeCoordinates: body?.homeZip ? await zipCentroid(body.homeZip) : null,
      preferences: stored ? enginePreferences({ ...stored, home: null }) : null,
    });
  }
  // A player of another title only is not ranked for a Valorant program.
  const other = await signUpUser(t.app);
  await publishProfile(db, other.id, { gradYear: 2027 });
  await addGameProfile(db, other.id, 'overwatch', 'Champion 1', { primaryRole: 'Tank' });
  players.push({ ...players[0]!, id: other.id, games: [] });
});
afterAll(async () => t.close());

async function compare(program: MatchProgram, limit = 100) {
  const inSql = await rankPlayersByMatchSql(t.database.db, program, { limit, visibleWhere: visible() });
  const inApp = rankByMatch(
    players.filter((player) => player.games.length > 0),
    program,
    limit,
    { explain: false },
  ).map((entry) => ({ userId: entry.id, score: entry.result.score, confidence: entry.result.confidence.value }));
  expect(inSql).toEqual(inApp);
  // The engine over each row's facts read back from the search row (the pipeline board's cards): the same scores.
  const facts = await rowsOf<{ userId: string; facts: SearchRowMatchFacts }>(
    t.database.db,
    sql`select r.user_id as "userId", ${searchRowMatchFactsSql('r', sql`rt.name`)} as facts
      from player_search_rows r join esports_titles et on et.id = r.esports_title_id and et.slug = ${program.titleSlug}
      left join rank_tiers rt on rt.id = r.current_tier_id
      where ${visible()}`,
  );
  const fromFacts = facts.map((row) => ({ userId: row.userId, ...searchRowMatch(program, row.facts) }));
  for (const row of inSql) expect(fromFacts.find((entry) => entry.userId === row.userId)).toEqual(row);
  return inSql;
}

describe('rankPlayersByMatchSql', () => {
  it('ranks like rankByMatch for the worked example program: same players, order, scores and confidences', async () => {
    const rows = await compare(SAMPLE_PROGRAM);
    expect(rows).toHaveLength(FIXTURES.length);
    // Without stored preferences location, cost and level count 0.5: the worked example's player scores 27 + 12 + 10 + 15 + 15 = 79.
    expect(rows.find((row) => row.userId === players[0]!.id)).toEqual({ userId: players[0]!.id, score: 79, confidence: 0.7 });
    // Below the minimum rank, no rank, a GPA below the minimum, academics kept private: capped at 69.
    for (const index of [3, 4, 5, 6, 9]) expect(rows.find((row) => row.userId === players[index]!.id)!.score).toBeLessThanOrEqual(69);
  });

  it('ranks like rankByMatch for programs with missing bars, a lone target, an inverted range and test-optional colleges', async () => {
    await compare({ ...SAMPLE_PROGRAM, minTier: null, classYears: [], rolesNeeded: [] });
    await compare({ ...SAMPLE_PROGRAM, targetTier: null, minGpa: 3.5, rolesNeeded: [{ role: 'Sentinel', count: 2, priority: 'low' }, { role: 'Flex', count: 1, priority: 'medium' }] });
    await compare({ ...SAMPLE_PROGRAM, minTier: { ordinal: 21, name: 'Ascendant 3' }, targetTier: { ordinal: 15, name: 'Platinum 3' } });
    await compare({ ...SAMPLE_PROGRAM, minGpa: null, college: { ...SAMPLE_PROGRAM.college, sat25: null, sat75: null, act25: 30, act75: 30 } });
    await compare({ ...SAMPLE_PROGRAM, minTier: null, targetTier: null, minGpa: null, college: { ...SAMPLE_PROGRAM.college, sat25: null, sat75: null, act25: null, act75: null } });
  });

  it('keeps the best `limit` in the same order, ties broken by confidence then id', async () => {
    const top = await compare(SAMPLE_PROGRAM, 3);
    expect(top).toHaveLength(3);
    // The preferences' half is computed only for players who can still reach the top `limit`: at every limit, the same.
    for (let limit = 1; limit <= FIXTURES.length; limit += 1) {
      await compare(SAMPLE_PROGRAM, limit);
      await compare({ ...SAMPLE_PROGRAM, minTier: null, minGpa: null, level: 'club' }, limit);
    }
    expect(await compare(SAMPLE_PROGRAM, 0)).toEqual([]);
    // Fixtures 0 and 8 are the same player twice: equal score and confidence, ordered by id.
    const twins = (await compare(SAMPLE_PROGRAM)).filter((row) => row.userId === players[0]!.id || row.userId === players[8]!.id);
    expect(twins.map((row) => row.userId)).toEqual([players[0]!.id, players[8]!.id].sort());
  });

  it('lists only the players the caller lets it see', async () => {
    const rows = await rankPlayersByMatchSql(t.database.db, SAMPLE_PROGRAM, { limit: 100, visibleWhere: inArray(sql`r.user_id`, [players[1]!.id]) });
    expect(rows.map((row) => row.userId)).toEqual([players[1]!.id]);
    expect(await t.database.db.$count(playerGameProfiles)).toBeGreaterThanOrEqual(FIXTURES.length);
  });

  it('reads the stored preferences as the engine does: location, cost, level and the hard caps, for programs of every shape', async () => {
    const rows = await compare(SAMPLE_PROGRAM);
    const engine = (index: number) => matchScore(players[index]!, SAMPLE_PROGRAM);
    const sqlScore = (index: number) => rows.find((row) => row.userId === players[index]!.id)!.score;
    // The fixtures do exercise the preferences: broken hard preferences cap (location and size, distance, level, budget)...
    for (const index of [2, 3, 4, 7]) {
      expect(engine(index).caps.map((cap) => cap.kind)).toContain('hard_preference');
      expect(sqlScore(index)).toBeLessThanOrEqual(69);
    }
    // ...met ones do not, and preferences without constraints are known answers (full confidence on those factors).
    expect(engine(6).caps.map((cap) => cap.kind)).not.toContain('hard_preference');
    expect(engine(5).confidence.unknown).not.toContain('location');
    expect(engine(1).factors.find((factor) => factor.key === 'location')!.value).toBeCloseTo(1 / 3, 10);
    expect(engine(9).factors.find((factor) => factor.key === 'cost')!.value).toBeCloseTo((1 - 2000 / 12000 + 1) / 2, 10);
    const college = SAMPLE_PROGRAM.college;
    await compare({ ...SAMPLE_PROGRAM, level: 'junior_varsity', scholarship: null });
    await compare({ ...SAMPLE_PROGRAM, level: 'club', scholarship: { min: 0, max: 0 }, college: { ...college, state: 'NY', coordinates: { latitude: 40.75, longitude: -73.99 } } });
    await compare({
      ...SAMPLE_PROGRAM,
      college: { ...college, state: null, coordinates: null, control: null, undergradEnrollment: null, tuitionInState: null, tuitionOutOfState: null },
    });
    await compare({ ...SAMPLE_PROGRAM, college: { ...college, control: 'nonprofit', undergradEnrollment: 3000, tuitionInState: null, tuitionOutOfState: 9000 } });
    await compare({ ...SAMPLE_PROGRAM, scholarship: { min: 2000, max: 40_000 }, college: { ...college, state: 'OK', coordinates: { latitude: 61.2, longitude: -149.9 }, undergradEnrollment: 30_000 } });
  });

  it('follows the player when they change or clear their preferences (the search rows are kept by triggers)', async () => {
    const db = t.database.db;
    const player = players[1]!;
    const body = matchPreferencesBodySchema.parse({ states: ['OK'], levelsSought: ['junior_varsity'], hard: ['location', 'level'] });
    await saveMatchPreferences(db, player.id!, body);
    players[1] = { ...player, homeCoordinates: null, preferences: enginePreferences({ ...(await getMatchPreferences(db, player.id!))!, home: null }) };
    const changed = await compare(SAMPLE_PROGRAM);
    expect(changed.find((row) => row.userId === player.id)!.score).toBeLessThanOrEqual(69);
    await clearMatchPreferences(db, player.id!);
    players[1] = { ...player, homeCoordinates: null, preferences: null };
    const cleared = await compare(SAMPLE_PROGRAM);
    expect(cleared.find((row) => row.userId === player.id)!.confidence).toBeLessThan(changed.find((row) => row.userId === player.id)!.confidence);
  });
});

/** Program shapes for the cut: every bar, missing bars, a lone target, an inverted range, secondary-only and low-priority needs. */
const CUT_PROGRAMS: MatchProgram[] = [
  SAMPLE_PROGRAM,
  { ...SAMPLE_PROGRAM, minTier: null, classYears: [], rolesNeeded: [] },
  { ...SAMPLE_PROGRAM, targetTier: null, minGpa: 3.5, rolesNeeded: [{ role: 'Sentinel', count: 2, priority: 'low' }, { role: 'Flex', count: 1, priority: 'medium' }] },
  { ...SAMPLE_PROGRAM, minTier: { ordinal: 21, name: 'Ascendant 3' }, targetTier: { ordinal: 15, name: 'Platinum 3' }, classYears: [2026, 2031] },
  { ...SAMPLE_PROGRAM, minTier: null, targetTier: null, minGpa: null, level: 'club', college: { ...SAMPLE_PROGRAM.college, sat25: null, sat75: null, act25: null, act75: null } },
  { ...SAMPLE_PROGRAM, minTier: { ordinal: 1, name: 'Iron 1' }, targetTier: { ordinal: 25, name: 'Radiant' }, rolesNeeded: [{ role: 'Controller', count: 1, priority: 'medium' }] },
];

describe('the cut (docs/decisions/090)', () => {
  it('keeps every player whose exact score reaches the cut, at every cut, for programs of every shape', async () => {
    for (const program of CUT_PROGRAMS) {
      const cut = profileCut(program);
      const scores = players.filter((player) => player.games.length > 0).map((player) => ({ id: player.id!, score: matchScore(player, program, { explain: false }).score }));
      expect(Math.max(...scores.map((entry) => entry.score))).toBeLessThanOrEqual(cut.highest);
      let narrowed = 0;
      for (let value = 0; value <= 101; value += 1) {
        const condition = cut.condition(value, 'r');
        if (!condition) continue;
        narrowed += 1;
        const kept = await rowsOf<{ userId: string }>(
          t.database.db,
          sql`select r.user_id as "userId" from player_search_rows r join esports_titles et on et.id = r.esports_title_id and et.slug = ${program.titleSlug}
            where ${visible()} and ${condition}`,
        );
        const keptIds = new Set(kept.map((row) => row.userId));
        for (const entry of scores.filter((score) => score.score >= value)) expect(keptIds, `program ${CUT_PROGRAMS.indexOf(program)}, cut ${value}`).toContain(entry.id);
      }
      // Every program with a bar narrows the rows at its highest cuts; one without any bar never does.
      expect(narrowed > 0).toBe(program.minTier !== null || program.targetTier !== null || program.classYears.length > 0 || program.rolesNeeded.length > 0);
    }
  });

  const LIMITS = [1, 2, 3, 5, 8, FIXTURES.length];
  const CUT_VALUES = [30, 40, 50, 60, 70, 80, 90, 100];
  /** 360 ranking calls: an allowance for each (decision 091), so a busy machine does not stop it at the default 30 s. */
  const RANKINGS = CUT_PROGRAMS.length * LIMITS.length * (CUT_VALUES.length + 2);
  it("answers at a cut only with the engine's top `limit`, and the ranking is the same with or without the cut", { timeout: RANKINGS * 500 }, async () => {
    let answered = 0;
    for (const program of CUT_PROGRAMS) {
      for (const limit of LIMITS) {
        const inApp = rankByMatch(players.filter((player) => player.games.length > 0), program, limit, { explain: false }).map((entry) => ({
          userId: entry.id,
          score: entry.result.score,
          confidence: entry.result.confidence.value,
        }));
        for (const value of CUT_VALUES) {
          const atCut = await rankAboveCut(t.database.db, program, { limit, visibleWhere: visible() }, value);
          if (Array.isArray(atCut)) {
            answered += 1;
            expect(atCut, `limit ${limit}, cut ${value}`).toEqual(inApp);
          }
        }
        expect(await rankAllPlayersByMatchSql(t.database.db, program, { limit, visibleWhere: visible() })).toEqual(inApp);
        expect(await rankPlayersByMatchSql(t.database.db, program, { limit, visibleWhere: visible() })).toEqual(inApp);
      }
    }
    // The cut did answer (at the lower cuts for the first few players): the test exercises it.
    expect(answered).toBeGreaterThan(15);
  });
});

