/**
 * docs/decisions/README.md indexes every decision record (issue 25): each
 * `NNN-*.md` record is linked from it, and each of its links points to a file
 * that exists, so the index cannot silently fall behind the records.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../project-root.ts';

const DECISIONS = path.join(PROJECT_ROOT, 'docs/decisions');
const RECORD = /^\d{3}-[a-z0-9-]+\.md$/;

const records = readdirSync(DECISIONS)
  .filter((name) => RECORD.test(name))
  .sort();
const index = readFileSync(path.join(DECISIONS, 'README.md'), 'utf8');
/** Targets of the index's Markdown links that stay inside the repository (no scheme, no page anchor only). */
const links = [...index.matchAll(/\]\(([^)\s]+)\)/g)]
  .map((match) => (match[1] ?? '').split('#')[0] ?? '')
  .filter((target) => target !== '' && !/^[a-z]+:/i.test(target));

describe('the decision records index', () => {
  it('links every record', () => {
    expect(records.length).toBeGreaterThan(50);
    const linked = new Set(links.map((target) => path.normalize(target)));
    expect(records.filter((name) => !linked.has(name))).toEqual([]);
  });

  it('links only files that exist', () => {
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((target) => !existsSync(path.join(DECISIONS, target)))).toEqual([]);
  });
});
