/**
 * What a plan change does to a subject, in words, from the one plan table
 * (#shared/plans.ts) and the subject's usage: shown before a downgrade and on
 * /success (docs/decisions/046). Nothing is ever deleted by a downgrade: what
 * is over a limit stays, and only adding more is refused.
 */
import type { SubscriptionSubject } from '#shared/contracts/subscriptions.ts';
import {
  COLLEGE_LIMIT_LABELS,
  COLLEGE_LIMITS,
  COLLEGE_PLANS,
  PLAN_FEATURE_LABELS,
  PLAYER_PLANS,
  planOf,
  profileViewHistoryLabel,
  TEAM_PLANS,
  type CollegePlanKey,
  type PlayerPlanKey,
  type SubjectType,
  type TeamPlanKey,
} from '#shared/access/plans.ts';

const TEAM_LOSS: Partial<Record<string, string>> = {
  tournament_management: 'Your tournaments stay visible, but you cannot add, edit or delete them.',
  advanced_analytics: 'Advanced analytics is hidden.',
};

function keepsButCannotAdd(what: string, count: number, limit: number): string {
  return count > limit
    ? `Your ${what === 'staff' ? 'roster' : 'college'} keeps its ${count} ${what} but you cannot add more until it is under ${limit}.`
    : `Up to ${limit} ${what} (you have ${count}).`;
}

/** What moving from the subject's plan to `to` takes away (empty for an upgrade). */
export function downgradeEffects(subject: Pick<SubscriptionSubject, 'type' | 'plan' | 'usage'>, to: string): string[] {
  const from = planOf(subject.type, subject.plan);
  const target = planOf(subject.type, to);
  if (!from || !target || target.rank >= from.rank) return [];
  const effects: string[] = [];
  const lost = from.features.filter((feature) => !target.features.includes(feature));
  if (subject.type === 'team') {
    const limit = TEAM_PLANS[to as TeamPlanKey].staffLimit;
    for (const feature of lost) {
      if (feature === 'unlimited_staff' && limit !== null) effects.push(keepsButCannotAdd('staff', subject.usage.staff ?? 0, limit));
      else effects.push(TEAM_LOSS[feature] ?? `${PLAN_FEATURE_LABELS[feature as keyof typeof PLAN_FEATURE_LABELS]} turns off.`);
    }
    return effects;
  }
  if (subject.type === 'college') {
    const limits = COLLEGE_PLANS[to as CollegePlanKey].limits;
    const used = {
      published_forms: subject.usage.publishedForms,
      active_pipeline_entries: subject.usage.activePipelineEntries,
      staff_seats: subject.usage.staffSeats,
      saved_searches: subject.usage.savedSearches,
    };
    const words = { published_forms: 'published forms', active_pipeline_entries: 'active pipeline entries', staff_seats: 'staff seats', saved_searches: 'saved searches' } as const;
    for (const key of COLLEGE_LIMITS) {
      const limit = limits[key];
      if (limit === null) continue;
      if (key in used) effects.push(keepsButCannotAdd(words[key as keyof typeof words], used[key as keyof typeof used] ?? 0, limit));
      else effects.push(`${COLLEGE_LIMIT_LABELS[key](limit)}.`);
    }
    return effects;
  }
  const weeks = PLAYER_PLANS[to as PlayerPlanKey].profileViewWeeks;
  if (weeks !== null) effects.push(`Your profile views show the last ${weeks} weeks; older views are kept, not deleted.`);
  if (lost.includes('priority_support')) effects.push('Your messages to us are answered in the usual order.');
  effects.push('Recruiters see your profile exactly as before.');
  return effects;
}

/** What a plan has: its features, and for colleges its limits, for teams the staff limit. */
export function planHighlights(subjectType: SubjectType, plan: string): string[] {
  const definition = planOf(subjectType, plan);
  if (!definition) return [];
  const features = definition.features.map((feature) => PLAN_FEATURE_LABELS[feature as keyof typeof PLAN_FEATURE_LABELS]);
  if (subjectType === 'team') {
    const limit = TEAM_PLANS[plan as TeamPlanKey].staffLimit;
    return limit === null ? features : [...features, `Up to ${limit} staff members`];
  }
  if (subjectType === 'college') {
    const limits = COLLEGE_PLANS[plan as CollegePlanKey].limits;
    return [...features.filter((label) => !label.startsWith('CSV')), ...COLLEGE_LIMITS.map((key) => COLLEGE_LIMIT_LABELS[key](limits[key]))];
  }
  const perks = definition.features.filter((feature) => feature !== 'profile_view_history').map((feature) => PLAN_FEATURE_LABELS[feature as keyof typeof PLAN_FEATURE_LABELS]);
  return ['Your profile, forms, messages and guardian tools, as always', profileViewHistoryLabel(PLAYER_PLANS[plan as PlayerPlanKey].profileViewWeeks), ...perks];
}

/** What `plan` adds over the subject type's lowest plan: the /success page's "what it unlocked". */
export function planUnlocks(subjectType: SubjectType, plan: string): string[] {
  const base = subjectType === 'team' ? 'bronze' : 'free';
  const baseHighlights = new Set(planHighlights(subjectType, base));
  return planHighlights(subjectType, plan).filter((line) => !baseHighlights.has(line));
}

const USAGE_WORDS = {
  published_forms: 'Published interest forms',
  active_pipeline_entries: 'Active pipeline entries',
  staff_seats: 'Staff seats (with pending invitations)',
  saved_searches: 'Saved searches (all staff)',
} as const;

/** What a college uses against its plan's counted limits, for /subscription ("Saved searches (all staff): 2 of 3"). */
export function collegeUsageLines(subject: Pick<SubscriptionSubject, 'type' | 'plan' | 'usage'>): { label: string; value: string }[] {
  if (subject.type !== 'college') return [];
  const limits = COLLEGE_PLANS[(subject.plan in COLLEGE_PLANS ? subject.plan : 'free') as CollegePlanKey].limits;
  const used = {
    published_forms: subject.usage.publishedForms,
    active_pipeline_entries: subject.usage.activePipelineEntries,
    staff_seats: subject.usage.staffSeats,
    saved_searches: subject.usage.savedSearches,
  };
  return (Object.keys(USAGE_WORDS) as (keyof typeof USAGE_WORDS)[]).map((key) => {
    const count = used[key] ?? 0;
    const limit = limits[key];
    return { label: USAGE_WORDS[key], value: limit === null ? `${count}, no limit` : `${count} of ${limit}` };
  });
}
