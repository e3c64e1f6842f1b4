/**
 * `npm run bench:lighthouse` (issue 27, item 1; docs/decisions/088): Lighthouse's mobile preset (a mid-range phone on a
 * slow 4G link, simulated) on `/`, `/colleges`, `/college/demo-university` and `/player/skyforge`, signed out, against
 * the built server (bench/built-server.ts, demo seed), in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium,
 * headless, --no-sandbox). Per page: the performance score, LCP, CLS, total blocking time, and the accessibility,
 * best-practices and SEO scores, against the targets of issue 27 (95+, LCP < 2.0 s, CLS < 0.1, TBT < 200 ms, others
 * 100).
 *
 * The figure before the change, in the same run: the source of LIGHTHOUSE_BEFORE (default: where this branch left
 * main, `git merge-base HEAD main`; `none` skips it) is unpacked under .tmp/bench/lighthouse/<commit>/ (inside the
 * repository, so it builds with this node_modules), built once and kept, and its server measured the same way, pages
 * interleaved (before, after, before, ...) so both see the same load. LIGHTHOUSE_RUNS (default 1) runs per page and
 * build; the median is reported. LIGHTHOUSE_PAGES (comma-separated addresses) measures only those. Lighthouse's simulated throttling still scales with the machine's CPU: on the shared
 * 2-core machine read the figures beside the load average printed with them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { BUILT_SERVER, startBuiltServer, type BuiltServer } from './built-server.ts';
import { formatTable, machineLine } from './measure.ts';
import { writeBenchRows, type ReportRow } from './report.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const BEFORE_REF = process.env.LIGHTHOUSE_BEFORE ?? 'merge-base';
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/,/colleges,/college/demo-university,/player/skyforge').split(',');
/** What a build needs to be built and served, taken from the earlier commit. */
// bench/bundle: the build's route preloads read the manifest with its helpers (scripts/route-preloads.ts).
const BUILD_INPUTS = ['src', 'public', 'scripts', 'bench/bundle', 'index.html', 'package.json', 'vite.config.ts', 'tsconfig.json'];

interface Figures {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}
const FIGURES: { key: keyof Figures; label: string; unit: string; target: number; atLeast?: boolean }[] = [
  { key: 'performance', label: 'performance', unit: '', target: 95, atLeast: true },
  { key: 'lcpMs', label: 'LCP', unit: 'ms', target: 2000 },
  { key: 'cls', label: 'CLS', unit: '', target: 0.1 },
  { key: 'tbtMs', label: 'TBT', unit: 'ms', target: 200 },
  { key: 'accessibility', label: 'accessibility', unit: '', target: 100, atLeast: true },
  { key: 'bestPractices', label: 'best practices', unit: '', target: 100, atLeast: true },
  { key: 'seo', label: 'SEO', unit: '', target: 100, atLeast: true },
];

