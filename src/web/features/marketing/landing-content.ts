/** The texts and sample figures of the landing page (spec sections 1, 2.3 and 9). */
import { MARKETING } from '#shared/constants.ts';

export const LANDING_STATS = [
  { value: MARKETING.programs, label: 'Verified College Programs' },
  { value: MARKETING.community, label: 'Community Members' },
  { value: MARKETING.games, label: 'Games Supported' },
  { value: MARKETING.successStories, label: 'Success Stories' },
] as const;

export type GameKey = 'valorant' | 'league' | 'rocket' | 'marvel';

/** The games grid with its sample counts. */
export const LANDING_GAMES: readonly { key: GameKey; title: string; players: number; programs: number; genre: string }[] = [
  { key: 'valorant', title: 'Valorant', players: 250, programs: 85, genre: 'Tactical shooter' },
  { key: 'league', title: 'League of Legends', players: 400, programs: 120, genre: 'MOBA' },
  { key: 'rocket', title: 'Rocket League', players: 180, programs: 60, genre: 'Vehicle soccer' },
  { key: 'marvel', title: 'Marvel Rivals', players: 95, programs: 25, genre: 'Hero shooter' },
];

/** Sample testimonials. */
export const SUCCESS_STORIES = [
  {
    quote:
      'I had never heard of the program that recruited me. They found my Valorant profile, watched my clips, and offered me a scholarship of up to $15,000 a year.',
    name: 'Maya R.',
    role: 'Valorant player, class of 2025',
    highlight: 'Scholarship up to $15,000',
  },
  {
    quote:
      'My compatibility match with my school was 92%: the right rank, the right role and a degree I wanted. I visited once and knew it was the place.',
    name: 'Jalen T.',
    role: 'League of Legends mid laner',
    highlight: '92% match',
  },
  {
    quote:
      'As a parent I wanted to see who was talking to my son. Every conversation stays on the platform, and coaches respond within 48 hours.',
    name: 'Denise K.',
    role: 'Parent of a Rocket League player',
    highlight: 'Coaches respond within 48 hours',
  },
] as const;

export const PIPELINE_STAGES = ['Interested', 'Contacted', 'Evaluating', 'Committed'] as const;
