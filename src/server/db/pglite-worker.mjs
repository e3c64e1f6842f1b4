/**
 * The worker thread that owns the server's PGlite (docs/decisions/092), so its
 * synchronous WebAssembly work runs beside the HTTP event loop instead of on
 * it. The main thread's side is pglite-in-worker.ts, which also describes the
 * messages. Plain JavaScript: Node 20 runs it as it is, from the sources
 * (tsx, Vitest) and from the built server alike, with no loader in the
 * worker.
 *
 * Each message { id, op, ... } gets one reply { id, result } or { id, error },
 * sent in { type: 'replies', replies } with the others of the same turn. A transaction is a `begin` (answered once
 * it holds PGlite), statements bound to its `tx` number, and an `end` that
 * commits or rolls back; other statements wait meanwhile (PGlite's own lock).
 * LISTEN notifications go out as { type: 'notify', channel, payload }.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

if (!parentPort) throw new Error('pglite-worker.mjs runs as a worker thread (pglite-in-worker.ts starts it)');
const port = parentPort;

const { dataDir, loadDataDir } = workerData;
const client = await PGlite.create(dataDir, {
  extensions: { pg_trgm },
  loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined,
});

/** Open transactions by number: the PGlite transaction and how to end it. */
const transactions = new Map();
let nextTransaction = 1;
/** Channel -> the unlisten PGlite gave. */
const listening = new Map();

const rawText = (value) => value;

/** An error as plain data: message, name and the driver's fields (code, detail, constraint, ...). */
function errorData(error) {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error' };
  const data = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) data[key] = value;
  }
  return data;
}

/** The statement's options: column types the caller parses itself come back as text. */
function queryOptions(options) {
  if (!options) return undefined;
  const parsers = Object.fromEntries((options.rawTypes ?? []).map((type) => [type, rawText]));
  return { rowMode: options.rowMode, paramTypes: options.paramTypes, parsers };
}

function beginTransaction() {
  return new Promise((started, failed) => {
    const number = nextTransaction++;
    let isStarted = false;
    const done = client.transaction(
      (tx) =>
        new Promise((commit, rollback) => {
          transactions.set(number, { tx, commit, rollback, done });
          isStarted = true;
          started(number);
        }),
    );
    transactions.set(number, { done });
    done.then(
      () => transactions.delete(number),
      (error) => {
        transactions.delete(number);
        if (!isStarted) failed(error);
      },
    );
  });
}

async function endTransaction(number, commit) {
  const open = transactions.get(number);
  if (!open?.tx) throw new Error(`no open transaction ${number}`);
  if (commit) {
    open.commit();
    await open.done;
    return;
  }
  open.rollback(new Error('rolled back'));
  await open.done.catch(() => {});
}

/** The PGlite, or the open transaction a statement is bound to. */
function target(tx) {
  if (tx === undefined) return client;
  const open = transactions.get(tx);
  if (!open?.tx) throw new Error(`no open transaction ${tx}`);
  return open.tx;
}

async function run(message) {
  switch (message.op) {
    case 'query': {
      const result = await target(message.tx).query(message.sql, message.params, queryOptions(message.options));
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'exec': {
      const results = await target(message.tx).exec(message.sql);
      return results.map((result) => ({ rows: result.rows, fields: result.fields, affectedRows: result.affectedRows }));
    }
    case 'begin':
      return beginTransaction();
    case 'end':
      return endTransaction(message.tx, message.commit);
    case 'listen': {
      if (listening.has(message.channel)) return undefined;
      const unlisten = await client.listen(message.channel, (payload) => port.postMessage({ type: 'notify', channel: message.channel, payload }));
      listening.set(message.channel, unlisten);
      return undefined;
    }
    case 'unlisten': {
      const unlisten = listening.get(message.channel);
      listening.delete(message.channel);
      if (unlisten) await unlisten();
      return undefined;
    }
    case 'close':
      await client.close();
      return undefined;
    case 'crash':
      // For the client's test: a failure outside any statement, as a WebAssembly abort would be; no answer.
      return new Promise(() => {
        setImmediate(() => {
          throw new Error('the PGlite worker crashed (test)');
        });
      });
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

/**
 * Replies that finish in one turn of this thread's loop go out as one message: under load each message costs a
 * wake-up of the main thread, which took longer than the copy of the rows (docs/decisions/096).
 */
let replies = [];
function reply(message) {
  if (replies.length === 0) setImmediate(flushReplies);
  replies.push(message);
}
function flushReplies() {
  const batch = replies;
  replies = [];
  port.postMessage({ type: 'replies', replies: batch });
}

port.on('message', (message) => {
  run(message).then(
    (result) => reply({ id: message.id, result }),
    (error) => reply({ id: message.id, error: errorData(error) }),
  );
});
port.postMessage({ type: 'ready' });
