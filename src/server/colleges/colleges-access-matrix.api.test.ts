/**
 * The colleges access matrices, on one app with one set of platform callers
 * (docs/decisions/028, session 21): the public directory and college page
 * (colleges-public-access-matrix.ts), claims (college-claims-access-matrix.ts),
 * the edit page (college-edit-access-matrix.ts) and staff
 * (college-staff-access-matrix.ts). Each matrix picks colleges of its own
 * and signs up its own college-scoped callers; the public one runs first,
 * before the others have given any caller a role at a college.
 */
import { afterAll, beforeAll } from 'vitest';
import { collegeClaimsMatrix } from './college-claims-access-matrix.ts';
import { collegeEditMatrix } from './college-edit-access-matrix.ts';
import { collegeStaffMatrix } from './college-staff-access-matrix.ts';
import { collegesMatrix, openCollegesMatrixContext } from './colleges-access-matrix-context.ts';
import { publicCollegesMatrix } from './colleges-public-access-matrix.ts';

beforeAll(openCollegesMatrixContext);
afterAll(async () => collegesMatrix.t.close());

publicCollegesMatrix();
collegeClaimsMatrix();
collegeEditMatrix();
collegeStaffMatrix();
