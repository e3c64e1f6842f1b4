/**
 * What the four colleges access matrices share (docs/decisions/028, session
 * 21): one app on one database and the callers whose roles do not depend on
 * a college (a player, yes_staff, yes_developer, yes_admin), signed up once.
 * Each matrix (colleges-public-, college-claims-, college-edit- and
 * college-staff-access-matrix.ts, run by colleges-access-matrix.api.test.ts)
 * still signs up its own college-scoped callers on colleges of its own:
 * `notTaken` keeps the colleges one matrix picks apart from another's.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { TestApp } from '#server/test/create-test-app.ts';
import type { MatrixCast } from '#server/test/matrix-cast.ts';
import type { TestUser } from '#server/test/test-users.ts';

export type PlatformCaller = 'player' | 'yes_staff' | 'yes_developer' | 'yes_admin';

export interface CollegesMatrixContext {
  t: TestApp;
  /** Every route the app registers (HEAD left out). */
  routes: { method: string; url: string }[];
  /** Signed up once for all four matrices; a player is what sign-up makes. */
  platform: Record<PlatformCaller, TestUser>;
  /** Colleges a matrix has picked: the next one picks others. */
  taken: string[];
}

/** Filled in by openCollegesMatrixContext (the matrices read it in their hooks and tests, after it ran). */
export const collegesMatrix = {} as CollegesMatrixContext;

/** On the runner's cast (its stranger is the player); `taken`: the colleges the runner's fixtures use. */
export function openCollegesMatrixContext(cast: MatrixCast, taken: string[]): void {
  const { stranger: player, yes_staff, yes_developer, yes_admin } = cast.users;
  Object.assign(collegesMatrix, { t: cast.t, routes: cast.routes, platform: { player, yes_staff, yes_developer, yes_admin }, taken } satisfies CollegesMatrixContext);
}

/** "METHOD /url" of the registered routes `belongs` picks, once each, sorted. */
export function registeredRoutes(belongs: (method: string, url: string) => boolean): string[] {
  return [...new Set(collegesMatrix.routes.filter((route) => belongs(route.method, route.url)).map((route) => `${route.method} ${route.url}`))].sort();
}

/** A condition on `colleges.id` (as `column`) leaving out the colleges another matrix picked. */
export function notTaken(column: SQL = sql`id`): SQL {
  return sql`${column}::text not in (select jsonb_array_elements_text(${JSON.stringify(collegesMatrix.taken)}::jsonb))`;
}

/** Records colleges a matrix picked, and returns them. */
export function take<T extends { id: string }>(colleges: T[]): T[] {
  collegesMatrix.taken.push(...colleges.map((college) => college.id));
  return colleges;
}
