import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '#server/app.ts';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';

describe('GET /api/health reports the database (issue 10.7)', () => {
  // Its own in-memory database, closed by the second test (the reliability test stops a real PostgreSQL).
  let database: DatabaseHandle;
  let app: App;
  beforeAll(async () => {
    database = await openDatabase({});
    await database.migrate();
    app = await buildApp({ db: database.db, authSecret: 'test-secret-test-secret-test-secret-0123', baseUrl: 'http://localhost:3000' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 200 with the database up', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503 with the database down, and the app keeps answering', async () => {
    await database.close();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ status: 'unavailable', database: 'down' });
  });
});
