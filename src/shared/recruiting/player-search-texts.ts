/**
 * The player search's texts (docs/decisions/023), apart from its zod
 * contracts: the header search is on every page, and importing the texts
 * from contracts/player-search.ts put zod in the entry chunk (decision 009).
 */
import { SEARCH } from '../constants.ts';

export const PLAYER_SEARCH_TEXTS = {
  minChars: `Type at least ${SEARCH.minChars} characters`,
  searching: 'Searching...',
  noResults: (q: string) => `No players found for "${q}"`,
  needsGame: 'Choose a game first',
  notRecruiter: 'Only recruiters and college staff can search players.',
  tierNotOnLadder: 'Pick a rank of this game\u2019s ladder',
  tierOrder: 'The lowest rank must not be above the highest',
  rateLimited: 'Too many searches. Wait a minute and try again.',
  noPlayers: 'No players match these filters',
  needsProgram: 'Choose one of your programs to sort by match',
  programNotFound: 'Program not found: pick one of your programs',
  programOtherTitle: (title: string) => `This program is for ${title}: pick ${title} or any game`,
  loadError: 'Could not load players',
  /** /players for a signed-out visitor (issue 26.6, docs/decisions/076): why to sign in, at once. */
  signedOutTitle: 'Sign in to search players',
  signedOutBody:
    'The player search is for college coaches and recruiting staff: it finds published player profiles by game, rank, role, class year and state, and lets you message players and add them to your recruiting lists.',
  signedOutPlayers: 'Are you a player? Create a free account to publish your profile so college programs can find you.',
} as const;
