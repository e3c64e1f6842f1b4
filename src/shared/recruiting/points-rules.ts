/**
 * The points rules (issue 14.3, docs/decisions/048): what each useful action
 * earns, how many points a rule may give a user in one UTC day, and which
 * rules pay once per account. The ledger (points_ledger) keeps one award per
 * (user, rule, source), so a replay of the same source earns nothing.
 */

export interface PointsRule {
  points: number;
  /** Most points this rule gives one user in a UTC day (absent: no cap). */
  dailyCap?: number;
  /** Pays once per account: its source is the account itself. */
  once?: boolean;
  /** What the user sees in their history. */
  label: string;
}

export const POINTS_RULES = {
  profile_published: { points: 50, once: true, label: 'Published your profile' },
  profile_avatar: { points: 10, once: true, label: 'Added a profile picture' },
  profile_bio: { points: 10, once: true, label: 'Wrote your bio' },
  first_game_profile: { points: 20, once: true, label: 'Added your first game' },
  highlight_added: { points: 5, dailyCap: 25, label: 'Added a highlight' },
  form_submitted: { points: 15, dailyCap: 45, label: 'Sent an interest form' },
  attendance_answered: { points: 2, dailyCap: 10, label: 'Answered practice attendance' },
  share_opened: { points: 10, dailyCap: 50, label: 'Someone opened your share' },
  page_view: { points: 1, dailyCap: 10, label: 'Viewed a page' },
  search: { points: 1, dailyCap: 5, label: 'Searched' },
  college_profile_view: { points: 2, dailyCap: 10, label: 'Viewed a college profile' },
} as const satisfies Record<string, PointsRule>;

export type PointsRuleKey = keyof typeof POINTS_RULES;
export const POINTS_RULE_KEYS = Object.keys(POINTS_RULES) as PointsRuleKey[];

export function pointsRule(key: PointsRuleKey): PointsRule {
  return POINTS_RULES[key];
}

/** The points an award may still give after what the rule already gave today (0: capped). */
export function pointsAfterCap(rule: PointsRule, awardedToday: number): number {
  if (rule.dailyCap === undefined) return rule.points;
  return Math.max(0, Math.min(rule.points, rule.dailyCap - awardedToday));
}

/**
 * Events that the client reports through process-points (spec 7.3). The
 * client cannot prove anything it reports, so only these earn, each capped
 * per day and keyed so that repeating one earns nothing: a page view by
 * day and path, a search by day and its words, a college profile view by
 * day and path. Shares and recruitment actions earn on the server, when
 * someone else opens the share or the action happens (forms, attendance).
 */
export const CLIENT_EVENT_RULES: Readonly<Partial<Record<string, PointsRuleKey>>> = {
  page_view: 'page_view',
  search: 'search',
  college_profile_view: 'college_profile_view',
};

export interface ClientEvent {
  eventType: string;
  pagePath: string;
  properties?: Record<string, unknown>;
}

/** The rule and source of a client-reported event, or null when it earns nothing. `day` is YYYY-MM-DD (UTC). */
export function clientEventSource(event: ClientEvent, day: string): { rule: PointsRuleKey; sourceType: string; sourceId: string } | null {
  const rule = CLIENT_EVENT_RULES[event.eventType];
  if (!rule) return null;
  const path = event.pagePath.split('#')[0]!.slice(0, 512);
  if (rule === 'search') {
    const raw = event.properties?.['query'] ?? event.properties?.['search_term'];
    const words = typeof raw === 'string' ? raw.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 200) : '';
    if (words.length < 2) return null;
    return { rule, sourceType: 'search', sourceId: `${day}:${words}` };
  }
  return { rule, sourceType: 'page', sourceId: `${day}:${path}` };
}

/** YYYY-MM-DD of an instant in UTC. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Monday 00:00 UTC of the week holding `at`: the weekly leaderboard's start. */
export function weekStart(at: Date): Date {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const sinceMonday = (start.getUTCDay() + 6) % 7;
  start.setUTCDate(start.getUTCDate() - sinceMonday);
  return start;
}

export function pointsLabel(rule: string): string {
  return (POINTS_RULES as Record<string, PointsRule>)[rule]?.label ?? rule;
}

/** The toast text: "+5 points" ("+1 point"). */
export function pointsToastText(points: number): string {
  return `+${points} ${points === 1 ? 'point' : 'points'}`;
}
