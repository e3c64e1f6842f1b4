import { randomBytes } from 'node:crypto';
import { sendTestEmailBodySchema } from '#shared/contracts/functions.ts';
import { defineFunction } from './server-function.ts';

/** Sends a short message through the product's one email path and answers with its outbox row id. */
export const sendTestEmail = defineFunction({
  name: 'send-test-email',
  description: 'Sends a test email through the mailer (SMTP when configured, else the outbox) and returns its outbox row id and transport.',
  exampleBody: { to: 'someone@example.com' },
  bodySchema: sendTestEmailBodySchema,
  handler: async ({ ctx, viewer }, body) => {
    const reference = randomBytes(4).toString('hex');
    const subject = `Test email ${reference}`;
    const sent = await ctx.mailer.send({
      to: body.to,
      subject,
      text: `This is a test email sent by ${viewer.fullName} (${viewer.email}) from the function test screen.\n\nReference: ${reference}\n`,
    });
    return { sent: true, to: body.to, subject, outboxId: sent.id, transport: sent.transport };
  },
});
