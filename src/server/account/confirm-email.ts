import { APIError } from 'better-auth/api';
import { AppError } from '#shared/app-error.ts';
import { INVALID_CONFIRMATION_LINK } from '#shared/contracts/account.ts';
import type { AppContext } from '#server/app-context.ts';

/** Consumes the emailed confirmation token once, confirms the address and signs the person in (docs/decisions/017). */
export async function confirmEmail(ctx: AppContext, token: string, headers: Headers) {
  try {
    const result = await ctx.auth.api.confirmEmail({ body: { token }, headers, returnHeaders: true });
    return { setCookies: result.headers.getSetCookie() };
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500) throw new AppError('not_found', INVALID_CONFIRMATION_LINK);
    throw error;
  }
}
