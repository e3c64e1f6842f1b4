import { evaluateFlagsBodySchema } from '#shared/contracts/functions.ts';
import { evaluateFlags } from '#shared/access/flags.ts';
import { listFlags } from '#server/flags/list-flags.ts';
import { defineFunction } from './server-function.ts';

/** Every flag as a user holding these roles would get it (the same rule /api/me applies). */
export const evaluateFlagsFunction = defineFunction({
  name: 'evaluate-flags',
  description: 'Evaluates every feature flag for a user holding the given roles, as /api/me would.',
  exampleBody: { roles: ['yes_staff'] },
  bodySchema: evaluateFlagsBodySchema,
  handler: async ({ ctx }, body) => {
    const { flags } = await listFlags(ctx.db);
    return { roles: body.roles, flags: evaluateFlags(flags, body.roles) };
  },
});
