/**
 * POST /api/programs/:programId/short-links (docs/decisions/039): a link to
 * one of the program's published forms, or to its college page, listed in
 * the program's Links tab and owned by its maker.
 */
import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { SHORT_LINK_TEXTS, type createProgramLinkSchema, type ShortLink } from '#shared/contracts/short-links.ts';
import type { z } from 'zod';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';
import { createShortLink } from './create-short-link.ts';
import type { ProgramLinksAccess } from './short-link-policies.ts';
import { loadShortLink } from './short-link-rows.ts';

export async function createProgramLink(db: Database, access: ProgramLinksAccess, body: z.output<typeof createProgramLinkSchema>): Promise<ShortLink> {
  const { program, viewer } = access;
  const common = {
    programId: program.id,
    ownerUserId: viewer.userId,
    label: body.label ?? null,
    expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
  };
  if (body.target === 'form') {
    const [form] = await rowsOf<{ status: string }>(db, sql`select status from interest_forms where id = ${body.formId} and program_id = ${program.id}`);
    if (!form) throw new AppError('validation', SHORT_LINK_TEXTS.formNotFound, { formId: SHORT_LINK_TEXTS.formNotFound });
    if (form.status === 'draft') throw new AppError('validation', SHORT_LINK_TEXTS.formNotPublished, { formId: SHORT_LINK_TEXTS.formNotPublished });
    const created = await createShortLink(db, { ...common, targetType: 'form', formId: body.formId });
    return loadShortLink(db, created.id);
  }
  const created = await createShortLink(db, { ...common, targetType: 'college', collegeId: program.collegeId });
  return loadShortLink(db, created.id);
}
