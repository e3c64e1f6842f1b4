/**
 * Download data (docs/decisions/021): everything the platform holds about
 * the player as one JSON document. Conversations carry their metadata and
 * the player's own messages only: other people's words are theirs. Lists
 * are those the player owns (other people's lists are private to them).
 * The college preferences (docs/decisions/030) are in `account`: private to
 * the player everywhere else, they are the player's data all the same.
 * Recruiting (issue 13) holds the player's own side: submissions, outcomes,
 * college board and own pipeline, never a program's internal pipeline.
 * Points: the ledger rows and the leaderboard setting (docs/decisions/048).
 * Saved searches (docs/decisions/051): a recruiter's named search filters.
 * Activity (docs/decisions/044, 049): the stored privacy choice, the raw
 * tracked events still within the retention period, and which colleges
 * viewed the profile on which day (the college, never the staff member).
 * One statement per section, none per row; `data_exported` is logged.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { isoTime, rowsOf } from '#server/db/sql.ts';
import { appendConsentEvent } from '#server/guardian-consent/append-consent-event.ts';
import { consentLogJsonSql } from './consent-log-sql.ts';

export async function exportPlayerData(db: Database, input: { playerUserId: string; actorUserId: string; guardianLinkId: string | null }) {
  const id = input.playerUserId;
  const [account] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select p.id as "userId", p.email, p.full_name as "fullName", ${isoTime(sql`p.created_at`)} as "createdAt",
        (select json_agg(ur.role order by ur.role) from user_roles ur where ur.user_id = p.id) as roles,
        (select to_jsonb(up) - 'id' from user_profiles up where up.user_id = p.id) as profile,
        (select to_jsonb(mp) - 'user_id' from player_match_preferences mp where mp.user_id = p.id) as "matchPreferences"
      from profiles p where p.id = ${id}`,
  );
  const gameProfiles = await rowsOf(
    db,
    sql`select t.name as title, gp.in_game_name as "inGameName", gp.region, gp.primary_role as "primaryRole",
        gp.secondary_role as "secondaryRole", gp.mains, ct.name as "currentRank", pt.name as "peakRank", gp.rank_source as "rankSource",
        gp.rank_as_of as "rankAsOf", gp.hours_per_week as "hoursPerWeek", gp.availability
      from player_game_profiles gp join esports_titles t on t.id = gp.esports_title_id
      left join rank_tiers ct on ct.id = gp.current_tier_id left join rank_tiers pt on pt.id = gp.peak_tier_id
      where gp.user_id = ${id} order by gp.position, gp.id`,
  );
  const highlights = await rowsOf(
    db,
    sql`select h.title, h.url, h.position from player_highlights h where h.user_id = ${id} order by h.position, h.id`,
  );
  const lists = await rowsOf(
    db,
    sql`select l.name, l.item_type as "itemType", ${isoTime(sql`l.created_at`)} as "createdAt",
        coalesce((select json_agg(json_build_object('itemType', li.item_type, 'player', ip.display_name, 'collegeId', li.college_id, 'note', li.note)
          order by li.position, li.id)
          from list_items li left join user_profiles ip on ip.user_id = li.player_user_id where li.list_id = l.id), '[]'::json) as items
      from lists l where l.owner_user_id = ${id} order by l.created_at, l.id`,
  );
  const savedSearches = await rowsOf(
    db,
    sql`select s.name, s.filters, ${isoTime(sql`s.created_at`)} as "createdAt" from saved_searches s where s.owner_user_id = ${id} order by s.created_at, s.id`,
  );
  const teams = await rowsOf(
    db,
    sql`select t.name as team, 'player' as kind, m.role, m.is_active as "isActive", ${isoTime(sql`m.joined_at`)} as "since"
        from team_members m join teams t on t.id = m.team_id where m.user_id = ${id}
      union all
      select t.name, 'staff', s.role, s.is_active, ${isoTime(sql`s.created_at`)}
        from team_staff s join teams t on t.id = s.team_id where s.user_id = ${id}
      order by 1, 2`,
  );
  const conversations = await rowsOf(
    db,
    sql`select c.id, c.type, c.title, ${isoTime(sql`c.created_at`)} as "createdAt",
        (select json_agg(coalesce(op.display_name, 'Deleted user') order by op.display_name)
          from conversation_participants cp left join user_profiles op on op.user_id = cp.user_id
          where cp.conversation_id = c.id and cp.user_id <> ${id}) as "otherParticipants",
        coalesce((select json_agg(json_build_object('sentAt', ${isoTime(sql`m.created_at`)}, 'body', m.body) order by m.created_at, m.id)
          from messages m where m.conversation_id = c.id and m.sender_id = ${id} and m.deleted_at is null), '[]'::json) as "myMessages"
      from conversations c
      where c.id in (select mp.conversation_id from conversation_participants mp where mp.user_id = ${id})
      order by c.created_at, c.id`,
  );
  // Recruiting (issue 13): the player's own side only. A program's pipeline (stage, notes, owner, tags) is the
  // program's working data about them and is never shown to the player (RECRUITING.md, decision 036).
  const programName = (p: string) =>
    sql.raw(`(select c.name || ' ' || t.name || ' ' || ${p}.level from colleges c join esports_titles t on t.id = ${p}.esports_title_id where c.id = ${p}.college_id)`);
  const [recruiting] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select
        coalesce((select json_agg(json_build_object('form', f.title, 'program', ${programName('sp')}, 'status', s.status,
            'submittedAt', ${isoTime(sql`s.submitted_at`)}, 'answers', s.answers) order by s.submitted_at, s.id)
          from interest_form_submissions s join interest_forms f on f.id = s.form_id join college_programs sp on sp.id = s.program_id
          where s.submitter_user_id = ${id}), '[]'::json) as submissions,
        coalesce((select json_agg(json_build_object('college', oc.name, 'status', o.status, 'decidedOn', o.decided_on, 'recordedBy', o.recorded_by,
            'confirmed', o.confirmed_at is not null, 'public', o.player_public_consent_at is not null, 'withdrawn', o.withdrawn_at is not null)
            order by o.created_at, o.id)
          from recruiting_outcomes o join colleges oc on oc.id = o.college_id where o.player_user_id = ${id}), '[]'::json) as outcomes,
        coalesce((select json_agg(json_build_object('program', ${programName('bp')}, 'group', b.bucket, 'note', b.note) order by b.bucket, b.position, b.program_id)
          from college_board_items b join college_programs bp on bp.id = b.program_id where b.player_user_id = ${id}), '[]'::json) as "collegeBoard",
        coalesce((select json_agg(json_build_object('program', ${programName('pp')}, 'stage', i.stage, 'note', i.note, 'archived', i.archived_at is not null)
            order by i.program_id)
          from player_pipeline_items i join college_programs pp on pp.id = i.program_id where i.player_user_id = ${id}), '[]'::json) as "ownPipeline"`,
  );
  // Points (docs/decisions/048): the ledger, awards and reversals, oldest first, and the leaderboard setting.
  const [points] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select
        coalesce((select json_agg(json_build_object('rule', l.rule, 'sourceType', l.source_type, 'points', l.points,
            'reversal', l.reverses_id is not null, 'at', ${isoTime(sql`l.created_at`)}) order by l.created_at, l.id)
          from points_ledger l where l.user_id = ${id}), '[]'::json) as ledger,
        coalesce((select pp.leaderboard_opt_in from points_preferences pp where pp.user_id = ${id}), false) as "leaderboardOptIn"`,
  );
  const [activity] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select
        (select json_build_object('analytics', c.analytics, 'at', ${isoTime(sql`c.updated_at`)}) from analytics_consents c where c.user_id = ${id})
          as "analyticsConsent",
        coalesce((select json_agg(json_build_object('type', a.event_type, 'category', a.event_category, 'path', a.page_path,
            'referrer', a.referrer, 'userAgent', a.user_agent, 'properties', a.properties, 'at', ${isoTime(sql`a.created_at`)}) order by a.created_at, a.id)
          from user_activity_logs a where a.user_id = ${id}), '[]'::json) as events,
        coalesce((select json_agg(json_build_object('path', m.page_path, 'loadTime', m.load_time, 'timeOnPage', m.time_on_page,
            'scrollDepth', m.scroll_depth, 'interactions', m.interactions_count, 'at', ${isoTime(sql`m.created_at`)}) order by m.created_at, m.id)
          from page_performance_metrics m where m.user_id = ${id}), '[]'::json) as "pagePerformance",
        coalesce((select json_agg(json_build_object('type', v.event_type, 'contentType', v.source_content_type, 'contentId', v.source_content_id,
            'platform', v.target_platform, 'at', ${isoTime(sql`v.created_at`)}) order by v.created_at, v.id)
          from viral_activity_events v where v.user_id = ${id}), '[]'::json) as shares,
        coalesce((select json_agg(json_build_object('college', vc.name, 'day', pv.day) order by pv.day, vc.name, pv.college_id)
          from profile_views pv join colleges vc on vc.id = pv.college_id where pv.player_user_id = ${id}), '[]'::json) as "profileViews"`,
  );
  await appendConsentEvent(db, { playerUserId: id, kind: 'data_exported', actorUserId: input.actorUserId, guardianLinkId: input.guardianLinkId });
  const [log] = await rowsOf<{ consentLog: unknown }>(db, sql`select ${consentLogJsonSql(sql`${id}`, null)} as "consentLog"`);
  return {
    exportedAt: new Date().toISOString(),
    account,
    gameProfiles,
    highlights,
    lists,
    savedSearches,
    teams,
    conversations,
    recruiting,
    points,
    activity,
    consentLog: log?.consentLog ?? [],
  };
}
