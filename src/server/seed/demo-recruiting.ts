/**
 * The recruiting story of the demo (issue 13.10, RECRUITING.md "Demo data
 * honesty", docs/decisions/026): who answered which sample college's form,
 * who sits where in which pipeline, and the outcomes. Only sample colleges
 * and sample players (demo-players.ts) appear, plus the demo player account
 * (`parker-player`) and two visitors with invented names and example.test
 * addresses. Days are counted back from the day of seeding, so the board
 * looks the same whenever the demo starts. seed-demo-recruiting.ts writes it.
 */
import type { GameSlug } from '#shared/recruiting/game-catalog.ts';
import type { FormFieldInput } from '#shared/contracts/interest-form-fields.ts';
import type { CollegeBoardBucket, PipelineSource, PipelineStage, SubmissionStatus } from '#shared/recruiting/recruiting-values.ts';

/** Every demo text a person reads starts with this (as the sample colleges' tryout notes do). */
export const DEMO_NOTE = 'Demo data: ';

/** The demo player account's key in this file (its profile is DEMO_ACCOUNT_PLAYER). */
export const DEMO_ACCOUNT_KEY = 'parker-player';

/** A program of a sample college: `{college slug}/{title slug}` (each sample college runs one program per title). */
export type DemoProgramKey = `${string}/${GameSlug}`;

export const DEMO_VALORANT: DemoProgramKey = 'demo-university/valorant';
export const DEMO_LEAGUE: DemoProgramKey = 'demo-university/league-of-legends';

/** The questions of every sample form: several question types and three profile blocks. */
export function demoFormFields(titleName: string): FormFieldInput[] {
  return [
    { id: 'gamertag', kind: 'question', type: 'short_text', label: `Your ${titleName} in-game name`, required: true },
    { id: 'game_rank', kind: 'profile', block: 'game_rank', label: 'Game and rank' },
    { id: 'main_role', kind: 'profile', block: 'role', label: 'Main role' },
    { id: 'class_year', kind: 'profile', block: 'class_year', label: 'Class' },
    { id: 'gpa', kind: 'profile', block: 'gpa', label: 'GPA', helpText: 'Only this program’s staff see it.' },
    { id: 'play_as', kind: 'question', type: 'single_choice', label: 'Which place are you after?', choices: ['Starter', 'Substitute', 'Either'], required: true },
    { id: 'hours', kind: 'question', type: 'number', label: 'Hours a week you play', min: 0, max: 80 },
    {
      id: 'sessions',
      kind: 'question',
      type: 'multi_choice',
      label: 'Which tryout sessions could you attend?',
      choices: ['Weekday evenings', 'Saturday afternoon', 'Sunday afternoon'],
    },
    { id: 'vod', kind: 'question', type: 'url', label: 'A link to a VOD or your tracker page' },
    { id: 'about', kind: 'question', type: 'long_text', label: 'Anything else we should know?' },
    { id: 'accurate', kind: 'question', type: 'checkbox', label: 'My answers are accurate', required: true },
  ];
}

export interface DemoSubmission {
  program: DemoProgramKey;
  /** A sample player's key, DEMO_ACCOUNT_KEY, or a visitor. */
  by: string | { visitor: string; email: string; age: number };
  status: Exclude<SubmissionStatus, 'withdrawn'>;
  daysAgo: number;
  /** Came through the form's short link (counted on it). */
  viaLink: boolean;
}

