/**
 * GET and PUT /api/account/recruiting-emails (docs/decisions/043): the
 * viewer's own off switches for recruiting emails; no row means all on.
 */
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { RecruitingEmailSettings, recruitingEmailSettingsInputSchema } from '#shared/contracts/player-recruiting.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';

export const ALL_ON: RecruitingEmailSettings = { responseDigest: true, contacted: true, guardianCopies: true, profileViews: true };

export async function getRecruitingEmailSettings(db: Pick<Database, 'execute'>, userId: string): Promise<RecruitingEmailSettings> {
  const [row] = await rowsOf<RecruitingEmailSettings>(
    db,
    sql`select response_digest as "responseDigest", contacted, guardian_copies as "guardianCopies", profile_views as "profileViews" from recruiting_email_settings where user_id = ${userId}`,
  );
  return row ?? ALL_ON;
}

export async function updateRecruitingEmailSettings(
  db: Database,
  userId: string,
  changes: z.output<typeof recruitingEmailSettingsInputSchema>,
): Promise<RecruitingEmailSettings> {
  const value = (sent: boolean | undefined) => (sent === undefined ? sql`default` : sql`${sent}`);
  const keep = (column: string, sent: boolean | undefined) => (sent === undefined ? sql.raw(`recruiting_email_settings.${column}`) : sql.raw(`excluded.${column}`));
  const [row] = await rowsOf<RecruitingEmailSettings>(
    db,
    sql`insert into recruiting_email_settings (user_id, response_digest, contacted, guardian_copies, profile_views)
      values (${userId}, ${value(changes.responseDigest)}, ${value(changes.contacted)}, ${value(changes.guardianCopies)}, ${value(changes.profileViews)})
      on conflict (user_id) do update set
        response_digest = ${keep('response_digest', changes.responseDigest)},
        contacted = ${keep('contacted', changes.contacted)},
        guardian_copies = ${keep('guardian_copies', changes.guardianCopies)},
        profile_views = ${keep('profile_views', changes.profileViews)},
        updated_at = now()
      returning response_digest as "responseDigest", contacted, guardian_copies as "guardianCopies", profile_views as "profileViews"`,
  );
  return row!;
}
