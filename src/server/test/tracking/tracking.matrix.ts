/**
 * Access matrix of the tracking routes (docs/decisions/044, 055; run by
 * tracking-access-matrix.api.test.ts): everyone may send a batch (visitors
 * too, with consent) and the events are stored under the session's user only
 * (a visitor's under none), whatever the caller's roles; the recent activity
 * list is for platform staff only (anonymous 401, every other signed-in
 * caller 403, nothing written); the account's own analytics choice is for any
 * signed-in caller (anonymous 401).
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';
import { defineAccessMatrix, type Outcome } from '#server/test/access-matrix.ts';
import { RECRUITING_ACTORS } from '#server/test/recruiting-cast.ts';

export const TRACKING_ACTORS = [...RECRUITING_ACTORS, 'minor'] as const;
export type TrackingActor = (typeof TRACKING_ACTORS)[number];
const PRIVILEGED: readonly TrackingActor[] = ['yes_staff', 'yes_developer', 'yes_admin'];

export interface TrackingFixture {
  db: Database;
  userId(actor: TrackingActor): string | null;
}

const byActor = (outcome: (actor: TrackingActor) => Outcome<TrackingActor, TrackingFixture>) =>
  Object.fromEntries(TRACKING_ACTORS.map((actor) => [actor, outcome(actor)]));

export const trackingAccessMatrix = defineAccessMatrix<TrackingActor, TrackingFixture>({
  module: 'src/server/test/tracking/tracking.matrix.ts',
  entries: [
    {
      route: 'POST /api/tracking/events',
      request: (_f, actor) => ({
        payload: { sessionId: `1714000000000-matrix${actor.replaceAll('_', '')}`, consent: { analytics: true }, events: [{ type: 'page_view', path: `/matrix/${actor}` }] },
      }),
      expect: byActor(() => ({
        status: 202,
        check: async (response, { caller, fixture }) => {
          expect(response.json()).toEqual({ accepted: 1 });
          // Stored under the session's user (a visitor's under none), never anyone else.
          const rows = await rowsOf<{ userId: string | null }>(fixture.db, sql`select user_id as "userId" from user_activity_logs where page_path = ${`/matrix/${caller}`}`);
          expect(rows).toEqual([{ userId: fixture.userId(caller) }]);
        },
      })),
    },
    {
      route: 'GET /api/admin/activity',
      expect: byActor((actor) =>
        actor === 'anonymous' ? 401 : PRIVILEGED.includes(actor) ? { status: 200, check: (response) => expect(Array.isArray(response.json().events)).toBe(true) } : 403,
      ),
    },
    {
      // The caller's own stored choice only (no user in the URL): /account's Privacy card.
      route: 'GET /api/tracking/consent',
      expect: byActor((actor) => (actor === 'anonymous' ? 401 : { status: 200, check: (response) => expect(Object.keys(response.json()).sort()).toEqual(['analytics', 'decidedAt']) })),
    },
  ],
});
