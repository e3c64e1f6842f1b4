/**
 * The client side of `npm run bench:realtime` (bench/realtime-fanout.ts),
 * run as its own process: a share of the signed-in users, each with one
 * websocket on /api/realtime and messages sent over HTTP keep-alive.
 *
 * Input: one JSON job on stdin (the clients: user id, cookie, room, server
 * origin; the rate, the seconds, the drain). Protocol on stdout, one JSON
 * line each: {"ready":n} once every socket got its {"type":"ready"}, then,
 * after the orchestrator writes "go" on stdin, the load runs and the last
 * line is the result. A {"measuring":true} line marks the end of the
 * warm-up (sends before it count for losses, not for the latencies).
 *
 * Each client sends `rate` messages a second at a steady pace (its own
 * random phase; open loop: a slow answer does not delay the next send)
 * through POST /api/conversations/:id/messages. The body carries the send
 * start as epoch milliseconds (performance.timeOrigin + now, the same
 * clock in every process on the machine), so a receiver in any load
 * process measures send start -> message.created on its socket. Reported:
 * the keys of the sends that succeeded, failed sends, every delivery
 * (receiver, key, latency), events of a conversation the receiver is not in,
 * the send response times, this process's CPU time and event-loop delay.
 */
import http from 'node:http';
import { createRequire } from 'node:module';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** The part of a `ws` client used here (the package ships no types of its own). */
interface WsClient {
  readonly readyState: number;
  on(event: 'open', listener: () => void): unknown;
  on(event: 'message', listener: (data: Buffer) => void): unknown;
  on(event: 'close', listener: (code: number, reason: Buffer) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'unexpected-response', listener: (request: unknown, response: { statusCode?: number }) => void): unknown;
  close(code?: number): void;
  terminate(): void;
}
type WsClientClass = new (url: string, options?: { headers?: Record<string, string>; perMessageDeflate?: boolean }) => WsClient;
const WebSocketClient = createRequire(import.meta.url)('ws') as WsClientClass;

export interface LoadClient {
  index: number;
  userId: string;
  cookie: string;
  conversationId: string;
  /** http://127.0.0.1:port of the server this client talks to. */
  origin: string;
}
export interface LoadJob {
  clients: LoadClient[];
  ratePerSecond: number;
  /**
   * Closed loop instead of a rate: this many sends in flight at all times,
   * each worker sending its next as soon as the last is answered, in turn
   * from its share of the clients. The throughput is then the server's
   * saturation rate, without the collapse of an open loop far over it.
   */
  concurrency?: number;
  warmupSeconds: number;
  seconds: number;
  drainSeconds: number;
  connectTimeoutSeconds: number;
  sendTimeoutSeconds: number;
}
export interface Delivery {
  receiver: number;
  key: string;
  latencyMs: number;
  /** Sent during the warm-up: counted for losses, not in the latencies. */
  warm: boolean;
}
export interface LoadResult {
  /** Keys ("<client>:<seq>") of the sends answered 200/201 in the measured seconds, and in the warm-up. */
  sent: string[];
  sentWarm: string[];
  failedSends: { key: string; error: string }[];
  sendLatencies: number[];
  deliveries: Delivery[];
  /** message.created of a conversation the receiver is not in (must stay 0). */
  foreign: number;
  closedDuringRun: number;
  cpuSeconds: number;
  elapsedSeconds: number;
  eventLoopDelayP99Ms: number;
  eventLoopDelayMaxMs: number;
}

const now = () => performance.timeOrigin + performance.now();

function readStdinJob(): Promise<LoadJob> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      const newline = text.indexOf('\n');
      if (newline < 0) return;
      process.stdin.off('data', onData);
      try {
        resolve(JSON.parse(text.slice(0, newline)) as LoadJob);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    process.stdin.on('data', onData);
  });
}

