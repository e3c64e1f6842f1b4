/** Gold contract management (docs/decisions/052): team managers of Gold teams. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createdIdSchema, teamIdParamsSchema } from '#shared/contracts/teams.ts';
import {
  CONTRACT_TEXTS,
  contractParamsSchema,
  teamContractsSchema,
  updateContractSchema,
} from '#shared/contracts/team-contracts.ts';
import { requireTeamManager, requireTeamTier } from './teams-policies.ts';
import { listContracts, updateContract } from './contracts/contracts.ts';

export async function teamContractRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['teams'];

  const requireContractManager = async (request: FastifyRequest, teamId: string, options: { allowArchived?: boolean } = {}) => {
    const access = await requireTeamManager(request, teamId, options);
    requireTeamTier(access, 'contract_management', CONTRACT_TEXTS.tierRequired);
    return access;
  };

  api.get(
    '/api/teams/:teamId/contracts',
    { schema: { tags, params: teamIdParamsSchema, response: { 200: teamContractsSchema } } },
    async (request) => {
      const access = await requireContractManager(request, request.params.teamId, { allowArchived: true });
      return listContracts(ctx.db, access.team.id);
    },
  );

  api.put(
    '/api/teams/:teamId/contracts/:kind/:itemId',
    { schema: { tags, params: contractParamsSchema, body: updateContractSchema, response: { 200: createdIdSchema } } },
    async (request) => {
      const access = await requireContractManager(request, request.params.teamId);
      return updateContract(ctx.db, access.team.id, request.params.kind, request.params.itemId, request.body);
    },
  );
}
