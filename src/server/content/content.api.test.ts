import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPages } from '#server/db/schema/content.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { PRIVILEGED, signUpPlatformCast, UNPRIVILEGED, type PlatformCast, type PlatformCaller } from '#server/test/platform-cast.ts';
import { tableCounts } from '#server/test/test-users.ts';
import { SLUG_TAKEN_MESSAGE } from './slug-conflict.ts';

let t: TestApp;
let cast: PlatformCast;

type Who = PlatformCaller;
const headersOf = (who: Who) => cast.headersOf(who);

const pageInput = (slug: string, overrides: Record<string, unknown> = {}) => ({
  title: `Title of ${slug}`,
  slug,
  menuDescription: `About ${slug}`,
  displayOrder: 10,
  isPublished: true,
  body: `# ${slug}\n\nBody text.`,
  ...overrides,
});

/** Inserts pages straight into the table (the write routes are tested on their own). */
async function insertPage(slug: string, overrides: Partial<typeof contentPages.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(contentPages)
    .values({ slug, title: `Title of ${slug}`, body: 'Body', isPublished: true, displayOrder: 10, ...overrides })
    .returning();
  return row!;
}

const pageRow = async (id: string) => (await t.database.db.select().from(contentPages).where(eq(contentPages.id, id)))[0];

beforeAll(async () => {
  t = await createTestApp();
  cast = await signUpPlatformCast(t.app);
  // Fixed times so "newest first" is deterministic.
  await insertPage('order-third', { displayOrder: 30, createdAt: new Date('2026-01-03T00:00:00Z') });
  await insertPage('order-first', { displayOrder: 1, createdAt: new Date('2026-01-01T00:00:00Z') });
  await insertPage('order-second', { displayOrder: 2, createdAt: new Date('2026-01-02T00:00:00Z') });
  await insertPage('hidden-draft', { isPublished: false, displayOrder: 0, createdAt: new Date('2026-01-04T00:00:00Z') });
});
afterAll(async () => t.close());

describe('GET /api/content-pages', () => {
  it.each(['anonymous', 'player', ...PRIVILEGED] as Who[])(
    '%s gets only published pages by display order, with the total',
    async (who) => {
      const response = await t.app.inject({ method: 'GET', url: '/api/content-pages', headers: headersOf(who) });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      const slugs = body.pages.map((page: { slug: string }) => page.slug);
      expect(slugs).not.toContain('hidden-draft');
      expect(slugs.indexOf('order-first')).toBeLessThan(slugs.indexOf('order-second'));
      expect(slugs.indexOf('order-second')).toBeLessThan(slugs.indexOf('order-third'));
      expect(body.total).toBe(body.pages.length);
      expect(body.pages[0]).not.toHaveProperty('body');
    },
  );

  it.each(UNPRIVILEGED)('?all=true: %s → %i', async (who, status, code) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/content-pages?all=true', headers: headersOf(who) });
    expect(response.statusCode).toBe(status);
    expect(response.json().error.code).toBe(code);
  });

  it.each(PRIVILEGED)('?all=true: %s gets every page, drafts included, newest first', async (who) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/content-pages?all=true', headers: headersOf(who) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const fixed = body.pages
      .map((page: { slug: string }) => page.slug)
      .filter((slug: string) => ['hidden-draft', 'order-first', 'order-second', 'order-third'].includes(slug));
    expect(fixed).toEqual(['hidden-draft', 'order-third', 'order-second', 'order-first']);
    expect(body.pages.find((page: { slug: string }) => page.slug === 'hidden-draft').isPublished).toBe(false);
    expect(body.total).toBe(body.pages.length);
  });

  it('?all=false is the public list; an unknown value is 400', async () => {
    const allFalse = await t.app.inject({ method: 'GET', url: '/api/content-pages?all=false' });
    expect(allFalse.statusCode).toBe(200);
    expect(allFalse.json().pages.map((page: { slug: string }) => page.slug)).not.toContain('hidden-draft');
    const bad = await t.app.inject({ method: 'GET', url: '/api/content-pages?all=yes', headers: headersOf('yes_admin') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty(['querystring.all']);
  });
});

