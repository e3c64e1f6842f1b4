/** "Send claim link" / "Resend claim link" from the players list: a new single-use link, the earlier ones stop working. */
import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { TEAM_PLAYER_TEXTS } from '#shared/contracts/team-players.ts';
import type { AppContext } from '#server/app-context.ts';
import { rowsOf } from '#server/teams/team-sql.ts';
import { issueClaimLink, sendClaimLinkEmail } from './claim-link.ts';

interface ClaimTarget {
  email: string;
  guardianEmail: string | null;
  displayName: string;
  teamName: string | null;
}

export async function sendClaimLink(ctx: AppContext, viewer: { fullName: string }, userId: string): Promise<{ sentTo: 'player' | 'guardian' }> {
  const { url, target } = await ctx.db.transaction(async (tx) => {
    const [row] = await rowsOf<ClaimTarget>(
      tx,
      sql`update user_profiles up set claim_status = 'invited', updated_at = now()
        from profiles p where p.id = up.user_id and up.user_id = ${userId} and up.claim_status in ('draft', 'invited')
        returning p.email, up.guardian_email as "guardianEmail", up.display_name as "displayName",
          (select t.name from teams t where t.id = up.created_for_team_id) as "teamName"`,
    );
    // Claimed since the access check: answer as the policy would now.
    if (!row) throw new AppError('not_found', TEAM_PLAYER_TEXTS.playerNotFound);
    return { url: await issueClaimLink(tx, ctx.baseUrl, userId), target: row };
  });
  const toGuardian = target.guardianEmail !== null;
  await sendClaimLinkEmail(ctx, {
    to: target.guardianEmail ?? target.email,
    toGuardian,
    playerName: target.displayName,
    teamName: target.teamName ?? 'their team',
    coachName: viewer.fullName,
    url,
  });
  return { sentTo: toGuardian ? 'guardian' : 'player' };
}
