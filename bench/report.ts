/**
 * The one bench report (issue 27, item 10; docs/decisions/082): every
 * benchmark that `npm run bench` runs adds rows of figure, target and met or
 * missed; the table is printed once at the end with the machine's load
 * average, and the same rows go to .tmp/bench/report.json. The table's
 * functions are pure, unit-tested in src/server/test/bench/report-table.test.ts; a
 * follow-up writes its rows with writeBenchRows for the report to read.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TARGET, type RouteFigures } from './bundle/budget.ts';
import { formatTable } from './measure-table.ts';

export interface ReportRow {
  /** The benchmark's name, as BENCH selects it. */
  bench: string;
  /** What was measured, e.g. "idle RSS, PGlite, restart on seeded data" or "/colleges JS". */
  figure: string;
  value: number;
  unit: string;
  /** The most (or, with `atLeast`, the least) the figure may be; null: no target, recorded only. */
  target: number | null;
  atLeast?: boolean;
}

export type RowVerdict = 'met' | 'missed' | '-';

export function verdictOf(row: ReportRow): RowVerdict {
  if (row.target === null) return '-';
  return (row.atLeast ? row.value >= row.target : row.value <= row.target) ? 'met' : 'missed';
}

/** A figure with its unit, rounded for reading (kB and MB to one decimal, ms and counts whole). */
export function formatValue(value: number, unit: string): string {
  const digits = unit === 'kB' || unit === 'MB' || unit === 'x' ? 1 : 0;
  return unit ? `${value.toFixed(digits)} ${unit}` : value.toFixed(digits);
}

export interface LoadAverages {
  start: number[];
  end: number[];
}

/** The table: bench, figure, value, target, verdict; then a count of met and missed and the load average. */
export function reportTable(rows: readonly ReportRow[], load: LoadAverages, cpus: number): string {
  const header = ['bench', 'figure', 'value', 'target', 'verdict'];
  const cells = rows.map((row) => [
    row.bench,
    row.figure,
    formatValue(row.value, row.unit),
    row.target === null ? '-' : `${row.atLeast ? '>=' : '<='} ${formatValue(row.target, row.unit)}`,
    verdictOf(row),
  ]);
  const verdicts = rows.map(verdictOf);
  const met = verdicts.filter((verdict) => verdict === 'met').length;
  const missed = verdicts.filter((verdict) => verdict === 'missed').length;
  const averages = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');
  return [
    formatTable(header, cells, 2),
    '',
    `${met} met, ${missed} missed, ${rows.length - met - missed} without a target`,
    `load average (1, 5, 15 min) at start ${averages(load.start)}, at end ${averages(load.end)} on ${cpus} CPUs${Math.max(...load.start, ...load.end) > cpus * 0.75 ? ': the machine was busy, timings are inflated' : ''}`,
  ].join('\n');
}

/** Which benchmarks to run: all of them, or those BENCH names (comma-separated); an unknown name is an error. */
export function selectBenches(all: readonly string[], selection: string | undefined): string[] {
  if (!selection?.trim()) return [...all];
  const names = selection.split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = names.filter((name) => !all.includes(name));
  if (unknown.length) throw new Error(`BENCH: no benchmark named ${unknown.join(', ')}; known: ${all.join(', ')}`);
  return all.filter((name) => names.includes(name));
}

/** The rows of the bundle benchmark: each route's compressed JS and script requests against the budget, and how many routes meet it. */
export function bundleRows(routes: readonly { route: string; address: string; browser: RouteFigures }[]): ReportRow[] {
  const rows: ReportRow[] = routes.flatMap((route) => [
    { bench: 'bundle', figure: `${route.address} JS (${route.route})`, value: route.browser.jsBytes / 1000, unit: 'kB', target: TARGET.jsBytes / 1000 },
    { bench: 'bundle', figure: `${route.address} script requests`, value: route.browser.scriptRequests, unit: '', target: TARGET.scriptRequests },
  ]);
  const within = routes.filter((route) => route.browser.jsBytes <= TARGET.jsBytes && route.browser.scriptRequests <= TARGET.scriptRequests).length;
  rows.push({ bench: 'bundle', figure: 'routes within the budget', value: within, unit: `of ${routes.length}`, target: routes.length, atLeast: true });
  return rows;
}

const ROWS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.tmp/bench/rows');
const rowsFile = (bench: string) => path.join(ROWS_DIR, `${bench}.json`);

/** A follow-up benchmark's rows for the one report (`npm run bench` reads them back after it ran). */
export function writeBenchRows(bench: string, rows: readonly ReportRow[]) {
  mkdirSync(ROWS_DIR, { recursive: true });
  writeFileSync(rowsFile(bench), `${JSON.stringify(rows, null, 2)}\n`);
}

/** The rows a follow-up wrote in this run; `clearBenchRows` before it starts, so stale ones are never read. */
export function readBenchRows(bench: string): ReportRow[] {
  return existsSync(rowsFile(bench)) ? (JSON.parse(readFileSync(rowsFile(bench), 'utf8')) as ReportRow[]) : [];
}

export function clearBenchRows(bench: string) {
  rmSync(rowsFile(bench), { force: true });
}
