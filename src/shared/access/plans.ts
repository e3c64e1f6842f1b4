/**
 * Every plan and every gate in one table (issue 14.5, docs/decisions/046).
 * The server enforces from it (src/server/subscriptions/plan-gates.ts and
 * the places that call it), the client shows from it (/subscription, the
 * upgrade prompts, Team Settings). Stripe price ids are not here: each paid
 * plan names the environment variable that holds its price id
 * (STRIPE_PRICE_<SUBJECT>_<PLAN>), read by the server only.
 *
 * Teams: bronze, silver, gold with exactly spec 6's feature gates. Colleges:
 * free and pro, with limits (null: no limit). Players: free and plus, whose
 * perks (the whole profile view history, the free plan showing the last
 * weeks; priority support on the contact form) never limit recruiting visibility or a minor's safety.
 *
 * Never gated, whatever the plan (NEVER_GATED, checked by plans.test.ts):
 * guardians' tools, privacy, data export and deletion of one's own account,
 * and replying to a coach.
 */

export const SUBJECT_TYPES = ['team', 'college', 'user'] as const;
export type SubjectType = (typeof SUBJECT_TYPES)[number];

export const TEAM_PLAN_KEYS = ['bronze', 'silver', 'gold'] as const;
export const COLLEGE_PLAN_KEYS = ['free', 'pro'] as const;
export const PLAYER_PLAN_KEYS = ['free', 'plus'] as const;
export type TeamPlanKey = (typeof TEAM_PLAN_KEYS)[number];
export type CollegePlanKey = (typeof COLLEGE_PLAN_KEYS)[number];
export type PlayerPlanKey = (typeof PLAYER_PLAN_KEYS)[number];
export type PlanKey = TeamPlanKey | CollegePlanKey | PlayerPlanKey;

export const PLAN_KEYS_BY_SUBJECT = {
  team: TEAM_PLAN_KEYS,
  college: COLLEGE_PLAN_KEYS,
  user: PLAYER_PLAN_KEYS,
} as const satisfies Record<SubjectType, readonly string[]>;

/** What the texts call each subject type. */
export const SUBJECT_LABELS = { team: 'team', college: 'college', user: 'player' } as const satisfies Record<SubjectType, string>;

/** The plan a subject has without a subscription. */
export const DEFAULT_PLAN = { team: 'bronze', college: 'free', user: 'free' } as const satisfies Record<SubjectType, PlanKey>;

/** Spec 6's team features. */
export const TEAM_FEATURES = [
  'basic_roster',
  'advanced_analytics',
  'unlimited_staff',
  'tournament_management',
  'custom_integrations',
  'brand_management',
  'contract_management',
] as const;
export type TeamFeature = (typeof TEAM_FEATURES)[number];

/** College features that are on or off. */
export const COLLEGE_FEATURES = ['interest_forms', 'pipeline', 'csv_export', 'unlimited_csv_export'] as const;
export type CollegeFeature = (typeof COLLEGE_FEATURES)[number];

/** College limits (null: no limit). */
export const COLLEGE_LIMITS = ['published_forms', 'active_pipeline_entries', 'staff_seats', 'saved_searches', 'csv_export_rows'] as const;
export type CollegeLimit = (typeof COLLEGE_LIMITS)[number];

/** Player perks: convenience only (never visibility to recruiters, never a minor's safety). */
export const PLAYER_FEATURES = ['profile_view_history', 'priority_support'] as const;
export type PlayerFeature = (typeof PLAYER_FEATURES)[number];

export interface PlanDefinition<Feature extends string> {
  label: string;
  /** One line under the name. */
  tagline: string;
  /** Monthly price in US cents; 0 for the default plan. */
  priceCents: number;
  /** The environment variable with the Stripe price id (server only); null for the default plan. */
  priceEnv: string | null;
  /** Order for upgrade or downgrade: higher is more. */
  rank: number;
  features: readonly Feature[];
}

export interface CollegePlanDefinition extends PlanDefinition<CollegeFeature> {
  limits: Record<CollegeLimit, number | null>;
}

export interface PlayerPlanDefinition extends PlanDefinition<PlayerFeature> {
  /** Weeks of profile views the player sees (this week included); null: every view kept. Enforced by the server (get-profile-views.ts). */
  profileViewWeeks: number | null;
}

export interface TeamPlanDefinition extends PlanDefinition<TeamFeature> {
  /** Staff people on the team (distinct users across its rosters) without unlimited_staff. */
  staffLimit: number | null;
}

export const TEAM_PLANS: Record<TeamPlanKey, TeamPlanDefinition> = {
  bronze: {
    label: 'Bronze',
    tagline: 'The basic roster for every team.',
    priceCents: 0,
    priceEnv: null,
    rank: 0,
    features: ['basic_roster'],
    staffLimit: 3,
  },
  silver: {
    label: 'Silver',
    tagline: 'Pro tier: tournaments, analytics and unlimited staff.',
    priceCents: 2_900,
    priceEnv: 'STRIPE_PRICE_TEAM_SILVER',
    rank: 1,
    features: ['basic_roster', 'advanced_analytics', 'unlimited_staff', 'tournament_management'],
    staffLimit: null,
  },
  gold: {
    label: 'Gold',
    tagline: 'Pro tier: everything in Silver plus brand, contracts and integrations.',
    priceCents: 7_900,
    priceEnv: 'STRIPE_PRICE_TEAM_GOLD',
    rank: 2,
    features: [...TEAM_FEATURES],
    staffLimit: null,
  },
};

