/**
 * Recruiting emails (issue 13.9, docs/decisions/043): the viewer's own off
 * switches in /account, and the platform admin's "run the digests now".
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { digestRunBodySchema, digestRunSchema, recruitingEmailSettingsInputSchema, recruitingEmailSettingsSchema } from '#shared/contracts/player-recruiting.ts';
import { requireUser } from '#server/auth/policies.ts';
import { requireDigestRunner } from './player-recruiting-policies.ts';
import { getRecruitingEmailSettings, updateRecruitingEmailSettings } from './recruiting-email-settings.ts';
import { sendResponseDigests } from './send-response-digests.ts';

export async function recruitingNotificationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const signedIn = { access: requireUser };

  api.get(
    '/api/account/recruiting-emails',
    { config: signedIn, schema: { tags: ['account'], response: { 200: recruitingEmailSettingsSchema } } },
    async (request) => getRecruitingEmailSettings(db, (await requireUser(request)).userId),
  );

  api.put(
    '/api/account/recruiting-emails',
    { config: signedIn, schema: { tags: ['account'], body: recruitingEmailSettingsInputSchema, response: { 200: recruitingEmailSettingsSchema } } },
    async (request) => updateRecruitingEmailSettings(db, (await requireUser(request)).userId, request.body),
  );

  api.post(
    '/api/admin/recruiting-digests/run',
    { config: { access: requireDigestRunner }, schema: { tags: ['admin'], body: digestRunBodySchema, response: { 200: digestRunSchema } } },
    async () => sendResponseDigests(app.ctx),
  );
}
