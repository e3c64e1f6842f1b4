/**
 * POST /api/auth/change-password: checks the new password against the
 * account's email (the rest of the rule is in the body schema), hands the
 * request to better-auth, and after a change emails the password-changed
 * notice. better-auth answers 401 without a session and 400 for a wrong
 * current password; nothing changes then and no notice is sent.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '#server/app-context.ts';
import { sendFetchResponse, toFetchRequest } from './auth-bridge.ts';
import { getViewer } from './current-user.ts';
import { sendPasswordChangedNotice } from './password-changed-notice.ts';
import { assertPasswordFitsEmail } from './password-rule.ts';

/** `request` carries the validated body; `newPassword` is its field. */
export async function changePassword(ctx: AppContext, newPassword: string, request: FastifyRequest, reply: FastifyReply) {
  const viewer = await getViewer(request);
  if (viewer) assertPasswordFitsEmail(newPassword, viewer.email, 'newPassword');
  const response = await ctx.auth.handler(toFetchRequest(request, ctx.baseUrl));
  if (response.ok && viewer) await sendPasswordChangedNotice(ctx, viewer.email);
  return sendFetchResponse(response, reply);
}
