import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_PAGE_SIZE } from '#shared/contracts/news.ts';
import { SLUG_TAKEN_MESSAGE } from '#server/content/slug-conflict.ts';
import { newsArticles } from '#server/db/schema/news.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { PRIVILEGED, signUpPlatformCast, UNPRIVILEGED, type PlatformCast, type PlatformCaller } from '#server/test/platform-cast.ts';
import { tableCounts, type TestUser } from '#server/test/test-users.ts';

let t: TestApp;
let admin: TestUser;
let cast: PlatformCast;

type Who = PlatformCaller;
const headersOf = (who: Who) => cast.headersOf(who);

const articleInput = (slug: string, overrides: Record<string, unknown> = {}) => ({
  title: `News ${slug}`,
  slug,
  summary: `Summary of ${slug}`,
  // Covers are uploads of the writer (image-fields.api.test.ts, docs/decisions/057).
  coverImageUrl: null,
  isPublished: true,
  body: 'Article **body**.',
  ...overrides,
});

async function insertArticle(slug: string, overrides: Partial<typeof newsArticles.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(newsArticles)
    .values({ slug, title: `News ${slug}`, summary: 'S', body: 'B', isPublished: true, publishedAt: new Date(), authorId: admin.id, ...overrides })
    .returning();
  return row!;
}
const articleRow = async (id: string) => (await t.database.db.select().from(newsArticles).where(eq(newsArticles.id, id)))[0];

beforeAll(async () => {
  t = await createTestApp();
  cast = await signUpPlatformCast(t.app, { displayName: 'Plain Player' });
  ({ admin } = cast);
  await insertArticle('older-news', { publishedAt: new Date('2026-02-01T00:00:00Z') });
  await insertArticle('newest-news', { publishedAt: new Date('2026-03-01T00:00:00Z') });
  await insertArticle('middle-news', { publishedAt: new Date('2026-02-15T00:00:00Z') });
  await insertArticle('draft-news', { isPublished: false, publishedAt: null, createdAt: new Date('2026-04-01T00:00:00Z') });
});
afterAll(async () => t.close());

const slugsOf = (body: { articles: { slug: string }[] }) => body.articles.map((article) => article.slug);

describe('GET /api/news', () => {
  it.each(['anonymous', 'player', ...PRIVILEGED] as Who[])('%s gets published articles newest first with the author name', async (who) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/news', headers: headersOf(who) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(slugsOf(body)).toEqual(['newest-news', 'middle-news', 'older-news']);
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: NEWS_PAGE_SIZE });
    expect(body.articles[0]).toMatchObject({ authorName: expect.stringMatching(/^Test User/), publishedAt: '2026-03-01T00:00:00.000Z' });
    expect(body.articles[0]).not.toHaveProperty('body');
  });

  it.each(UNPRIVILEGED)('?all=true: %s → %i', async (who, status, code) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/news?all=true', headers: headersOf(who) });
    expect(response.statusCode).toBe(status);
    expect(response.json().error.code).toBe(code);
  });

  it.each(PRIVILEGED)('?all=true: %s also gets drafts', async (who) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/news?all=true', headers: headersOf(who) });
    expect(response.statusCode).toBe(200);
    expect(slugsOf(response.json())).toEqual(['draft-news', 'newest-news', 'middle-news', 'older-news']);
    expect(response.json().articles[0]).toMatchObject({ isPublished: false, publishedAt: null });
  });

  it('paginates by NEWS_PAGE_SIZE and keeps the total past the end', async () => {
    const db = t.database.db;
    const start = Date.UTC(2025, 0, 1);
    await db.insert(newsArticles).values(
      Array.from({ length: NEWS_PAGE_SIZE }, (_, index) => ({
        slug: `bulk-${index}`,
        title: `Bulk ${index}`,
        isPublished: true,
        publishedAt: new Date(start + index * 60_000),
      })),
    );
    const first = (await t.app.inject({ method: 'GET', url: '/api/news' })).json();
    expect(first.articles).toHaveLength(NEWS_PAGE_SIZE);
    expect(first.total).toBe(NEWS_PAGE_SIZE + 3);
    const second = (await t.app.inject({ method: 'GET', url: '/api/news?page=2' })).json();
    expect(slugsOf(second)).toEqual(['bulk-2', 'bulk-1', 'bulk-0']);
    expect(second.page).toBe(2);
    const beyond = (await t.app.inject({ method: 'GET', url: '/api/news?page=9' })).json();
    expect(beyond).toMatchObject({ articles: [], total: NEWS_PAGE_SIZE + 3, page: 9 });
    const bad = await t.app.inject({ method: 'GET', url: '/api/news?page=0' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/news/:slug', () => {
  it.each(['anonymous', 'player', ...PRIVILEGED] as Who[])('%s reads a published article with its body', async (who) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/news/older-news', headers: headersOf(who) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ slug: 'older-news', body: 'B', isPublished: true });
  });

  it.each(['anonymous', 'player'] as Who[])('%s gets 404 for a draft', async (who) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/news/draft-news', headers: headersOf(who) });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it.each(PRIVILEGED)('%s reads a draft', async (who) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/news/draft-news', headers: headersOf(who) });
    expect(response.statusCode).toBe(200);
    expect(response.json().isPublished).toBe(false);
  });
});

