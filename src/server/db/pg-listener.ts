/**
 * LISTEN on a PostgreSQL server through one dedicated connection (a pooled
 * connection is handed to other queries and would lose its LISTENs). When
 * that connection fails it reconnects with backoff (0.1 s doubling to 5 s),
 * LISTENs again on every channel, and tells each subscriber (onRelisten):
 * notifications sent while it was away are gone, the subscriber decides how
 * to make up for them.
 */
import pg from 'pg';

/** The part of pg.Client used here (a unit test passes a stand-in). */
export interface ListenClient {
  connect(): Promise<unknown>;
  query(text: string): Promise<unknown>;
  end(): Promise<unknown>;
  on(event: 'notification', listener: (message: { channel: string; payload?: string }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
}

interface Subscriber {
  onPayload: (payload: string) => void;
  onRelisten?: () => void;
}

export interface PgListener {
  listen(channel: string, onPayload: (payload: string) => void, onRelisten?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export const RELISTEN_MIN_MS = 100;
export const RELISTEN_MAX_MS = 5000;

export function createPgListener(createClient: () => ListenClient): PgListener {
  const channels = new Map<string, Set<Subscriber>>();
  let client: ListenClient | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let retryMs = RELISTEN_MIN_MS;
  let isClosed = false;
  // Connects, LISTENs and UNLISTENs run one at a time.
  let queue: Promise<unknown> = Promise.resolve();

  function serial<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(task, task);
    queue = run.catch(() => {});
    return run;
  }

  const listenSql = (channel: string) => `LISTEN ${pg.escapeIdentifier(channel)}`;

  async function connected(): Promise<ListenClient> {
    if (client) return client;
    const next = createClient();
    let isLost = false;
    next.on('notification', (message) => {
      if (isLost) return;
      for (const subscriber of [...(channels.get(message.channel) ?? [])]) subscriber.onPayload(message.payload ?? '');
    });
    const onLost = () => {
      if (isLost) return;
      isLost = true;
      lost(next);
    };
    next.on('error', onLost);
    next.on('end', onLost);
    try {
      await next.connect();
      for (const channel of channels.keys()) await next.query(listenSql(channel));
    } catch (error) {
      isLost = true;
      next.end().catch(() => {});
      throw error;
    }
    if (isLost) throw new Error('the listening connection closed while it was set up');
    client = next;
    return next;
  }

  function lost(which: ListenClient) {
    // A client still being set up reports through its connect or LISTEN failure.
    if (which !== client) return;
    client = null;
    which.end().catch(() => {});
    if (!isClosed && channels.size > 0) scheduleRelisten();
  }

  function scheduleRelisten() {
    if (retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void serial(async () => {
        if (isClosed || client || channels.size === 0) return;
        try {
          await connected();
        } catch {
          retryMs = Math.min(RELISTEN_MAX_MS, retryMs * 2);
          scheduleRelisten();
          return;
        }
        relistened();
      });
    }, retryMs);
  }

  /** Back after a loss: reset the backoff and tell the subscribers that were waiting (not the one that just came). */
  function relistened(newcomer?: Subscriber) {
    stopRetrying();
    retryMs = RELISTEN_MIN_MS;
    for (const subscribers of [...channels.values()]) {
      for (const subscriber of [...subscribers]) if (subscriber !== newcomer) subscriber.onRelisten?.();
    }
  }

  function stopRetrying() {
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
  }

  async function dropClient() {
    const current = client;
    client = null;
    stopRetrying();
    await current?.end().catch(() => {});
  }

  return {
    async listen(channel, onPayload, onRelisten) {
      if (isClosed) throw new Error('the database is closed');
      const subscriber: Subscriber = { onPayload, onRelisten };
      let subscribers = channels.get(channel);
      const isNewChannel = !subscribers;
      if (!subscribers) {
        subscribers = new Set();
        channels.set(channel, subscribers);
      }
      subscribers.add(subscriber);

      const forget = () => {
        subscribers.delete(subscriber);
        if (subscribers.size === 0 && channels.get(channel) === subscribers) channels.delete(channel);
      };
      try {
        await serial(async () => {
          if (client) {
            if (isNewChannel) await client.query(listenSql(channel));
            return;
          }
          // A new connection LISTENs on every channel as it opens, this one included.
          const wasLost = retryTimer !== null;
          await connected();
          if (wasLost) relistened(subscriber);
        });
      } catch (error) {
        forget();
        if (channels.size === 0) await serial(dropClient);
        throw error;
      }

      let isListening = true;
      return () =>
        serial(async () => {
          if (!isListening) return;
          isListening = false;
          forget();
          if (!channels.has(channel) && client) await client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {});
          if (channels.size === 0) await dropClient();
        });
    },
    close() {
      isClosed = true;
      stopRetrying();
      return serial(async () => {
        channels.clear();
        await dropClient();
      });
    },
  };
}
