import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4199';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const agg = {}; const fn = {};
for (let i = 0; i < 4; i++) {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(base + process.argv[2], { waitUntil: 'networkidle' });
  const { profile } = await cdp.send('Profiler.stop');
  const dt = {}; // node id -> time
  for (let k = 0; k < profile.samples.length; k++) dt[profile.samples[k]] = (dt[profile.samples[k]] ?? 0) + (profile.timeDeltas[k] ?? 0);
  for (const node of profile.nodes) {
    const t = (dt[node.id] ?? 0) / 1000;
    const url = node.callFrame.url.replace(/.*\/assets\//, '') || node.callFrame.functionName || '(native)';
    agg[url] = (agg[url] ?? 0) + t / 4;
    const f = url + ' ' + node.callFrame.functionName + ':' + node.callFrame.lineNumber + ':' + node.callFrame.columnNumber;
    fn[f] = (fn[f] ?? 0) + t / 4;
  }
  await context.close();
}
for (const [k, v] of Object.entries(agg).sort((a, b) => b[1] - a[1]).slice(0, 14)) console.log(v.toFixed(1), k);
console.log('---');
for (const [k, v] of Object.entries(fn).sort((a, b) => b[1] - a[1]).slice(0, 14)) console.log(v.toFixed(1), k);
await browser.close();
