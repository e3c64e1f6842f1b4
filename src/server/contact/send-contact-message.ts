/**
 * POST /api/contact: keeps the message in contact_messages (with the
 * sender's user id when signed in) and emails the platform staff a copy
 * through the one mail path. The row is the record staff work from, so a
 * failed delivery is logged and does not lose the message. A signed-in
 * Player Plus sender gets priority support (decision 046 session 24): the
 * staff copy's subject starts with "[Priority]" and asks for a reply within
 * one business day instead of two.
 */
import { CONTACT_TOPIC_LABELS, type ContactMessage, type ContactMessageReceipt } from '#shared/contracts/contact.ts';
import { playerPlanAllows } from '#shared/access/plans.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import { contactMessages } from '#server/db/schema/contact.ts';
import { playerPlanOf } from '#server/subscriptions/plan-gates.ts';

export async function sendContactMessage(
  ctx: AppContext,
  viewer: Viewer | null,
  input: ContactMessage,
): Promise<ContactMessageReceipt> {
  const [row] = await ctx.db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      topic: input.topic,
      message: input.message,
      userId: viewer?.userId ?? null,
    })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  if (!row) throw new Error('contact message insert returned no row');

  const topic = CONTACT_TOPIC_LABELS[input.topic];
  const priority = viewer !== null && playerPlanAllows(await playerPlanOf(ctx.db, viewer.userId), 'priority_support');
  const account = viewer ? `Signed in as ${viewer.fullName} <${viewer.email}> (user ${viewer.userId})` : 'Not signed in';
  try {
    await ctx.mailer.send({
      to: ctx.staffEmail,
      subject: `${priority ? '[Priority] ' : ''}Contact form: ${topic} from ${input.name}`,
      text: [
        `A message arrived through the contact form (${ctx.baseUrl}/contact).`,
        '',
        `Topic: ${topic}`,
        `From: ${input.name} <${input.email}>`,
        `Account: ${account}`,
        ...(priority ? ['Priority support: Player Plus'] : []),
        `Message id: ${row.id}`,
        '',
        input.message,
        '',
        `Reply to ${input.email} within ${priority ? 'one business day' : 'two business days'}.`,
      ].join('\n'),
    });
  } catch (error) {
    ctx.log.error({ err: error, contactMessageId: row.id }, 'contact message stored but the staff email failed');
  }
  return { id: row.id, receivedAt: row.createdAt.toISOString() };
}
