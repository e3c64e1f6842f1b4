/**
 * `npm run bench:landing`: the JavaScript and CSS the browser actually
 * loads for the landing page `/`, gzipped (goal: under 170 kB of JS).
 *
 * Builds nothing: it needs `npm run build` first. It starts the built server
 * (dist/server/main.js, production, loopback, fresh PGlite directory, no
 * demo seed), opens `/` in Debian's Chromium through Playwright and records
 * every script and stylesheet response. Each body is gzipped here (level 9,
 * what a compressing proxy or CDN would send) and summed. Scenarios:
 *   - visitor:      a signed-out visitor, until the network is idle
 *   - overlay:      the same page after opening "How It Works for Players"
 *                   (the extra code is loaded on first use)
 *   - signed in:    a freshly signed-up player on `/`
 * kB = 1000 bytes, as Vite prints.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '#server/seed/demo-accounts.ts';
import { BUILT_SERVER, launchBenchChromium, startBuiltServer } from './built-server.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB_INDEX = path.join(ROOT, 'dist/web/index.html');
const JS_GOAL_KB = 170;

interface Asset {
  url: string;
  kind: 'js' | 'css';
  rawBytes: number;
  gzipBytes: number;
}

/** Collects every script and stylesheet the page receives, by URL (each counted once). */
function recordAssets(page: Page) {
  const assets = new Map<string, Promise<Asset | null>>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const url = response.url();
    const kind: Asset['kind'] | null =
      type === 'script' || url.endsWith('.js') ? 'js' : type === 'stylesheet' || url.endsWith('.css') ? 'css' : null;
    if (!kind || assets.has(url) || url.startsWith('data:')) return;
    assets.set(
      url,
      response
        .body()
        .then((body) => ({ url, kind, rawBytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length }))
        .catch(() => null),
    );
  });
  return async () => (await Promise.all(assets.values())).filter((asset): asset is Asset => asset !== null);
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1).padStart(7);

function report(title: string, assets: Asset[]) {
  const sorted = [...assets].sort((a, b) => b.gzipBytes - a.gzipBytes);
  console.log(`\n${title}`);
  console.log(`  ${'file'.padEnd(48)} ${'raw kB'.padStart(7)} ${'gzip kB'.padStart(7)}`);
  for (const asset of sorted) {
    console.log(`  ${new URL(asset.url).pathname.padEnd(48)} ${kb(asset.rawBytes)} ${kb(asset.gzipBytes)}`);
  }
  const sum = (kind: Asset['kind'], key: 'rawBytes' | 'gzipBytes') =>
    assets.filter((asset) => asset.kind === kind).reduce((total, asset) => total + asset[key], 0);
  const js = sum('js', 'gzipBytes');
  const css = sum('css', 'gzipBytes');
  console.log(`  JS : ${assets.filter((a) => a.kind === 'js').length} files, ${kb(sum('js', 'rawBytes')).trim()} kB raw, ${kb(js).trim()} kB gzip`);
  console.log(`  CSS: ${assets.filter((a) => a.kind === 'css').length} files, ${kb(sum('css', 'rawBytes')).trim()} kB raw, ${kb(css).trim()} kB gzip`);
  return { js, css };
}

async function visit(context: BrowserContext, baseUrl: string, after?: (page: Page) => Promise<void>) {
  const page = await context.newPage();
  const collect = recordAssets(page);
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  if (after) {
    await after(page);
    await page.waitForLoadState('networkidle');
  }
  const assets = await collect();
  await page.close();
  return assets;
}

async function main() {
  if (!existsSync(WEB_INDEX) || !existsSync(BUILT_SERVER)) {
    console.error('bench:landing: dist/ is missing - run `npm run build` first (this script builds nothing).');
    process.exit(1);
  }
  const { baseUrl, stop } = await startBuiltServer('bench:landing');
  let browser: Browser | null = null;
  try {
    browser = await launchBenchChromium();

    const visitorContext = await browser.newContext();
    const visitor = report('Visitor on / (until the network is idle)', await visit(visitorContext, baseUrl));
    await visitorContext.close();

    const overlayContext = await browser.newContext();
    const withOverlay = await visit(overlayContext, baseUrl, async (page) => {
      await page.getByRole('button', { name: 'How It Works for Players' }).click();
      await page.getByRole('dialog', { name: 'How it works for players' }).waitFor();
    });
    await overlayContext.close();
    const overlay = report('Visitor on / after opening the players overlay', withOverlay);

    const memberContext = await browser.newContext();
    // The demo player (sign-up now waits for an emailed confirmation, which this bench cannot read).
    const signIn = await memberContext.request.post(`${baseUrl}/api/auth/sign-in/email`, {
      headers: { origin: baseUrl },
      data: { email: 'player@demo.test', password: DEMO_PASSWORD },
    });
    if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()} ${await signIn.text()}`);
    const member = report('Signed-in player on /', await visit(memberContext, baseUrl));
    await memberContext.close();

    const worst = Math.max(visitor.js, member.js);
    console.log('\nSummary (gzip, kB = 1000 bytes)');
    console.log(`  visitor   JS ${kb(visitor.js)}  CSS ${kb(visitor.css)}`);
    console.log(`  overlay   JS ${kb(overlay.js)}  CSS ${kb(overlay.css)}  (+${kb(overlay.js - visitor.js).trim()} kB JS on first open)`);
    console.log(`  signed in JS ${kb(member.js)}  CSS ${kb(member.css)}`);
    console.log(
      `  goal: JS under ${JS_GOAL_KB} kB -> ${(worst / 1000).toFixed(1)} kB = ${((worst / 1000 / JS_GOAL_KB) * 100).toFixed(0)}% of the goal: ${worst < JS_GOAL_KB * 1000 ? 'within the goal' : 'OVER THE GOAL'}`,
    );
    if (worst >= JS_GOAL_KB * 1000) process.exitCode = 1;
  } finally {
    await browser?.close();
    await stop();
  }
}

await main();
