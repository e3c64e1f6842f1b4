/** A manage-screen response for the team-manage tests: a bronze college team with one game roster. */
import type { TeamManage } from '#shared/contracts/teams-manage.ts';
import { USER_ID } from './teams-test-harness.tsx';
import { managePractices } from './manage-practices.ts';

export const TEAM_ID = '7a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const VALORANT_PROFILE_ID = '5b0e7a40-1111-4a6b-8c7d-000000000001';
export const VALORANT_TITLE = { id: '0b4f3c3e-0000-4000-8000-000000000003', name: 'Valorant', slug: 'valorant' };
export const TITLES = [
  { id: '0b4f3c3e-0000-4000-8000-000000000001', name: 'League of Legends', slug: 'league-of-legends' },
  { id: '0b4f3c3e-0000-4000-8000-000000000002', name: 'Rocket League', slug: 'rocket-league' },
  VALORANT_TITLE,
];

const uuid = (n: number) => `9c0d1e2f-0000-4000-8000-${String(n).padStart(12, '0')}`;
const person = (userId: string, fullName: string | null, email: string | null) => ({ userId, fullName, email, avatarUrl: null });
const practice = (n: number, attendees: string[]) => ({
  id: uuid(100 + n),
  title: `Practice ${n}`,
  description: null,
  scheduledAt: `2026-03-0${n}T18:00:00.000Z`,
  durationMinutes: 120,
  location: null,
  isMandatory: true,
  status: 'scheduled' as const,
  seriesId: null,
  counts: { attending: attendees.length, maybe: 0, notAttending: 0 },
  attendees: attendees.map((name, index) => ({ userId: `att-${n}-${index}`, fullName: name, avatarUrl: null })),
  myStatus: null,
});
const tournament = (n: number) => ({
  id: uuid(200 + n),
  name: `Cup ${n}`,
  description: null,
  tournamentType: 'online' as const,
  startDate: `2026-04-0${n}`,
  prizePool: null,
  placement: null,
  status: 'upcoming' as const,
});

export function manageData(overrides: { viewer?: Partial<TeamManage['viewer']>; team?: Partial<TeamManage['team']> } = {}): TeamManage {
  return {
    team: {
      id: TEAM_ID,
      name: 'Demo University Esports',
      description: null,
      logoUrl: null,
      ownerUserId: USER_ID,
      subscriptionTier: 'bronze',
      organizationType: 'college',
      maxRosterSize: 10,
      archivedAt: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      availability: [],
      timeZone: null,
      ...overrides.team,
    },
    viewer: { isManager: true, isMember: false, canChangeTier: false, ...overrides.viewer },
    gameProfiles: [{ id: VALORANT_PROFILE_ID, playLevel: 'competitive', title: VALORANT_TITLE }],
    members: [
      { id: uuid(1), ...person('alex', 'Alex Player', 'alex@example.test'), role: 'player', gameProfileId: null, joinedAt: '2026-01-05T12:00:00.000Z' },
      { id: uuid(2), ...person('alex', 'Alex Player', 'alex@example.test'), role: 'starter', gameProfileId: VALORANT_PROFILE_ID, joinedAt: '2026-01-06T12:00:00.000Z' },
      { id: uuid(3), ...person('nameless', null, null), role: 'trial', gameProfileId: null, joinedAt: '2026-01-07T12:00:00.000Z' },
    ],
    staff: [
      { id: uuid(11), ...person('casey', 'Coach Casey', 'casey@example.test'), role: 'head_coach', gameProfileId: null, contractStart: '2026-01-01', contractEnd: null, createdAt: '2026-01-01T00:00:00.000Z' },
      { id: uuid(12), ...person('casey', 'Coach Casey', 'casey@example.test'), role: 'head_coach', gameProfileId: VALORANT_PROFILE_ID, contractStart: null, contractEnd: null, createdAt: '2026-01-02T00:00:00.000Z' },
      { id: uuid(13), ...person('riley', 'Riley Analyst', null), role: 'analyst', gameProfileId: VALORANT_PROFILE_ID, contractStart: null, contractEnd: null, createdAt: '2026-01-03T00:00:00.000Z' },
    ],
    practices: managePractices([practice(4, ['Ann', 'Ben', 'Cam', 'Dee']), practice(3, []), practice(2, []), practice(1, [])]),
    tournaments: [tournament(3), tournament(2), tournament(1)],
    olderTournamentsCursor: null,
    tournamentCount: 3,
    recruitingPosts: [],
    achievements: [],
    activePlayerCount: 2,
    invitations: [],
  };
}
