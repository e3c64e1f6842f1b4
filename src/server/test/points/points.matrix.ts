/**
 * Access matrix of the points routes (docs/decisions/048, 055; run by
 * points-access-matrix.api.test.ts): every route needs a signed-in user
 * (anonymous 401, nothing written) and answers the caller's own rows,
 * whatever their roles; a setting changed by one user changes no one else's.
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';
import { defineAccessMatrix, type AccessMatrixEntry, type Outcome, type RouteKey } from '#server/test/access-matrix.ts';
import { RECRUITING_ACTORS, type RecruitingActor } from '#server/test/recruiting-cast.ts';

export interface PointsFixture {
  db: Database;
  /** The caller's user id (null signed out). */
  userId(actor: RecruitingActor): string | null;
}
type Check = NonNullable<Exclude<Outcome<RecruitingActor, PointsFixture>, number>['check']>;

/** Whoever is signed in, on their own rows: 200 (and `check`); signed out 401. */
function ownRows(route: RouteKey, url: string, payload?: object, check?: Check): AccessMatrixEntry<RecruitingActor, PointsFixture> {
  return {
    route,
    request: () => ({ url, ...(payload ? { payload } : {}) }),
    expect: Object.fromEntries(RECRUITING_ACTORS.map((actor) => [actor, actor === 'anonymous' ? 401 : { status: 200, ...(check ? { check } : {}) }])),
  };
}

export const pointsAccessMatrix = defineAccessMatrix<RecruitingActor, PointsFixture>({
  module: 'src/server/test/points/points.matrix.ts',
  entries: [
    ownRows('GET /api/points/me', '/api/points/me'),
    ownRows('GET /api/points/leaderboard', '/api/points/leaderboard?game=valorant'),
    ownRows('GET /api/points/settings', '/api/points/settings'),
    ownRows('PUT /api/points/settings', '/api/points/settings', { leaderboardOptIn: true }, async (_response, { caller, fixture }) => {
      const [row] = await rowsOf<{ users: string[] }>(fixture.db, sql`select array_agg(user_id) as users from points_preferences where leaderboard_opt_in`);
      expect(row!.users).toContain(fixture.userId(caller));
    }),
    ownRows('POST /api/points/events', '/api/points/events', { event_type: 'page_view', event_category: 'navigation', page_path: '/matrix' }, async (_response, { caller, fixture }) => {
      const [row] = await rowsOf<{ count: number }>(
        fixture.db,
        sql`select count(*)::int as count from points_ledger where user_id = ${fixture.userId(caller)} and source_id like '%:/matrix'`,
      );
      expect(row!.count).toBe(1);
    }),
  ],
});