export const COLLEGE_PLANS: Record<CollegePlanKey, CollegePlanDefinition> = {
  free: {
    label: 'Free',
    tagline: 'Recruit with forms and a pipeline.',
    priceCents: 0,
    priceEnv: null,
    rank: 0,
    features: ['interest_forms', 'pipeline', 'csv_export'],
    limits: { published_forms: 3, active_pipeline_entries: 100, staff_seats: 5, saved_searches: 3, csv_export_rows: 100 },
  },
  pro: {
    label: 'College Pro',
    tagline: 'No limits for the whole recruiting staff.',
    priceCents: 9_900,
    priceEnv: 'STRIPE_PRICE_COLLEGE_PRO',
    rank: 1,
    features: ['interest_forms', 'pipeline', 'csv_export', 'unlimited_csv_export'],
    limits: { published_forms: null, active_pipeline_entries: null, staff_seats: null, saved_searches: null, csv_export_rows: null },
  },
};

export const PLAYER_PLANS: Record<PlayerPlanKey, PlayerPlanDefinition> = {
  free: {
    label: 'Free',
    tagline: 'Everything recruiting needs: your profile, forms, messages and your guardian tools.',
    priceCents: 0,
    priceEnv: null,
    rank: 0,
    features: [],
    profileViewWeeks: 12,
  },
  plus: {
    label: 'Player Plus',
    tagline: 'Every college that ever viewed your profile; recruiters see you the same either way.',
    priceCents: 499,
    priceEnv: 'STRIPE_PRICE_PLAYER_PLUS',
    rank: 1,
    features: ['profile_view_history', 'priority_support'],
    profileViewWeeks: null,
  },
};

export const PLANS_BY_SUBJECT = { team: TEAM_PLANS, college: COLLEGE_PLANS, user: PLAYER_PLANS } as const;

/** A plan of any subject, or undefined when the key is not one of the subject's plans. */
export function planOf(subjectType: SubjectType, plan: string): PlanDefinition<string> | undefined {
  const table = PLANS_BY_SUBJECT[subjectType] as Record<string, PlanDefinition<string>>;
  return Object.hasOwn(table, plan) ? table[plan] : undefined;
}

export function isPlanOf(subjectType: SubjectType, plan: string): plan is PlanKey {
  return planOf(subjectType, plan) !== undefined;
}

/** Every paid plan with the environment variable of its price: the server reads them. (A function: no work at import in the client's entry chunk.) */
export function paidPlans(): { subjectType: SubjectType; plan: PlanKey; priceEnv: string }[] {
  return SUBJECT_TYPES.flatMap((subjectType) =>
    Object.entries(PLANS_BY_SUBJECT[subjectType] as Record<string, PlanDefinition<string>>)
      .filter(([, definition]) => definition.priceEnv !== null)
      .map(([plan, definition]) => ({ subjectType, plan: plan as PlanKey, priceEnv: definition.priceEnv! })),
  );
}

export function teamPlanAllows(plan: TeamPlanKey, feature: TeamFeature): boolean {
  return TEAM_PLANS[plan].features.includes(feature);
}

export function collegeLimit(plan: CollegePlanKey, limit: CollegeLimit): number | null {
  return COLLEGE_PLANS[plan].limits[limit];
}

/** The cheapest team plan with the feature: what an upgrade prompt offers. */
export function lowestTeamPlanWith(feature: TeamFeature): TeamPlanKey {
  return TEAM_PLAN_KEYS.find((plan) => teamPlanAllows(plan, feature))!;
}

/** Whether moving from one plan to another is a downgrade (applied at the end of the paid period). */
export function isDowngrade(subjectType: SubjectType, from: string, to: string): boolean {
  const a = planOf(subjectType, from);
  const b = planOf(subjectType, to);
  return a !== undefined && b !== undefined && b.rank < a.rank;
}

/**
 * What no plan may gate: a refusal here would cost a player (often a minor)
 * their safety, their privacy or their answer to a coach. plans.test.ts
 * checks that no plan's features or limits name any of these.
 */
export const NEVER_GATED = [
  'guardian_tools',
  'privacy_settings',
  'data_export',
  'account_deletion',
  'reply_to_coach',
  'recruiting_visibility',
  'minor_safety',
] as const;

/** Human labels of every feature and limit, for the plan cards and prompts. */
export const PLAN_FEATURE_LABELS: Record<TeamFeature | CollegeFeature | PlayerFeature, string> = {
  basic_roster: 'Basic roster',
  advanced_analytics: 'Advanced analytics',
  unlimited_staff: 'Unlimited staff',
  tournament_management: 'Tournament management',
  custom_integrations: 'Custom integrations',
  brand_management: 'Brand management',
  contract_management: 'Contract management',
  interest_forms: 'Interest forms',
  pipeline: 'Recruiting pipeline',
  csv_export: 'CSV export of responses',
  unlimited_csv_export: 'CSV export of any number of responses',
  profile_view_history: 'Full profile view history',
  priority_support: 'Priority support: your messages to us are answered first',
};

