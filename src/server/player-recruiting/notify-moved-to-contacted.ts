/**
 * "{College} {program} wants to talk with you" (issue 13.9,
 * docs/decisions/043): when a program moves a player to Contacted, the
 * pipeline's move service calls this inside its transaction; it reads with
 * that transaction and answers a function that sends the emails, to call
 * after the commit (a rolled-back move sends nothing, and no email waits on
 * a held transaction):
 *
 *   const send = await db.transaction(async (tx) => {
 *     ...move the entry...;
 *     return toContacted ? notifyMovedToContacted(ctx, tx, { programId, playerUserId }) : NO_EMAIL;
 *   });
 *   await send();
 *
 * The email never names the stage or anything internal (notes, owner,
 * tags): only the college, the program and a link to /inbox. Nothing is sent
 * when the player turned these emails off; a minor's active guardians get a
 * marked copy unless they turned copies off. A failed send is logged, not
 * thrown: the move has already happened.
 */
import { sql } from 'drizzle-orm';
import { PROGRAM_LEVEL_LABELS, type ProgramLevel } from '#shared/recruiting/program-levels.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Database } from '#server/db/client.ts';
import { wantsToTalkMessage } from '#server/email/recruiting-emails.ts';
import { rowsOf } from '#server/db/sql.ts';
import { messagesFor, recipientsWithGuardianCopies } from './guardian-copies.ts';
import { getRecruitingEmailSettings } from './recruiting-email-settings.ts';

export type SendAfterCommit = () => Promise<void>;
export const NO_EMAIL: SendAfterCommit = async () => {};

export async function notifyMovedToContacted(
  ctx: AppContext,
  tx: Pick<Database, 'execute'>,
  input: { programId: string; playerUserId: string },
): Promise<SendAfterCommit> {
  const [program] = await rowsOf<{ collegeName: string; titleName: string; level: ProgramLevel }>(
    tx,
    sql`select c.name as "collegeName", t.name as "titleName", p.level
      from college_programs p join colleges c on c.id = p.college_id join esports_titles t on t.id = p.esports_title_id
      where p.id = ${input.programId}`,
  );
  if (!program) return NO_EMAIL;
  const settings = await getRecruitingEmailSettings(tx, input.playerUserId);
  if (!settings.contacted) return NO_EMAIL;
  const recipients = await recipientsWithGuardianCopies(ctx, tx, input.playerUserId);
  if (recipients.length === 0) return NO_EMAIL;
  const message = wantsToTalkMessage({
    collegeName: program.collegeName,
    programName: `${program.titleName} ${PROGRAM_LEVEL_LABELS[program.level]}`,
    baseUrl: ctx.baseUrl,
  });
  const messages = messagesFor(recipients, message, ctx.baseUrl);
  return async () => {
    for (const email of messages) {
      try {
        await ctx.mailer.send(email);
      } catch (error) {
        ctx.log.error({ err: error, programId: input.programId }, 'The "wants to talk with you" email could not be sent');
      }
    }
  };
}
