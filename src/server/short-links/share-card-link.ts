/**
 * POST /api/me/short-links/card (docs/decisions/039): the player's "Share my
 * card" link, made once and reused: the newest working card link they own,
 * else a new one. The player's profile row is locked while deciding, so two
 * clicks at once make one link.
 */
import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { SHORT_LINK_TEXTS, type CardLinkResponse } from '#shared/contracts/short-links.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import type { Database } from '#server/db/client.ts';
import { publicProfileVisibleSql } from '#server/visibility/profile-visibility-sql.ts';
import { rowsOf } from '#server/db/sql.ts';
import { createShortLink } from './create-short-link.ts';
import { loadShortLink } from './short-link-rows.ts';

export async function shareCardLink(db: Database, viewer: Viewer): Promise<CardLinkResponse> {
  return db.transaction(async (tx) => {
    const [profile] = await rowsOf<{ isPublic: boolean }>(
      tx,
      sql`select ${publicProfileVisibleSql('p')} as "isPublic" from user_profiles p where p.user_id = ${viewer.userId} for update`,
    );
    if (!profile) throw new AppError('conflict', SHORT_LINK_TEXTS.noProfile);
    const [existing] = await rowsOf<{ id: string }>(
      tx,
      sql`select id from short_links
        where target_type = 'player_card' and player_user_id = ${viewer.userId} and owner_user_id = ${viewer.userId}
          and disabled_at is null and (expires_at is null or expires_at > now())
        order by created_at desc, id desc limit 1`,
    );
    const id = existing?.id ?? (await createShortLink(tx, { targetType: 'player_card', playerUserId: viewer.userId, ownerUserId: viewer.userId })).id;
    return { link: await loadShortLink(tx, id), cardIsPublic: Boolean(profile.isPublic) };
  });
}
