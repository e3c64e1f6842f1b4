/**
 * `npm run bench:bundle-check`: the fast JavaScript budget check (issue 27,
 * item 2; docs/decisions/082), run by scripts/test.sh after the build. No
 * browser: each route's figures are computed from the build's manifest
 * (bench/bundle/manifest-graph.ts) from the roots recorded by `npm run
 * bench:bundle --update` in bench/budgets/routes.json, and compared with
 * that record and the target (bench/bundle/budget.ts). Fails when a route
 * grew past its record plus the margin, or past the target once under it;
 * a root missing from the build (a route module renamed) fails too and asks
 * for `npm run bench:bundle -- --update`. Every page of the registry must
 * have a record. Runs in well under a second.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAGES } from '#shared/pages/page-list.ts';
import { budgetRows, compareRoute, kB, TARGET, type Comparison } from './bundle/budget.ts';
import { figuresFromGraph, htmlScripts, readManifest, sentBytes } from './bundle/manifest-graph.ts';
import { readRecord, RECORD_FILE } from './bundle/record.ts';
import { formatTable } from './measure-table.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB_ROOT = path.join(ROOT, 'dist/web');
const MANIFEST = path.join(ROOT, 'dist/web-manifest/manifest.json');

function main(): number {
  if (!existsSync(MANIFEST)) {
    console.error(`bundle check: ${path.relative(ROOT, MANIFEST)} is missing: run \`npm run build\` first.`);
    return 1;
  }
  const record = readRecord();
  if (!record) {
    console.error(`bundle check: ${path.relative(ROOT, RECORD_FILE)} is missing: run \`npm run bench:bundle -- --update\`.`);
    return 1;
  }
  const manifest = readManifest(MANIFEST);
  const pageScripts = htmlScripts(readFileSync(path.join(WEB_ROOT, 'index.html'), 'utf8'));
  const problems: string[] = [];
  const comparisons: Comparison[] = [];
  for (const { id } of PAGES) {
    const recorded = record.routes[id];
    if (!recorded) {
      problems.push(`${id}: no record in ${path.relative(ROOT, RECORD_FILE)}: run \`npm run bench:bundle -- --update\``);
      continue;
    }
    const missing = recorded.roots.filter((root) => !manifest[root]);
    if (missing.length) {
      problems.push(`${id}: ${missing.join(', ')} not in the build: run \`npm run bench:bundle -- --update\``);
      continue;
    }
    const figures = figuresFromGraph(manifest, recorded.roots, (file) => sentBytes(WEB_ROOT, file, recorded.encoding), pageScripts);
    const comparison = compareRoute(id, figures, recorded.figures);
    comparisons.push(comparison);
    problems.push(...comparison.problems);
  }
  const { header, rows } = budgetRows(comparisons);
  console.log(`JavaScript per route from the build's module graph (target: under ${kB(TARGET.jsBytes)} and ${TARGET.scriptRequests} script requests)\n`);
  console.log(formatTable(header, rows));
  const met = comparisons.filter((c) => c.verdict === 'met').length;
  console.log(`\n${met} of ${PAGES.length} routes within the target; ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`OVER BUDGET ${problem}`);
  return problems.length ? 1 : 0;
}

process.exitCode = main();
