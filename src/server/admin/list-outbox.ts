import { desc, eq, sql } from 'drizzle-orm';
import type { OutboxMessage } from '#shared/contracts/outbox.ts';
import type { AppContext } from '#server/app-context.ts';
import { emailOutbox } from '#server/db/schema/email.ts';

/** The newest sent emails (write order breaks ties of one instant), optionally to one address (compared case-insensitively), bounded by `limit`. */
export async function listOutbox(
  ctx: AppContext,
  query: { to?: string | undefined; limit: number },
): Promise<{ messages: OutboxMessage[] }> {
  const rows = await ctx.db
    .select({
      id: emailOutbox.id,
      toAddress: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      textBody: emailOutbox.textBody,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .where(query.to ? eq(sql`lower(${emailOutbox.toAddress})`, query.to.toLowerCase()) : undefined)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.seq))
    .limit(query.limit);
  return { messages: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}
