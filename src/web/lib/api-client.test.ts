import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '#shared/app-error.ts';
import { api, NETWORK_ERROR_MESSAGE } from './api-client.ts';

function respond(status: number, body: unknown, contentType = 'application/json') {
  return vi.fn<typeof fetch>(async () =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': contentType },
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends same-origin JSON and returns the parsed body', async () => {
    const fetchMock = respond(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.post('/api/thing', { a: 1 })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/thing');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('throws the server error body as an AppError with code, message and fields', async () => {
    vi.stubGlobal(
      'fetch',
      respond(400, {
        error: { code: 'validation', message: 'Please correct the highlighted fields.', fields: { birthDate: 'Too young' } },
      }),
    );
    const error = await api.post('/api/account/sign-up', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'validation',
      message: 'Please correct the highlighted fields.',
      fields: { birthDate: 'Too young' },
    });
  });

  it('keeps the backend sign-in message', async () => {
    vi.stubGlobal('fetch', respond(401, { error: { code: 'unauthorized', message: 'Invalid email or password' } }));
    await expect(api.post('/api/auth/sign-in/email', {})).rejects.toMatchObject({
      code: 'unauthorized',
      message: 'Invalid email or password',
      status: 401,
    });
  });

  it('makes an AppError from the status when the body is not the API shape', async () => {
    vi.stubGlobal('fetch', respond(404, '<html>Not here</html>', 'text/html'));
    await expect(api.get('/api/missing')).rejects.toMatchObject({ code: 'not_found' });
    vi.stubGlobal('fetch', respond(502, '', 'text/plain'));
    await expect(api.get('/api/down')).rejects.toMatchObject({ code: 'internal' });
  });

  it('turns a network failure into a clear AppError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(api.get('/api/me')).rejects.toMatchObject({ code: 'internal', message: NETWORK_ERROR_MESSAGE });
  });
});
