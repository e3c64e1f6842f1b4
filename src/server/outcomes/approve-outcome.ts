/** An active guardian approves a minor's own outcome record (docs/decisions/041): others may see it from now on; logged in the consent log. */
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { appendConsentEvent } from '#server/guardian-consent/append-consent-event.ts';

export async function approveOutcome(db: Database, input: { id: string; playerUserId: string; guardianUserId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`update recruiting_outcomes set guardian_approved_at = coalesce(guardian_approved_at, now()),
          guardian_approved_by_user_id = coalesce(guardian_approved_by_user_id, ${input.guardianUserId}), updated_at = now()
        where id = ${input.id} and withdrawn_at is null`,
    );
    await appendConsentEvent(tx, {
      playerUserId: input.playerUserId,
      kind: 'outcome_approved',
      actorUserId: input.guardianUserId,
      guardianLinkId: await guardianLinkIdOf(tx, input.playerUserId, input.guardianUserId),
      detail: { outcomeId: input.id },
    });
  });
}

/** The guardian's active link to the player, for the consent log. */
export async function guardianLinkIdOf(db: Pick<Database, 'execute'>, playerUserId: string, guardianUserId: string): Promise<string | null> {
  const result = await db.execute(
    sql`select id from guardian_links where player_user_id = ${playerUserId} and guardian_user_id = ${guardianUserId} and status = 'active'
      order by accepted_at, id limit 1`,
  );
  return (result as unknown as { rows: { id: string }[] }).rows[0]?.id ?? null;
}
