import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { sendTestEmailBodySchema } from '#shared/contracts/functions.ts';
import { emailOutbox } from '#server/db/schema/email.ts';
import { defineFunction } from './server-function.ts';

/** Sends a short message through the product's one email path and answers with its outbox row id. */
export const sendTestEmail = defineFunction({
  name: 'send-test-email',
  description: 'Sends a test email through the mailer (SMTP when configured, else the outbox) and returns its outbox id.',
  exampleBody: { to: 'someone@example.com' },
  bodySchema: sendTestEmailBodySchema,
  handler: async ({ ctx, viewer }, body) => {
    const reference = randomBytes(4).toString('hex');
    const subject = `Test email ${reference}`;
    await ctx.mailer.send({
      to: body.to,
      subject,
      text: `This is a test email sent by ${viewer.fullName} (${viewer.email}) from the function test screen.\n\nReference: ${reference}\n`,
    });
    const [row] = await ctx.db
      .select({ id: emailOutbox.id, transport: emailOutbox.transport })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, body.to), eq(emailOutbox.subject, subject)))
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(1);
    return { sent: true, to: body.to, subject, outboxId: row?.id ?? null, transport: row?.transport ?? null };
  },
});
