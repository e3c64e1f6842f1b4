/**
 * Runs the admin and content access matrix (admin.matrix.ts) on one app and
 * the standard cast of callers (matrix-cast.ts).
 */
import { afterAll, beforeAll } from 'vitest';
import { describeAccessMatrix } from '#server/test/access-matrix.ts';
import { openMatrixCast, type MatrixCast } from '#server/test/matrix-cast.ts';
import { signUpUser } from '#server/test/test-users.ts';
import { adminAccessMatrix, type AdminFixture } from '../test/admin/admin.matrix.ts';

let cast: MatrixCast;
let fixture: AdminFixture;
let sequence = 0;

async function created(url: string, payload: object): Promise<Record<string, unknown>> {
  const response = await cast.t.app.inject({ method: 'POST', url, headers: { cookie: fixture.adminCookie }, payload });
  if (response.statusCode !== 201) throw new Error(`POST ${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}

beforeAll(async () => {
  cast = await openMatrixCast();
  const adminCookie = cast.users.yes_admin.cookie;
  fixture = {
    app: cast.t.app,
    target: await signUpUser(cast.t.app),
    adminCookie,
    newAlert: async () => ((await created('/api/admin/alerts', { message: 'Matrix alert' })) as { id: string }).id,
    newFlag: async () => {
      const key = `matrix_row_${(sequence += 1)}`;
      await created('/api/admin/flags', { key, enabled: false, rolloutPercentage: 100, requiredRoles: [], devOnly: false, variant: '', featureType: 'ops', notes: '' });
      return key;
    },
    newPage: async () => {
      const slug = `matrix-row-page-${(sequence += 1)}`;
      const body = await created('/api/content-pages', { title: `Title of ${slug}`, slug, menuDescription: 'About', displayOrder: 10, isPublished: true, body: 'Body.' });
      return { id: (body as { page?: { id: string }; id?: string }).page?.id ?? (body as { id: string }).id, slug };
    },
    newArticle: async () => {
      const slug = `matrix-row-news-${(sequence += 1)}`;
      const body = await created('/api/news', { title: `News ${slug}`, slug, summary: 'Summary', coverImageUrl: '', isPublished: true, body: 'Body.' });
      return { id: (body as { article?: { id: string }; id?: string }).article?.id ?? (body as { id: string }).id, slug };
    },
  };
});
afterAll(async () => cast.t.close());

describeAccessMatrix(adminAccessMatrix, {
  app: () => cast.t.app,
  cookie: (caller) => (caller === 'anonymous' ? undefined : cast.users[caller].cookie),
  fixture: () => fixture,
});
