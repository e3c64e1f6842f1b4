/**
 * PATCH /api/colleges/:slug (issue 12.5, docs/decisions/033): the general
 * fields (description, logo URL, socials) in one statement; a field left out
 * stays, `updated_at` moves. Institution facts are not writable here. A new
 * logo is the editor's own upload, and replaces the old third-party address
 * kept from before uploads (docs/decisions/057).
 */
import { eq, sql } from 'drizzle-orm';
import type { CollegeGeneral, CollegeGeneralUpdate } from '#shared/contracts/college-edit.ts';
import { collegeNotFound } from '../colleges-policies.ts';
import type { Database } from '#server/db/client.ts';
import { colleges } from '#server/db/schema/colleges.ts';
import { checkImageField } from '#server/images/check-image-field.ts';
import { constraintAsFieldError } from './college-program-checks.ts';
import { generalOf } from './get-college-edit.ts';

export async function updateCollegeGeneral(db: Database, collegeId: string, editorUserId: string, input: CollegeGeneralUpdate): Promise<CollegeGeneral> {
  if (input.logoUrl !== undefined) {
    const [current] = await db.select({ logoUrl: colleges.logoUrl }).from(colleges).where(eq(colleges.id, collegeId));
    await checkImageField(db, 'logoUrl', input.logoUrl, editorUserId, current?.logoUrl);
  }
  const socials =
    input.socials === undefined
      ? undefined
      : Object.fromEntries(Object.entries(input.socials).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const rows = await db
    .update(colleges)
    .set({
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.logoUrl !== undefined ? { logoUrl: input.logoUrl } : {}),
      ...(input.logoUrl ? { legacyLogoUrl: null } : {}),
      ...(socials !== undefined ? { socials } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(colleges.id, collegeId))
    .returning({ description: colleges.description, logoUrl: colleges.logoUrl, legacyLogoUrl: colleges.legacyLogoUrl, socials: colleges.socials })
    .catch(constraintAsFieldError);
  const [row] = rows;
  if (!row) throw collegeNotFound();
  return generalOf(row);
}
