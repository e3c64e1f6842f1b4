/**
 * The player's or a minor's guardian's own consent to show an outcome
 * publicly (docs/decisions/041), given or withdrawn at any time; each side
 * changes only its own column. Public needs the player's and, for a minor,
 * a guardian's. Logged in the consent log.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { guardianLinkIdOf } from './approve-outcome.ts';
import { appendConsentEvent } from '#server/guardian-consent/append-consent-event.ts';

export async function setOutcomeConsent(
  db: Database,
  input: { id: string; playerUserId: string; actorUserId: string; side: 'player' | 'guardian'; show: boolean },
): Promise<void> {
  const column = sql.identifier(input.side === 'player' ? 'player_public_consent_at' : 'guardian_public_consent_at');
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`update recruiting_outcomes set ${column} = ${input.show ? sql`coalesce(${column}, now())` : sql`null`}, updated_at = now()
        where id = ${input.id} and withdrawn_at is null`,
    );
    await appendConsentEvent(tx, {
      playerUserId: input.playerUserId,
      kind: input.show ? 'outcome_public_granted' : 'outcome_public_revoked',
      actorUserId: input.actorUserId,
      guardianLinkId: input.side === 'guardian' ? await guardianLinkIdOf(tx, input.playerUserId, input.actorUserId) : null,
      detail: { outcomeId: input.id },
    });
  });
}