function git(args: string[]): string {
  const result = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

function runStep(label: string, command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${label} failed in ${cwd}`);
}

/** The earlier commit's build (web and server), made once under .tmp/bench/lighthouse/<commit>/; its server's path. */
function beforeBuild(ref: string): { commit: string; serverPath: string } {
  const commit = git(['rev-parse', '--verify', `${ref === 'merge-base' ? git(['merge-base', 'HEAD', 'main']) : ref}^{commit}`]);
  const dir = path.join(ROOT, '.tmp/bench/lighthouse', commit);
  const serverPath = path.join(dir, 'dist/server/main.js');
  if (existsSync(serverPath)) return { commit, serverPath };
  const partial = `${dir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  const inputs = BUILD_INPUTS.filter((input) => git(['ls-tree', '--name-only', commit, input]) !== '');
  runStep('git archive', 'bash', ['-o', 'pipefail', '-c', `git archive --format=tar ${commit} ${inputs.join(' ')} | tar -x -C "${partial}"`], ROOT);
  console.log(`lighthouse: building ${commit.slice(0, 8)} (the figure before) in ${path.relative(ROOT, dir)} ...`);
  // The commit's own build (`npm run build`: with its prerendered pages and everything else it ships), so both
  // figures are of what production would serve.
  runStep('build', 'npm', ['run', '--silent', 'build'], partial);
  rmSync(dir, { recursive: true, force: true });
  renameSync(partial, dir);
  return { commit, serverPath };
}

interface LighthouseResult {
  runtimeError?: { code: string; message: string };
  categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', { score: number | null }>;
  audits: Record<string, { numericValue?: number; score: number | null; title: string; errorMessage?: string; details?: { overallSavingsMs?: number } }>;
}

async function audit(url: string): Promise<{ figures: Figures; opportunities: string[] }> {
  const chrome = await launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const lhr = result.lhr as unknown as LighthouseResult;
    // A page that failed to load or a metric Lighthouse could not compute is an error to report, not a blank figure.
    if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const failed = ['largest-contentful-paint', 'cumulative-layout-shift', 'total-blocking-time'].filter((name) => lhr.audits[name]?.numericValue === undefined);
    if (failed.length > 0) throw new Error(`lighthouse on ${url}: no ${failed.join(', ')} (${failed.map((name) => lhr.audits[name]?.errorMessage ?? 'missing').join('; ')})`);
    const score = (name: keyof LighthouseResult['categories']) => Math.round((lhr.categories[name].score ?? 0) * 100);
    const numeric = (name: string) => lhr.audits[name]?.numericValue ?? NaN;
    // The audits that cost the most time, for the next fix.
    const opportunities = Object.values(lhr.audits)
      .filter((entry) => (entry.details?.overallSavingsMs ?? 0) > 100)
      .sort((a, b) => (b.details?.overallSavingsMs ?? 0) - (a.details?.overallSavingsMs ?? 0))
      .slice(0, 3)
      .map((entry) => `${entry.title} (${Math.round(entry.details!.overallSavingsMs!)} ms)`);
    return {
      figures: {
        performance: score('performance'),
        lcpMs: numeric('largest-contentful-paint'),
        cls: numeric('cumulative-layout-shift'),
        tbtMs: numeric('total-blocking-time'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
      },
      opportunities,
    };
  } finally {
    chrome.kill();
  }
}

/** One audit, tried once more when Lighthouse fails (a run on a busy machine sometimes loses the page's trace). */
async function auditOrRetry(url: string): ReturnType<typeof audit> {
  try {
    return await audit(url);
  } catch (error) {
    console.warn(`lighthouse: ${error instanceof Error ? error.message : String(error)}; trying once more`);
    return audit(url);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

function medianFigures(samples: Figures[]): Figures {
  return Object.fromEntries(FIGURES.map(({ key }) => [key, median(samples.map((sample) => sample[key]))])) as unknown as Figures;
}

const show = (value: number, unit: string) => (unit === 'ms' ? `${(value / 1000).toFixed(2)} s` : Number.isInteger(value) ? String(value) : value.toFixed(3));

async function main() {
  const before = BEFORE_REF === 'none' ? null : beforeBuild(BEFORE_REF);
  if (!existsSync(BUILT_SERVER)) throw new Error('dist/server/main.js is missing: run `npm run build` first');
  const loads: number[][] = [os.loadavg()];
  const servers: { label: string; server: BuiltServer }[] = [];
  try {
    if (before) servers.push({ label: `before (${before.commit.slice(0, 8)})`, server: await startBuiltServer('lighthouse-before', { serverPath: before.serverPath }) });
    servers.push({ label: 'after (this checkout)', server: await startBuiltServer('lighthouse') });
    const samples = new Map<string, Figures[]>();
    const opportunities = new Map<string, string[]>();
    for (let run = 0; run < RUNS; run++) {
      for (const page of PAGES) {
        for (const { label, server } of servers) {
          console.log(`lighthouse: ${label} ${page} (run ${run + 1}/${RUNS}, load ${os.loadavg()[0]!.toFixed(2)})`);
          const { figures, opportunities: found } = await auditOrRetry(`${server.baseUrl}${page}`);
          const key = `${label}|${page}`;
          samples.set(key, [...(samples.get(key) ?? []), figures]);
          opportunities.set(key, found);
        }
      }
    }
    loads.push(os.loadavg());
    const after = servers.at(-1)!.label;
    const header = ['page', 'build', ...FIGURES.map(({ label, target, atLeast, unit }) => `${label} (${atLeast ? '>=' : '<'} ${show(target, unit)})`)];
    const cells = PAGES.flatMap((page) =>
      servers.map(({ label }) => {
        const figures = medianFigures(samples.get(`${label}|${page}`)!);
        return [page, label, ...FIGURES.map(({ key, unit }) => show(figures[key], unit))];
      }),
    );
    console.log(`\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}mobile preset, signed out, the built server on PGlite with the demo seed\n`);
    console.log(formatTable(header, cells, 2));
    console.log('\nLargest opportunities (after):');
    for (const page of PAGES) console.log(`  ${page}: ${opportunities.get(`${after}|${page}`)?.join('; ') || 'none over 100 ms'}`);
    const averages = loads.map((load) => load.map((value) => value.toFixed(2)).join(' '));
    console.log(`\nload average (1, 5, 15 min) at start ${averages[0]}, at end ${averages[1]} on ${os.cpus().length} CPUs; ${machineLine()}`);

    const rows: ReportRow[] = PAGES.flatMap((page) => {
      const figures = medianFigures(samples.get(`${after}|${page}`)!);
      const previous = before ? medianFigures(samples.get(`${servers[0]!.label}|${page}`)!) : null;
      return FIGURES.map(({ key, label, unit, target, atLeast }) => ({
        bench: 'lighthouse',
        figure: `${page} ${label}${previous ? ` (before: ${show(previous[key], unit)})` : ''}`,
        value: unit === 'ms' ? figures[key] : figures[key],
        unit,
        target,
        atLeast,
      }));
    });
    writeBenchRows('lighthouse', rows);
  } finally {
    for (const { server } of servers) await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
