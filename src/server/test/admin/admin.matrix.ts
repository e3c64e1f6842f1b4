/**
 * Access matrix of the platform admin and content routes (docs/decisions/055,
 * run by admin-access-matrix.api.test.ts): roles, user look-up and the email
 * outbox are yes_admin's alone (the outbox holds other people's links,
 * decision 013); flags, server functions, alerts, content pages and news are
 * written by platform staff (yes_staff, yes_developer, yes_admin); the site
 * alerts, published pages and news are read by anyone. Failed (dead-lettered)
 * jobs and their retry are yes_admin's alone, like the outbox (decision 056).
 */
import type { App } from '#server/app.ts';
import { defineAccessMatrix, type Outcome } from '#server/test/access-matrix.ts';
import type { TestUser } from '#server/test/test-users.ts';

export interface AdminFixture {
  app: App;
  /** A user whose roles the role routes read and change. */
  target: TestUser;
  /** The cookie of a platform admin, to make the rows the cases change. */
  adminCookie: string;
  /** A new row of each kind (made through the API as an admin), for the cases that change or delete one. */
  newAlert(): Promise<string>;
  newFlag(): Promise<string>;
  newPage(): Promise<{ id: string; slug: string }>;
  newArticle(): Promise<{ id: string; slug: string }>;
}

/** yes_admin alone: signed out 401, everyone else 403 (platform staff and developers too). */
const adminOnly = (ok: Outcome) => ({ anonymous: 401, stranger: 403, college_admin: 403, yes_staff: 403, yes_developer: 403, yes_admin: ok }) as const;
/** Platform staff (any of the three roles): signed out 401, players and college staff 403. */
const platformStaff = (ok: Outcome) => ({ anonymous: 401, stranger: 403, minor: 403, college_admin: 403, yes_staff: ok, yes_developer: ok, yes_admin: ok }) as const;
/** Anyone, signed in or not. */
const anyone = (ok: Outcome) => ({ anonymous: ok, stranger: ok, minor: ok, college_admin: ok, yes_admin: ok }) as const;

let sequence = 0;
const unique = (prefix: string) => `${prefix}-${(sequence += 1)}`;

export const adminAccessMatrix = defineAccessMatrix<'anonymous' | 'stranger' | 'minor' | 'college_admin' | 'yes_staff' | 'yes_developer' | 'yes_admin', AdminFixture>({
  module: 'src/server/test/admin/admin.matrix.ts',
  entries: [
    { route: 'GET /api/admin/outbox', expect: adminOnly(200) },
    { route: 'GET /api/admin/jobs/dead', expect: adminOnly(200) },
    // A job that is not dead-lettered (none is here): the access check answers first, then the admin's 404.
    // The retry of a real dead job: jobs/job-queue.api.test.ts.
    { route: 'POST /api/admin/jobs/:jobId/retry', request: () => ({ params: { jobId: '00000000-0000-4000-8000-000000000000' } }), expect: adminOnly(404) },
    { route: 'GET /api/admin/users', request: (f) => ({ url: `/api/admin/users?email=${encodeURIComponent(f.target.email)}` }), expect: adminOnly(200) },
    { route: 'GET /api/admin/users/:userId/roles', request: (f) => ({ params: { userId: f.target.id } }), expect: adminOnly(200) },
    {
      route: 'POST /api/admin/users/:userId/roles',
      request: (f) => ({ params: { userId: f.target.id }, payload: { role: 'recruit_caster' } }),
      expect: adminOnly(201),
    },
    {
      route: 'DELETE /api/admin/users/:userId/roles/:role',
      request: (f) => ({ params: { userId: f.target.id, role: 'recruit_caster' } }),
      expect: adminOnly(200),
    },
    { route: 'GET /api/admin/flags', expect: platformStaff(200) },
    {
      route: 'POST /api/admin/flags',
      request: () => ({
        payload: { key: unique('matrix_flag').replace('-', '_'), enabled: false, rolloutPercentage: 100, requiredRoles: [], devOnly: false, variant: '', featureType: 'ops', notes: '' },
      }),
      expect: platformStaff(201),
    },
    { route: 'PATCH /api/admin/flags/:flagKey', request: async (f) => ({ params: { flagKey: await f.newFlag() }, payload: { notes: 'Edited' } }), expect: platformStaff(200) },
    { route: 'DELETE /api/admin/flags/:flagKey', request: async (f) => ({ params: { flagKey: await f.newFlag() } }), expect: platformStaff(204) },
    { route: 'GET /api/admin/functions', expect: platformStaff(200) },
    { route: 'POST /api/admin/functions/:functionName', request: () => ({ params: { functionName: 'health-check' }, payload: {} }), expect: platformStaff(200) },
    { route: 'GET /api/alerts', expect: anyone(200) },
    { route: 'GET /api/admin/alerts', expect: platformStaff(200) },
    { route: 'GET /api/admin/alerts/:id', request: async (f) => ({ params: { id: await f.newAlert() } }), expect: platformStaff(200) },
    { route: 'POST /api/admin/alerts', request: () => ({ payload: { message: 'Matrix alert' } }), expect: platformStaff(201) },
    { route: 'PATCH /api/admin/alerts/:id', request: async (f) => ({ params: { id: await f.newAlert() }, payload: { message: 'Changed' } }), expect: platformStaff(200) },
    { route: 'DELETE /api/admin/alerts/:id', request: async (f) => ({ params: { id: await f.newAlert() } }), expect: platformStaff(200) },
    { route: 'GET /api/content-pages', expect: anyone(200) },
    { route: 'GET /api/content-pages/:slug', request: async (f) => ({ params: { slug: (await f.newPage()).slug } }), expect: anyone(200) },
    {
      route: 'POST /api/content-pages',
      request: () => {
        const slug = unique('matrix-page');
        return { payload: { title: `Title of ${slug}`, slug, menuDescription: 'About', displayOrder: 10, isPublished: true, body: 'Body text.' } };
      },
      expect: platformStaff(201),
    },
    { route: 'PATCH /api/content-pages/:id', request: async (f) => ({ params: { id: (await f.newPage()).id }, payload: { title: 'Changed' } }), expect: platformStaff(200) },
    { route: 'DELETE /api/content-pages/:id', request: async (f) => ({ params: { id: (await f.newPage()).id } }), expect: platformStaff(204) },
    { route: 'GET /api/news', expect: anyone(200) },
    { route: 'GET /api/news/:slug', request: async (f) => ({ params: { slug: (await f.newArticle()).slug } }), expect: anyone(200) },
    {
      route: 'POST /api/news',
      request: () => {
        const slug = unique('matrix-news');
        return { payload: { title: `News ${slug}`, slug, summary: 'Summary', coverImageUrl: '', isPublished: true, body: 'Article body.' } };
      },
      expect: platformStaff(201),
    },
    { route: 'PATCH /api/news/:id', request: async (f) => ({ params: { id: (await f.newArticle()).id }, payload: { title: 'Changed' } }), expect: platformStaff(200) },
    { route: 'DELETE /api/news/:id', request: async (f) => ({ params: { id: (await f.newArticle()).id } }), expect: platformStaff(204) },
  ],
});
