/**
 * Gold brand kit (docs/decisions/052): PUT /api/teams/:teamId/brand, managers
 * of Gold teams. The banner is the manager's own upload (docs/decisions/057);
 * a new banner replaces the old third-party address kept from before uploads.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BRAND_TEXTS, teamBrandInputSchema, teamBrandSchema } from '#shared/contracts/team-brand.ts';
import { teamIdParamsSchema } from '#shared/contracts/teams.ts';
import { requireTeamManager, requireTeamTier } from './teams-policies.ts';
import { teams } from '#server/db/schema/teams.ts';
import { checkImageField } from '#server/images/check-image-field.ts';

export async function teamBrandRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  api.put(
    '/api/teams/:teamId/brand',
    { schema: { tags: ['teams'], params: teamIdParamsSchema, body: teamBrandInputSchema, response: { 200: teamBrandSchema } } },
    async (request) => {
      const access = await requireTeamManager(request, request.params.teamId);
      requireTeamTier(access, 'brand_management', BRAND_TEXTS.tierRequired);
      const { primaryColor, accentColor, bannerUrl } = request.body;
      const [current] = await ctx.db.select({ bannerUrl: teams.bannerUrl }).from(teams).where(eq(teams.id, access.team.id));
      await checkImageField(ctx.db, 'bannerUrl', bannerUrl, access.viewer.userId, current?.bannerUrl);
      await ctx.db
        .update(teams)
        .set({ brandPrimary: primaryColor, brandAccent: accentColor, bannerUrl, ...(bannerUrl ? { legacyBannerUrl: null } : {}), updatedAt: new Date() })
        .where(eq(teams.id, access.team.id));
      return { primaryColor, accentColor, bannerUrl };
    },
  );
}
