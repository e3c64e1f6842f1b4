/**
 * The SQL form of the match score (docs/decisions/030) against the engine:
 * for the same players, rankPlayersByMatchSql gives the same players, in the
 * same order, with the same scores and confidences as rankByMatch in
 * application code, on PGlite and on PostgreSQL.
 */
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_PROGRAM } from '#shared/match/match-test-data.ts';
import type { MatchPlayer, MatchProgram } from '#shared/match/match-types.ts';
import { rankByMatch } from '#shared/match/rank-by-match.ts';
import type { GpaScale } from '#shared/value-sets.ts';
import { playerGameProfiles } from '#server/db/schema/players.ts';
import { addGameProfile, publishProfile } from '#server/profiles/player-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser } from '#server/test/test-users.ts';
import { rankPlayersByMatchSql } from './match-score-sql.ts';

interface Fixture {
  tier: [string, number] | null;
  primaryRole: string | null;
  secondaryRole: string | null;
  gradYear: number | null;
  gpa: [string, GpaScale] | null;
  satScore: number | null;
  actScore: number | null;
  academicsVisibility: 'private' | 'recruiters' | 'public';
}

/** Valorant ladder ordinals of migration 0009. */
const FIXTURES: Fixture[] = [
  { tier: ['Diamond 2', 17], primaryRole: 'Duelist', secondaryRole: 'Controller', gradYear: 2027, gpa: ['4.50', '5.0'], satScore: 1400, actScore: null, academicsVisibility: 'recruiters' },
  { tier: ['Radiant', 25], primaryRole: 'Controller', secondaryRole: null, gradYear: 2028, gpa: ['3.10', '4.0'], satScore: null, actScore: 27, academicsVisibility: 'public' },
  { tier: ['Ascendant 1', 19], primaryRole: 'Sentinel', secondaryRole: 'Flex', gradYear: 2026, gpa: ['88', '100'], satScore: 1250, actScore: 31, academicsVisibility: 'recruiters' },
  { tier: ['Gold 2', 11], primaryRole: 'Initiator', secondaryRole: 'Sentinel', gradYear: 2029, gpa: ['2.90', '4.0'], satScore: 1100, actScore: null, academicsVisibility: 'recruiters' },
  { tier: ['Gold 1', 10], primaryRole: 'Controller', secondaryRole: null, gradYear: 2027, gpa: ['3.90', '4.0'], satScore: 1500, actScore: null, academicsVisibility: 'recruiters' },
  { tier: ['Immortal 2', 23], primaryRole: 'IGL', secondaryRole: 'Controller', gradYear: 2027, gpa: ['3.95', '4.0'], satScore: 1550, actScore: 35, academicsVisibility: 'private' },
  { tier: null, primaryRole: 'Controller', secondaryRole: null, gradYear: 2027, gpa: ['3.50', '4.0'], satScore: null, actScore: null, academicsVisibility: 'public' },
  { tier: ['Platinum 3', 15], primaryRole: null, secondaryRole: null, gradYear: null, gpa: null, satScore: null, actScore: null, academicsVisibility: 'recruiters' },
  { tier: ['Diamond 2', 17], primaryRole: 'Duelist', secondaryRole: 'Controller', gradYear: 2027, gpa: ['4.50', '5.0'], satScore: 1400, actScore: null, academicsVisibility: 'recruiters' },
  { tier: ['Iron 1', 1], primaryRole: 'Duelist', secondaryRole: null, gradYear: 2031, gpa: ['1.80', '4.0'], satScore: 900, actScore: 12, academicsVisibility: 'public' },
  { tier: ['Ascendant 3', 21], primaryRole: 'Sentinel', secondaryRole: 'Controller', gradYear: 2028, gpa: ['3.00', '4.0'], satScore: 1380, actScore: null, academicsVisibility: 'recruiters' },
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
      state: 'TX',
    });
    const tierColumns = fixture.tier ? {} : { currentTierId: null, peakTierId: null };
    await addGameProfile(db, user.id, 'valorant', fixture.tier?.[0] ?? 'Iron 1', { primaryRole: fixture.primaryRole, secondaryRole: fixture.secondaryRole, ...tierColumns });
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
      homeState: 'TX',
      homeCoordinates: null,
      preferences: null,
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
});
