/**
 * `npm run bench`: cold start and idle memory of the built server.
 *
 * For each scenario the built server (dist/server/main.js, production mode,
 * loopback only) is started RUNS times; we measure
 *   - cold start: spawn -> first 200 on GET /api/health (polled every 20 ms)
 *   - idle RSS:   VmRSS from /proc/<pid>/status after 2 s without requests
 *                 (and VmHWM, the peak RSS during start)
 * Scenarios: PGlite on a fresh data directory (no seed / first start with
 * the demo seed / restart on the seeded directory), and the same on a
 * temporary PostgreSQL 15 server (scripts/postgres/start.sh), each run on a
 * fresh database. The PostgreSQL server's own memory is not in the figure:
 * it is the app process only. Builds dist/ first when it is missing.
 *
 * Then the messaging benchmarks, each in its own process with its own
 * table (FOLLOW_UPS: `npm run bench:inbox`, `npm run bench:realtime`,
 * `npm run bench:profiles`, `npm run bench:colleges`, `npm run bench:pipeline`,
 * `npm run bench:read-mix`, `npm run bench:caller`, `npm run bench:teams`,
 * `npm run bench:two-instances`, `npm run bench:lighthouse`,
 * `npm run bench:typecheck`);
 * BENCH_COLD_START_ONLY=1 skips them.
 *
 * The one report (issue 27, item 10; docs/decisions/082): the benchmarks are
 * named (memory, bundle, inbox, realtime, profiles, colleges, pipeline, readmix,
 * caller, teams, twoinstances, lighthouse, typecheck);
 * BENCH=name[,name] runs only those. Each adds rows of figure, target and
 * met or missed (bench/report.ts): memory the idle RSS and cold start of each
 * scenario, bundle the JavaScript of every route (`npm run bench:bundle`,
 * read back from .tmp/bench/bundle.json) against its budget, and each
 * follow-up whether it ran (its figures are in its own printed table). The
 * table is printed once at the end with the machine's load average and
 * written to .tmp/bench/report.json.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BundleResult } from './bundle-size.ts';
import { freePort, healthy, machineLine, sleep } from './measure.ts';
import { bundleRows, clearBenchRows, readBenchRows, reportTable, selectBenches, verdictOf, type ReportRow } from './report.ts';
import { createDatabase, startPostgres, stopPostgres } from './postgres-server.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = path.join(ROOT, 'dist/server/main.js');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const START_TIMEOUT_MS = 90_000;
const IDLE_MS = 2_000;
const FOLLOW_UPS: Record<string, string> = {
  inbox: 'bench/messaging-inbox.ts',
  realtime: 'bench/realtime-fanout.ts',
  profiles: 'bench/profiles.ts',
  colleges: 'bench/colleges.ts',
  pipeline: 'bench/pipeline.ts',
  readmix: 'bench/read-mix.ts',
  caller: 'bench/caller-statement.ts',
  teams: 'bench/team-manage.ts',
  twoinstances: 'bench/two-instances.ts',
  lighthouse: 'bench/lighthouse.ts',
  typecheck: 'bench/typecheck-time.ts',
};
const BENCHES = ['memory', 'bundle', ...Object.keys(FOLLOW_UPS)];
const REPORT = path.join(ROOT, '.tmp/bench/report.json');
const BUNDLE_JSON = path.join(ROOT, '.tmp/bench/bundle.json');

interface Sample {
  startMs: number;
  rssMb: number;
  peakMb: number;
}
interface Scenario {
  engine: 'PGlite' | 'PostgreSQL';
  label: string;
  samples: Sample[];
}

function ensureBuilt() {
  // The web build with its manifest (dist/web-manifest), which the bundle benchmark reads.
  const webBuilt = existsSync(path.join(ROOT, 'dist/web/index.html')) && existsSync(path.join(ROOT, 'dist/web-manifest/manifest.json'));
  if (!webBuilt) run('web build', 'npm', ['run', '--silent', 'build:web']);
  run('server bundle', process.execPath, [path.join(ROOT, 'scripts/build-server.mjs')]);
}

/** Runs a step to its end; a failure throws unless `allowFailure`, which returns the exit status instead. */
function run(label: string, command: string, args: string[], options: { allowFailure?: boolean } = {}): number {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  const status = result.status ?? 1;
  if (status !== 0 && !options.allowFailure) throw new Error(`${label} failed`);
  return status;
}

function readStatusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  if (!match) throw new Error(`${field} not in /proc/${pid}/status`);
  return Number(match[1]);
}

/** One start of the built server: time to first healthy response, then idle memory. */
async function measure(env: Record<string, string>): Promise<Sample> {
  const port = await freePort();
  const startedAt = performance.now();
  const child = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let exited = false;
  child.on('exit', () => (exited = true));
  try {
    let startMs = -1;
    while (performance.now() - startedAt < START_TIMEOUT_MS) {
      if (exited) throw new Error(`server exited during start:\n${stderr}`);
      if (await healthy(port)) {
        startMs = performance.now() - startedAt;
        break;
      }
      await sleep(20);
    }
    if (startMs < 0) throw new Error(`no 200 on /api/health within ${START_TIMEOUT_MS} ms:\n${stderr}`);
    await sleep(IDLE_MS);
    const pid = child.pid!;
    return { startMs, rssMb: readStatusKb(pid, 'VmRSS') / 1024, peakMb: readStatusKb(pid, 'VmHWM') / 1024 };
  } finally {
    if (!exited) {
      const done = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([done, sleep(15_000)]);
      if (!exited) child.kill('SIGKILL');
    }
  }
}

// ------------------------------------------------------------- report
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function report(scenarios: Scenario[]) {
  const header = ['engine', 'scenario', 'cold start median', 'min', 'max', 'idle RSS median', 'peak RSS'];
  const rows = scenarios.map((scenario) => {
    const starts = scenario.samples.map((sample) => sample.startMs);
    return [
      scenario.engine,
      scenario.label,
      `${median(starts).toFixed(0)} ms`,
      `${Math.min(...starts).toFixed(0)} ms`,
      `${Math.max(...starts).toFixed(0)} ms`,
      `${median(scenario.samples.map((sample) => sample.rssMb)).toFixed(1)} MB`,
      `${Math.max(...scenario.samples.map((sample) => sample.peakMb)).toFixed(1)} MB`,
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => '  ' + cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  console.log(`\nCold start to first 200 on /api/health, and idle RSS of the app process (${RUNS} runs each)\n`);
  console.log(line(header));
  console.log('  ' + widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));

  const find = (engine: string, label: string) => scenarios.find((s) => s.engine === engine && s.label === label);
  console.log('\nRatios (PostgreSQL / PGlite, medians):');
  for (const label of new Set(scenarios.map((s) => s.label))) {
    const lite = find('PGlite', label);
    const server = find('PostgreSQL', label);
    if (!lite || !server) continue;
    const startRatio = median(server.samples.map((s) => s.startMs)) / median(lite.samples.map((s) => s.startMs));
    const rssRatio = median(server.samples.map((s) => s.rssMb)) / median(lite.samples.map((s) => s.rssMb));
    console.log(`  ${label.padEnd(28)} cold start x${startRatio.toFixed(2)}   idle RSS x${rssRatio.toFixed(2)}`);
  }
  console.log(`\nNode ${process.version}, ${os.cpus().length} CPUs, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM`);
}

// ------------------------------------------------------------- main
/** The rows of the memory benchmark: idle RSS and cold start of each scenario (medians), no target in issue 27. */
function memoryRows(scenarios: Scenario[]): ReportRow[] {
  return scenarios.flatMap((scenario) => [
    { bench: 'memory', figure: `idle RSS, ${scenario.engine}, ${scenario.label}`, value: median(scenario.samples.map((s) => s.rssMb)), unit: 'MB', target: null },
    { bench: 'memory', figure: `cold start, ${scenario.engine}, ${scenario.label}`, value: median(scenario.samples.map((s) => s.startMs)), unit: 'ms', target: null },
  ]);
}

async function memoryBench(): Promise<ReportRow[]> {
  const scenarios: Scenario[] = [];
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  try {
    const noSeed: Scenario = { engine: 'PGlite', label: 'first start, no seed', samples: [] };
    const seeded: Scenario = { engine: 'PGlite', label: 'first start, demo seed', samples: [] };
    const restart: Scenario = { engine: 'PGlite', label: 'restart on seeded data', samples: [] };
    scenarios.push(noSeed, seeded, restart);
    for (let i = 0; i < RUNS; i++) {
      console.log(`PGlite run ${i + 1}/${RUNS}`);
      const bare = path.join(scratch, `bare-${i}`);
      noSeed.samples.push(await measure({ DATA_DIR: bare, SEED_DEMO: 'false' }));
      const demo = path.join(scratch, `demo-${i}`);
      seeded.samples.push(await measure({ DATA_DIR: demo, SEED_DEMO: 'true' }));
      restart.samples.push(await measure({ DATA_DIR: demo, SEED_DEMO: 'true' }));
      rmSync(bare, { recursive: true, force: true });
      rmSync(demo, { recursive: true, force: true });
    }

    const serverUrl = startPostgres();
    const pgNoSeed: Scenario = { engine: 'PostgreSQL', label: 'first start, no seed', samples: [] };
    const pgSeeded: Scenario = { engine: 'PostgreSQL', label: 'first start, demo seed', samples: [] };
    const pgRestart: Scenario = { engine: 'PostgreSQL', label: 'restart on seeded data', samples: [] };
    scenarios.push(pgNoSeed, pgSeeded, pgRestart);
    for (let i = 0; i < RUNS; i++) {
      console.log(`PostgreSQL run ${i + 1}/${RUNS}`);
      pgNoSeed.samples.push(await measure({ DATABASE_URL: await createDatabase(serverUrl, `bench_bare_${i}`), SEED_DEMO: 'false' }));
      const demoUrl = await createDatabase(serverUrl, `bench_demo_${i}`);
      pgSeeded.samples.push(await measure({ DATABASE_URL: demoUrl, SEED_DEMO: 'true' }));
      pgRestart.samples.push(await measure({ DATABASE_URL: demoUrl, SEED_DEMO: 'true' }));
    }
  } finally {
    stopPostgres();
    rmSync(scratch, { recursive: true, force: true });
  }
  report(scenarios);
  return memoryRows(scenarios);
}

function bundleBench(): ReportRow[] {
  rmSync(BUNDLE_JSON, { force: true });
  run('bench/bundle-size.ts', process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/bundle-size.ts')], { allowFailure: true });
  const { routes } = JSON.parse(readFileSync(BUNDLE_JSON, 'utf8')) as { routes: BundleResult[] };
  return bundleRows(routes);
}

function followUp(name: string, script: string): ReportRow[] {
  console.log(`\n---------- ${script}\n`);
  clearBenchRows(name);
  const status = run(script, process.execPath, ['--import', 'tsx', path.join(ROOT, script)], { allowFailure: true });
  // The rows it wrote for the report (writeBenchRows), if any; its other figures are in its own table above.
  // The report also says whether it ran and met its own goals (exit 0).
  return [...readBenchRows(name), { bench: name, figure: `${script} exit status (its table above)`, value: status, unit: '', target: 0 }];
}

async function main() {
  const selected = selectBenches(BENCHES, process.env.BENCH ?? (process.env.BENCH_COLD_START_ONLY === '1' ? 'memory' : undefined));
  const startedAt = new Date();
  const loadAtStart = os.loadavg();
  ensureBuilt();
  const rows: ReportRow[] = [];
  for (const name of selected) {
    if (name === 'memory') rows.push(...(await memoryBench()));
    else if (name === 'bundle') rows.push(...bundleBench());
    else rows.push(...followUp(name, FOLLOW_UPS[name]!));
  }
  const load = { start: loadAtStart, end: os.loadavg() };
  console.log(`\n========== npm run bench: ${selected.join(', ')}\n`);
  console.log(reportTable(rows, load, os.cpus().length));
  console.log(machineLine());
  mkdirSync(path.dirname(REPORT), { recursive: true });
  const reportJson = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    benches: selected,
    loadAverage: load,
    machine: machineLine(),
    rows: rows.map((row) => ({ ...row, verdict: verdictOf(row) })),
  };
  writeFileSync(REPORT, `${JSON.stringify(reportJson, null, 2)}\n`);
  console.log(`wrote ${path.relative(ROOT, REPORT)}`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopPostgres();
    process.exit(130);
  });
}

main().catch((error: unknown) => {
  stopPostgres();
  console.error(error);
  process.exit(1);
});
