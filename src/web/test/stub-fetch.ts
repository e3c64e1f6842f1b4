/**
 * Web tests stub fetch at the network boundary: every call is recorded and
 * answered by a handler; a call no handler answers gets a 404 naming it, so
 * a missing stub is obvious. Not part of the app bundle.
 */
import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

/** Answers one call, or undefined for "no such route". */
export type ApiHandler = (call: ApiCall) => Response | undefined | Promise<Response | undefined>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const apiError = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  json(status, { error: { code, message, ...(fields ? { fields } : {}) } });

/** Stubs fetch with `handler`; returns the calls, those `isRecorded` accepts (all by default). */
export function stubFetch(handler: ApiHandler, isRecorded: (call: ApiCall) => boolean = () => true): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call: ApiCall = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        search: url.searchParams,
        // JSON parsed; a binary body (an image upload's File) as it was sent.
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : (init?.body ?? undefined),
      };
      if (isRecorded(call)) calls.push(call);
      return (await handler(call)) ?? apiError(404, 'not_found', `No stub for ${call.method} ${call.path}`);
    }),
  );
  return calls;
}
