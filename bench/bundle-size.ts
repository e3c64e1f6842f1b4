/**
 * `npm run bench:bundle`: every route of the router opened cold in Debian's
 * Chromium, with the JavaScript it loads against the budget of
 * bench/bundle/budget.ts (200 kB compressed, 25 script requests).
 *
 * Builds when dist/ (or the build's manifest) is missing, starts the built
 * server (production, loopback, a fresh PGlite directory with the demo seed),
 * and for each page of the registry, in its order, as the kind of user of
 * e2e/support/page-visits.ts (the layout check's table): a new browser
 * context (empty cache) opens the page and waits until it shows its content
 * (main visible, no spinner, no script request in flight). Per route it
 * prints the compressed bytes of JavaScript transferred (the body as sent,
 * with the encoding Chromium asked for), the script requests and the largest
 * chunk; beside them the same figures computed from the build's manifest
 * (bench/bundle/manifest-graph.ts), which is what the fast check
 * (bench/bundle-check.ts) uses: the two columns agree when the graph is right.
 *
 * Writes .tmp/bench/bundle.json. `--update` (or BUNDLE_UPDATE=1) records the
 * figures as the ratchet, bench/budgets/routes.json. Exit status 1 when a
 * route is over what its record allows.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '#server/seed/demo-accounts.ts';
import { budgetRows, compareRoute, kB, TARGET, type RouteFigures } from './bundle/budget.ts';
import { chunkName, figuresFromGraph, htmlScripts, keysByFile, readManifest, sentBytes, type Encoding, type Manifest } from './bundle/manifest-graph.ts';
import { readRecord, RECORD_FILE, type RouteRecord, writeRecord } from './bundle/record.ts';
import { addressFromLinks, VISITS, type Address, type Viewer } from '../e2e/support/page-visits.ts';
import { BUILT_SERVER, launchBenchChromium, startBuiltServer } from './built-server.ts';
import { formatTable, loadAverage, machineLine, sleep } from './measure.ts';
import { PAGES } from '#shared/pages/page-list.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB_ROOT = path.join(ROOT, 'dist/web');
const MANIFEST = path.join(ROOT, 'dist/web-manifest/manifest.json');
const OUT = path.join(ROOT, '.tmp/bench/bundle.json');
const UPDATE = process.argv.includes('--update') || process.env.BUNDLE_UPDATE === '1';

interface Loaded {
  file: string;
  bytes: number;
  encoding: Encoding;
}

export interface BundleResult {
  route: string;
  address: string;
  viewer: Viewer;
  browser: RouteFigures;
  graph: RouteFigures;
  roots: string[];
  encoding: Encoding;
}

function ensureBuilt() {
  if (existsSync(path.join(WEB_ROOT, 'index.html')) && existsSync(BUILT_SERVER) && existsSync(MANIFEST)) return;
  console.log('bench:bundle: building (npm run build) ...');
  const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

/** Script responses of the page's own origin, each file once, and how many are still in flight. */
function recordScripts(page: Page, origin: string) {
  const loaded = new Map<string, Promise<Loaded>>();
  let pending = 0;
  const isScript = (url: string) => url.startsWith(origin) && new URL(url).pathname.endsWith('.js');
  page.on('request', (request) => {
    if (isScript(request.url())) pending += 1;
  });
  const settle = () => (pending -= 1);
  page.on('requestfailed', (request) => {
    if (isScript(request.url())) settle();
  });
  page.on('requestfinished', (request) => {
    const url = request.url();
    if (!isScript(url)) return;
    settle();
    if (loaded.has(url)) return;
    loaded.set(
      url,
      (async () => {
        const response = await request.response();
        const sizes = await request.sizes();
        const header = (await response?.allHeaders())?.['content-encoding'];
        const encoding: Encoding = header === 'br' ? 'br' : header === 'gzip' ? 'gzip' : 'identity';
        return { file: new URL(url).pathname.replace(/^\//, ''), bytes: sizes.responseBodySize, encoding };
      })(),
    );
  });
  return { pending: () => pending, collect: async () => Promise.all(loaded.values()) };
}

async function settle(page: Page, pending: () => number) {
  await page.waitForLoadState('load');
  await page.locator('main').first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForFunction(() => document.querySelectorAll('.animate-spin').length === 0, undefined, { timeout: 30_000 });
  const deadline = Date.now() + 30_000;
  while (pending() > 0 && Date.now() < deadline) await sleep(50);
}

async function resolve(context: BrowserContext, address: Address): Promise<string> {
  if (typeof address === 'string') return address;
  const page = await context.newPage();
  try {
    await page.goto(address.linkOn);
    await settle(page, () => 0);
    // Lists fill in after the shell (placeholders, no spinner): wait for their requests too.
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    const hrefs = await page.locator(`a[href^="${address.prefix}"]`).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    return addressFromLinks(address, hrefs);
  } finally {
    await page.close();
  }
}

function browserFigures(manifest: Manifest, loaded: Loaded[]): RouteFigures {
  const sorted = [...loaded].sort((a, b) => b.bytes - a.bytes || a.file.localeCompare(b.file));
  const largest = sorted[0] ?? { file: '-', bytes: 0 };
  return {
    jsBytes: loaded.reduce((total, entry) => total + entry.bytes, 0),
    scriptRequests: loaded.length,
    largestChunk: { file: chunkName(manifest, largest.file), bytes: largest.bytes },
  };
}

async function main() {
  ensureBuilt();
  const manifest = readManifest(MANIFEST);
  const pageScripts = htmlScripts(readFileSync(path.join(WEB_ROOT, 'index.html'), 'utf8'));
  const keyOf = keysByFile(manifest);
  const { baseUrl, stop } = await startBuiltServer('bench:bundle');
  let browser: Browser | null = null;
  const loads: number[] = [loadAverage()];
  try {
    browser = await launchBenchChromium();
    // One signed-in state per kind of user; each route's own context starts with an empty cache.
    const states = new Map<Viewer, Awaited<ReturnType<BrowserContext['storageState']>>>();
    const resolvers = new Map<Viewer, BrowserContext>();
    const contextFor = async (viewer: Viewer) => {
      let context = resolvers.get(viewer);
      if (!context) {
        context = await browser!.newContext({ baseURL: baseUrl, viewport: { width: 360, height: 800 } });
        if (viewer !== 'visitor') {
          const account = DEMO_ACCOUNTS.find((candidate) => candidate.kind === viewer);
          if (!account) throw new Error(`no demo account "${viewer}"`);
          const response = await context.request.post('/api/auth/sign-in/email', { headers: { origin: baseUrl }, data: { email: account.email, password: DEMO_PASSWORD } });
          if (!response.ok()) throw new Error(`sign-in as ${viewer}: ${response.status()} ${await response.text()}`);
        }
        resolvers.set(viewer, context);
        states.set(viewer, await context.storageState());
      }
      return context;
    };

    const results: BundleResult[] = [];
    for (const { id } of PAGES) {
      const visit = VISITS[id];
      const address = await resolve(await contextFor(visit.viewer), visit.address);
      const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 360, height: 800 }, storageState: states.get(visit.viewer) });
      const page = await context.newPage();
      const scripts = recordScripts(page, baseUrl);
      await page.goto(address);
      await settle(page, scripts.pending);
      const loaded = await scripts.collect();
      await context.close();
      const encoding = loaded.find((entry) => entry.encoding !== 'identity')?.encoding ?? 'identity';
      const roots = [...new Set(loaded.map((entry) => keyOf.get(entry.file)).filter((key): key is string => key !== undefined && manifest[key]?.src !== undefined))].sort();
      const graph = figuresFromGraph(manifest, roots, (file) => sentBytes(WEB_ROOT, file, encoding), pageScripts);
      const result: BundleResult = { route: id, address, viewer: visit.viewer, browser: browserFigures(manifest, loaded), graph, roots, encoding };
      results.push(result);
      loads.push(loadAverage());
      console.log(`  ${id.padEnd(24)} ${address.padEnd(48)} ${kB(result.browser.jsBytes).padStart(9)} ${String(result.browser.scriptRequests).padStart(3)} scripts`);
    }

    const record = readRecord();
    const comparisons = results.map((result) => compareRoute(result.route, result.browser, record?.routes[result.route]?.figures ?? null));
    const { header, rows } = budgetRows(comparisons);
    const withGraph = rows.map((row, index) => {
      const graph = results[index]!.graph;
      return [...row.slice(0, 1), results[index]!.address, ...row.slice(1), kB(graph.jsBytes), String(graph.scriptRequests)];
    });
    console.log(`\nJavaScript per route on a cold load (compressed as sent: ${results[0]?.encoding ?? '-'}; kB = 1000 bytes)`);
    console.log(`target: under ${kB(TARGET.jsBytes)} and ${TARGET.scriptRequests} script requests; "allowed" is the ratchet of ${path.relative(ROOT, RECORD_FILE)}\n`);
    console.log(formatTable([header[0]!, 'address', ...header.slice(1), 'graph JS', 'graph scripts'], withGraph, 2));
    const met = comparisons.filter((c) => c.verdict === 'met').length;
    const disagree = results.filter((r) => r.graph.jsBytes !== r.browser.jsBytes || r.graph.scriptRequests !== r.browser.scriptRequests);
    console.log(`\n${met} of ${results.length} routes within the target; browser and graph figures differ on ${disagree.length} route(s)${disagree.length ? `: ${disagree.map((r) => r.route).join(', ')}` : ''}`);
    console.log(`load average ${Math.max(...loads).toFixed(2)} (highest seen), ${machineLine()}`);

    mkdirSync(path.dirname(OUT), { recursive: true });
    writeFileSync(OUT, `${JSON.stringify({ measuredAt: new Date().toISOString(), target: TARGET, loadAverage: Math.max(...loads), routes: results }, null, 2)}\n`);
    console.log(`wrote ${path.relative(ROOT, OUT)}`);
    if (UPDATE) {
      const routes: Record<string, RouteRecord> = Object.fromEntries(results.map((r) => [r.route, { address: r.address, viewer: r.viewer, encoding: r.encoding, figures: r.graph, roots: r.roots }]));
      writeRecord(routes);
      console.log(`recorded the ratchet in ${path.relative(ROOT, RECORD_FILE)}`);
    } else {
      const problems = comparisons.flatMap((c) => c.problems);
      for (const problem of problems) console.error(`OVER BUDGET ${problem}`);
      if (problems.length) process.exitCode = 1;
    }
  } finally {
    await browser?.close();
    await stop();
  }
}

await main();