function waitForGo(): Promise<void> {
  return new Promise((resolve) => {
    const onData = (chunk: Buffer) => {
      if (!chunk.toString().includes('go')) return;
      process.stdin.off('data', onData);
      resolve();
    };
    process.stdin.on('data', onData);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const job = await readStdinJob();
  const result: LoadResult = {
    sent: [],
    sentWarm: [],
    failedSends: [],
    sendLatencies: [],
    deliveries: [],
    foreign: 0,
    closedDuringRun: 0,
    cpuSeconds: 0,
    elapsedSeconds: 0,
    eventLoopDelayP99Ms: 0,
    eventLoopDelayMaxMs: 0,
  };
  let running = false;

  // ---------------------------------------------------------- sockets
  const sockets: WsClient[] = [];
  const connectOne = (client: LoadClient) =>
    new Promise<void>((resolve, reject) => {
      const url = `${client.origin.replace(/^http/, 'ws')}/api/realtime`;
      const socket = new WebSocketClient(url, { headers: { cookie: client.cookie }, perMessageDeflate: false });
      sockets.push(socket);
      let ready = false;
      socket.on('message', (data) => {
        const receivedAt = now();
        const event = JSON.parse(data.toString()) as {
          type: string;
          conversationId?: string;
          message?: { body: string | null };
        };
        if (event.type === 'ready') {
          ready = true;
          resolve();
          return;
        }
        if (event.type !== 'message.created') return;
        if (event.conversationId !== client.conversationId) {
          result.foreign += 1;
          return;
        }
        // "rt <sender index> <seq> <send start epoch ms> <w: warm-up | m: measured>"
        const parts = (event.message?.body ?? '').split(' ');
        if (parts[0] !== 'rt' || parts.length !== 5) return;
        if (Number(parts[1]) === client.index) return; // the sender's own echo (its other tabs)
        result.deliveries.push({
          receiver: client.index,
          key: `${parts[1]}:${parts[2]}`,
          latencyMs: receivedAt - Number(parts[3]),
          warm: parts[4] === 'w',
        });
      });
      socket.on('unexpected-response', (_request, response) => reject(new Error(`upgrade answered ${response.statusCode}`)));
      socket.on('error', (error) => {
        if (!ready) reject(error);
      });
      socket.on('close', (code) => {
        if (!ready) reject(new Error(`socket of client ${client.index} closed with ${code} before ready`));
        else if (running) result.closedDuringRun += 1;
      });
    });
  // A few at a time: 500 upgrades at once would only queue on the server.
  const queue = [...job.clients];
  const connectDeadline = sleep(job.connectTimeoutSeconds * 1000).then(() => {
    throw new Error(`not every socket was ready within ${job.connectTimeoutSeconds} s`);
  });
  await Promise.race([
    Promise.all(
      Array.from({ length: 20 }, async () => {
        for (let client = queue.shift(); client; client = queue.shift()) await connectOne(client);
      }),
    ),
    connectDeadline,
  ]);
  process.stdout.write(JSON.stringify({ ready: sockets.length }) + '\n');
  await waitForGo();

  // ---------------------------------------------------------- sends
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1024, maxFreeSockets: 1024 });
  const inFlight = new Set<Promise<void>>();
  const send = (client: LoadClient, seq: number, warm: boolean) => {
    const startedAt = now();
    const key = `${client.index}:${seq}`;
    const payload = JSON.stringify({ body: `rt ${client.index} ${seq} ${startedAt.toFixed(3)} ${warm ? 'w' : 'm'}` });
    const done = new Promise<void>((resolve) => {
      let settled = false;
      const settle = (error: string | null) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        if (error !== null) result.failedSends.push({ key, error });
        else if (warm) result.sentWarm.push(key);
        else {
          result.sent.push(key);
          result.sendLatencies.push(now() - startedAt);
        }
        resolve();
      };
      const request = http.request(
        `${client.origin}/api/conversations/${client.conversationId}/messages`,
        {
          method: 'POST',
          agent,
          headers: { cookie: client.cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => settle(response.statusCode === 201 || response.statusCode === 200 ? null : `${response.statusCode} ${text.slice(0, 200)}`));
          response.on('error', (error) => settle(error.message));
        },
      );
      // A client gives up at some point, counted from the send start (waiting for a free connection included);
      // the server may still save it (counted apart by the orchestrator).
      const deadline = setTimeout(() => {
        settle(`no answer within ${job.sendTimeoutSeconds} s`);
        request.destroy();
      }, job.sendTimeoutSeconds * 1000);
      request.on('error', (error) => settle(error.message));
      request.end(payload);
    });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
    return done;
  };

  const delay = monitorEventLoopDelay({ resolution: 10 });
  let cpuAtStart = process.cpuUsage();
  const startedAt = performance.now();
  // Warm-up first (the server's code gets optimised), then the measured seconds.
  const measureFrom = startedAt + job.warmupSeconds * 1000;
  const endsAt = measureFrom + job.seconds * 1000;
  const periodMs = 1000 / job.ratePerSecond;
  running = true;
  const measuring = setTimeout(() => {
    delay.enable();
    cpuAtStart = process.cpuUsage();
    process.stdout.write(JSON.stringify({ measuring: true }) + '\n');
  }, job.warmupSeconds * 1000);
  const timers: NodeJS.Timeout[] = [];
  const closedLoop = async (workers: number) => {
    const seqs = new Map<number, number>();
    await Promise.all(
      Array.from({ length: workers }, async (_, worker) => {
        const mine = job.clients.filter((_, index) => index % workers === worker);
        for (let turn = 0; mine.length > 0 && performance.now() < endsAt; turn += 1) {
          const client = mine[turn % mine.length]!;
          const seq = seqs.get(client.index) ?? 0;
          seqs.set(client.index, seq + 1);
          await send(client, seq, performance.now() < measureFrom);
        }
      }),
    );
  };
  if (job.concurrency) await closedLoop(job.concurrency);
  else await new Promise<void>((resolve) => {
    let finished = 0;
    for (const client of job.clients) {
      let seq = 0;
      // Each client's sends go at its own phase, at fixed times (drift-free, open loop).
      const phase = Math.random() * periodMs;
      const tick = () => {
        const due = startedAt + phase + seq * periodMs;
        if (due >= endsAt) {
          finished += 1;
          if (finished === job.clients.length) resolve();
          return;
        }
        send(client, seq, due < measureFrom);
        seq += 1;
        timers.push(setTimeout(tick, Math.max(0, startedAt + phase + seq * periodMs - performance.now())));
      };
      timers.push(setTimeout(tick, phase));
    }
  });
  await Promise.all([...inFlight]);
  await sleep(job.drainSeconds * 1000);
  running = false;
  delay.disable();
  const cpu = process.cpuUsage(cpuAtStart);
  result.cpuSeconds = (cpu.user + cpu.system) / 1e6;
  result.elapsedSeconds = (performance.now() - measureFrom) / 1000;
  clearTimeout(measuring);
  result.eventLoopDelayP99Ms = delay.percentile(99) / 1e6;
  result.eventLoopDelayMaxMs = delay.max / 1e6;
  for (const timer of timers) clearTimeout(timer);
  for (const socket of sockets) socket.terminate();
  agent.destroy();
  // Large: wait until the pipe took it all before the process exits.
  await new Promise<void>((resolve) => process.stdout.write(JSON.stringify(result) + '\n', () => resolve()));
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
