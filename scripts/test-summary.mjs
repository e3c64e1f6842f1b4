#!/usr/bin/env node
/**
 * Summary for scripts/test.sh: step timings, tests per suite (from the
 * Vitest and Playwright JSON reports in the results folder), and the final
 * line `tests: N passed, M failed`. Exits 1 when anything failed.
 *
 * M = failed tests
 *   + 1 per suite that ran no tests (a suite never passes by being empty)
 *   + 1 per failed step whose suites report no failure (lint, typecheck,
 *     build, a suite that crashed before reporting, a step that did not run).
 *
 * Usage: test-summary.mjs RESULTS_DIR TOTAL_MS
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [resultsDir, totalMsArg] = process.argv.slice(2);
if (!resultsDir) {
  console.error('usage: test-summary.mjs RESULTS_DIR TOTAL_MS');
  process.exit(2);
}

const readJson = (file) => {
  const full = path.join(resultsDir, file);
  if (!existsSync(full)) return null;
  try {
    return JSON.parse(readFileSync(full, 'utf8'));
  } catch {
    return null;
  }
};

const steps = readFileSync(path.join(resultsDir, 'steps.tsv'), 'utf8')
  .trim()
  .split('\n')
  .filter(Boolean)
  .map((line) => {
    const [name, status, ms] = line.split('\t');
    return { name, status, ms: Number(ms) };
  });

const emptySuite = () => ({ passed: 0, failed: 0, skipped: 0, files: 0, failures: [] });

/** Vitest's json reporter (jest-compatible shape), split into suites by file path. */
function vitestSuites(report, classify) {
  const suites = {};
  if (!report) return suites;
  for (const file of report.testResults ?? []) {
    const suite = (suites[classify(file.name)] ??= emptySuite());
    suite.files += 1;
    const assertions = file.assertionResults ?? [];
    for (const test of assertions) {
      if (test.status === 'passed') suite.passed += 1;
      else if (test.status === 'failed') {
        suite.failed += 1;
        suite.failures.push(`${path.relative(process.cwd(), file.name)} > ${test.fullName ?? test.title}`);
      } else suite.skipped += 1;
    }
    // A file that failed to load (syntax error, failing hook) has no passing assertions.
    if (file.status === 'failed' && !assertions.some((test) => test.status === 'failed')) {
      suite.failed += 1;
      suite.failures.push(`${path.relative(process.cwd(), file.name)}: ${String(file.message ?? 'failed to run').split('\n')[0]}`);
    }
  }
  return suites;
}

const projectOf = (file) => {
  const relative = path.relative(process.cwd(), file).split(path.sep).join('/');
  if (relative.endsWith('.api.test.ts')) return 'api (PGlite)';
  if (relative.startsWith('src/web/')) return 'web';
  return 'unit';
};

/** Playwright's json reporter. */
function playwrightSuite(report) {
  if (!report) return {};
  const suite = emptySuite();
  const files = new Set();
  const walk = (node, trail) => {
    for (const child of node.suites ?? []) walk(child, [...trail, child.title]);
    for (const spec of node.specs ?? []) {
      files.add(spec.file);
      for (const test of spec.tests ?? []) {
        const outcome = test.status; // expected | unexpected | flaky | skipped
        if (outcome === 'expected') suite.passed += 1;
        else if (outcome === 'skipped') suite.skipped += 1;
        else {
          suite.failed += 1;
          suite.failures.push(`${spec.file} > ${[...trail, spec.title].filter(Boolean).join(' > ')} (${outcome})`);
        }
      }
    }
  };
  walk(report, []);
  for (const error of report.errors ?? []) {
    suite.failed += 1;
    suite.failures.push(`Playwright error: ${String(error.message ?? error).split('\n')[0]}`);
  }
  suite.files = files.size;
  return { 'e2e (Chromium)': suite };
}

const suitesByStep = {
  'vitest-pglite': {
    expected: ['unit', 'web', 'api (PGlite)'],
    suites: vitestSuites(readJson('vitest-pglite.json'), projectOf),
  },
  'vitest-postgres': {
    expected: ['api (PostgreSQL)'],
    suites: vitestSuites(readJson('vitest-postgres.json'), () => 'api (PostgreSQL)'),
  },
  e2e: { expected: ['e2e (Chromium)'], suites: playwrightSuite(readJson('playwright.json')) },
};

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const red = (text) => `\x1b[31m${text}\x1b[0m`;
const green = (text) => `\x1b[32m${text}\x1b[0m`;
const yellow = (text) => `\x1b[33m${text}\x1b[0m`;

let passed = 0;
let failed = 0;
const problems = [];
const suiteRows = [];

for (const step of steps) {
  const group = suitesByStep[step.name];
  let stepFailures = 0;
  if (group && step.status !== 'not-run') {
    for (const name of group.expected) {
      const suite = group.suites[name] ?? emptySuite();
      passed += suite.passed;
      failed += suite.failed;
      stepFailures += suite.failed;
      for (const failure of suite.failures) problems.push(`${name}: ${failure}`);
      let note = '';
      if (suite.passed + suite.failed === 0) {
        failed += 1;
        stepFailures += 1;
        note = 'ran no tests (counted as a failure)';
        problems.push(`${name}: ran no tests`);
      } else if (suite.skipped > 0) note = `${suite.skipped} skipped`;
      suiteRows.push({ name, ...suite, note });
    }
  }
  if (step.status !== '0' && stepFailures === 0) {
    failed += 1;
    problems.push(
      step.status === 'not-run' ? `${step.name}: not run (a step it depends on failed)` : `${step.name}: step failed (exit ${step.status})`,
    );
  }
}

console.log('\n\x1b[1m==> Summary\x1b[0m\n');
console.log('  step              result     time');
for (const step of steps) {
  const result = step.status === '0' ? green('ok        ') : red(step.status === 'not-run' ? 'NOT RUN   ' : 'FAILED    ');
  console.log(`  ${step.name.padEnd(17)} ${result} ${seconds(step.ms).padStart(8)}`);
}
console.log(`  ${'total'.padEnd(17)} ${''.padEnd(10)} ${seconds(Number(totalMsArg ?? 0)).padStart(8)}`);
const stepsMs = steps.reduce((sum, step) => sum + step.ms, 0);
if (stepsMs > Number(totalMsArg ?? 0)) {
  console.log(`  (steps run side by side: their times add up to ${seconds(stepsMs)}, the total is the wall time)`);
}

console.log('\n  suite               files  passed  failed  skipped');
for (const row of suiteRows) {
  const line = `  ${row.name.padEnd(18)} ${String(row.files).padStart(6)} ${String(row.passed).padStart(7)} ${String(row.failed).padStart(7)} ${String(row.skipped).padStart(8)}  ${row.note}`;
  console.log(row.failed > 0 || row.note.startsWith('ran no') ? red(line) : row.skipped > 0 ? yellow(line) : line);
}

if (problems.length > 0) {
  console.log('\n  Failures:');
  for (const problem of problems.slice(0, 50)) console.log(red(`    - ${problem}`));
  if (problems.length > 50) console.log(red(`    ... and ${problems.length - 50} more`));
}

console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
