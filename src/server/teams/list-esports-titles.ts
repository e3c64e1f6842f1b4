import { asc, eq } from 'drizzle-orm';
import type { EsportsTitle } from '#shared/contracts/teams.ts';
import type { Database } from '#server/db/client.ts';
import { esportsTitles } from '#server/db/schema/teams.ts';

/** Active titles by name (spec 7.6): the Add Game select and the Find Teams game filter. */
export async function listEsportsTitles(db: Database): Promise<EsportsTitle[]> {
  return db
    .select({ id: esportsTitles.id, name: esportsTitles.name, slug: esportsTitles.slug })
    .from(esportsTitles)
    .where(eq(esportsTitles.active, true))
    .orderBy(asc(esportsTitles.name));
}
