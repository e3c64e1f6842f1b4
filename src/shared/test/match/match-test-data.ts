/**
 * The worked example of docs/decisions/030 (the landing page's "92% sample
 * match"), used by the engine's tests and available to the demo data and
 * the landing page: a fictional player and a fictional program (no real
 * institution gets invented esports facts).
 */
import type { StoredMatchPreferences } from '../../contracts/match.ts';
import type { MatchPlayer, MatchPreferences, MatchProgram } from '../../match/match-types.ts';

export const SAMPLE_PREFERENCES: MatchPreferences = {
  states: ['OK', 'TX'],
  maxDistanceMiles: null,
  sizes: ['medium', 'large'],
  control: null,
  budgetPerYear: 10_000,
  needsScholarship: true,
  levelsSought: ['varsity'],
  importance: {},
  hard: [],
};

/** Riley, class of 2027 from Oklahoma City: Valorant Diamond 2, Duelist who also plays Controller. */
export const SAMPLE_PLAYER: MatchPlayer = {
  id: 'sample-player',
  games: [{ titleSlug: 'valorant', currentTier: { ordinal: 17, name: 'Diamond 2' }, primaryRole: 'Duelist', secondaryRole: 'Controller' }],
  gradYear: 2027,
  gpa: 4.5,
  gpaScale: '5.0',
  satScore: 1400,
  actScore: null,
  homeState: 'OK',
  homeCoordinates: { latitude: 35.4676, longitude: -97.5164 },
  preferences: SAMPLE_PREFERENCES,
};

/** The varsity Valorant program of "Red River Tech" (Dallas, TX; fictional, demo data). */
export const SAMPLE_PROGRAM: MatchProgram = {
  titleSlug: 'valorant',
  level: 'varsity',
  minTier: { ordinal: 11, name: 'Gold 2' },
  targetTier: { ordinal: 19, name: 'Ascendant 1' },
  rolesNeeded: [
    { role: 'Controller', count: 1, priority: 'high' },
    { role: 'Sentinel', count: 1, priority: 'medium' },
  ],
  classYears: [2027, 2028],
  minGpa: 3,
  scholarship: { min: 10_000, max: 20_000 },
  isRecruiting: true,
  college: {
    state: 'TX',
    coordinates: { latitude: 32.7767, longitude: -96.797 },
    control: 'public',
    undergradEnrollment: 12_400,
    sat25: 1180,
    sat75: 1380,
    act25: 24,
    act75: 30,
    tuitionInState: 11_200,
    tuitionOutOfState: 29_000,
  },
};

/**
 * Riley's college preferences as the API stores and returns them (the match
 * preferences API test saves them, the web section test is served them): the
 * sliders never moved read as neutral (3). Without the time they were saved.
 */
export const RILEY_STORED_PREFERENCES: Omit<StoredMatchPreferences, 'updatedAt'> = {
  states: ['OK', 'TX'],
  homeZip: '73102',
  maxDistanceMiles: 250,
  sizes: ['medium', 'large'],
  control: null,
  budgetPerYear: 10_000,
  needsScholarship: true,
  levelsSought: ['varsity'],
  importance: { academics: 3, location: 3, esportsLevel: 3, scholarship: 5 },
  hard: ['level'],
};
