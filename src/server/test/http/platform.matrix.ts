/**
 * Access matrix of the routes every visitor meets (docs/decisions/055, run by
 * platform-access-matrix.api.test.ts): health, the API docs (public, and
 * showing nothing private: security/api-docs.api.test.ts), the contact form
 * (anyone; a signed-in sender's account is recorded), the landing page's
 * figures (anyone, the same answer), and the realtime
 * websocket, whose plain GET is a 400 for everyone (the upgrade itself:
 * realtime/*.api.test.ts).
 */
import { defineAccessMatrix, type Outcome } from '#server/test/access-matrix.ts';

export type PlatformCaller = 'anonymous' | 'stranger' | 'minor' | 'yes_admin';

const anyone = (ok: Outcome) => ({ anonymous: ok, stranger: ok, minor: ok, yes_admin: ok }) as const;

export const platformAccessMatrix = defineAccessMatrix<PlatformCaller>({
  module: 'src/server/test/http/platform.matrix.ts',
  entries: [
    { route: 'GET /api/health', expect: anyone(200) },
    { route: 'GET /api/docs', expect: anyone(200) },
    { route: 'GET /api/docs/json', expect: anyone(200) },
    { route: 'GET /api/docs/yaml', expect: anyone(200) },
    // The docs page's own address is /api/docs; this one sends there.
    { route: 'GET /api/docs/static/index.html', expect: anyone(302) },
    { route: 'GET /api/docs/static/swagger-initializer.js', expect: anyone(200) },
    { route: 'GET /api/docs/static/*', request: () => ({ url: '/api/docs/static/swagger-ui.css' }), expect: anyone(200) },
    { route: 'GET /api/realtime', expect: anyone(400) },
    // The landing page's figures (docs/decisions/070): the same public counts for everyone.
    { route: 'GET /api/landing-figures', expect: anyone(200) },
    {
      route: 'POST /api/contact',
      request: () => ({ payload: { name: 'Matrix Sender', email: 'matrix.sender@example.com', topic: 'general', message: 'A question about the matrix.' } }),
      expect: anyone(201),
    },
  ],
});
