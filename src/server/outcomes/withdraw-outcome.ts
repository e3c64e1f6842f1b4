/**
 * Withdrawing an outcome (docs/decisions/041): kept for the record, shown
 * nowhere, its share links disabled, in one transaction. The player's or a
 * guardian's withdrawal is logged in the consent log; a program withdrawing
 * its own record is not a consent of the player's.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { guardianLinkIdOf } from './approve-outcome.ts';
import { appendConsentEvent } from '#server/guardian-consent/append-consent-event.ts';

export async function withdrawOutcome(
  db: Database,
  input: { id: string; playerUserId: string; actorUserId: string; side: 'player' | 'guardian' | 'college' },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`update recruiting_outcomes set withdrawn_at = coalesce(withdrawn_at, now()), updated_at = now() where id = ${input.id}`);
    await tx.execute(sql`update short_links set disabled_at = now() where outcome_id = ${input.id} and disabled_at is null`);
    if (input.side === 'college') return;
    await appendConsentEvent(tx, {
      playerUserId: input.playerUserId,
      kind: 'outcome_withdrawn',
      actorUserId: input.actorUserId,
      guardianLinkId: input.side === 'guardian' ? await guardianLinkIdOf(tx, input.playerUserId, input.actorUserId) : null,
      detail: { outcomeId: input.id },
    });
  });
}
