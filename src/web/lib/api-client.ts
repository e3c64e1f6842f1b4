/**
 * The one way the web client talks to the API: same-origin JSON requests
 * whose failures always arrive as an AppError (the server's error body
 * parsed back, or a clear one made here for network and format failures).
 */
import { AppError, codeForStatus } from '#shared/app-error.ts';

export const NETWORK_ERROR_MESSAGE = 'Cannot reach the server. Check your connection and try again.';
export const UNREADABLE_RESPONSE_MESSAGE = 'The server sent a response the app could not read.';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** The AppError for a failed response: its body when it has the API's shape, else one from the status. */
export async function errorFromResponse(response: Response): Promise<AppError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // not JSON (a proxy page, an empty body): fall back to the status
  }
  if (AppError.isBody(body)) return AppError.fromBody(body);
  const code = codeForStatus(response.status);
  const message =
    code === 'internal'
      ? 'Something went wrong on our side. Please try again.'
      : `Request failed (${response.status}${response.statusText ? ` ${response.statusText}` : ''})`;
  return new AppError(code, message);
}

export async function apiRequest<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, signal } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new AppError('internal', NETWORK_ERROR_MESSAGE);
  }

  if (!response.ok) throw await errorFromResponse(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new AppError('internal', UNREADABLE_RESPONSE_MESSAGE);
  }
}

export const api = {
  get: <T>(url: string, signal?: AbortSignal) => apiRequest<T>(url, { method: 'GET', signal }),
  post: <T>(url: string, body: unknown = {}) => apiRequest<T>(url, { method: 'POST', body }),
  patch: <T>(url: string, body: unknown) => apiRequest<T>(url, { method: 'PATCH', body }),
  put: <T>(url: string, body: unknown) => apiRequest<T>(url, { method: 'PUT', body }),
  delete: <T>(url: string) => apiRequest<T>(url, { method: 'DELETE' }),
};
