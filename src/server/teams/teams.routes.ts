/** Teams: Find Teams, create, settings, the manage screen load, game profiles, members, staff, user search. */
import type { FastifyInstance } from 'fastify';

export async function teamRoutes(app: FastifyInstance) {
  void app;
}
