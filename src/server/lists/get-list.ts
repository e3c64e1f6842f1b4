/**
 * GET /api/lists/:listId: the list and its items in order. A player is shown
 * only while the owner may still see their profile (profileVisibleSql);
 * otherwise the item stays, with its note, as "No longer available" and no
 * player data, so the owner can remove it (docs/decisions/024). A minor the
 * owner sees only as the public does shows name, class year and state, no
 * avatar and no rank (docs/decisions/019). A college item carries its
 * college's card identity (pages are public; the foreign key removes the
 * item with its college), joined in the same statement.
 */
import { sql } from 'drizzle-orm';
import type { ListDetail, ListItem } from '#shared/contracts/lists.ts';
import type { ListAccess } from './lists-policies.ts';
import type { Database } from '#server/db/client.ts';
import {
  isMinorSql,
  playerTeamStaffIdsSql,
  profileInsiderSql,
  profileVisibleSql,
  type ProfileViewer,
} from '#server/visibility/profile-visibility-sql.ts';
import { isoTime, rowsOf } from '#server/db/sql.ts';

/** True when the viewer sees the row's minor only through the public audience. */
function publicViewOfMinorSql(viewer: ProfileViewer) {
  if (viewer.isRecruiter) return sql<boolean>`false`;
  return sql<boolean>`(${isMinorSql('up')} and not ${profileInsiderSql('up', viewer)}
    and ${viewer.userId} not in (${playerTeamStaffIdsSql('up')}))`;
}

/** `list` is the row requireListOwner loaded; the items are one more statement. */
export async function getList(db: Database, viewer: ProfileViewer, list: ListAccess['list']): Promise<ListDetail> {
  const listId = list.id;
  const items = await rowsOf<ListItem>(
    db,
    sql`select i.id, i.item_type as "itemType", i.position, i.note, ${isoTime(sql`i.created_at`)} as "createdAt",
        i.college_id as "collegeId",
        case when up.user_id is null or not ${profileVisibleSql('up', viewer)} then null
          when ${publicViewOfMinorSql(viewer)} then json_build_object('userId', up.user_id, 'slug', up.slug,
            'displayName', up.display_name, 'avatarUrl', null, 'gradYear', up.grad_year, 'state', up.state, 'mainGame', null)
          else json_build_object('userId', up.user_id, 'slug', up.slug, 'displayName', up.display_name,
            'avatarUrl', up.avatar_url, 'gradYear', up.grad_year, 'state', up.state,
            'mainGame', case when mg.title_name is null then null
              else json_build_object('titleName', mg.title_name, 'rankName', mg.rank_name) end)
        end as player,
        case when c.id is null then null else json_build_object('id', c.id, 'slug', c.slug, 'name', c.name,
          'city', c.city, 'state', c.state, 'isClaimed', c.claimed_at is not null, 'isDemo', c.is_demo) end as college
      from list_items i
      left join user_profiles up on up.user_id = i.player_user_id
      left join colleges c on c.id = i.college_id
      left join lateral (
        select t.name as title_name, rt.name as rank_name
        from player_game_profiles g
        join esports_titles t on t.id = g.esports_title_id
        left join rank_tiers rt on rt.id = g.current_tier_id
        where g.user_id = up.user_id
        order by g.position, g.created_at, g.id
        limit 1
      ) mg on true
      where i.list_id = ${listId}
      order by i.position, i.id`,
  );
  return {
    list: {
      id: list.id,
      name: list.name,
      itemType: list.itemType,
      itemCount: items.length,
      createdAt: list.createdAt.toISOString(),
      updatedAt: list.updatedAt.toISOString(),
    },
    items,
  };
}
