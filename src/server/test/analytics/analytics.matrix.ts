/**
 * Access matrix of the privileged analytics (docs/decisions/050, 055; run by
 * analytics-access-matrix.api.test.ts): platform staff (yes_staff,
 * yes_developer, yes_admin) only. Signed out is 401; every other signed-in
 * caller (a player, a guardian, a college's admin, staff or admissions,
 * another college's admin) is 403 with the staff-only message; nothing
 * changes either way (but the rollup cache an allowed read fills: the
 * runner's snapshot leaves it out).
 */
import { expect } from 'vitest';
import { ANALYTICS_CHARTS } from '#shared/contracts/analytics.ts';
import { defineAccessMatrix, type Outcome } from '#server/test/access-matrix.ts';
import { RECRUITING_ACTORS, type RecruitingActor } from '#server/test/recruiting-cast.ts';

const PRIVILEGED: readonly RecruitingActor[] = ['yes_staff', 'yes_developer', 'yes_admin'];
const FROM = '2001-01-01';
const TO = '2001-01-31';

const outcome = (actor: RecruitingActor): Outcome =>
  actor === 'anonymous'
    ? 401
    : PRIVILEGED.includes(actor)
      ? { status: 200, check: (response) => expect(response.json()).toMatchObject({ from: FROM, to: TO }) }
      : { status: 403, check: (response) => expect(response.json().error.message).toBe('Only platform staff can do this.') };

export const analyticsAccessMatrix = defineAccessMatrix<RecruitingActor>({
  module: 'src/server/test/analytics/analytics.matrix.ts',
  entries: ANALYTICS_CHARTS.map((chart) => ({
    route: `GET /api/admin/analytics/${chart}` as const,
    request: () => ({ url: `/api/admin/analytics/${chart}?from=${FROM}&to=${TO}` }),
    expect: Object.fromEntries(RECRUITING_ACTORS.map((actor) => [actor, outcome(actor)])),
  })),
});
