/**
 * Runs the player profile access matrix (player-profile.matrix.ts): one
 * player in each state of decision 019, all on one team and with one
 * guardian, and a viewer of each kind of issue 11; then the unknown slug's
 * answer and an adult's public profile in full.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYER_PROFILE_TEXTS, playerProfileSchema } from '#shared/contracts/player-profile.ts';
import type { Database } from '#server/db/client.ts';
import { insertMember, insertTeam } from '#server/test/teams/team-test-data.ts';
import { describeAccessMatrix } from '#server/test/access-matrix.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, signUpWithRoles, type TestUser } from '#server/test/test-users.ts';
import { birthDateForAge } from '../../seed/birth-date-for-age.ts';
import { addGameProfile, addHighlight, linkActiveGuardian, publishProfile } from '../../test/profiles/player-test-data.ts';
import { PLAYER_PROFILE_VIEWERS, PROFILE_STATES, playerProfileAccessMatrix, profileStateOf, type PlayerProfileViewer, type ProfileState } from '../../test/profiles/player-profile.matrix.ts';

let t: TestApp;
const players = {} as Record<ProfileState, TestUser & { slug: string }>;
const viewers = {} as Record<Exclude<PlayerProfileViewer, 'anonymous' | 'owner'>, TestUser>;
/** The player of the entry being run (the `owner` caller). */
let currentOwner: TestUser;

async function makePlayer(db: Database, kind: ProfileState) {
  const user = await signUpUser(t.app, { displayName: `Matrix ${kind}` });
  const base = { slug: `matrix-${kind.toLowerCase()}`, firstName: 'Casey', lastName: 'Lastname', city: 'Springfield', schoolName: 'Central High', state: 'TX', gradYear: 2027 };
  const minor = { birthDate: birthDateForAge(16) };
  const columns = {
    publicAdult: { visibility: 'public' },
    recruitersOnlyAdult: { visibility: 'recruiters_only' },
    privateAdult: { visibility: 'private' },
    unpublishedAdult: { visibility: 'public', isPublished: false },
    minorNotApproved: { visibility: 'public', ...minor },
    minorApprovedRecruiters: { visibility: 'public', guardianApprovedVisibility: 'recruiters_only', ...minor },
    minorApprovedPublic: { visibility: 'public', guardianApprovedVisibility: 'public', ...minor },
  }[kind];
  await publishProfile(db, user.id, { ...base, headline: 'Flex player', gpa: '3.80', gpaScale: '4.0', academicsVisibility: 'public', ...columns });
  await addGameProfile(db, user.id, 'valorant', 'Diamond 2');
  await addHighlight(db, user.id, 'Ace on Ascent', 'https://www.youtube.com/watch?v=abc123');
  return { ...user, slug: base.slug };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  viewers.stranger = await signUpUser(t.app);
  viewers.guardian = await signUpWithRoles(t.app, ['family_parent']);
  viewers.other_guardian = await signUpWithRoles(t.app, ['family_guardian']);
  viewers.recruiter = await signUpWithRoles(t.app, ['coaching_program_coach_college_coach']);
  viewers.team_owner = await signUpUser(t.app);
  viewers.other_team_owner = await signUpUser(t.app);
  viewers.yes_admin = await signUpWithRoles(t.app, ['yes_admin']);
  const team = await insertTeam(db, viewers.team_owner.id, { organizationType: 'high_school' });
  const otherTeam = await insertTeam(db, viewers.other_team_owner.id);
  const otherPlayer = await signUpUser(t.app);
  await insertMember(db, otherTeam.id, otherPlayer.id);
  await linkActiveGuardian(db, otherPlayer.id, viewers.other_guardian.id, viewers.other_guardian.email);
  for (const kind of Object.keys(PROFILE_STATES) as ProfileState[]) {
    players[kind] = await makePlayer(db, kind);
    await insertMember(db, team.id, players[kind].id);
    await linkActiveGuardian(db, players[kind].id, viewers.guardian.id, viewers.guardian.email);
  }
});
afterAll(async () => t.close());

/** The profile in `kind`, signed out. */
const getSignedOut = (kind: ProfileState) => t.app.inject({ method: 'GET', url: `/api/players/${players[kind].slug}` });

const unknownBody = async () => (await t.app.inject({ method: 'GET', url: '/api/players/nobody-here' })).body;

describeAccessMatrix(playerProfileAccessMatrix, {
  app: () => t.app,
  // Called after the cell's fixture: the owner is the player of the entry's state.
  cookie: (viewer) => (viewer === 'anonymous' ? undefined : viewer === 'owner' ? currentOwner.cookie : viewers[viewer].cookie),
  fixture: (entry) => {
    currentOwner = players[profileStateOf(entry)];
    return { slugs: Object.fromEntries(Object.entries(players).map(([kind, player]) => [kind, player.slug])) as Record<ProfileState, string>, unknownBody };
  },
  callers: PLAYER_PROFILE_VIEWERS,
});

describe('GET /api/players/:slug (decision 019)', () => {
  it('answers an unknown slug 404 "Player not found"', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/players/nobody-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(PLAYER_PROFILE_TEXTS.notFound);
  });

  it('shows an adult public profile in full to a signed-out visitor, academics when public', async () => {
    const profile = playerProfileSchema.parse((await getSignedOut('publicAdult')).json());
    expect(profile.lastName).toBe('Lastname');
    expect(profile.academics?.gpa).toBe('3.80');
    expect(profile.games?.[0]?.currentRank?.name).toBe('Diamond 2');
    expect(profile.viewer.canMessage).toBe(false);
  });
});
