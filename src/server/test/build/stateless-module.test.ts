/**
 * scripts/stateless-module.ts (docs/decisions/093): only modules that show no state of their own may be copied into
 * two files by the build.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isStatelessModule } from '../../../../scripts/stateless-module.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'stateless-module-'));
let count = 0;
function moduleWith(code: string): string {
  count += 1;
  const file = path.join(dir, `module-${count}.ts`);
  writeFileSync(file, code);
  return file;
}

describe('isStatelessModule', () => {
  it('accepts functions, components and constant tables', () => {
    expect(isStatelessModule(moduleWith("export function cn(...parts: string[]) { return parts.join(' '); }\n"))).toBe(true);
    expect(isStatelessModule(moduleWith("const SIZES = { sm: 'h-8', lg: 'h-10' };\nexport const Icon = createLucideIcon('x', []);\n"))).toBe(true);
  });

  it.each([
    ['a context', "export const ThemeContext = createContext('dark');\n"],
    ['a class', 'export class AppError extends Error {}\n'],
    ['a cache', 'const seen = new Map<string, number>();\n'],
    ['a module-level variable', 'let loaded = false;\nexport function load() { loaded = true; }\n'],
    ['an instance', 'export const client = new QueryClient();\n'],
    ['a store', 'export const store = createStore();\n'],
    ['a symbol', "export const KEY = Symbol('key');\n"],
    ['a global', 'globalThis.__x = 1;\n'],
  ])('refuses a module with %s', (_what, code) => {
    expect(isStatelessModule(moduleWith(code))).toBe(false);
  });

  it('refuses what is not a file (virtual modules)', () => {
    expect(isStatelessModule('\0rolldown/runtime.js')).toBe(false);
    expect(isStatelessModule(path.join(dir, 'missing.ts'))).toBe(false);
  });
});
