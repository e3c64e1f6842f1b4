#!/usr/bin/env node
// Prints the figures the architecture is judged by (issue 25): the largest
// files, folders with the most files directly inside, and the server folders
// that import each other both ways. Run from the repository root:
//   node scripts/architecture-report.mjs [--top N]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const topIndex = process.argv.indexOf('--top');
const top = topIndex > 0 ? Number(process.argv[topIndex + 1]) : 15;
const files = execFileSync('git', ['ls-files', 'src'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && fs.existsSync(f));
const code = files.filter((f) => /\.(ts|tsx)$/.test(f));
const isTest = (f) => /\.test\.tsx?$|\/test\/|\.test-support\.tsx?$/.test(f);
const isData = (f) => /^src\/server\/(db\/migrations|seed|db\/seed)\//.test(f);

const lines = new Map(code.map((f) => [f, fs.readFileSync(f, 'utf8').split('\n').length - 1]));
const byLines = [...lines].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
console.log(`## Source: ${code.length} TypeScript files, ${[...lines.values()].reduce((s, n) => s + n, 0)} lines`);
console.log(`\n## Largest files (top ${top})`);
for (const [f, n] of byLines.slice(0, top)) console.log(`${String(n).padStart(6)}  ${f}`);
const over = byLines.filter(([f, n]) => n > 500 && !isData(f));
console.log(`\nfiles over 500 lines (not data): ${over.length}${over.length ? ' -- ' + over.map(([f]) => f).join(', ') : ''}`);

const perFolder = new Map();
for (const f of files) perFolder.set(path.dirname(f), (perFolder.get(path.dirname(f)) ?? 0) + 1);
const crowded = [...perFolder].filter(([, n]) => n > 25).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
console.log(`\n## Folders with more than 25 files directly inside: ${crowded.length}`);
for (const [d, n] of crowded) console.log(`${String(n).padStart(6)}  ${d}`);

// Server folder graph: src/server/<folder>/... importing src/server/<other>/...
const SPEC = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"\n]+)['"]/g;
function target(importer, spec) {
  if (spec.startsWith('#server/')) return 'src/server/' + spec.slice(8);
  if (spec.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(importer), spec));
  return null;
}
const folderOf = (f) => /^src\/server\/([^/]+)\//.exec(f)?.[1] ?? null;
function pairs(includeTests) {
  const edges = new Set();
  for (const f of code) {
    const from = folderOf(f);
    if (!from || (!includeTests && isTest(f))) continue;
    for (const m of fs.readFileSync(f, 'utf8').matchAll(SPEC)) {
      const t = target(f, m[1]);
      const to = t && folderOf(t);
      if (to && to !== from) edges.add(`${from} ${to}`);
    }
  }
  const both = [...edges]
    .map((e) => e.split(' '))
    .filter(([a, b]) => a < b && edges.has(`${b} ${a}`))
    .map(([a, b]) => `${a} <-> ${b}`)
    .sort();
  return { edges: edges.size, both };
}
for (const includeTests of [false, true]) {
  const { edges, both } = pairs(includeTests);
  console.log(`\n## Server folder pairs importing each other both ways (${includeTests ? 'with tests' : 'product code'}): ${both.length} (of ${edges} folder edges)`);
  if (both.length) console.log(both.join('\n'));
}
