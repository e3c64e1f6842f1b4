/**
 * An invitation still usable: its token's hash, status invited, not
 * expired. Used, rotated, expired and unknown tokens all answer the same
 * 404, so a link reveals nothing once it stops working.
 */
import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { GUARDIAN_TEXTS, type GuardianInvitationInfo } from '#shared/contracts/guardians.ts';
import type { Database } from '#server/db/client.ts';
import { isoTime, rowsOf } from '#server/db/sql.ts';
import { hashGuardianToken } from '#server/guardian-consent/guardian-invitation-token.ts';

export interface UsableInvitation extends GuardianInvitationInfo {
  id: string;
  playerUserId: string;
}

/** `lock`: inside a transaction, hold the link row until it commits (accepting). */
export async function findUsableInvitation(db: Pick<Database, 'execute'>, token: string, lock = false): Promise<UsableInvitation> {
  const [row] = await rowsOf<UsableInvitation>(
    db,
    sql`select gl.id, gl.player_user_id as "playerUserId", gl.guardian_email as "guardianEmail",
        ${isoTime(sql`gl.expires_at`)} as "expiresAt", up.display_name as "playerDisplayName"
      from guardian_links gl
      join user_profiles up on up.user_id = gl.player_user_id
      where gl.token_hash = ${hashGuardianToken(token)} and gl.status = 'invited' and gl.expires_at > now()
      ${lock ? sql`for update of gl` : sql``}`,
  );
  if (!row) throw new AppError('not_found', GUARDIAN_TEXTS.invalidInvitation);
  return row;
}

export async function getGuardianInvitation(db: Database, token: string): Promise<GuardianInvitationInfo> {
  const { playerDisplayName, guardianEmail, expiresAt } = await findUsableInvitation(db, token);
  return { playerDisplayName, guardianEmail, expiresAt };
}
