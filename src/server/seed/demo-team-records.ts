/**
 * What the demo teams did (docs/decisions/026): a second, high-school team,
 * the game rosters the sample players are on, and the past that the profile's
 * team record reads: weekly practices over the last twelve weeks, tournaments
 * with placements, achievements. Dates are days before (or after) the day of
 * seeding; names are invented and say they are samples.
 */
import type { GameSlug } from '#shared/recruiting/game-catalog.ts';
import type { TournamentStatus, TournamentType } from '#shared/value-sets.ts';
import type { DemoTeamKey } from './demo-players.ts';

export const DEMO_HIGH_SCHOOL_TEAM = {
  name: 'Lakeside Demo High School Esports',
  description: 'Demo data: a sample high-school club with Valorant, Rocket League and Overwatch rosters.',
  organizationType: 'high_school',
  subscriptionTier: 'silver',
  maxRosterSize: 15,
} as const;

/** The game rosters of each team; the college team's Valorant roster is made by seed-demo-data.ts. */
export const DEMO_ROSTERS: Record<DemoTeamKey, GameSlug[]> = {
  college: ['valorant', 'league-of-legends'],
  high_school: ['valorant', 'rocket-league', 'overwatch'],
};

/** A practice every week, this many weeks back; each team's first one `firstDaysAgo` days ago. */
export const DEMO_PRACTICE_WEEKS = 12;
export const DEMO_PRACTICE_SCHEDULE: Record<DemoTeamKey, { firstDaysAgo: number; title: string; location: string }> = {
  college: { firstDaysAgo: 4, title: 'Scrims and VOD review', location: 'Esports lab, room 2' },
  high_school: { firstDaysAgo: 2, title: 'After-school practice', location: 'Library computer lab' },
};

export interface DemoTournament {
  name: string;
  type: TournamentType;
  /** Negative: in the past. */
  startInDays: number;
  status: TournamentStatus;
  placement: string | null;
}

export const DEMO_TOURNAMENTS: Record<DemoTeamKey, DemoTournament[]> = {
  college: [
    { name: 'Demo Collegiate Spring Open', type: 'online', startInDays: -70, status: 'completed', placement: '1st of 16' },
    { name: 'Sample Conference Invitational', type: 'lan', startInDays: -28, status: 'completed', placement: '3rd of 12' },
    { name: 'Demo Valorant Cup', type: 'online', startInDays: 21, status: 'registered', placement: null },
  ],
  high_school: [
    { name: 'Demo High School League, Fall Split', type: 'online', startInDays: -56, status: 'completed', placement: '2nd of 24' },
    { name: 'Sample State Rocket League Qualifier', type: 'hybrid', startInDays: -14, status: 'completed', placement: 'Top 8 of 48' },
    { name: 'Demo Regional Overwatch Showcase', type: 'lan', startInDays: 18, status: 'registered', placement: null },
  ],
};

export const DEMO_ACHIEVEMENTS: Record<DemoTeamKey, { title: string; description: string; daysAgo: number }[]> = {
  college: [
    { title: 'Demo Collegiate Spring Open champions', description: 'Won the sample open without dropping a map.', daysAgo: 69 },
    { title: 'Ten straight scrim wins', description: 'A demo achievement from the team record.', daysAgo: 35 },
  ],
  high_school: [
    { title: 'Fall Split finalists', description: 'Second place in the sample high-school league.', daysAgo: 55 },
    { title: 'Perfect attendance month', description: 'Every player at every practice for four weeks (demo).', daysAgo: 30 },
  ],
};
