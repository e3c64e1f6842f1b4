/**
 * GET /api/health: 200 while the database answers, 503 while it is away
 * (a PostgreSQL restart or crash); load balancers and the reliability test
 * read it. It never throws: the process stays up and reports.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
});

export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } } },
    async (request, reply) => {
      try {
        await app.ctx.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'up' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'health: the database did not answer');
        return reply.status(503).header('retry-after', '5').send({ status: 'unavailable', database: 'down' });
      }
    },
  );
}
