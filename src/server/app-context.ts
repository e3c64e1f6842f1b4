/** What every route and service reaches through `app.ctx`. */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client.ts';
import type { Auth } from '#server/auth/auth.ts';
import type { Mailer } from '#server/email/send-email.ts';
import type { RealtimeBus } from '#server/realtime/realtime-bus.ts';

export interface AppContext {
  db: Database;
  auth: Auth;
  mailer: Mailer;
  baseUrl: string;
  staffEmail: string;
  log: FastifyBaseLogger;
  /** Messaging events to the participants' websockets (src/server/realtime). */
  realtime: RealtimeBus;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
