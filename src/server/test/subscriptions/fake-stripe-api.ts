/**
 * A local stand-in for the Stripe API in API tests (Stripe is an outside
 * service): an HTTP server on 127.0.0.1 that answers the calls the app
 * makes (Checkout sessions, portal sessions, cancelling a subscription) and
 * keeps each request's form body. The app's client reaches it through the
 * library's host, port and protocol options (createTestApp({ billing: { api } })).
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeStripeRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  /** The query string's parameters (the library sends a DELETE's parameters there). */
  query: URLSearchParams;
}

export interface FakeStripeApi {
  api: { host: string; port: number; protocol: 'http' };
  requests: FakeStripeRequest[];
  /** The next call answers this status with a Stripe error body. */
  failNext(status: number): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeStripeApi(): Promise<FakeStripeApi> {
  const requests: FakeStripeRequest[] = [];
  let failure: number | null = null;
  let counter = 0;
  const server = createServer((request, response) => {
    void (async () => {
      const form = new URLSearchParams(await readBody(request));
      const [path = '', search = ''] = (request.url ?? '').split('?');
      requests.push({ method: request.method ?? '', path, form, query: new URLSearchParams(search) });
      response.setHeader('content-type', 'application/json');
      response.setHeader('request-id', `req_fake_${(counter += 1)}`);
      if (failure !== null) {
        response.statusCode = failure;
        failure = null;
        response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such price' } }));
        return;
      }
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_fake_${counter}`;
        response.end(JSON.stringify({ id, object: 'checkout.session', mode: 'subscription', url: `https://checkout.stripe.com/c/pay/${id}` }));
        return;
      }
      const cancelled = request.method === 'DELETE' ? /^\/v1\/subscriptions\/([^/]+)$/.exec(path) : null;
      if (cancelled) {
        response.end(JSON.stringify({ id: decodeURIComponent(cancelled[1]!), object: 'subscription', status: 'canceled' }));
        return;
      }
      if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
        response.end(JSON.stringify({ id: `bps_fake_${counter}`, object: 'billing_portal.session', url: `https://billing.stripe.com/p/session/fake_${counter}` }));
        return;
      }
      response.statusCode = 404;
      response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${path})` } }));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    api: { host: '127.0.0.1', port, protocol: 'http' },
    requests,
    failNext(status) {
      failure = status;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
