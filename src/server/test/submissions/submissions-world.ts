/**
 * The start of the interest-form submission tests (submissions.api.test.ts,
 * submission-applications.api.test.ts; docs/decisions/038): claimed
 * colleges, a Valorant varsity program of the first, a player with class,
 * GPA, a game profile and a highlight (what a submission snapshots), and
 * the college's staff; and the requests and reads those tests share.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';
import type { App } from '#server/app.ts';
import { birthDateForAge } from '#server/seed/birth-date-for-age.ts';
import { insertProgram } from '#server/test/colleges/college-edit-test-data.ts';
import { claimedColleges, signUpScoped, type TestCollege } from '#server/test/colleges/college-staff-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { addGameProfile, addHighlight, setProfile } from '#server/test/profiles/player-test-data.ts';
import { signUpUser, type TestUser } from '#server/test/test-users.ts';

export interface SubmissionsWorld {
  t: TestApp;
  /** `collegeCount` claimed colleges; the program is the first's. */
  colleges: TestCollege[];
  programId: string;
  player: TestUser;
  staff: TestUser;
}

export async function openSubmissionsWorld(collegeCount: number): Promise<SubmissionsWorld> {
  const t = await createTestApp();
  const colleges = await claimedColleges(t.app.ctx.db, collegeCount);
  const college = colleges[0]!;
  const programId = await insertProgram(t.app.ctx.db, college.id, 'valorant', 'varsity');
  const player = await signUpUser(t.app, { displayName: 'Pat Player' });
  await setProfile(t.app.ctx.db, player.id, { gradYear: 2027, gpa: '3.60', gpaScale: '4.0', academicsVisibility: 'private' });
  await addGameProfile(t.app.ctx.db, player.id, 'valorant', 'Diamond 2', { primaryRole: 'Duelist' });
  await addHighlight(t.app.ctx.db, player.id, 'Ace clutch', 'https://example.com/clip');
  const staff = await signUpScoped(t.app, ['programs_college_staff'], college.id);
  return { t, colleges, programId, player, staff };
}

/** Sends the form at `url` (as `user`, or signed out; from `remoteAddress` when given). */
export function submitForm(app: App, url: string, payload: object, user?: TestUser, remoteAddress?: string) {
  return app.inject({ method: 'POST', url, payload, headers: user ? { cookie: user.cookie } : {}, ...(remoteAddress ? { remoteAddress } : {}) });
}

/** A visitor's details: an adult, a new address each time. */
export const visitor = (overrides: Record<string, unknown> = {}) => ({ name: 'Vi Sitor', email: `visitor-${Math.random().toString(36).slice(2)}@example.com`, birthDate: birthDateForAge(20), ...overrides });

/** The form's submissions, oldest first. */
export async function submissionRowsOf(db: Database, formId: string) {
  return rowsOf<{ id: string; status: string; resubmissions: number; answers: Record<string, unknown>; versionId: string; profileSnapshot: Record<string, unknown>; shortLinkId: string | null; pipelineEntryId: string | null }>(
    db,
    sql`select id, status, resubmissions, answers, version_id as "versionId", profile_snapshot as "profileSnapshot", short_link_id as "shortLinkId",
      pipeline_entry_id as "pipelineEntryId" from interest_form_submissions where form_id = ${formId} order by created_at, id`,
  );
}
