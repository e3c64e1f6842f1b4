/**
 * PGlite in a worker thread (docs/decisions/092): the main thread keeps only
 * this client, whose query, exec, transaction, listen and close answer like
 * PGlite's, so drizzle's pglite driver, pg-boss (queue-sql.ts) and the
 * realtime bridge run on it unchanged. The worker (pglite-worker.mjs) owns
 * the database; PGlite's synchronous WebAssembly work runs there, and the
 * HTTP event loop stays free to read, queue and refuse requests.
 *
 * - A statement is one message and one reply; results and parameters are
 *   copied between the threads (structured clone). The replies of one turn of
 *   the worker's loop come in one message.
 * - Parsers are functions and cannot cross: the columns of the types a caller
 *   gives parsers for come back as text and are parsed here; so do json and
 *   jsonb, parsed here with JSON.parse.
 * - transaction(fn): `begin` is answered once the worker holds PGlite; fn's
 *   statements are bound to that transaction, and every other statement waits
 *   (PGlite's own lock) until `end` commits, or rolls back when fn throws.
 * - If the worker fails or exits, every statement waiting and every one after
 *   rejects with that failure: a crash is an error, never a hang.
 */
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { types, type QueryOptions, type Results } from '@electric-sql/pglite';

/**
 * Beside this module: src/server/db/ when it runs from the sources, dist/server/ in the built server, where
 * scripts/build-server.mjs puts a copy of the worker next to main.js.
 */
export const PGLITE_WORKER_FILE = fileURLToPath(new URL('./pglite-worker.mjs', import.meta.url));

type ParserOf = NonNullable<QueryOptions['parsers']>[number];

/** The statement part PGlite's query options carry across: parsers stay here. */
interface WorkerQueryOptions {
  rowMode?: 'array' | 'object';
  paramTypes?: number[];
  rawTypes?: number[];
}

type WorkerRequest =
  | { op: 'query'; sql: string; params?: unknown[]; options?: WorkerQueryOptions; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; channel: string }
  | { op: 'close' }
  | { op: 'crash' };

interface WorkerReply {
  id: number;
  result?: unknown;
  error?: Record<string, unknown> & { message: string };
}

type WorkerMessage =
  | { type: 'ready' }
  | { type: 'replies'; replies: WorkerReply[] }
  | { type: 'notify'; channel: string; payload: string };

/** What a transaction callback gets: PGlite's Transaction, as far as our callers use it. */
export interface WorkerTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

export interface PgliteInWorker {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  transaction<T>(fn: (tx: WorkerTransaction) => Promise<T>): Promise<T>;
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** Test only: the worker fails outside any statement, as a WebAssembly abort would; never answered. */
  crashForTest(): Promise<void>;
}

export interface PgliteInWorkerOptions {
  /** Data directory; omitted: in memory. */
  dataDir?: string;
  /** Start from this dumped data directory (the tests' migrated template). */
  loadDataDir?: Blob;
}

/** A channel's subscribers, and the worker's answer to its LISTEN that each of them waits for. */
interface ChannelListen {
  subscribers: Set<(payload: string) => void>;
  ready: Promise<void>;
}

/** A driver error rebuilt on this side: the message and the fields (code, constraint, ...) the app reads. */
function errorOf(data: Record<string, unknown> & { message: string }): Error {
  const { message, name, ...fields } = data;
  const error = Object.assign(new Error(message), fields);
  if (typeof name === 'string') error.name = name;
  return error;
}

/** Runs the caller's parsers on the columns that came back as text. */
function parsedResults<T>(results: Results<T>, parsers: Record<number, ParserOf>, rowMode: 'array' | 'object' | undefined): Results<T> {
  const parsed = results.fields
    .map((field, index) => ({ key: rowMode === 'array' ? index : field.name, parse: parsers[field.dataTypeID] }))
    .filter((column): column is { key: string | number; parse: ParserOf } => column.parse !== undefined);
  if (parsed.length === 0) return results;
  for (const row of results.rows as Record<string | number, unknown>[]) {
    for (const column of parsed) {
      const value = row[column.key];
      if (typeof value === 'string') row[column.key] = column.parse(value);
    }
  }
  return results;
}

/**
 * json and jsonb columns cross as their text and are parsed here, as PGlite would (JSON.parse): one string is
 * far cheaper to copy between threads than the objects it holds, and the worker, which every statement waits
 * for, neither parses nor copies them (docs/decisions/096).
 */
const JSON_PARSERS: Record<number, ParserOf> = { [types.JSON]: (text) => JSON.parse(text), [types.JSONB]: (text) => JSON.parse(text) };

/** The parsers run on this side: the caller's, and JSON for the types the caller leaves to PGlite. */
const parsersOf = (options: QueryOptions | undefined): Record<number, ParserOf> => ({ ...JSON_PARSERS, ...options?.parsers });

