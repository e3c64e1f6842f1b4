import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experiments } from '#server/db/schema/flags.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser } from '#server/test/test-users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/me flags', () => {
  it('evaluates the enabled flags for the signed-in user', async () => {
    await t.database.db.insert(experiments).values([
      { key: 'teams_management', enabled: true },
      { key: 'dev_tools', enabled: true, devOnly: true },
    ]);
    const user = await signUpUser(t.app);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
    expect(me.json().flags).toEqual({
      teams_management: { enabled: true, variant: 'control' },
      dev_tools: { enabled: false, variant: 'control' },
    });
  });

  it('answers with no flags (not an error) when the flags cannot be loaded', async () => {
    const user = await signUpUser(t.app);
    await t.database.db.execute(sql`ALTER TABLE experiments RENAME TO experiments_unavailable`);
    try {
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
      expect(me.statusCode).toBe(200);
      expect(me.json().flags).toEqual({});
      expect(me.json().user.email).toBe(user.email.toLowerCase());
    } finally {
      await t.database.db.execute(sql`ALTER TABLE experiments_unavailable RENAME TO experiments`);
    }
  });
});
