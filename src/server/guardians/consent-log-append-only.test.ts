/**
 * The consent log is append-only (RECRUITING.md "Guardian link"): no server
 * source updates or deletes consent_events rows, in SQL or through Drizzle,
 * and the one writer only inserts. (Rows go only when the player's account
 * itself is deleted, by the foreign key's cascade.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.includes('.test.') ? [full] : [];
  });
}

const FORBIDDEN = [/update\s+"?consent_events/i, /delete\s+from\s+"?consent_events/i, /\.update\(\s*consentEvents\b/, /\.delete\(\s*consentEvents\b/];

describe('consent_events is append-only', () => {
  it('no server source updates or deletes it', () => {
    const files = sourceFiles(SERVER);
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return FORBIDDEN.filter((pattern) => pattern.test(text)).map((pattern) => `${path.relative(SERVER, file)}: ${pattern}`);
    });
    expect(offenders).toEqual([]);
  });

  it('the patterns catch what they should', () => {
    expect(FORBIDDEN.some((p) => p.test('await tx.update(consentEvents).set({})'))).toBe(true);
    expect(FORBIDDEN.some((p) => p.test('sql`delete from consent_events where id = 1`'))).toBe(true);
    expect(FORBIDDEN.some((p) => p.test('await db.insert(consentEvents).values({})'))).toBe(false);
  });
});
