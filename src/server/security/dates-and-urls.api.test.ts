/**
 * security: dates far outside sense and unsafe image URLs are refused by the
 * API (issue 10.12): a 400 naming the field, nothing created or changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_DATE_MESSAGE } from '#shared/contracts/date-bounds.ts';
import { IMAGE_URL_MESSAGE } from '#shared/contracts/image-url.ts';
import { uploadTestImage } from '#server/test/images/image-test-data.ts';
import { insertTeam } from '#server/test/teams/schedule-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpWithRoles, tableCounts, type TestUser } from '#server/test/test-users.ts';

let t: TestApp;
let admin: TestUser;
let teamId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpWithRoles(t.app, ['yes_admin']);
  teamId = (await insertTeam(t.database.db, admin.id)).id;
});
afterAll(async () => t.close());

function send(method: 'POST' | 'PATCH', url: string, payload: object) {
  return t.app.inject({ method, url, headers: { cookie: admin.cookie, origin: 'http://localhost:3000' }, payload });
}

function fieldsOf(response: { json(): unknown }) {
  return (response.json() as { error: { fields?: Record<string, string> } }).error.fields ?? {};
}

describe('security: date bounds through the API (issue 10.12)', () => {
  it('refuses a practice in the year 9999 with 400 and creates nothing', async () => {
    const before = await tableCounts(t.database.db, ['rate_limits']);
    const response = await send('POST', `/api/teams/${teamId}/practices`, { title: 'Scrims', scheduledAt: '9999-12-31T18:00:00.000Z', durationMinutes: 60 });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response).scheduledAt).toBe(EVENT_DATE_MESSAGE);
    expect(await tableCounts(t.database.db, ['rate_limits'])).toEqual(before);
  });

  it('refuses a tournament in 9999 and an achievement in 1970, and accepts next month', async () => {
    const tournament = await send('POST', `/api/teams/${teamId}/tournaments`, { name: 'Cup', startDate: '9999-01-01' });
    expect(tournament.statusCode).toBe(400);
    expect(fieldsOf(tournament).startDate).toBe(EVENT_DATE_MESSAGE);
    const achievement = await send('POST', `/api/teams/${teamId}/achievements`, { title: 'Won', dateAchieved: '1970-01-01' });
    expect(achievement.statusCode).toBe(400);
    expect(fieldsOf(achievement).dateAchieved).toBe(EVENT_DATE_MESSAGE);
    const nextMonth = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const practice = await send('POST', `/api/teams/${teamId}/practices`, { title: 'Scrims', scheduledAt: nextMonth, durationMinutes: 60 });
    expect(practice.statusCode).toBe(201);
  });

  it('refuses a sign-up born in 9999', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      headers: { origin: 'http://localhost:3000' },
      payload: { email: 'future@example.com', password: 'a-long-enough-password', displayName: 'Future', birthDate: '9999-01-01', accountType: 'player' },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response).birthDate).toBe('Enter a real date of birth');
  });
});

describe('security: image URLs through the API (issue 10.12)', () => {
  it.each(['javascript:alert(1)', 'data:image/png;base64,iVBORw0KGgo=', 'http://evil.example/x.png', 'https://tracker.example/pixel.gif'])(
    'refuses %s as a team logo and a news cover, changing nothing',
    async (url) => {
      const before = await tableCounts(t.database.db, ['rate_limits']);
      const team = await send('PATCH', `/api/teams/${teamId}`, { logoUrl: url });
      expect(team.statusCode).toBe(400);
      expect(fieldsOf(team).logoUrl).toBe(IMAGE_URL_MESSAGE);
      const created = await send('POST', '/api/teams', { name: 'Owls', organizationType: 'high_school', logoUrl: url });
      expect(created.statusCode).toBe(400);
      const news = await send('POST', '/api/news', { title: 'T', slug: 'cover-test', summary: '', isPublished: false, body: '', coverImageUrl: url });
      expect(news.statusCode).toBe(400);
      expect(fieldsOf(news).coverImageUrl).toBe(IMAGE_URL_MESSAGE);
      expect(await tableCounts(t.database.db, ['rate_limits'])).toEqual(before);
    },
  );

  it('accepts a logo uploaded here (docs/decisions/057)', async () => {
    const response = await send('PATCH', `/api/teams/${teamId}`, { logoUrl: await uploadTestImage(t.app, admin) });
    expect(response.statusCode).toBe(200);
  });
});