/** Whether a player plan has a perk. */
export function playerPlanAllows(plan: PlayerPlanKey, feature: PlayerFeature): boolean {
  return PLAYER_PLANS[plan].features.includes(feature);
}

/** The profile views line of a player plan's card. */
export function profileViewHistoryLabel(weeks: number | null): string {
  return weeks === null ? 'Full profile view history: every college view kept' : `Profile views of the last ${weeks} weeks`;
}

export const COLLEGE_LIMIT_LABELS: Record<CollegeLimit, (limit: number | null) => string> = {
  published_forms: (limit) => (limit === null ? 'Unlimited published interest forms' : `Up to ${limit} published interest forms`),
  active_pipeline_entries: (limit) => (limit === null ? 'Unlimited active pipeline entries' : `Up to ${limit} active pipeline entries`),
  staff_seats: (limit) => (limit === null ? 'Unlimited staff seats' : `Up to ${limit} staff seats (invitations included)`),
  saved_searches: (limit) => (limit === null ? 'Unlimited saved searches' : `Up to ${limit} saved searches`),
  csv_export_rows: (limit) => (limit === null ? 'CSV export of every response' : `CSV export of up to ${limit} responses at a time`),
};

/** The refusals the server sends when a gate closes (403), naming the plan that opens it. */
export const PLAN_TEXTS = {
  collegeLimitReached: (limit: CollegeLimit, max: number) => {
    const what = {
      published_forms: `Free college plans can have up to ${max} published interest forms at a time`,
      active_pipeline_entries: `Free college plans can have up to ${max} active pipeline entries`,
      staff_seats: `Free college plans have up to ${max} staff seats (staff and pending invitations)`,
      saved_searches: `Free college plans can keep up to ${max} saved searches`,
      csv_export_rows: `Free college plans export up to ${max} responses at a time; narrow the filters or`,
    }[limit];
    return limit === 'csv_export_rows' ? `${what} upgrade to College Pro.` : `${what}. Upgrade to College Pro for more.`;
  },
  /**
   * Without Stripe keys (checkout's and the portal's 503), naming what to do instead: ask for the plan on
   * /subscription, where a platform admin gets the request (docs/decisions/070). Null: no subject (the webhook).
   */
  billingNotConfigured: (subjectType: SubjectType | null) =>
    `Billing is not configured on this server. ${
      subjectType === null
        ? 'A platform admin can set plans by hand.'
        : `Ask for the plan on the Subscription page instead: a platform admin arranges payment with you and sets ${
            subjectType === 'team' ? 'this team\u2019s' : subjectType === 'college' ? 'this college\u2019s' : 'your'
          } plan by hand.`
    }`,
  /** The page's notice without online payment, by who is looking (docs/decisions/070). */
  offlineBilling: {
    payer:
      'Online payment is not set up on this server, so plans are arranged with our staff: choose Request on the plan you want. A platform admin gets your request, writes to you within two business days to arrange payment, then sets the plan by hand. Nothing changes and nothing is charged until then.',
    admin:
      'Online payment is not set up on this server. Plan requests reach the platform staff inbox by email; once payment is arranged, set the plan by hand below.',
    team: 'Online payment is not set up on this server. The team owner can request a plan here; a platform admin then arranges payment and sets it by hand.',
    college:
      'Online payment is not set up on this server. A program admin of this college can request a plan here; a platform admin then arranges payment and sets it by hand.',
    user: 'Online payment is not set up on this server.',
  },
  /** After a plan request (docs/decisions/070): who answers, when, and what happens next. */
  planRequestSent: (planLabel: string, email: string) =>
    `Request for ${planLabel} sent. A platform admin will write to you at ${email} within two business days to arrange payment, then set the plan by hand. Nothing changes or is charged until then; we have emailed you a copy.`,
  /** POST .../plan-requests for a plan Stripe can sell on this server. */
  payOnline: 'This plan can be bought online here: choose Upgrade.',
  onlyAdminsSetPlans: 'Only a platform admin can set a plan by hand.',
  notAPlanOf: (subjectType: SubjectType) => `Choose one of the ${SUBJECT_LABELS[subjectType]} plans: ${PLAN_KEYS_BY_SUBJECT[subjectType].join(', ')}.`,
  notAPlayerAccount: 'Player plans are for player accounts (not recruiters, guardians or platform staff).',
  subjectNotFound: 'Subscription not found',
  notPurchasable: 'This plan cannot be bought here.',
  alreadyOnPlan: 'You are already on this plan.',
  hasSubscription: 'This subscription is already paid through Stripe: change or cancel it in the billing portal.',
  noBillingAccount: 'There is no billing account yet: choose a paid plan first.',
} as const;

export function formatPlanPrice(cents: number): string {
  if (cents === 0) return 'Free';
  return `$${(cents / 100).toFixed(2).replace(/\.00$/, '')}/month`;
}
