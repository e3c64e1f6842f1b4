/**
 * Short links as the API shows them (docs/decisions/039): each row with what
 * it points at in words and as a path, its state, and (for the Links tab)
 * its clicks and submissions, read in the statement that lists them.
 */
import { sql, type SQL } from 'drizzle-orm';
import { SHORT_LINK_STATS_DAYS, shortLinkPath, type ProgramLink, type ShortLink, type ShortLinkStats } from '#shared/contracts/short-links.ts';
import type { ShortLinkTarget } from '#shared/recruiting/recruiting-values.ts';
import type { Database } from '#server/db/client.ts';
import { isoTime, rowsOf } from '#server/db/sql.ts';

/** Today as UTC counts it: the day short_link_daily_stats counts in (countShortLinkDaily). */
export const UTC_TODAY = sql`(now() at time zone 'UTC')::date`;

/** What a link's target path is built from (the slugs are read in the same statement). */
export interface ShortLinkTargetParts {
  targetType: ShortLinkTarget;
  formId: string | null;
  formCollegeSlug: string | null;
  collegeSlug: string | null;
  playerSlug: string | null;
  outcomeId: string | null;
}

/** Where a link goes: the form page, the college page, the player card or the status page. */
export function shortLinkTargetPath(parts: ShortLinkTargetParts): string {
  const segment = (value: string | null) => encodeURIComponent(value ?? '');
  switch (parts.targetType) {
    case 'form':
      return `/college/${segment(parts.formCollegeSlug)}/apply/${segment(parts.formId)}`;
    case 'college':
      return `/college/${segment(parts.collegeSlug)}`;
    case 'player_card':
      return `/player/${segment(parts.playerSlug)}/card`;
    case 'status':
      return `/recruiting-status/${segment(parts.outcomeId)}`;
  }
}

/** The joins every reading of links (alias l) needs for its target's slugs and words. */
export const SHORT_LINK_TARGET_JOINS = sql`
  left join interest_forms f on f.id = l.form_id
  left join college_programs fp on fp.id = f.program_id
  left join colleges fc on fc.id = fp.college_id
  left join colleges c on c.id = l.college_id
  left join user_profiles up on up.user_id = l.player_user_id
  left join recruiting_outcomes o on o.id = l.outcome_id
  left join colleges oc on oc.id = o.college_id`;

/** The state of link l: disabled wins over expired. */
export const SHORT_LINK_STATE_SQL = sql`case when l.disabled_at is not null then 'disabled' when l.expires_at <= now() then 'expired' else 'active' end`;

const linkJson = (withStats: boolean) => sql`json_build_object(
  'id', l.id, 'code', l.code, 'targetType', l.target_type, 'formId', l.form_id, 'formCollegeSlug', fc.slug,
  'collegeSlug', c.slug, 'playerSlug', up.slug, 'outcomeId', l.outcome_id,
  'targetLabel', case l.target_type
    when 'form' then f.title
    when 'college' then c.name
    when 'player_card' then up.display_name || '’s player card'
    else 'Recruiting status: ' || coalesce(oc.name, 'a college') end,
  'label', l.label, 'state', ${SHORT_LINK_STATE_SQL},
  'expiresAt', ${isoTime(sql`l.expires_at`)}, 'createdAt', ${isoTime(sql`l.created_at`)}
  ${withStats ? sql`, 'stats', ${statsJson}` : sql``})`;

/** Clicks and submissions of link l: last 7 and 30 days (today included), all time, and the last 30 days by day. */
const statsJson = sql`(select json_build_object(
    'clicks7d', coalesce(sum(s.clicks) filter (where s.day > ${UTC_TODAY} - 7), 0)::int,
    'clicks30d', coalesce(sum(s.clicks) filter (where s.day > ${UTC_TODAY} - ${SHORT_LINK_STATS_DAYS}::int), 0)::int,
    'clicksTotal', coalesce(sum(s.clicks), 0)::int,
    'submissions30d', coalesce(sum(s.submissions) filter (where s.day > ${UTC_TODAY} - ${SHORT_LINK_STATS_DAYS}::int), 0)::int,
    'submissionsTotal', coalesce(sum(s.submissions), 0)::int,
    'days', coalesce(json_agg(json_build_object('day', to_char(s.day, 'YYYY-MM-DD'), 'clicks', s.clicks, 'submissions', s.submissions) order by s.day)
      filter (where s.day > ${UTC_TODAY} - ${SHORT_LINK_STATS_DAYS}::int), '[]'::json))
  from short_link_daily_stats s where s.link_id = l.id)`;

type LinkRow = ShortLinkTargetParts & Omit<ShortLink, 'path' | 'target' | 'targetPath'> & { stats?: ShortLinkStats };

export function toShortLink(row: LinkRow): ShortLink {
  const { targetType, formCollegeSlug: _formCollegeSlug, collegeSlug: _collegeSlug, playerSlug: _playerSlug, outcomeId: _outcomeId, stats: _stats, ...rest } = row;
  return { ...rest, path: shortLinkPath(row.code), target: targetType, targetPath: shortLinkTargetPath(row) };
}

/** The links of `where` (over alias l) as JSON, newest first (id breaks ties), at most `limit`. */
export function shortLinksJsonSql(where: SQL, options: { withStats: boolean; limit: number }): SQL {
  return sql`coalesce((select json_agg(${linkJson(options.withStats)} order by l.created_at desc, l.id desc)
    from (select * from short_links l where ${where} order by l.created_at desc, l.id desc limit ${options.limit}) l
    ${SHORT_LINK_TARGET_JOINS}), '[]'::json)`;
}

export function toProgramLink(row: LinkRow & { stats: ShortLinkStats }): ProgramLink {
  return { ...toShortLink(row), stats: row.stats };
}

/** One link by id as the API shows it. One statement. */
export async function loadShortLink(db: Pick<Database, 'execute'>, linkId: string): Promise<ShortLink> {
  const [row] = await rowsOf<{ links: LinkRow[] }>(db, sql`select ${shortLinksJsonSql(sql`l.id = ${linkId}`, { withStats: false, limit: 1 })} as links`);
  const link = row?.links[0];
  if (!link) throw new Error(`short link ${linkId} vanished`);
  return toShortLink(link);
}