function workerOptionsOf(options: QueryOptions | undefined, parsers: Record<number, ParserOf>): WorkerQueryOptions {
  if (options?.serializers) throw new Error('PGlite in a worker: custom serializers are not supported');
  return { rowMode: options?.rowMode, paramTypes: options?.paramTypes, rawTypes: Object.keys(parsers).map(Number) };
}

export async function openPgliteInWorker(options: PgliteInWorkerOptions = {}): Promise<PgliteInWorker> {
  // Copied, not transferred: the tests' template buffer is shared by every database a test worker opens.
  const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
  const worker = new Worker(PGLITE_WORKER_FILE, { workerData: { dataDir: options.dataDir, loadDataDir } });
  const pending = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  const channels = new Map<string, ChannelListen>();
  let nextId = 1;
  let failure: Error | null = null;
  let isClosed = false;
  let ready: { resolve: () => void; reject: (error: Error) => void } | null = null;
  const started = new Promise<void>((resolve, reject) => {
    ready = { resolve, reject };
  });

  /** The worker keeps the process alive only while a statement waits on it, as an in-process PGlite would. */
  const holdProcess = () => (pending.size > 0 || ready ? worker.ref() : worker.unref());

  function fail(error: Error) {
    if (failure) return;
    failure = error;
    ready?.reject(error);
    ready = null;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
    holdProcess();
  }

  worker.on('message', (message: WorkerMessage) => {
    if (message.type === 'ready') {
      ready?.resolve();
      ready = null;
      holdProcess();
    } else if (message.type === 'notify') {
      for (const onPayload of [...(channels.get(message.channel)?.subscribers ?? [])]) onPayload(message.payload);
    } else {
      for (const reply of message.replies) {
        const waiting = pending.get(reply.id);
        pending.delete(reply.id);
        if (!waiting) continue;
        if (reply.error) waiting.reject(errorOf(reply.error));
        else waiting.resolve(reply.result);
      }
      holdProcess();
    }
  });
  worker.on('error', (error) => fail(new Error(`the PGlite worker failed: ${error.message}`, { cause: error })));
  worker.on('exit', (code) => fail(new Error(isClosed ? 'the database is closed' : `the PGlite worker exited (code ${code})`)));

  function send<T>(request: WorkerRequest): Promise<T> {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (result: unknown) => void, reject });
      holdProcess();
      worker.postMessage({ id, ...request });
    });
  }

  async function query<T>(sql: string, params: unknown[] | undefined, options: QueryOptions | undefined, tx?: number): Promise<Results<T>> {
    const parsers = parsersOf(options);
    const results = await send<Results<T>>({ op: 'query', sql, params, options: workerOptionsOf(options, parsers), tx });
    return parsedResults(results, parsers, options?.rowMode);
  }

  await started;

  return {
    query: (sql, params, queryOptions) => query(sql, params, queryOptions),
    exec: (sql) => send<Results[]>({ op: 'exec', sql }),
    async transaction(fn) {
      const tx = await send<number>({ op: 'begin' });
      let closed = false;
      const open = () => {
        if (closed) throw new Error('Transaction is closed');
      };
      const transaction: WorkerTransaction = {
        query: (sql, params, queryOptions) => {
          open();
          return query(sql, params, queryOptions, tx);
        },
        exec: (sql) => {
          open();
          return send<Results[]>({ op: 'exec', sql, tx });
        },
        async rollback() {
          open();
          closed = true;
          await send({ op: 'end', tx, commit: false });
        },
        get closed() {
          return closed;
        },
      };
      let result: Awaited<ReturnType<typeof fn>>;
      try {
        result = await fn(transaction);
      } catch (error) {
        if (!closed) {
          closed = true;
          // The caller's error is the one to see; a rollback that fails too (the worker is gone) adds nothing.
          await send({ op: 'end', tx, commit: false }).catch(() => {});
        }
        throw error;
      }
      if (!closed) {
        closed = true;
        await send({ op: 'end', tx, commit: true });
      }
      return result;
    },
    async listen(channel, onPayload) {
      let listening = channels.get(channel);
      if (!listening) {
        // The first subscriber asks the worker to LISTEN; every later one waits for that same answer.
        const created: ChannelListen = { subscribers: new Set(), ready: send<void>({ op: 'listen', channel }) };
        listening = created;
        channels.set(channel, created);
        created.ready.catch(() => {
          if (channels.get(channel) === created) channels.delete(channel);
        });
      }
      listening.subscribers.add(onPayload);
      try {
        await listening.ready;
      } catch (error) {
        listening.subscribers.delete(onPayload);
        throw error;
      }
      const subscribed = listening;
      return async () => {
        if (!subscribed.subscribers.delete(onPayload) || subscribed.subscribers.size > 0) return;
        if (channels.get(channel) === subscribed) channels.delete(channel);
        if (!failure) await send({ op: 'unlisten', channel });
      };
    },
    async close() {
      if (isClosed) return;
      if (!failure) await send({ op: 'close' });
      isClosed = true;
      await worker.terminate();
    },
    crashForTest: () => send({ op: 'crash' }),
  };
}