export const DEMO_SUBMISSIONS: DemoSubmission[] = [
  // Demo University's Valorant varsity form adds every signed-in submitter to the pipeline.
  { program: DEMO_VALORANT, by: DEMO_ACCOUNT_KEY, status: 'added', daysAgo: 12, viaLink: true },
  { program: DEMO_VALORANT, by: 'ravenhollow', status: 'added', daysAgo: 5, viaLink: true },
  { program: DEMO_VALORANT, by: 'marrowfield', status: 'added', daysAgo: 26, viaLink: true },
  { program: DEMO_VALORANT, by: 'cinderbrook', status: 'added', daysAgo: 35, viaLink: false },
  { program: DEMO_VALORANT, by: { visitor: 'Robin Samplewood', email: 'robin.samplewood@example.test', age: 18 }, status: 'new', daysAgo: 2, viaLink: true },
  { program: DEMO_VALORANT, by: { visitor: 'Jesse Demoray', email: 'jesse.demoray@example.test', age: 19 }, status: 'declined', daysAgo: 16, viaLink: false },
  { program: DEMO_LEAGUE, by: 'fernshadow', status: 'added', daysAgo: 50, viaLink: false },
  { program: DEMO_LEAGUE, by: 'fablewright', status: 'declined', daysAgo: 22, viaLink: true },
  { program: DEMO_LEAGUE, by: 'ravenhollow', status: 'new', daysAgo: 3, viaLink: true },
  { program: 'northwind-sample-college/overwatch', by: 'glimmer', status: 'reviewed', daysAgo: 9, viaLink: true },
  { program: 'northwind-sample-college/overwatch', by: 'moonrake', status: 'new', daysAgo: 1, viaLink: false },
  { program: 'northwind-sample-college/marvel-rivals', by: 'starwhisk', status: 'added', daysAgo: 18, viaLink: true },
  { program: 'northwind-sample-college/marvel-rivals', by: 'emberfall', status: 'new', daysAgo: 4, viaLink: false },
  { program: 'riverbend-demo-state-university/valorant', by: 'kettle', status: 'new', daysAgo: 6, viaLink: true },
  { program: 'riverbend-demo-state-university/valorant', by: 'thistle', status: 'reviewed', daysAgo: 27, viaLink: false },
  { program: 'riverbend-demo-state-university/rocket-league', by: 'saltmarsh', status: 'added', daysAgo: 40, viaLink: true },
  { program: 'riverbend-demo-state-university/rocket-league', by: 'glasswing', status: 'reviewed', daysAgo: 33, viaLink: false },
  { program: 'lakeshore-sample-institute-of-technology/league-of-legends', by: 'fablewright', status: 'new', daysAgo: 8, viaLink: true },
  { program: 'summit-ridge-demo-college/marvel-rivals', by: 'velvetcrag', status: 'added', daysAgo: 15, viaLink: true },
  { program: 'summit-ridge-demo-college/marvel-rivals', by: 'thornbeck', status: 'reviewed', daysAgo: 11, viaLink: false },
  { program: 'bayview-sample-university/rocket-league', by: 'glasswing', status: 'declined', daysAgo: 45, viaLink: false },
  { program: 'pinecrest-demo-community-college/valorant', by: 'thistle', status: 'new', daysAgo: 3, viaLink: true },
  { program: 'pinecrest-demo-community-college/counter-strike', by: 'cinderbrook', status: 'reviewed', daysAgo: 19, viaLink: true },
  { program: 'pinecrest-demo-community-college/counter-strike', by: 'duskwhistle', status: 'new', daysAgo: 2, viaLink: false },
];

export type DemoStaff = 'coach' | 'admin';

export interface DemoPipelineEntry {
  program: DemoProgramKey;
  player: string;
  source: PipelineSource;
  /** The stages walked, oldest first, each with its day: the first is always Interested (the add). */
  walk: [PipelineStage, number][];
  /** Demo University's staff own and move its entries; the other sample colleges have no staff accounts. */
  owner?: DemoStaff;
  actor?: DemoStaff;
  tags?: string[];
  next?: { inDays: number; note: string };
  notes?: { by: DemoStaff; daysAgo: number; body: string }[];
}

