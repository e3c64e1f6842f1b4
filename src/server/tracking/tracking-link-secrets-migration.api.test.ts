/**
 * Migration 0037 (docs/decisions/063): the link secrets of
 * tracking rows stored before the tracker and the server stripped them go,
 * as withoutLinkSecrets strips them; other rows stay as they are. The test
 * runs the migration's statements again over rows written after it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutLinkSecrets } from '#shared/link-secrets.ts';
import { MIGRATIONS_DIR } from '#server/project-root.ts';
import { rowsOf } from '#server/db/sql.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const PATHS = [
  '/application/view/AbC-123_x',
  '/application/confirm/AbC-123_x?from=mail#top',
  '/auth/reset-password?token=s3cret&next=%2F',
  '/college-invitation?a=1&TOKEN=s3cret',
  'http://localhost:3000/auth/confirm-email?token=s3cret',
  '/learn/how-to?tab=token',
  '/college/demo-university',
];

describe('migration 0037: link secrets out of stored tracking rows', () => {
  it('strips them from activity paths and referrers, performance paths and share properties, as the code does', async () => {
    const db = t.database.db;
    for (const [index, address] of PATHS.entries()) {
      await db.execute(sql`insert into user_activity_logs (session_id, event_type, event_category, page_path, referrer)
        values ('s', 'page_view', 'navigation', ${address}, ${PATHS[(index + 1) % PATHS.length]})`);
      await db.execute(sql`insert into page_performance_metrics (session_id, page_path) values ('s', ${address})`);
      await db.execute(sql`insert into viral_activity_events (event_type, properties) values ('share', ${JSON.stringify({ page_path: address, session_id: 's' })}::jsonb)`);
    }
    const migration = await readFile(path.join(MIGRATIONS_DIR, '0037_tracking_link_secrets.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    const activity = await rowsOf<{ pagePath: string; referrer: string }>(db, sql`select page_path as "pagePath", referrer from user_activity_logs order by id`);
    const performance = await rowsOf<{ pagePath: string }>(db, sql`select page_path as "pagePath" from page_performance_metrics order by id`);
    const shares = await rowsOf<{ pagePath: string; sessionId: string }>(
      db,
      sql`select properties->>'page_path' as "pagePath", properties->>'session_id' as "sessionId" from viral_activity_events order by id`,
    );
    const expected = PATHS.map(withoutLinkSecrets).sort();
    expect(activity.map((row) => row.pagePath).sort()).toEqual(expected);
    expect(activity.map((row) => row.referrer).sort()).toEqual(expected);
    expect(performance.map((row) => row.pagePath).sort()).toEqual(expected);
    expect(shares.map((row) => row.pagePath).sort()).toEqual(expected);
    expect(shares.every((row) => row.sessionId === 's')).toBe(true);
    expect(JSON.stringify([activity, performance, shares])).not.toMatch(/s3cret|AbC-123_x/);
    expect(expected).toContain('/learn/how-to?tab=token');
  });
});
