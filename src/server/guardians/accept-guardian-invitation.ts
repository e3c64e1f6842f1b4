/**
 * Accepting a guardian invitation (docs/decisions/021): any signed-in adult
 * account may accept (guardians often use another address than the one
 * invited); the link is single-use. In one transaction: the link becomes
 * active with its guardian, scopes and acceptance time, its token is
 * cleared, the account gets the family_guardian role unless it holds a
 * family role already, and `guardian_accepted` is logged.
 */
import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { GUARDIAN_ADULT_MESSAGE, GUARDIAN_TEXTS } from '#shared/contracts/guardians.ts';
import { FAMILY_ROLES } from '#shared/access/roles.ts';
import type { Database } from '#server/db/client.ts';
import { userRoles } from '#server/db/schema/profiles.ts';
import { isMinorSql } from '#server/visibility/profile-visibility-sql.ts';
import { rowsOf } from '#server/db/sql.ts';
import { appendConsentEvent } from '#server/guardian-consent/append-consent-event.ts';
import { findUsableInvitation } from './find-guardian-invitation.ts';

/** What an active link lets its guardian do. */
export const GUARDIAN_SCOPES = ['approve_publishing', 'read_college_messages', 'export_data', 'request_deletion'] as const;

/** Accepts inside the caller's transaction; returns the player's id. */
export async function acceptInvitationIn(tx: Database, token: string, guardianUserId: string): Promise<string> {
  const invitation = await findUsableInvitation(tx, token, true);
  if (invitation.playerUserId === guardianUserId) throw new AppError('forbidden', GUARDIAN_TEXTS.ownInvitation);
  const [guardian] = await rowsOf<{ isMinor: boolean; hasFamilyRole: boolean }>(
    tx,
    sql`select ${isMinorSql('up')} as "isMinor",
        exists (select 1 from user_roles ur where ur.user_id = up.user_id and ur.role in ${[...FAMILY_ROLES]}) as "hasFamilyRole"
      from user_profiles up where up.user_id = ${guardianUserId}`,
  );
  if (guardian?.isMinor) throw new AppError('forbidden', GUARDIAN_ADULT_MESSAGE);
  await tx.execute(sql`update guardian_links set status = 'active', guardian_user_id = ${guardianUserId}, accepted_at = now(),
      token_hash = null, expires_at = null, scopes = ${sql.raw(`ARRAY[${GUARDIAN_SCOPES.map((scope) => `'${scope}'`).join(', ')}]::text[]`)},
      updated_at = now()
    where id = ${invitation.id}`);
  if (!guardian?.hasFamilyRole) await tx.insert(userRoles).values({ userId: guardianUserId, role: 'family_guardian' }).onConflictDoNothing();
  await appendConsentEvent(tx, {
    playerUserId: invitation.playerUserId,
    kind: 'guardian_accepted',
    actorUserId: guardianUserId,
    guardianLinkId: invitation.id,
    detail: { invitedEmail: invitation.guardianEmail },
  });
  return invitation.playerUserId;
}

export async function acceptGuardianInvitation(db: Database, token: string, guardianUserId: string) {
  const playerUserId = await db.transaction((tx) => acceptInvitationIn(tx, token, guardianUserId));
  return { playerUserId };
}
