/**
 * Access matrices of the colleges routes (src/server/test/access-matrix.ts,
 * docs/decisions/055): the public routes are colleges-public.matrix.ts's,
 * the claim routes college-claims.matrix.ts's,
 * the edit page's college-edit.matrix.ts's; the other cases still
 * run in the older matrices of
 * colleges-access-matrix.api.test.ts, each in its own format; `covers` is the
 * predicate each matrix's completeness test collects routes with (those
 * files import it from here), so a route one misses fails there and one
 * outside them fails the coverage test.
 */
import { defineAccessMatrix } from '#server/test/access-matrix.ts';

const RUNNER = 'src/server/colleges/colleges-access-matrix.api.test.ts';

export const isStaffRoute = (_method: string, url: string) => (url.startsWith('/api/colleges/') && url.includes('/staff')) || url.startsWith('/api/college-invitations');

const MODULE = 'src/server/colleges/colleges.matrix.ts';
export const collegeStaffAccessMatrix = defineAccessMatrix({ module: MODULE, entries: [], legacy: { file: `${RUNNER} (college-staff-access-matrix.ts)`, covers: isStaffRoute } });
