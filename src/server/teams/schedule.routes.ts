/** Team schedule and results: practices, attendance, tournaments, recruiting posts, achievements, calendar feed, analytics. */
import type { FastifyInstance } from 'fastify';

export async function teamScheduleRoutes(app: FastifyInstance) {
  void app;
}
