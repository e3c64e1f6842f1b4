/**
 * The signed-in user's own sessions (/account, decision 016). A session is
 * named by its id only: its token, the secret in the cookie, never leaves
 * the server.
 */
import { z } from 'zod';

export const accountSessionSchema = z.object({
  id: z.string(),
  /** Browser and system read from the user agent ("Chrome on Windows"), or "Unknown device". */
  device: z.string(),
  ipAddress: z.string().nullable(),
  signedInAt: z.iso.datetime({ offset: true }),
  /** The last refresh of the session (activity is recorded at most once a day). */
  lastActiveAt: z.iso.datetime({ offset: true }),
  /** When it ends if unused; never later than 30 days after signedInAt. */
  expiresAt: z.iso.datetime({ offset: true }),
  /** The session of the request that asked. */
  isCurrent: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionsResponseSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type AccountSessionsResponse = z.infer<typeof accountSessionsResponseSchema>;

export const sessionIdParamsSchema = z.object({ sessionId: z.uuid('Not a session id') });

export const revokedSessionsResponseSchema = z.object({ revoked: z.number().int().nonnegative() });
export type RevokedSessionsResponse = z.infer<typeof revokedSessionsResponseSchema>;
