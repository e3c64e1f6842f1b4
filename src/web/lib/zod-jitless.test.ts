/**
 * src/web/lib/zod-jitless.ts (issue 10.13, docs/decisions/014 and 093): main.tsx imports it before anything else,
 * so zod is jitless before any module builds a schema, and zod reads the setting.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it, vi } from 'vitest';
import { z } from 'zod';

const root = path.resolve(import.meta.dirname, '../../..');

it('is the first module the entry imports', () => {
  const main = readFileSync(path.join(root, 'src/web/main.tsx'), 'utf8');
  const firstImport = /^import\s[^;]*?['"]([^'"]+)['"];?$/m.exec(main)?.[1];
  expect(firstImport).toBe('#web/lib/zod-jitless.ts');
});

it('makes zod jitless through its global config', async () => {
  z.config({ jitless: false });
  vi.resetModules();
  await import('./zod-jitless.ts');
  expect(z.config().jitless).toBe(true);
});

it('is no longer a plain script of index.html', () => {
  expect(readFileSync(path.join(root, 'index.html'), 'utf8')).not.toContain('zod-jitless');
});
