import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRequestQueue, registerRequestQueue, REQUEST_QUEUE_BUSY_MESSAGE, type RequestQueue, type RequestQueueOptions } from '#server/http/request-queue.ts';

/**
 * The admission queue's hooks on a real Fastify server over a real socket (docs/decisions/086). Its
 * routes wait for the test to let them finish, so a place stays taken exactly as long as the test says.
 */
interface Served {
  app: FastifyInstance;
  queue: RequestQueue;
  url: string;
  /** Requests that reached the held route, in order; `finish()` lets the oldest one answer. */
  started: string[];
  finish: () => void;
}

const servers: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((app) => app.close()));
});

async function serve(options: RequestQueueOptions): Promise<Served> {
  const app = Fastify();
  const queue = createRequestQueue(options);
  registerRequestQueue(app, queue);
  const started: string[] = [];
  const holds: (() => void)[] = [];
  app.get('/api/held', async (request) => {
    started.push(String((request.query as { name?: string }).name));
    await new Promise<void>((resolve) => holds.push(resolve));
    return { ok: true };
  });
  app.get('/api/fails', async () => {
    throw new Error('the route failed');
  });
  app.get('/api/health', async () => ({ status: 'ok' }));
  app.get('/page', async () => 'a page');
  await app.listen({ port: 0, host: '127.0.0.1' });
  servers.push(app);
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { app, queue, url: `http://127.0.0.1:${address.port}`, started, finish: () => holds.shift()?.() };
}

describe('the request queue on a server (docs/decisions/086)', () => {
  it('answers 503 with Retry-After at once when the queue is full, and serves those it queued in turn', async () => {
    const served = await serve({ concurrency: 1, maxQueue: 1, maxWaitMs: 60_000 });
    const first = fetch(`${served.url}/api/held?name=first`);
    await vi.waitFor(() => expect(served.started).toEqual(['first']));
    const second = fetch(`${served.url}/api/held?name=second`);
    await vi.waitFor(() => expect(served.queue.stats()).toMatchObject({ running: 1, waiting: 1 }));

    const refused = await fetch(`${served.url}/api/held?name=third`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toMatchObject({ error: { code: 'unavailable', message: REQUEST_QUEUE_BUSY_MESSAGE } });

    served.finish();
    expect((await first).status).toBe(200);
    await vi.waitFor(() => expect(served.started).toEqual(['first', 'second']));
    served.finish();
    expect((await second).status).toBe(200);
    await vi.waitFor(() => expect(served.queue.stats()).toEqual({ running: 0, waiting: 0, refused: 1 }));
  });

  it('answers 503 to a request that waited past the deadline, and never runs it', async () => {
    const served = await serve({ concurrency: 1, maxQueue: 5, maxWaitMs: 50 });
    const first = fetch(`${served.url}/api/held?name=first`);
    await vi.waitFor(() => expect(served.started).toEqual(['first']));
    const late = await fetch(`${served.url}/api/held?name=late`);
    expect(late.status).toBe(503);
    expect(late.headers.get('retry-after')).toBe('1');
    served.finish();
    expect((await first).status).toBe(200);
    expect(served.started).toEqual(['first']);
  });

  it('never queues the health check, pages or files', async () => {
    const served = await serve({ concurrency: 1, maxQueue: 0, maxWaitMs: 60_000 });
    const held = fetch(`${served.url}/api/held?name=first`);
    await vi.waitFor(() => expect(served.started).toEqual(['first']));
    expect((await fetch(`${served.url}/api/held?name=refused`)).status).toBe(503);
    expect((await fetch(`${served.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${served.url}/page`)).status).toBe(200);
    served.finish();
    expect((await held).status).toBe(200);
  });

  it('gives the place back when the route fails', async () => {
    const served = await serve({ concurrency: 1, maxQueue: 0, maxWaitMs: 60_000 });
    expect((await fetch(`${served.url}/api/fails`)).status).toBe(500);
    await vi.waitFor(() => expect(served.queue.stats().running).toBe(0));
    const next = fetch(`${served.url}/api/held?name=next`);
    await vi.waitFor(() => expect(served.started).toEqual(['next']));
    served.finish();
    expect((await next).status).toBe(200);
  });

  it('gives the place back when the client leaves, running or waiting, and runs nothing for one who left', async () => {
    const served = await serve({ concurrency: 1, maxQueue: 5, maxWaitMs: 60_000 });
    const running = new AbortController();
    const first = fetch(`${served.url}/api/held?name=left-running`, { signal: running.signal }).catch(() => 'aborted');
    await vi.waitFor(() => expect(served.started).toEqual(['left-running']));
    const waiting = new AbortController();
    const second = fetch(`${served.url}/api/held?name=left-waiting`, { signal: waiting.signal }).catch(() => 'aborted');
    await vi.waitFor(() => expect(served.queue.stats().waiting).toBe(1));

    waiting.abort();
    expect(await second).toBe('aborted');
    running.abort();
    expect(await first).toBe('aborted');
    await vi.waitFor(() => expect(served.queue.stats()).toMatchObject({ running: 0, waiting: 0 }));
    expect(served.started).toEqual(['left-running']);

    const next = fetch(`${served.url}/api/held?name=next`);
    await vi.waitFor(() => expect(served.started).toEqual(['left-running', 'next']));
    served.finish(); // the held route of the one who left
    served.finish();
    expect((await next).status).toBe(200);
  });
});
