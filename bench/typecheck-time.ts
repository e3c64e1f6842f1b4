/**
 * `npm run bench:typecheck` (issue 27, item 9; docs/decisions/095): the suite's typecheck step with
 * TypeScript 7 (the native compiler, devDependency `typescript7`, two checkers as scripts/test.sh runs
 * it) and, as the figure before the change, with TypeScript 5.9 (`typescript`), one after the other
 * on the same files (`tsc --noEmit -p .`). Both must pass: a failed check is reported, not timed.
 *
 * Figures: wall seconds and CPU seconds (user + sys of the compiler's process tree) of each, and the
 * ratio of their wall times. Target: the lint | typecheck budget of decision 091 (50 s idle) for
 * TypeScript 7's wall time. The machine is shared: read the figures with the load average printed
 * beside them. The rows go to the one report (`npm run bench`, BENCH=typecheck).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuSecondsOfTree, formatTable, loadAverage, machineLine } from './measure.ts';
import { writeBenchRows, type ReportRow } from './report.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET_S = 50;

interface Compiler {
  name: string;
  args: string[];
}
const TS7: Compiler = { name: 'TypeScript 7', args: ['node_modules/typescript7/bin/tsc', '--noEmit', '-p', '.', '--checkers', '2'] };
const TS59: Compiler = { name: 'TypeScript 5.9 (before)', args: ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.'] };

interface Outcome {
  compiler: Compiler;
  wallS: number;
  cpuS: number;
  load: number;
}

function check(compiler: Compiler): Outcome {
  const cpuBefore = cpuSecondsOfTree(process.pid);
  const started = performance.now();
  const result = spawnSync(process.execPath, compiler.args, { cwd: ROOT, encoding: 'utf8' });
  const wallS = (performance.now() - started) / 1000;
  if (result.status !== 0) {
    throw new Error(`${compiler.name} failed (exit ${result.status}):\n${result.stdout}${result.stderr}`);
  }
  return { compiler, wallS, cpuS: cpuSecondsOfTree(process.pid) - cpuBefore, load: loadAverage() };
}

const outcomes = [check(TS7), check(TS59)];
const [after, before] = outcomes as [Outcome, Outcome];
console.log(
  `\n${formatTable(
    ['compiler', 'wall s', 'CPU s', 'load'],
    outcomes.map((o) => [o.compiler.name, o.wallS.toFixed(1), o.cpuS.toFixed(1), o.load.toFixed(2)]),
    2,
  )}`,
);
console.log(`wall time, 5.9 / 7: ${(before.wallS / after.wallS).toFixed(1)} x`);
console.log(machineLine());

const rows: ReportRow[] = [
  { bench: 'typecheck', figure: 'typecheck wall, TypeScript 7', value: after.wallS, unit: 's', target: BUDGET_S },
  { bench: 'typecheck', figure: 'typecheck wall, TypeScript 5.9 (before)', value: before.wallS, unit: 's', target: null },
  { bench: 'typecheck', figure: 'typecheck CPU, TypeScript 7', value: after.cpuS, unit: 's', target: null },
  { bench: 'typecheck', figure: 'typecheck CPU, TypeScript 5.9 (before)', value: before.cpuS, unit: 's', target: null },
  { bench: 'typecheck', figure: 'typecheck wall, 5.9 / 7', value: before.wallS / after.wallS, unit: 'x', target: null },
];
writeBenchRows('typecheck', rows);
if (after.wallS > BUDGET_S) process.exitCode = 1;
