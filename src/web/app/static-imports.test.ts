/**
 * What a cold page downloads before its own work (issue 27, docs/decisions/081):
 * walks the static imports (not `import type`, not `import()`) from the
 * entry (main.tsx) and from the landing, directory and profile routes, and
 * checks that the heavy libraries stay out: the password dictionary, charts,
 * Markdown, the form validator, the form library and (for the entry and the
 * landing) zod. They load with the screens that use them, by dynamic import.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const ALIASES: Record<string, string> = { '#web/': 'src/web/', '#shared/': 'src/shared/' };

/** `import x from 'a'`, `import 'a'`, `export { x } from 'a'`; `import type` and `export type` are erased. */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

function resolveLocal(from: string, specifier: string): string | null {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  if (alias) return path.join(ROOT, ALIASES[alias]!, specifier.slice(alias.length));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(from), specifier);
  return null;
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Every package reachable from `start` by static imports, with one chain of files that reaches it. */
function staticPackages(start: string): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const seen = new Set<string>();
  const queue: string[][] = [[path.join(ROOT, start)]];
  while (queue.length > 0) {
    const chain = queue.shift()!;
    const file = chain.at(-1)!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(STATIC_IMPORT)) {
      const specifier = match[1]!;
      const local = resolveLocal(file, specifier);
      if (local === null) {
        const name = packageName(specifier);
        if (!packages.has(name)) packages.set(name, chain.map((step) => path.relative(ROOT, step)));
      } else if (/\.(ts|tsx)$/.test(local)) {
        expect(existsSync(local), `${path.relative(ROOT, file)} imports ${specifier}`).toBe(true);
        queue.push([...chain, local]);
      }
    }
  }
  return packages;
}

const NEVER_ON_A_COLD_PAGE = [
  '@zxcvbn-ts/language-common',
  'recharts',
  'react-markdown',
  'remark-gfm',
  '@rjsf/validator-ajv8',
  '@rjsf/core',
  'ajv',
  'react-hook-form',
  '@hookform/resolvers',
];

function heavy(start: string, names: readonly string[]) {
  const packages = staticPackages(start);
  return names.filter((name) => packages.has(name)).map((name) => `${name} via ${packages.get(name)!.join(' > ')}`);
}

describe('static imports of a cold page', () => {
  it('finds the packages the entry does import (the walk works)', () => {
    const packages = staticPackages('src/web/main.tsx');
    expect(packages.has('react-dom')).toBe(true);
    expect(packages.has('react-router')).toBe(true);
    expect(staticPackages('src/web/features/teams/components/manage/analytics/analytics-charts.tsx').has('recharts')).toBe(true);
  });

  it('keeps the dictionary, charts, Markdown, the validator, the form library and zod out of the entry', () => {
    expect(heavy('src/web/main.tsx', [...NEVER_ON_A_COLD_PAGE, 'zod'])).toEqual([]);
  });

  it('keeps them out of the landing page too', () => {
    expect(heavy('src/web/app/routes/home.tsx', [...NEVER_ON_A_COLD_PAGE, 'zod'])).toEqual([]);
  });

  it.each(['src/web/app/routes/colleges/colleges.tsx', 'src/web/app/routes/profiles/player-profile.tsx'])(
    'keeps the dictionary, charts, Markdown, the validator and the form library out of %s',
    (route) => {
      expect(heavy(route, NEVER_ON_A_COLD_PAGE)).toEqual([]);
    },
  );

  it('loads the password dictionary only by dynamic import, from the password rule', () => {
    const policy = readFileSync(path.join(ROOT, 'src/shared/account/password-policy.ts'), 'utf8');
    expect(policy).toContain("import('@zxcvbn-ts/language-common')");
    expect(staticPackages('src/shared/account/password-policy.ts').has('@zxcvbn-ts/language-common')).toBe(false);
  });
});
