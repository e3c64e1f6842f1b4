/**
 * Test support for the schedule tabs' web tests: a manage-screen payload and
 * fetch stubbed at the network boundary. Not part of the app bundle.
 */
import type { TeamManage } from '#shared/contracts/teams-manage.ts';
import type { Practice, PracticeAttendance } from '#shared/contracts/teams-schedule.ts';
import type { ManagePractices } from '#shared/contracts/practice-pages.ts';
import { managePractices } from './manage-practices.ts';

export const TEAM_ID = '7a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const CREATED = '2026-01-05T12:00:00.000Z';

export function practice(overrides: Partial<Practice> & Pick<Practice, 'id' | 'title' | 'scheduledAt'>): Practice {
  return {
    description: null,
    durationMinutes: 120,
    location: null,
    isMandatory: true,
    status: 'scheduled',
    seriesId: null,
    counts: { attending: 0, maybe: 0, notAttending: 0 },
    attendees: [],
    myStatus: null,
    ...overrides,
  };
}

export function manageData({
  tier = 'silver',
  viewer = {},
  practices = [],
  now,
  paging = {},
}: {
  tier?: TeamManage['team']['subscriptionTier'];
  viewer?: Partial<TeamManage['viewer']>;
  practices?: Practice[];
  /** What "ended" is measured against (the faked clock of the test); default: now. */
  now?: Date;
  /** Cursors and counts of further pages (docs/decisions/084). */
  paging?: Partial<ManagePractices>;
} = {}): TeamManage {
  return {
    team: {
      id: TEAM_ID,
      name: 'Demo University Esports',
      description: null,
      logoUrl: null,
      ownerUserId: 'owner-1',
      subscriptionTier: tier,
      organizationType: 'college',
      maxRosterSize: 10,
      archivedAt: null,
      createdAt: CREATED,
      availability: [],
      timeZone: null,
    },
    viewer: { isManager: true, isMember: false, canChangeTier: false, ...viewer },
    gameProfiles: [],
    members: [],
    staff: [],
    practices: managePractices(practices, now, paging),
    tournaments: [],
    olderTournamentsCursor: null,
    tournamentCount: 0,
    recruitingPosts: [],
    achievements: [],
    activePlayerCount: 0,
    invitations: [],
  };
}

export function attendanceData(forPractice: Practice, overrides: Partial<PracticeAttendance> = {}): PracticeAttendance {
  return { practice: forPractice, mine: null, entries: [], nonResponders: null, ...overrides };
}

export { json, stubFetch, type ApiCall } from '#web/test/stub-fetch.ts';

