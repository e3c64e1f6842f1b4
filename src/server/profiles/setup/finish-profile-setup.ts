/**
 * POST /api/profile/setup/finish: the setup is done (the onboarding banner
 * goes) and, for a player, the profile is published with the visibility
 * chosen. A minor's stays hidden until an active guardian approves
 * (isLiveSql): the request is appended to the consent log and the answer
 * says so. Family and recruiter setups publish nothing (decision 020).
 */
import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { PROFILE_SETUP_TEXTS, type FinishSetupResponse } from '#shared/contracts/profile-setup.ts';
import { setupKindFor } from '#shared/account/profile-setup-steps.ts';
import type { Database } from '#server/db/client.ts';
import { awardProfileMilestones } from '#server/points/award-profile-milestones.ts';
import { rowsOf } from '#server/db/sql.ts';
import { getProfileSetup, type ProfileOwner } from './get-profile-setup.ts';
import { isLiveSql, isMinorSql } from '#server/visibility/profile-visibility-sql.ts';

interface FinishedRow {
  started: boolean;
  isMinor: boolean;
  isLive: boolean;
  awaitsGuardian: boolean;
  isPrivate: boolean;
}

export async function finishProfileSetup(db: Database, owner: ProfileOwner): Promise<FinishSetupResponse> {
  const publishes = setupKindFor(owner.grants) === 'player';
  return db.transaction(async (tx) => {
    const [row] = await rowsOf<FinishedRow>(
      tx,
      sql`update user_profiles p set
          setup_completed_at = coalesce(p.setup_completed_at, now()),
          is_published = p.is_published or ${publishes},
          published_at = case when ${publishes} then coalesce(p.published_at, now()) else p.published_at end,
          updated_at = now()
        where p.user_id = ${owner.userId} and p.onboarding_step is not null
        returning true as started, ${isMinorSql('p')} as "isMinor", ${isLiveSql('p')} as "isLive",
          (${isMinorSql('p')} and p.guardian_approved_visibility is null) as "awaitsGuardian",
          p.visibility = 'private' as "isPrivate"`,
    );
    if (!row) throw new AppError('validation', PROFILE_SETUP_TEXTS.setupNotStarted);
    if (publishes && row.awaitsGuardian) {
      await tx.execute(sql`insert into consent_events (player_user_id, guardian_link_id, actor_user_id, kind, detail)
        values (${owner.userId},
          (select gl.id from guardian_links gl where gl.player_user_id = ${owner.userId} and gl.status in ('active', 'invited')
            order by gl.status = 'active' desc, gl.created_at desc, gl.id limit 1),
          ${owner.userId}, 'publishing_requested',
          json_build_object('visibility', (select visibility from user_profiles where user_id = ${owner.userId}))::jsonb)`);
    }
    const pointsAwarded = await awardProfileMilestones(tx, owner.userId);
    const draft = await getProfileSetup(tx, owner);
    const message = !publishes
      ? PROFILE_SETUP_TEXTS.setupDone
      : row.awaitsGuardian
        ? PROFILE_SETUP_TEXTS.minorNeedsGuardian
        : row.isPrivate
          ? PROFILE_SETUP_TEXTS.publishedPrivate
          : PROFILE_SETUP_TEXTS.published;
    return { draft, message, isLive: publishes && row.isLive && !row.isPrivate, pointsAwarded };
  });
}
