import type { FastifyInstance } from 'fastify';

export async function recruitingDashboardRoutes(_app: FastifyInstance) {}
