/**
 * GET /api/recruiting-dashboard (issue 13.2, docs/decisions/040): one answer
 * over the viewer's programs: counts per pipeline stage, new form responses
 * of the last 7 days, entries needing attention, suggested players (the
 * match engine's best, not yet in the pipeline, with the recruiter-facing
 * reasons) and recent activity. A recruiter without a college gets how to
 * claim or join one instead.
 */
import { z } from 'zod';
import { PROGRAM_LEVELS } from '../recruiting/program-levels.ts';
import { PIPELINE_STAGES, SUBMISSION_STATUSES } from '../recruiting/recruiting-values.ts';
import { matchSummarySchema } from './match.ts';

export const DASHBOARD_NEW_RESPONSE_DAYS = 7;
export const DASHBOARD_NO_CONTACT_DAYS = 14;
export const DASHBOARD_LATEST_RESPONSES = 5;
export const DASHBOARD_ATTENTION_LIMIT = 20;
export const DASHBOARD_ACTIVITY_LIMIT = 20;
/** The dashboard covers at most this many programs (college, title, level order). */
export const DASHBOARD_PROGRAM_LIMIT = 50;
/** Suggestions for at most this many programs (recruiting ones first), this many players each. */
export const DASHBOARD_SUGGESTION_PROGRAMS = 6;
export const DASHBOARD_SUGGESTIONS_PER_PROGRAM = 3;

export const RECRUITING_DASHBOARD_TEXTS = {
  notForYou: 'The recruiting dashboard is for college staff and recruiters.',
  title: 'Recruiting Dashboard',
  loading: 'Loading your dashboard...',
  loadFailed: 'Could not load the dashboard.',
  noCollegeTitle: 'Connect your account to a college',
  noCollegeIntro: 'The dashboard shows the pipelines, forms and suggested players of your college’s esports programs. Your account is not on a college’s staff yet.',
  claimStep: 'Your college’s page is unclaimed? Open it from the college directory and choose “Claim this profile”. Our staff review the request; once approved you are its admin.',
  joinStep: 'Your college is already on the platform? Ask its admin to invite you from the college’s Staff tab. The invitation arrives by email; accept it with this account.',
  findCollege: 'Find your college',
  noProgramAccess: (colleges: string) => `Your role at ${colleges} does not include the recruiting pipeline. Ask the college’s admin to make you staff.`,
  noProgramsTitle: 'No esports programs yet',
  noPrograms: 'Add a program on your college’s edit page to start recruiting.',
  addProgram: 'Add a program',
  demoScope: 'You have no college of your own: as platform staff you see the sample colleges’ programs.',
  noResponses: 'No new responses in the last 7 days.',
  noAttention: 'Nothing needs attention: every next action is ahead and every player was contacted in the last 14 days.',
  noSuggestions: 'No suggestions right now: every visible player who plays these titles is in your pipelines.',
  noActivity: 'No activity yet. Moves on the board and new form responses show here.',
  addToPipeline: 'Add to pipeline',
  added: (name: string) => `${name} added to the pipeline at Interested`,
} as const;

export const DASHBOARD_SCOPES = ['own', 'demo'] as const;

const playerRefSchema = z.object({
  userId: z.string(),
  /** Null when the viewer may not open the profile (the name is the pipeline's or the form's). */
  slug: z.string().nullable(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
});
export type DashboardPlayerRef = z.infer<typeof playerRefSchema>;

export const dashboardProgramSchema = z.object({
  id: z.uuid(),
  collegeSlug: z.string(),
  collegeName: z.string(),
  titleSlug: z.string(),
  titleName: z.string(),
  level: z.enum(PROGRAM_LEVELS),
  isRecruiting: z.boolean(),
  stageCounts: z.record(z.enum(PIPELINE_STAGES), z.number().int()),
  newResponses: z.number().int(),
});
export type DashboardProgram = z.infer<typeof dashboardProgramSchema>;

export const dashboardResponseItemSchema = z.object({
  id: z.uuid(),
  programId: z.uuid(),
  name: z.string(),
  formTitle: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  submittedAt: z.string(),
});

export const ATTENTION_REASONS = ['next_action_due', 'no_contact'] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];

export const dashboardAttentionItemSchema = z.object({
  entryId: z.uuid(),
  programId: z.uuid(),
  player: playerRefSchema,
  stage: z.enum(PIPELINE_STAGES),
  reasons: z.array(z.enum(ATTENTION_REASONS)),
  nextActionOn: z.string().nullable(),
  nextActionNote: z.string().nullable(),
  /** Last contact, or when the entry was added if never. */
  lastContactAt: z.string(),
});
export type DashboardAttentionItem = z.infer<typeof dashboardAttentionItemSchema>;

export const dashboardSuggestionSchema = z.object({
  programId: z.uuid(),
  players: z.array(playerRefSchema.extend({ slug: z.string(), classYear: z.number().int().nullable(), match: matchSummarySchema })),
});
export type DashboardSuggestion = z.infer<typeof dashboardSuggestionSchema>;

export const dashboardActivitySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('stage_move'),
    id: z.string(),
    at: z.string(),
    programId: z.uuid(),
    player: playerRefSchema,
    fromStage: z.enum(PIPELINE_STAGES).nullable(),
    toStage: z.enum(PIPELINE_STAGES),
    actorName: z.string().nullable(),
  }),
  z.object({ kind: z.literal('submission'), id: z.string(), at: z.string(), programId: z.uuid(), name: z.string(), formTitle: z.string() }),
]);
export type DashboardActivity = z.infer<typeof dashboardActivitySchema>;

export const recruitingDashboardSchema = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('ready'),
    /** own: the viewer's colleges; demo: platform staff without a college see the sample colleges. */
    scope: z.enum(DASHBOARD_SCOPES),
    programs: z.array(dashboardProgramSchema),
    responses: z.object({ count: z.number().int(), latest: z.array(dashboardResponseItemSchema) }),
    attention: z.array(dashboardAttentionItemSchema),
    suggestions: z.array(dashboardSuggestionSchema),
    activity: z.array(dashboardActivitySchema),
  }),
  /** A recruiter with no college role: how to claim or join one. */
  z.object({ state: z.literal('no_college') }),
  /** College roles that do not open the pipeline (admissions). */
  z.object({ state: z.literal('no_program_access'), colleges: z.array(z.object({ slug: z.string(), name: z.string() })) }),
  /** Colleges the viewer can view, without any program yet. */
  z.object({ state: z.literal('no_programs'), colleges: z.array(z.object({ slug: z.string(), name: z.string(), canManage: z.boolean() })) }),
]);
export type RecruitingDashboard = z.infer<typeof recruitingDashboardSchema>;
export type ReadyDashboard = Extract<RecruitingDashboard, { state: 'ready' }>;
