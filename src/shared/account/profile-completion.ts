/**
 * How complete a profile draft is, and what is missing, named the way the
 * progress bar shows it ("Add a highlight"). Pure: the server stores the
 * percent on save (user_profiles.completion_percent, for search and lists),
 * the client shows the same numbers from the same draft.
 */
import type { SetupKind } from './profile-setup-steps.ts';
import type { OnboardingStep } from '../value-sets.ts';

/** The parts of a draft the score reads (ProfileSetupDraft has them all). */
export interface CompletionInput {
  kind: SetupKind;
  onboardingStep: OnboardingStep | null;
  setupCompletedAt: string | null;
  identity: { displayName: string; firstName: string | null; lastName: string | null; headline: string | null; state: string | null; timeZone: string | null };
  games: readonly { currentTierId: string | null; primaryRole: string | null; availability: readonly string[] }[];
  academics: { schoolName: string | null; gradYear: number | null; gpa: number | null };
  highlights: readonly unknown[];
}

export interface MissingItem {
  step: OnboardingStep;
  label: string;
}

export interface Completion {
  percent: number;
  missing: MissingItem[];
}

interface Item extends MissingItem {
  done: (input: CompletionInput) => boolean;
}

const filled = (value: string | null) => value !== null && value.trim().length > 0;

const IDENTITY_ITEMS: Item[] = [
  { step: 'identity', label: 'Add your display name', done: (d) => filled(d.identity.displayName) },
  { step: 'identity', label: 'Add your name', done: (d) => filled(d.identity.firstName) && filled(d.identity.lastName) },
  { step: 'identity', label: 'Add your state', done: (d) => filled(d.identity.state) },
];

const PLAYER_ITEMS: Item[] = [
  { step: 'identity', label: 'Add your display name', done: (d) => filled(d.identity.displayName) },
  { step: 'identity', label: 'Add a headline', done: (d) => filled(d.identity.headline) },
  { step: 'identity', label: 'Add your state', done: (d) => filled(d.identity.state) },
  { step: 'identity', label: 'Add your time zone', done: (d) => filled(d.identity.timeZone) },
  { step: 'games', label: 'Add a game', done: (d) => d.games.length > 0 },
  { step: 'games', label: 'Add your rank', done: (d) => d.games.some((game) => game.currentTierId !== null) },
  { step: 'games', label: 'Add your role', done: (d) => d.games.some((game) => game.primaryRole !== null) },
  { step: 'games', label: 'Add your availability', done: (d) => d.games.some((game) => game.availability.length > 0) },
  { step: 'academics', label: 'Add your school', done: (d) => filled(d.academics.schoolName) },
  { step: 'academics', label: 'Add your class year', done: (d) => d.academics.gradYear !== null },
  { step: 'academics', label: 'Add your GPA', done: (d) => d.academics.gpa !== null },
  { step: 'highlights', label: 'Add a highlight', done: (d) => d.highlights.length > 0 },
  {
    step: 'visibility',
    label: 'Choose who can see your profile',
    done: (d) => d.setupCompletedAt !== null || d.onboardingStep === 'visibility',
  },
];

export function profileCompletion(input: CompletionInput): Completion {
  const items = input.kind === 'player' ? PLAYER_ITEMS : IDENTITY_ITEMS;
  const missing = items.filter((item) => !item.done(input)).map(({ step, label }) => ({ step, label }));
  const percent = Math.round((100 * (items.length - missing.length)) / items.length);
  return { percent, missing };
}
