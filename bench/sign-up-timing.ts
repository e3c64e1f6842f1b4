/**
 * `npm run bench:sign-up`: does POST /api/account/sign-up answer a new
 * address and a taken one in the same time (docs/decisions/017, issue 24)?
 *
 * The app is built in this process on an in-memory PGlite (or a fresh
 * database on BENCH_DATABASE_URL) and listens on a loopback port; requests
 * come over real HTTP, one at a time. BENCH_PAIRS (40) pairs, after a
 * warm-up, each a sign-up with a new address and one with an address that
 * has an account, in alternating order. Reported: median, p10 and p90 of
 * each path, the difference of medians, and in how many pairs the new
 * address was the slower. Equal work (or the answer floor) gives a
 * difference near 0 and about half the pairs either way.
 * Results: a table, and .tmp/bench/sign-up-timing.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '#server/db/client.ts';
import { buildBenchApp, busyWarning, formatTable, loadAverage, machineLine, percentile } from './measure.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUTPUT = path.join(ROOT, '.tmp/bench/sign-up-timing.json');
const PAIRS = Number(process.env.BENCH_PAIRS ?? 40);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 4);

const body = (email: string) =>
  JSON.stringify({ email, password: 'bench-horse-battery-staple', displayName: 'Bench Newcomer', birthDate: '1990-01-01', accountType: 'player' });

async function timedSignUp(origin: string, email: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${origin}/api/account/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body(email),
  });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status !== 202) throw new Error(`sign-up of ${email} answered ${response.status}`);
  return elapsed;
}

const stats = (values: number[]) => ({
  median: percentile(values, 50),
  p10: percentile(values, 10),
  p90: percentile(values, 90),
});

async function main() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase({ databaseUrl });
  await database.migrate();
  const app = await buildBenchApp(database.db, { listen: database.listen });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const loads = [loadAverage()];
  const run = Date.now().toString(36);
  try {
    const taken = `bench-taken-${run}@example.com`;
    await timedSignUp(origin, taken);
    for (let n = 0; n < WARMUP; n += 1) {
      await timedSignUp(origin, `bench-warm-${run}-${n}@example.com`);
      await timedSignUp(origin, taken);
    }
    const fresh: number[] = [];
    const again: number[] = [];
    let newSlower = 0;
    for (let n = 0; n < PAIRS; n += 1) {
      const email = `bench-new-${run}-${n}@example.com`;
      // Alternate which goes first, so a drift over the run favours neither.
      const [newMs, takenMs] =
        n % 2 === 0
          ? [await timedSignUp(origin, email), await timedSignUp(origin, taken)]
          : await timedSignUp(origin, taken).then(async (takenFirst) => [await timedSignUp(origin, email), takenFirst]);
      fresh.push(newMs!);
      again.push(takenMs!);
      if (newMs! > takenMs!) newSlower += 1;
    }
    loads.push(loadAverage());
    const newStats = stats(fresh);
    const takenStats = stats(again);
    const ms = (value: number) => value.toFixed(1);
    console.log(machineLine());
    console.log(`${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${PAIRS} pairs\n`);
    console.log(
      formatTable(
        ['path', 'median ms', 'p10 ms', 'p90 ms'],
        [
          ['new address', ms(newStats.median), ms(newStats.p10), ms(newStats.p90)],
          ['taken address', ms(takenStats.median), ms(takenStats.p10), ms(takenStats.p90)],
        ],
      ),
    );
    const difference = newStats.median - takenStats.median;
    console.log(`\nmedian difference (new - taken): ${ms(difference)} ms; new address slower in ${newSlower} of ${PAIRS} pairs`);
    const warning = busyWarning(loads);
    if (warning) console.log(warning);
    mkdirSync(path.dirname(OUTPUT), { recursive: true });
    writeFileSync(
      OUTPUT,
      JSON.stringify({ pairs: PAIRS, database: databaseUrl ? 'PostgreSQL' : 'PGlite', new: newStats, taken: takenStats, difference, newSlower, loads }, null, 2),
    );
  } finally {
    await app.close();
    await database.close();
  }
}

await main();
