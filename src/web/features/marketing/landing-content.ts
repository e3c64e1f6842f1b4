/**
 * The texts of the landing page (spec sections 1, 2.3 and 9). Its figures are counted from the database
 * (GET /api/landing-figures, docs/decisions/070), never written here; the sample stories are labelled as
 * samples and name nobody.
 */
import type { LandingFigures } from '#shared/contracts/marketing.ts';

/** The four figures, in the order shown, with their labels. */
export const LANDING_FIGURES = [
  { key: 'programs', label: 'College programs listed' },
  { key: 'members', label: 'Members' },
  { key: 'games', label: 'Games' },
  { key: 'commitments', label: 'Confirmed commitments' },
] as const satisfies readonly { key: keyof LandingFigures; label: string }[];

export const FIGURES_SOURCE = 'Counted from this site\u2019s data.';
export const FIGURES_SOURCE_WITH_DEMO = 'Counted from this site\u2019s data, sample (demo) colleges and players included.';

// Made on first use, not at import: building a number format loads locale data, and at import it would add to the
// entry's one long task on `/` (decision 097).
let numberFormat: Intl.NumberFormat | undefined;
export const formatCount = (value: number) => (numberFormat ??= new Intl.NumberFormat('en-US')).format(value);

export type GameKey = 'valorant' | 'league' | 'rocket' | 'marvel';

/** The games grid: the game-catalog slug whose counts each card shows. */
export const LANDING_GAMES: readonly { key: GameKey; slug: string; title: string; genre: string }[] = [
  { key: 'valorant', slug: 'valorant', title: 'Valorant', genre: 'Tactical shooter' },
  { key: 'league', slug: 'league-of-legends', title: 'League of Legends', genre: 'MOBA' },
  { key: 'rocket', slug: 'rocket-league', title: 'Rocket League', genre: 'Vehicle soccer' },
  { key: 'marvel', slug: 'marvel-rivals', title: 'Marvel Rivals', genre: 'Hero shooter' },
];

export const SAMPLE_STORIES_NOTE = 'Examples we wrote to show what the platform is for. They are not real players or families.';

/** The spec's sample testimonials, labelled as samples and naming nobody (docs/decisions/070). */
export const SAMPLE_STORIES = [
  {
    quote:
      'I had never heard of the program that recruited me. They found my Valorant profile, watched my clips, and offered me a scholarship of up to $15,000 a year.',
    role: 'A Valorant player, class of 2025',
    highlight: 'Scholarship up to $15,000',
  },
  {
    quote:
      'My compatibility match with my school was 92%: the right rank, the right role and a degree I wanted. I visited once and knew it was the place.',
    role: 'A League of Legends mid laner',
    highlight: '92% match',
  },
  {
    quote:
      'As a parent I wanted to see who was talking to my son. His conversations with college coaches stay on the platform, and I can read every one of them.',
    role: 'A parent of a Rocket League player under 18',
    highlight: 'Guardians read coach conversations',
  },
] as const;

export const PIPELINE_STAGES = ['Interested', 'Contacted', 'Evaluating', 'Committed'] as const;
