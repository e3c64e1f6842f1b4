/**
 * The conversation summary the inbox, the conversation screen and every
 * conversation write answer with (spec 2.8, 7.5), built for all the rows of
 * a page in one statement: participants as one json_agg each, the latest
 * live message by one probe of messages_conversation_live_idx each, the
 * viewer's unread count from the stored column. No query per conversation.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ConversationDetail, ConversationSummary } from '#shared/contracts/messaging.ts';
import { conversationNotFound } from '../messaging-policies.ts';
import { isoTime, rowsOf } from '#server/db/sql.ts';
import { avatarUrlSql, displayNameSql, type Executor } from '../messaging-sql.ts';
import { guardianConversationIdsSql } from '../reachability-sql.ts';
import { minorParticipantIdsSql, guardedParticipantIdsSql, viewerIsAdultSql } from './minor-notice-sql.ts';

export interface SummaryFilter {
  conversationId?: string;
  starred?: boolean;
  /** A conversation of the viewer: the page holds the ones after it in inbox order. */
  before?: string;
  limit: number;
  /**
   * `guardian`: the conversations that include a minor the viewer is an
   * active guardian of (issue 10.4), read-only: not starred, role member,
   * nothing unread, `readOnly: true`. Default: the viewer's own.
   */
  scope?: 'participant' | 'guardian';
}

/** The page of conversations (before the summaries are built): the viewer's own, or a guardian's. */
function conversationPageSql(viewerId: string, filter: SummaryFilter): SQL {
  if (filter.scope === 'guardian') {
    const mine = guardianConversationIdsSql(viewerId);
    const conditions: SQL[] = [sql`c.id in (${mine})`];
    if (filter.conversationId !== undefined) conditions.push(sql`c.id = ${filter.conversationId}`);
    if (filter.before !== undefined) {
      conditions.push(sql`(c.updated_at, c.id) < (select bc.updated_at, bc.id from conversations bc where bc.id = ${filter.before} and bc.id in (${mine}))`);
    }
    return sql`select c.id, c.type, c.title, c.created_by, c.max_participants, c.updated_at,
        false as is_starred, 'member' as role, 0 as unread_count
      from conversations c
      where ${sql.join(conditions, sql` and `)}
      order by c.updated_at desc, c.id desc
      limit ${filter.limit}`;
  }
  const conditions: SQL[] = [sql`vp.user_id = ${viewerId}`];
  if (filter.conversationId !== undefined) conditions.push(sql`c.id = ${filter.conversationId}`);
  if (filter.starred) conditions.push(sql`vp.is_starred`);
  if (filter.before !== undefined) {
    conditions.push(sql`(c.updated_at, c.id) < (
      select bc.updated_at, bc.id from conversations bc
      join conversation_participants bp on bp.conversation_id = bc.id and bp.user_id = ${viewerId}
      where bc.id = ${filter.before})`);
  }
  return sql`select c.id, c.type, c.title, c.created_by, c.max_participants, c.updated_at, vp.is_starred, vp.role, vp.unread_count
      from conversation_participants vp
      join conversations c on c.id = vp.conversation_id
      where ${sql.join(conditions, sql` and `)}
      order by c.updated_at desc, c.id desc
      limit ${filter.limit}`;
}

/**
 * Rows `id`, `updated_at`, `latest_id`, `summary` (json): the viewer's
 * conversations matching the filter, newest activity first.
 */
