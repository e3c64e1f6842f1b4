/**
 * The start of the team tests: a test app with teams_management on and one
 * signed-up user per display name asked for, in that order.
 */
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, type TestUser } from '#server/test/test-users.ts';
import { setTeamsFlag } from './team-test-data.ts';

export async function openTeamsApp(displayNames: readonly string[]): Promise<{ t: TestApp; users: TestUser[] }> {
  const t = await createTestApp();
  await setTeamsFlag(t.database.db, true);
  const users: TestUser[] = [];
  for (const displayName of displayNames) users.push(await signUpUser(t.app, { displayName }));
  return { t, users };
}
