/**
 * The Share button's short link to a public outcome's status page
 * (docs/decisions/041): made on demand, once; later asks get the same
 * working link back. Made by the college's staff it belongs to the
 * outcome's program (its Links tab lists it, as decision 039's links made
 * there); made by the player or a guardian it has no program.
 */
import { sql } from 'drizzle-orm';
import type { OutcomeShortLink } from '#shared/contracts/outcomes.ts';
import type { Database } from '#server/db/client.ts';
import { createShortLink } from '#server/short-links/create-short-link.ts';
import { rowsOf } from '#server/db/sql.ts';

export async function createOutcomeShortLink(
  db: Database,
  input: { outcomeId: string; ownerUserId: string; programId: string | null },
): Promise<OutcomeShortLink> {
  const [existing] = await rowsOf<{ code: string }>(
    db,
    sql`select code from short_links where outcome_id = ${input.outcomeId} and target_type = 'status' and disabled_at is null
        and (expires_at is null or expires_at > now())
      order by created_at, id limit 1`,
  );
  const code = existing?.code ?? (await createShortLink(db, { targetType: 'status', outcomeId: input.outcomeId, ownerUserId: input.ownerUserId, programId: input.programId })).code;
  return { code, path: `/r/${code}` };
}