export function conversationSummariesSql(viewerId: string, filter: SummaryFilter): SQL {
  const isGuardianView = filter.scope === 'guardian';
  const readOnly = isGuardianView ? sql`, 'readOnly', true` : sql``;
  // Issue 26.6 (docs/decisions/077): an adult participant learns which others are under 18 (a guardian
  // reads along); a guardian's read-only view names the players it is shown for. Never an age or a date.
  const minorIds = isGuardianView
    ? sql`'[]'::json`
    : sql`case when ${viewerIsAdultSql(viewerId)} then coalesce(parts.minor_ids, '[]'::json) else '[]'::json end`;
  const guardedIds = isGuardianView ? sql`, 'guardedPlayerIds', coalesce(parts.guarded_ids, '[]'::json)` : sql``;
  return sql`select pg.id, pg.updated_at, lm.id as latest_id,
      json_build_object(
        'id', pg.id,
        'type', pg.type,
        'title', pg.title,
        'createdBy', pg.created_by,
        'maxParticipants', pg.max_participants,
        'updatedAt', ${isoTime(sql`pg.updated_at`)},
        'isStarred', pg.is_starred,
        'role', pg.role,
        'participants', coalesce(parts.list, '[]'::json),
        'latestMessage', case when lm.id is null then null else json_build_object(
          'id', lm.id,
          'senderId', lm.sender_id,
          'senderName', ${displayNameSql('s')},
          'body', lm.body,
          'createdAt', ${isoTime(sql`lm.created_at`)}
        ) end,
        'unreadCount', pg.unread_count,
        'minorParticipantIds', ${minorIds}
        ${readOnly}
        ${guardedIds}
      ) as summary
    from (${conversationPageSql(viewerId, filter)}) pg
    left join lateral (
      select json_agg(json_build_object(
          'userId', pa.user_id,
          'displayName', ${displayNameSql('pa_')},
          'avatarUrl', ${avatarUrlSql('pa_')},
          'role', pa.role
        ) order by pa.joined_at, pa.id) as list,
        ${minorParticipantIdsSql(viewerId)} as minor_ids,
        ${isGuardianView ? guardedParticipantIdsSql(viewerId) : sql`null::json`} as guarded_ids
      from conversation_participants pa
      left join profiles pa_p on pa_p.id = pa.user_id
      left join user_profiles pa_up on pa_up.user_id = pa.user_id
      where pa.conversation_id = pg.id
    ) parts on true
    left join lateral (
      select m.id, m.sender_id, m.body, m.created_at
      from messages m
      where m.conversation_id = pg.id and m.deleted_at is null
      -- "nulls last" as in messages_conversation_live_idx: only then is this one index probe
      -- (plain "desc" means nulls first, and PostgreSQL would sort every message instead).
      order by m.created_at desc nulls last, m.id desc nulls last
      limit 1
    ) lm on true
    left join profiles sp on sp.id = lm.sender_id
    left join user_profiles sup on sup.user_id = lm.sender_id`;
}

/** One conversation as the viewer sees it; 404 when the viewer is not in it. */
export async function loadConversationSummary(db: Executor, viewerId: string, conversationId: string): Promise<ConversationSummary> {
  const [row] = await rowsOf<{ summary: ConversationSummary }>(
    db,
    sql`select s.summary from (${conversationSummariesSql(viewerId, { conversationId, limit: 1 })}) s`,
  );
  if (!row) throw conversationNotFound();
  return row.summary;
}

/**
 * The conversation screen's header: the summary and who (besides its
 * sender) has seen the latest message. One statement. `scope` guardian:
 * an active guardian's read-only view.
 */
export async function loadConversationDetail(
  db: Executor,
  viewerId: string,
  conversationId: string,
  scope: SummaryFilter['scope'] = 'participant',
): Promise<ConversationDetail> {
  const [row] = await rowsOf<ConversationDetail>(
    db,
    sql`select s.summary as conversation,
        coalesce((
          select json_agg(json_build_object(
              'userId', r.user_id,
              'displayName', ${displayNameSql('r_')},
              'readAt', ${isoTime(sql`r.read_at`)}
            ) order by r.read_at, r.user_id)
          from message_read_receipts r
          join messages rm on rm.id = r.message_id
          join conversation_participants rcp on rcp.conversation_id = rm.conversation_id and rcp.user_id = r.user_id
          left join profiles r_p on r_p.id = r.user_id
          left join user_profiles r_up on r_up.user_id = r.user_id
          where r.message_id = s.latest_id and r.user_id is distinct from rm.sender_id
        ), '[]'::json) as "seenBy"
      from (${conversationSummariesSql(viewerId, { conversationId, limit: 1, scope })}) s`,
  );
  if (!row) throw conversationNotFound();
  return row;
}
