/**
 * Runs the guardian access matrix (guardians.matrix.ts, docs/decisions/021):
 * each entry on a fresh 15-year-old (the accept route on a fresh one per
 * caller), whose `minor` caller is that minor. Every cell checks that the
 * consent log only grew; a refused write changes nothing of the minor's
 * guardian links and consent events.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { consentEvents, guardianLinks } from '#server/db/schema/guardians.ts';
import { teamPractices } from '#server/db/schema/teams.ts';
import { makeMinor } from '#server/test/messaging/messaging-test-data.ts';
import { linkActiveGuardian, setProfile } from '#server/test/profiles/player-test-data.ts';
import { insertMember, insertTeam, insertUser } from '#server/test/teams/team-test-data.ts';
import { describeAccessMatrix, type AccessMatrixEntry } from '#server/test/access-matrix.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, signUpWithRoles, type TestUser } from '#server/test/test-users.ts';
import { newGuardianToken } from '#server/guardian-consent/guardian-invitation-token.ts';
import { FRESH_FIXTURE_PER_CALLER, GUARDIAN_ACTORS, guardiansAccessMatrix, type GuardianActor, type GuardianFixture } from '../test/guardians/guardians.matrix.ts';

let t: TestApp;
const users = {} as Record<Exclude<GuardianActor, 'anonymous' | 'minor'>, TestUser>;
/** The minor of the current fixture (the `minor` caller). */
let currentMinor: TestUser;
let current: { entry: AccessMatrixEntry<GuardianActor, GuardianFixture>; playerId: string; invitedLinkId: string; token: string; practiceId: string } | undefined;

beforeAll(async () => {
  t = await createTestApp();
  users.stranger = await signUpUser(t.app);
  users.guardian = await signUpUser(t.app);
  users.other_guardian = await signUpUser(t.app);
  users.college_staff = await signUpWithRoles(t.app, ['programs_college_staff']);
  users.team_owner = await signUpUser(t.app);
  users.other_team_owner = await signUpUser(t.app);
  users.yes_admin = await signUpWithRoles(t.app, ['yes_admin']);
  const otherMinor = await insertUser(t.database.db, 'Other Minor');
  await makeMinor(t.database.db, otherMinor.id, 14);
  await linkActiveGuardian(t.database.db, otherMinor.id, users.other_guardian.id, users.other_guardian.email);
  const otherTeamId = (await insertTeam(t.database.db, users.other_team_owner.id)).id;
  await insertMember(t.database.db, otherTeamId, otherMinor.id);
});
afterAll(async () => t.close());

/** A 15-year-old on the team owner's team who finished setup, with an active guardian and a second link invited a day ago. */
async function freshMinor() {
  const db = t.database.db;
  currentMinor = await signUpUser(t.app);
  await makeMinor(db, currentMinor.id, 15);
  await setProfile(db, currentMinor.id, { setupCompletedAt: new Date() });
  await linkActiveGuardian(db, currentMinor.id, users.guardian.id, users.guardian.email);
  const { token, tokenHash, expiresAt } = newGuardianToken();
  const dayAgo = new Date(Date.now() - 86_400_000);
  const [invited] = await db
    .insert(guardianLinks)
    .values({ playerUserId: currentMinor.id, guardianEmail: `second.${currentMinor.email}`, tokenHash, expiresAt, lastSentAt: dayAgo, sendCount: 1 })
    .returning();
  const team = await insertTeam(db, users.team_owner.id);
  await insertMember(db, team.id, currentMinor.id);
  const [practice] = await db
    .insert(teamPractices)
    .values({ teamId: team.id, title: 'Matrix practice', scheduledAt: new Date(Date.now() + 7 * 86_400_000) })
    .returning({ id: teamPractices.id });
  return { playerId: currentMinor.id, invitedLinkId: invited!.id, token, practiceId: practice!.id };
}

const consentLog = () => t.database.db.select().from(consentEvents).orderBy(asc(consentEvents.seq));

describeAccessMatrix(guardiansAccessMatrix, {
  app: () => t.app,
  // Called after the cell's fixture: the minor caller is that fixture's minor.
  cookie: (actor) => (actor === 'anonymous' ? undefined : actor === 'minor' ? currentMinor.cookie : users[actor].cookie),
  // One fresh minor per entry, shared by its callers (one per caller where the request uses it up).
  fixture: async (entry) => {
    if (current?.entry !== entry || FRESH_FIXTURE_PER_CALLER.has(entry.route)) current = { entry, ...(await freshMinor()) };
    const before = await consentLog();
    return {
      playerId: current.playerId,
      invitedLinkId: current.invitedLinkId,
      token: current.token,
      practiceId: current.practiceId,
      // The consent log only grows: every earlier row is still there, unchanged.
      expectConsentLogKept: async () => expect((await consentLog()).slice(0, before.length), 'the consent log only grows').toEqual(before),
    };
  },
  callers: GUARDIAN_ACTORS,
  unchanged: {
    snapshot: async () => ({
      links: await t.database.db.select().from(guardianLinks).where(eq(guardianLinks.playerUserId, current!.playerId)).orderBy(asc(guardianLinks.id)),
      events: await t.database.db.select().from(consentEvents).where(eq(consentEvents.playerUserId, current!.playerId)).orderBy(asc(consentEvents.seq)),
    }),
    when: (status, entry) => status >= 400 && !entry.route.startsWith('GET '),
  },
});
