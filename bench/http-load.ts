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
 *   burst:      `count` requests launched at once, each from its own client
 *               (its own connection, no keep-alive) -> every latency and
 *               status; a response other than 2xx is counted, not fatal
 *               (bench:pipeline's concurrent submissions).
 *   paced:      `rate` requests a second for `seconds` (open loop: each
 *               starts at its scheduled time whether or not earlier ones
 *               have answered), over up to `clients` keep-alive connections
 *               -> every latency counted from the scheduled start (so a
 *               server that falls behind shows it) and every status; a
 *               response other than 2xx is counted, not fatal
 *               (bench:tracking's batches).
 * With `cookies`, request n sends the n-th in turn instead of `cookie`.
 * With `method` POST, each request sends a JSON body: the next of `bodies`
 * in turn (the same turn as `urls`). Output: one JSON line on stdout.
 * Keep-alive connections (one per client), plain node:http; in sequential
 * and concurrent modes a response other than 200 aborts with exit code 1.
 */
import http from 'node:http';

interface Job {
  url: string;
  urls?: string[];
  cookie: string;
  cookies?: string[];
  mode: 'sequential' | 'concurrent' | 'burst' | 'paced';
  rate?: number;
  method?: 'GET' | 'POST';
  bodies?: unknown[];
  count?: number;
  clients?: number;
  seconds?: number;
  /** concurrent: these statuses are counted (with their latency) instead of aborting the run (503 from the request queue). */
  allowStatuses?: number[];
}

const job = JSON.parse(process.argv[2] ?? '{}') as Job;
const agent = new http.Agent({ keepAlive: true, maxSockets: job.clients ?? 1 });

let sent = 0;

/** One request (the next of `urls` and `bodies`); resolves with the time to the last byte in ms, the status and the body. */
function send(requestAgent: http.Agent | false = agent): Promise<{ ms: number; status: number; text: string; retryAfter: number }> {
  return new Promise((resolve, reject) => {
    const turn = sent++;
    const url = job.urls?.length ? job.urls[turn % job.urls.length]! : job.url;
    const method = job.method ?? 'GET';
    const body = method === 'POST' ? JSON.stringify(job.bodies?.length ? job.bodies[turn % job.bodies.length] : {}) : undefined;
    const cookie = job.cookies?.length ? job.cookies[turn % job.cookies.length]! : job.cookie;
    const headers: http.OutgoingHttpHeaders = { accept: 'application/json', ...(cookie ? { cookie } : {}) };
    if (body !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    const started = performance.now();
    const request = http.request(url, { method, agent: requestAgent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ ms: performance.now() - started, status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString(), retryAfter: Number(response.headers['retry-after'] ?? 0) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** One request that must answer 200; resolves with its latency. */
async function get(): Promise<number> {
  const { ms, status, text } = await send();
  if (status !== 200) throw new Error(`${job.method ?? 'GET'} ${job.url} answered ${status}: ${text.slice(0, 300)}`);
  return ms;
}

async function sequential(count: number, seconds: number) {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  for (let i = 0; i < count && performance.now() < deadline; i++) latencies.push(await get());
  return { latencies };
}

async function concurrent(clients: number, seconds: number) {
  const latencies: number[] = [];
  /** With `allowStatuses`: the latency of each allowed answer other than 200, by status. */
  const refused: Record<number, number[]> = {};
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      if (!job.allowStatuses) {
        latencies.push(await get());
        continue;
      }
      const { ms, status, text, retryAfter } = await send();
      if (status === 200) latencies.push(ms);
      else if (job.allowStatuses.includes(status)) {
        (refused[status] ??= []).push(ms);
        // A refused client comes back when it is told to, as the web client's query retries do (about 1 s).
        if (retryAfter > 0) await new Promise((resume) => setTimeout(resume, Math.min(retryAfter * 1000, deadline - performance.now())));
      } else throw new Error(`GET answered ${status}: ${text.slice(0, 300)}`);
    }
  };
  await Promise.all(Array.from({ length: clients }, loop));
  return { latencies, refused, elapsedMs: performance.now() - started };
}

/** `count` requests at once, each on its own connection; a failed connection counts as status 0. */
async function burst(count: number) {
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: count }, () => send(false).catch((error: unknown) => ({ ms: performance.now() - started, status: 0, text: String(error) }))),
  );
  return {
    latencies: answers.map((answer) => answer.ms),
    statuses: answers.map((answer) => answer.status),
    bodies: answers.map((answer) => answer.text.slice(0, 500)),
    elapsedMs: performance.now() - started,
  };
}

/** `rate` requests a second for `seconds`, each at its scheduled time; latency from that time. */
async function paced(rate: number, seconds: number) {
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  const statuses: number[] = [];
  const failures: string[] = [];
  const pending: Promise<void>[] = [];
  const started = performance.now();
  let next = 0;
  while (next < total) {
    const now = performance.now();
    while (next < total && started + (next * 1000) / rate <= now) {
      const scheduled = started + (next * 1000) / rate;
      next += 1;
      pending.push(
        send()
          .then(({ status, text }) => {
            latencies.push(performance.now() - scheduled);
            statuses.push(status);
            if ((status < 200 || status > 299) && failures.length < 5) failures.push(`${status}: ${text.slice(0, 300)}`);
          })
          .catch((error: unknown) => {
            latencies.push(performance.now() - scheduled);
            statuses.push(0);
            if (failures.length < 5) failures.push(String(error));
          }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  await Promise.all(pending);
  return { latencies, statuses, failures, elapsedMs: performance.now() - started };
}

async function main() {
  const result =
    job.mode === 'paced'
      ? await paced(job.rate ?? 100, job.seconds ?? 10)
      : job.mode === 'sequential'
      ? await sequential(job.count ?? 100, job.seconds ?? Infinity)
      : job.mode === 'burst'
        ? await burst(job.count ?? 200)
        : await concurrent(job.clients ?? 20, job.seconds ?? 10);
  process.stdout.write(JSON.stringify(result) + '\n');
  agent.destroy();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
