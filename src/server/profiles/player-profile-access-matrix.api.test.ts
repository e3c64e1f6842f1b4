/**
 * GET /api/players/:slug over every kind of viewer of issue 11 and every
 * state of decision 019: who gets the profile (200) and who gets the
 * unknown-slug answer (404, same body), and on a minor's public surface
 * which fields are left.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYER_PROFILE_TEXTS, playerProfileSchema, type PlayerProfile } from '#shared/contracts/player-profile.ts';
import type { Database } from '#server/db/client.ts';
import { insertMember, insertTeam } from '#server/teams/team-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, signUpWithRoles, type TestUser } from '#server/test/test-users.ts';
import { addGameProfile, addHighlight, birthDateForAge, linkActiveGuardian, publishProfile } from './player-test-data.ts';

const VIEWERS = ['anonymous', 'stranger', 'player', 'guardian', 'otherGuardian', 'recruiter', 'teamManager', 'otherManager', 'admin'] as const;
type Viewer = (typeof VIEWERS)[number];
/** Expected statuses in VIEWERS order. */
type Statuses = [number, number, number, number, number, number, number, number, number];

const PROFILES = {
  //                                anon strgr player guard oGuard recr  tMgr  oMgr  admin
  publicAdult: /*            */ [200, 200, 200, 200, 200, 200, 200, 200, 200],
  recruitersOnlyAdult: /*    */ [404, 404, 200, 200, 404, 200, 200, 404, 200],
  privateAdult: /*           */ [404, 404, 200, 200, 404, 404, 404, 404, 200],
  unpublishedAdult: /*       */ [404, 404, 200, 200, 404, 404, 404, 404, 200],
  minorNotApproved: /*       */ [404, 404, 200, 200, 404, 404, 404, 404, 200],
  minorApprovedRecruiters: /**/ [404, 404, 200, 200, 404, 200, 200, 404, 200],
  minorApprovedPublic: /*    */ [200, 200, 200, 200, 200, 200, 200, 200, 200],
} satisfies Record<string, Statuses>;
type ProfileKind = keyof typeof PROFILES;

/** On the public minor, these viewers see the public surface: display name, class year, state only. */
const PUBLIC_SURFACE_OF_MINOR: Viewer[] = ['anonymous', 'stranger', 'otherGuardian', 'otherManager'];

let t: TestApp;
const players = {} as Record<ProfileKind, TestUser & { slug: string }>;
const viewers = {} as Record<Exclude<Viewer, 'anonymous' | 'player'>, TestUser>;

async function makePlayer(db: Database, kind: ProfileKind) {
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
  viewers.otherGuardian = await signUpWithRoles(t.app, ['family_guardian']);
  viewers.recruiter = await signUpWithRoles(t.app, ['coaching_program_coach_college_coach']);
  viewers.teamManager = await signUpUser(t.app);
  viewers.otherManager = await signUpUser(t.app);
  viewers.admin = await signUpWithRoles(t.app, ['yes_admin']);
  const team = await insertTeam(db, viewers.teamManager.id, { organizationType: 'high_school' });
  const otherTeam = await insertTeam(db, viewers.otherManager.id);
  const otherPlayer = await signUpUser(t.app);
  await insertMember(db, otherTeam.id, otherPlayer.id);
  await linkActiveGuardian(db, otherPlayer.id, viewers.otherGuardian.id, viewers.otherGuardian.email);
  for (const kind of Object.keys(PROFILES) as ProfileKind[]) {
    players[kind] = await makePlayer(db, kind);
    await insertMember(db, team.id, players[kind].id);
    await linkActiveGuardian(db, players[kind].id, viewers.guardian.id, viewers.guardian.email);
  }
});
afterAll(async () => t.close());

function get(kind: ProfileKind, viewer: Viewer) {
  const player = players[kind];
  const cookie = viewer === 'anonymous' ? undefined : viewer === 'player' ? player.cookie : viewers[viewer].cookie;
  return t.app.inject({ method: 'GET', url: `/api/players/${player.slug}`, headers: cookie ? { cookie } : {} });
}

describe('GET /api/players/:slug access matrix (decision 019)', () => {
  it('answers an unknown slug 404 "Player not found"', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/players/nobody-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(PLAYER_PROFILE_TEXTS.notFound);
  });

  const cells = (Object.entries(PROFILES) as [ProfileKind, Statuses][]).flatMap(([kind, statuses]) =>
    VIEWERS.map((viewer, index) => ({ kind, viewer, status: statuses[index]! })),
  );

  it.each(cells)('$kind to $viewer: $status', async ({ kind, viewer, status }) => {
    const response = await get(kind, viewer);
    expect(response.statusCode, response.body).toBe(status);
    if (status === 404) {
      const unknown = await t.app.inject({ method: 'GET', url: '/api/players/nobody-here' });
      expect(response.body).toBe(unknown.body);
      return;
    }
    const profile = playerProfileSchema.parse(response.json());
    expect(profile.slug).toBe(players[kind].slug);
    // Never an email, whoever asks.
    expect(response.body).not.toContain('@example.com');
    expect(profile.viewer.isOwner).toBe(viewer === 'player');
    expect(profile.viewer.canEdit).toBe(viewer === 'player');
    expect(profile.viewer.canAddToList).toBe(viewer !== 'anonymous' && viewer !== 'player');
    expect(profile.publication !== null).toBe(['player', 'guardian', 'admin'].includes(viewer));
  });

  it.each(VIEWERS)('the public minor to %s: only name, class year and state on a public surface', async (viewer) => {
    const profile: PlayerProfile = playerProfileSchema.parse((await get('minorApprovedPublic', viewer)).json());
    expect(profile.displayName).toBe('Matrix minorApprovedPublic');
    expect(profile.gradYear).toBe(2027);
    expect(profile.state).toBe('TX');
    const restricted = PUBLIC_SURFACE_OF_MINOR.includes(viewer);
    const withheld = [profile.lastName, profile.firstName, profile.city, profile.schoolName, profile.headline, profile.games, profile.highlights, profile.teamRecord, profile.academics, profile.recruitingStatus];
    if (restricted) expect(withheld).toEqual(withheld.map(() => null));
    else {
      expect(profile.lastName).toBe('Lastname');
      expect(profile.games).toHaveLength(1);
      expect(profile.teamRecord?.rosters).toHaveLength(1);
    }
  });

  it('shows an adult public profile in full to a signed-out visitor, academics when public', async () => {
    const profile = playerProfileSchema.parse((await get('publicAdult', 'anonymous')).json());
    expect(profile.lastName).toBe('Lastname');
    expect(profile.academics?.gpa).toBe('3.80');
    expect(profile.games?.[0]?.currentRank?.name).toBe('Diamond 2');
    expect(profile.viewer.canMessage).toBe(false);
  });
});