describe('writes', () => {
  it.each(UNPRIVILEGED)('%s cannot create, update or delete (→ %i) and nothing changes', async (who, status, code) => {
    const article = await insertArticle(`locked-${who}`, { title: 'Locked' });
    const before = await tableCounts(t.database.db, ['rate_limits', 'sessions']);
    const headers = headersOf(who);
    const responses = [
      await t.app.inject({ method: 'POST', url: '/api/news', headers, payload: articleInput(`by-${who}`) }),
      await t.app.inject({ method: 'PATCH', url: `/api/news/${article.id}`, headers, payload: { title: 'Hacked' } }),
      await t.app.inject({ method: 'DELETE', url: `/api/news/${article.id}`, headers }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(status);
      expect(response.json().error.code).toBe(code);
    }
    expect(await tableCounts(t.database.db, ['rate_limits', 'sessions'])).toEqual(before);
    expect((await articleRow(article.id))?.title).toBe('Locked');
  });

  it.each(PRIVILEGED)('%s writes a draft, publishes it (published_at set once), edits and deletes it', async (who) => {
    const headers = headersOf(who);
    const slug = `story-by-${who.replace('_', '-')}`;
    const create = await t.app.inject({ method: 'POST', url: '/api/news', headers, payload: articleInput(slug, { isPublished: false, coverImageUrl: '' }) });
    expect(create.statusCode).toBe(201);
    const draft = create.json();
    expect(draft).toMatchObject({ slug, isPublished: false, publishedAt: null, coverImageUrl: null, authorName: expect.stringMatching(/^Test User/) });

    const publish = await t.app.inject({ method: 'PATCH', url: `/api/news/${draft.id}`, headers, payload: { isPublished: true } });
    expect(publish.statusCode).toBe(200);
    const published = publish.json();
    expect(published.publishedAt).not.toBeNull();

    const edit = await t.app.inject({ method: 'PATCH', url: `/api/news/${draft.id}`, headers, payload: { title: 'Edited', isPublished: true } });
    expect(edit.json()).toMatchObject({ title: 'Edited', publishedAt: published.publishedAt });

    const unpublish = await t.app.inject({ method: 'PATCH', url: `/api/news/${draft.id}`, headers, payload: { isPublished: false } });
    expect(unpublish.json()).toMatchObject({ isPublished: false, publishedAt: published.publishedAt });
    expect((await t.app.inject({ method: 'GET', url: `/api/news/${slug}` })).statusCode).toBe(404);

    const remove = await t.app.inject({ method: 'DELETE', url: `/api/news/${draft.id}`, headers });
    expect(remove.statusCode).toBe(204);
    expect(await articleRow(draft.id)).toBeUndefined();
  });

  it('creating a published article sets published_at', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/news', headers: headersOf('yes_admin'), payload: articleInput('born-published') });
    expect(response.statusCode).toBe(201);
    expect(Date.parse(response.json().publishedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('a duplicate slug is 409 with a field error on slug', async () => {
    const other = await insertArticle('news-other', { title: 'Other' });
    const before = await tableCounts(t.database.db, ['rate_limits']);
    const create = await t.app.inject({ method: 'POST', url: '/api/news', headers: headersOf('yes_admin'), payload: articleInput('older-news') });
    expect(create.statusCode).toBe(409);
    expect(create.json().error.fields).toEqual({ slug: SLUG_TAKEN_MESSAGE });
    const update = await t.app.inject({ method: 'PATCH', url: `/api/news/${other.id}`, headers: headersOf('yes_admin'), payload: { slug: 'older-news' } });
    expect(update.statusCode).toBe(409);
    expect(await tableCounts(t.database.db, ['rate_limits'])).toEqual(before);
    expect((await articleRow(other.id))?.slug).toBe('news-other');
  });

  it.each([
    ['empty title', { title: '' }, 'title'],
    ['bad slug', { slug: 'no_underscores' }, 'slug'],
    ['long summary', { summary: 's'.repeat(401) }, 'summary'],
    ['cover image not a URL', { coverImageUrl: 'cover.jpg' }, 'coverImageUrl'],
    ['published not a boolean', { isPublished: 'yes' }, 'isPublished'],
  ])('%s is 400 with a field error and no row written', async (_label, override, field) => {
    const before = await tableCounts(t.database.db, ['rate_limits']);
    const response = await t.app.inject({ method: 'POST', url: '/api/news', headers: headersOf('yes_admin'), payload: articleInput('fresh-slug', override) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation', fields: { [field]: expect.any(String) } });
    expect(await tableCounts(t.database.db, ['rate_limits'])).toEqual(before);
  });
});
