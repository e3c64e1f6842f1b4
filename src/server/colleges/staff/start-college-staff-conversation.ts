import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { COLLEGE_STAFF_TEXTS, type CollegeStaffConversation } from '#shared/contracts/college-staff.ts';
import type { AppContext } from '#server/app-context.ts';
import { collegeNotFound } from '../colleges-policies.ts';
import { findOrCreateConversation } from '#server/messaging/conversations/create-conversation.ts';
import { rowsOf } from '#server/db/sql.ts';
import { primaryContactIdSql } from './college-staff-sql.ts';

/**
 * "Message staff" (docs/decisions/034): the direct conversation of the
 * viewer with the college's primary contact, reused when it exists. The
 * contact is staff of a claimed (or demo) college and an adult, so anyone
 * signed in may reach them (decision 011). A minor may open it too, even
 * with a private profile: the minor starts it with a college's verified
 * contact, and their active guardians read it like every conversation of
 * theirs (decision 021). The contact still cannot write to a minor first
 * unless messaging's rules allow it.
 */
export async function startCollegeStaffConversation(ctx: AppContext, viewerId: string, slug: string): Promise<CollegeStaffConversation> {
  const [college] = await rowsOf<{ contactId: string | null }>(
    ctx.db,
    sql`select (${primaryContactIdSql('c')} limit 1) as "contactId" from colleges c where c.slug = ${slug}`,
  );
  if (!college) throw collegeNotFound();
  if (!college.contactId) throw new AppError('not_found', COLLEGE_STAFF_TEXTS.noStaffContact);
  if (college.contactId === viewerId) throw new AppError('conflict', COLLEGE_STAFF_TEXTS.ownContact);
  const { id, isExisting } = await findOrCreateConversation(ctx, {
    type: 'dm',
    title: null,
    creatorId: viewerId,
    participantIds: [viewerId, college.contactId],
  });
  return { conversationId: id, isExisting };
}