describe('GET /api/content-pages/:slug', () => {
  it.each(['anonymous', 'player', ...PRIVILEGED] as Who[])('%s reads a published page with its body', async (who) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/content-pages/order-first', headers: headersOf(who) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ slug: 'order-first', title: 'Title of order-first', body: 'Body', isPublished: true });
  });

  it.each(['anonymous', 'player'] as Who[])('%s gets 404 for an unpublished page, as for a missing one', async (who) => {
    const draft = await t.app.inject({ method: 'GET', url: '/api/content-pages/hidden-draft', headers: headersOf(who) });
    const missing = await t.app.inject({ method: 'GET', url: '/api/content-pages/never-written', headers: headersOf(who) });
    expect(draft.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(draft.json()).toEqual(missing.json());
  });

  it.each(PRIVILEGED)('%s reads an unpublished page', async (who) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/content-pages/hidden-draft', headers: headersOf(who) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ slug: 'hidden-draft', isPublished: false });
  });

  it('a slug that cannot exist is 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/content-pages/Not%20A%20Slug', headers: headersOf('yes_admin') });
    expect(response.statusCode).toBe(404);
  });
});

describe('writes: access matrix', () => {
  it.each(UNPRIVILEGED)('%s cannot create, update or delete (→ %i) and nothing changes', async (who, status, code) => {
    const page = await insertPage(`locked-${who}`, { title: 'Locked' });
    const before = await tableCounts(t.database.db, ['rate_limits', 'sessions']);
    const headers = headersOf(who);
    const create = await t.app.inject({ method: 'POST', url: '/api/content-pages', headers, payload: pageInput(`new-by-${who}`) });
    const update = await t.app.inject({ method: 'PATCH', url: `/api/content-pages/${page.id}`, headers, payload: { title: 'Hacked' } });
    const remove = await t.app.inject({ method: 'DELETE', url: `/api/content-pages/${page.id}`, headers });
    for (const response of [create, update, remove]) {
      expect(response.statusCode).toBe(status);
      expect(response.json().error.code).toBe(code);
    }
    expect(await tableCounts(t.database.db, ['rate_limits', 'sessions'])).toEqual(before);
    expect((await pageRow(page.id))?.title).toBe('Locked');
  });

  it.each(PRIVILEGED)('%s creates (201), updates (200) and deletes (204) a page', async (who) => {
    const headers = headersOf(who);
    const slug = `written-by-${who.replace('_', '-')}`;
    const create = await t.app.inject({ method: 'POST', url: '/api/content-pages', headers, payload: pageInput(slug, { isPublished: false }) });
    expect(create.statusCode).toBe(201);
    const created = create.json();
    expect(created).toMatchObject({ slug, title: `Title of ${slug}`, isPublished: false, displayOrder: 10, menuDescription: `About ${slug}` });
    expect((await pageRow(created.id))?.createdBy).toBeTruthy();

    const update = await t.app.inject({
      method: 'PATCH',
      url: `/api/content-pages/${created.id}`,
      headers,
      payload: { title: 'Renamed', isPublished: true, menuDescription: '' },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({ id: created.id, slug, title: 'Renamed', isPublished: true, menuDescription: null, body: created.body });
    const publicRead = await t.app.inject({ method: 'GET', url: `/api/content-pages/${slug}` });
    expect(publicRead.json().title).toBe('Renamed');

    const remove = await t.app.inject({ method: 'DELETE', url: `/api/content-pages/${created.id}`, headers });
    expect(remove.statusCode).toBe(204);
    expect(await pageRow(created.id)).toBeUndefined();
    const again = await t.app.inject({ method: 'DELETE', url: `/api/content-pages/${created.id}`, headers });
    expect(again.statusCode).toBe(404);
  });
});

describe('write validation', () => {
  const headers = () => headersOf('yes_admin');

  it('a duplicate slug is 409 with a field error on slug, on create and on update', async () => {
    await insertPage('taken-slug');
    const other = await insertPage('other-slug', { title: 'Other' });
    const before = await tableCounts(t.database.db, ['rate_limits']);
    const create = await t.app.inject({ method: 'POST', url: '/api/content-pages', headers: headers(), payload: pageInput('taken-slug') });
    expect(create.statusCode).toBe(409);
    expect(create.json().error).toMatchObject({ code: 'conflict', fields: { slug: SLUG_TAKEN_MESSAGE } });
    const update = await t.app.inject({ method: 'PATCH', url: `/api/content-pages/${other.id}`, headers: headers(), payload: { slug: 'taken-slug', title: 'Changed' } });
    expect(update.statusCode).toBe(409);
    expect(update.json().error.fields).toEqual({ slug: SLUG_TAKEN_MESSAGE });
    expect(await tableCounts(t.database.db, ['rate_limits'])).toEqual(before);
    expect((await pageRow(other.id))?.title).toBe('Other');
  });

  it('keeping its own slug on update is not a conflict', async () => {
    const page = await insertPage('keeps-its-slug');
    const response = await t.app.inject({ method: 'PATCH', url: `/api/content-pages/${page.id}`, headers: headers(), payload: { slug: 'keeps-its-slug', displayOrder: 4 } });
    expect(response.statusCode).toBe(200);
    expect(response.json().displayOrder).toBe(4);
  });

  it.each([
    ['empty title', { title: '   ' }, 'title'],
    ['bad slug', { slug: 'Has Spaces' }, 'slug'],
    ['negative display order', { displayOrder: -1 }, 'displayOrder'],
    ['fractional display order', { displayOrder: 1.5 }, 'displayOrder'],
    ['display order as a boolean', { displayOrder: true }, 'displayOrder'],
    ['display order as a string', { displayOrder: '3' }, 'displayOrder'],
    ['long menu description', { menuDescription: 'm'.repeat(81) }, 'menuDescription'],
    ['missing published', { isPublished: undefined }, 'isPublished'],
  ])('%s is 400 with a field error and no row written', async (_label, override, field) => {
    const before = await tableCounts(t.database.db, ['rate_limits']);
    const response = await t.app.inject({ method: 'POST', url: '/api/content-pages', headers: headers(), payload: pageInput('valid-slug-x', override) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation', fields: { [field]: expect.any(String) } });
    expect(await tableCounts(t.database.db, ['rate_limits'])).toEqual(before);
  });

  it('a bad update is 400 and changes nothing; an unknown id is 404', async () => {
    const page = await insertPage('stays-same', { title: 'Same' });
    const bad = await t.app.inject({ method: 'PATCH', url: `/api/content-pages/${page.id}`, headers: headers(), payload: { title: '', slug: 'BAD' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(expect.arrayContaining(['title', 'slug']));
    expect((await pageRow(page.id))?.title).toBe('Same');
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/content-pages/00000000-0000-4000-8000-000000000000',
      headers: headers(),
      payload: { title: 'Nobody' },
    });
    expect(missing.statusCode).toBe(404);
    const notUuid = await t.app.inject({ method: 'DELETE', url: '/api/content-pages/not-a-uuid', headers: headers() });
    expect(notUuid.statusCode).toBe(400);
  });

  it('stores raw HTML in a body as text (rendering keeps it inert)', async () => {
    const body = '<script>alert(1)</script><img src=x onerror=alert(1)>';
    const response = await t.app.inject({ method: 'POST', url: '/api/content-pages', headers: headers(), payload: pageInput('raw-html-body', { body }) });
    expect(response.statusCode).toBe(201);
    expect(response.json().body).toBe(body);
  });
});
