/**
 * The HTTP client side of the benchmarks (`npm run bench:teams`,
 * `npm run bench:inbox`), run as its own process (bench/measure.ts
 * runHttpLoad) so that reading responses does not compete with the server
 * for its event loop.
 *
 * Input: one JSON argument { url, cookie, mode, ... }; with `urls`, the
 * requests go to those in turn instead (one URL per request, e.g. many
 * profiles), `url` naming the set in error messages.
 *   sequential: `count` requests one after another, or fewer when `seconds`
 *               run out (a slow database) -> every latency.
 *   concurrent: `clients` loops, each sending its next request as soon as
 *               the previous answer is read, for `seconds` -> requests done
 *               and their latencies.
 * Output: one JSON line on stdout. Keep-alive connections (one per client),
 * plain node:http; a response other than 200 aborts with exit code 1.
 */
import http from 'node:http';

interface Job {
  url: string;
  urls?: string[];
  cookie: string;
  mode: 'sequential' | 'concurrent';
  count?: number;
  clients?: number;
  seconds?: number;
}

const job = JSON.parse(process.argv[2] ?? '{}') as Job;
const agent = new http.Agent({ keepAlive: true, maxSockets: job.clients ?? 1 });

let sent = 0;
/** The next request's URL: `url`, or the next of `urls` in turn. */
const nextUrl = () => (job.urls?.length ? job.urls[sent++ % job.urls.length]! : job.url);

/** One GET; resolves with the time to the last byte in ms. */
function get(): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = nextUrl();
    const started = performance.now();
    const request = http.get(url, { agent, headers: { cookie: job.cookie, accept: 'application/json' } }, (response) => {
      response.on('data', () => {});
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`GET ${url} answered ${response.statusCode}`));
        else resolve(performance.now() - started);
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

async function sequential(count: number, seconds: number) {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  for (let i = 0; i < count && performance.now() < deadline; i++) latencies.push(await get());
  return { latencies };
}

async function concurrent(clients: number, seconds: number) {
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) latencies.push(await get());
  };
  await Promise.all(Array.from({ length: clients }, loop));
  return { latencies, elapsedMs: performance.now() - started };
}

async function main() {
  const result =
    job.mode === 'sequential'
      ? await sequential(job.count ?? 100, job.seconds ?? Infinity)
      : await concurrent(job.clients ?? 20, job.seconds ?? 10);
  process.stdout.write(JSON.stringify(result) + '\n');
  agent.destroy();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