export const DEMO_PIPELINE: DemoPipelineEntry[] = [
  // Demo University, Valorant varsity: every stage.
  {
    program: DEMO_VALORANT, player: 'ravenhollow', source: 'form', walk: [['interested', 5]], owner: 'coach', tags: ['flex'],
    next: { inDays: 2, note: 'Watch the VOD linked in the form' },
  },
  {
    program: DEMO_VALORANT, player: DEMO_ACCOUNT_KEY, source: 'form', walk: [['interested', 12], ['contacted', 5]], owner: 'coach', actor: 'coach',
    tags: ['initiator'], next: { inDays: 0, note: 'Invite to a scrim block' },
  },
  {
    program: DEMO_VALORANT, player: 'marrowfield', source: 'form', walk: [['interested', 26], ['contacted', 19]], owner: 'admin', actor: 'admin',
    tags: ['initiator', 'controller'], next: { inDays: -3, note: 'Follow up on tryout availability' },
  },
  {
    program: DEMO_VALORANT, player: 'kettle', source: 'search', walk: [['interested', 40], ['contacted', 33], ['evaluating', 21]], owner: 'coach', actor: 'coach',
    tags: ['controller', 'two-game'], next: { inDays: 6, note: 'Scrim block with the varsity roster' },
    notes: [{ by: 'coach', daysAgo: 20, body: 'Strong comms in the first scrim; wants a spot as a starter.' }],
  },
  {
    program: DEMO_VALORANT, player: 'thistle', source: 'match', walk: [['interested', 60], ['contacted', 52], ['evaluating', 40], ['committed', 9]], owner: 'admin', actor: 'coach',
    tags: ['duelist', 'igl'],
    notes: [
      { by: 'coach', daysAgo: 39, body: 'Led the trial scrim; calls are clear under pressure.' },
      { by: 'admin', daysAgo: 9, body: 'Said yes at the campus visit; paperwork next.' },
    ],
  },
  {
    program: DEMO_VALORANT, player: 'cinderbrook', source: 'form', walk: [['interested', 35], ['contacted', 30], ['not_a_fit', 24]], owner: 'coach', actor: 'coach',
    notes: [{ by: 'coach', daysAgo: 24, body: 'Plays Counter-Strike, not Valorant; pointed to a Counter-Strike program.' }],
  },
  // Demo University, League of Legends club: the confirmed commitment, and a new name.
  {
    program: DEMO_LEAGUE, player: 'fernshadow', source: 'form', walk: [['interested', 50], ['contacted', 45], ['evaluating', 30], ['committed', 14]], owner: 'coach', actor: 'coach',
    tags: ['support'],
  },
  { program: DEMO_LEAGUE, player: 'ravenhollow', source: 'search', walk: [['interested', 6]], owner: 'coach', actor: 'coach', next: { inDays: 4, note: 'Read the form answers' } },
  // Smaller pipelines of the other sample colleges (no staff accounts: moves have no actor).
  { program: 'northwind-sample-college/marvel-rivals', player: 'starwhisk', source: 'form', walk: [['interested', 18], ['contacted', 10]] },
  { program: 'northwind-sample-college/marvel-rivals', player: 'emberfall', source: 'search', walk: [['interested', 7]] },
  { program: 'riverbend-demo-state-university/rocket-league', player: 'saltmarsh', source: 'form', walk: [['interested', 40], ['contacted', 34], ['evaluating', 20]] },
  { program: 'riverbend-demo-state-university/rocket-league', player: 'glasswing', source: 'match', walk: [['interested', 38], ['not_a_fit', 30]] },
  { program: 'summit-ridge-demo-college/marvel-rivals', player: 'velvetcrag', source: 'form', walk: [['interested', 15]] },
];

/** The confirmed, public commitment (an adult) and a self-reported verbal one (not public). */
export const DEMO_COMMITMENT = { player: 'fernshadow', program: DEMO_LEAGUE, status: 'committed' as const, daysAgo: 14, recordedBy: 'coach' as DemoStaff };
export const DEMO_VERBAL = { player: 'saltmarsh', program: 'riverbend-demo-state-university/rocket-league' as DemoProgramKey, status: 'verbal' as const, daysAgo: 8 };

/** The demo player account's college board. */
export const DEMO_BOARD: { program: DemoProgramKey; bucket: CollegeBoardBucket; note: string }[] = [
  { program: 'riverbend-demo-state-university/valorant', bucket: 'reach', note: 'Invitation-only tryouts: ask the head coach for a call.' },
  { program: DEMO_VALORANT, bucket: 'fit', note: 'Sent the interest form; the coach wrote back.' },
  { program: 'pinecrest-demo-community-college/valorant', bucket: 'safety', note: 'Club team with open scrims; close to home.' },
];

/** The coach's message to the demo player, sent when moving them to Contacted. */
export const DEMO_COACH_MESSAGE =
  'Hi Parker, thanks for your interest form. Could you join a scrim block with our varsity roster next week? (Demo data: a sample message.)';
