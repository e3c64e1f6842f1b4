/**
 * public/zod-jitless.js (issue 10.13, docs/decisions/014): index.html loads
 * it as a classic script before the app's module entry, so zod is jitless
 * before any chunk builds a schema, and zod reads the setting.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInThisContext } from 'node:vm';
import { expect, it } from 'vitest';
import { z } from 'zod';

const root = path.resolve(import.meta.dirname, '../../..');

it('is loaded by index.html before the module entry', () => {
  const html = readFileSync(path.join(root, 'index.html'), 'utf8');
  const script = html.indexOf('<script src="/zod-jitless.js"></script>');
  expect(script).toBeGreaterThan(-1);
  expect(script).toBeLessThan(html.indexOf('<script type="module"'));
});

it('makes zod jitless through its global config', () => {
  runInThisContext(readFileSync(path.join(root, 'public/zod-jitless.js'), 'utf8'));
  expect(z.config().jitless).toBe(true);
});
