/**
 * The one visibility rule (#shared/access/profile-audience.ts, docs/
 * decisions/067) against the server's actual answers: for each state, the
 * audience the rule derives from what the server tells the owner (profile
 * page, setup draft, guardian panel) and the guardian (guardian page) is the
 * same, and a visitor, a signed-in non-recruiter and a recruiter get the
 * profile and card exactly when that audience admits them. The minors'
 * states are reached through the guardian's real approve and revoke routes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audienceAdmits, profileAudience, type ProfileAudience, type ProfileAudienceFacts } from '#shared/access/profile-audience.ts';
import { guardedPlayerFacts, guardedPlayersResponseSchema, guardianStateFacts, playerGuardianStateSchema } from '#shared/contracts/guardians.ts';
import { playerProfileSchema } from '#shared/contracts/player-profile.ts';
import { profileSetupDraftSchema } from '#shared/contracts/profile-setup.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { asUser, makeMinor } from '#server/test/messaging/messaging-test-data.ts';
import { addGameProfile, linkActiveGuardian, publishProfile } from '#server/test/profiles/player-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, signUpWithRoles, type TestUser } from '#server/test/test-users.ts';

const STATES = {
  adultPublic: 'public',
  adultRecruitersOnly: 'recruiters_only',
  minorPending: 'private',
  minorApprovedRecruitersOnly: 'recruiters_only',
  minorApprovedPublic: 'public',
  minorRevoked: 'private',
} as const satisfies Record<string, ProfileAudience>;
type State = keyof typeof STATES;

let t: TestApp;
let guardian: TestUser;
let recruiter: TestUser;
let stranger: TestUser;
const players = {} as Record<State, TestUser & { slug: string }>;

const get = (url: string, user?: TestUser) => t.app.inject({ method: 'GET', url, headers: asUser(user) });
const approve = (player: TestUser, visibility: 'recruiters_only' | 'public') =>
  t.app.inject({ method: 'PUT', url: apiPaths.guardianApproval(player.id), headers: asUser(guardian), payload: { visibility } });

async function makePlayer(state: State) {
  const user = await signUpUser(t.app, { displayName: `Audience ${state}` });
  const slug = `audience-${state.toLowerCase()}`;
  const db = t.database.db;
  if (state.startsWith('minor')) {
    await makeMinor(db, user.id, 15);
    await linkActiveGuardian(db, user.id, guardian.id, guardian.email);
    // The player chose Public and published, as the 15-year-old of issue 26 did.
    await publishProfile(db, user.id, { slug, visibility: 'public' });
  } else {
    await publishProfile(db, user.id, { slug, visibility: STATES[state] });
  }
  await addGameProfile(db, user.id, 'valorant', 'Diamond 2');
  if (state === 'minorApprovedRecruitersOnly' || state === 'minorRevoked') expect((await approve(user, 'recruiters_only')).statusCode).toBe(200);
  if (state === 'minorApprovedPublic') expect((await approve(user, 'public')).statusCode).toBe(200);
  if (state === 'minorRevoked') expect((await t.app.inject({ method: 'DELETE', url: apiPaths.guardianApproval(user.id), headers: asUser(guardian) })).statusCode).toBe(200);
  return { ...user, slug };
}

beforeAll(async () => {
  t = await createTestApp();
  guardian = await signUpWithRoles(t.app, ['family_parent']);
  recruiter = await signUpWithRoles(t.app, ['coaching_program_coach_college_coach']);
  stranger = await signUpUser(t.app);
  for (const state of Object.keys(STATES) as State[]) players[state] = await makePlayer(state);
});
afterAll(async () => t.close());

/** The rule's audience from the facts the owner's profile page carries. */
async function ownerPageAudience(state: State) {
  const response = await get(apiPaths.playerProfile(players[state].slug), players[state]);
  expect(response.statusCode, response.body).toBe(200);
  const { publication } = playerProfileSchema.parse(response.json());
  expect(publication).not.toBeNull();
  return profileAudience(publication!);
}

describe.each(Object.keys(STATES) as State[])('%s', (state) => {
  const expected = STATES[state];

  it(`the rule reads ${expected} from every answer the owner and the guardian get`, async () => {
    expect((await ownerPageAudience(state)).audience).toBe(expected);

    const draft = profileSetupDraftSchema.parse((await get(apiPaths.profileSetup, players[state])).json());
    const draftFacts: ProfileAudienceFacts = {
      isMinor: draft.isMinor,
      isPublished: draft.isPublished,
      visibility: draft.visibility.visibility,
      guardianApprovedVisibility: draft.guardian.approvedVisibility,
      deletionRequested: draft.deletionRequested,
      guardianRevoked: draft.guardian.revoked,
    };
    expect(profileAudience(draftFacts).audience).toBe(expected);

    const panel = playerGuardianStateSchema.parse((await get(apiPaths.playerGuardianLinks(players[state].id), players[state])).json());
    expect(profileAudience(guardianStateFacts(panel)).audience).toBe(expected);

    if (state.startsWith('minor')) {
      const { players: guarded } = guardedPlayersResponseSchema.parse((await get(apiPaths.guardianPlayers, guardian)).json());
      const row = guarded.find((player) => player.userId === players[state].id)!;
      expect(profileAudience(guardedPlayerFacts(row)).audience).toBe(expected);
      // Only a player who asked and was never decided on waits for the guardian.
      expect(row.isPendingApproval).toBe(state === 'minorPending');
      expect(row.guardianRevoked).toBe(state === 'minorRevoked');
    }
  });

  it('a visitor, a signed-in non-recruiter and a recruiter get the profile and card exactly when the audience admits them', async () => {
    const { audience } = await ownerPageAudience(state);
    const { slug } = players[state];
    for (const [viewer, user, admits] of [
      ['visitor', undefined, audienceAdmits(audience, 'visitor')],
      ['stranger', stranger, audienceAdmits(audience, 'visitor')],
      ['recruiter', recruiter, audienceAdmits(audience, 'recruiter')],
    ] as const) {
      const page = await get(apiPaths.playerProfile(slug), user);
      expect(page.statusCode, `${viewer} profile`).toBe(admits ? 200 : 404);
      if (!admits) expect(page.json().error.message).toBe('Player not found');
      const card = await get(apiPaths.playerCard(slug), user);
      expect(card.statusCode, `${viewer} card`).toBe(admits ? 200 : 404);
    }
  });
});

it('names the state behind a hidden minor: waiting for the guardian, or revoked', async () => {
  expect((await ownerPageAudience('minorPending')).state).toBe('awaiting_guardian');
  expect((await ownerPageAudience('minorRevoked')).state).toBe('guardian_revoked');
  expect(await ownerPageAudience('minorApprovedRecruitersOnly')).toEqual({ audience: 'recruiters_only', state: 'live', cappedByGuardian: true });
});
